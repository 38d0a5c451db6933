import DecoupleKata

/// The README's rules as a model, written as plainly as the README: every app shows each like
/// and unlike on all three of its screens, by `LikeBoard`'s rules, and on no other app's; once
/// the program lets go of an app, everything in it is freed; screens kept without their app keep
/// no other screen alive, and once the mediator is gone a like on one reaches no other.
/// Apps are named by the number the program gave them (`app2`).
struct LikesModel {
    enum Held {
        /// The program holds the whole app.
        case app
        /// The program let go of the app but kept these screens; each with what it must show,
        /// or nil once the model cannot say (it liked while its mediator was gone: whether a
        /// screen shows its own like then is up to you).
        case screens([ScreenKind: LikeBoard?])
        /// The program let go of everything.
        case nothing
    }

    struct App {
        /// Rule 1: one board, the same on all three screens.
        var board = LikeBoard()
        var held = Held.app
    }

    private(set) var apps: [Int: App] = [:]

    mutating func makeApp(_ number: Int) { apps[number] = App() }

    /// Rule 1: the change shows on every screen of the app, the one that liked included.
    mutating func change(app: Int, by change: Int, news: String) {
        guard case .app? = apps[app]?.held else { return }
        apps[app]?.board.apply(news, change: change)
    }

    mutating func release(app: Int) { apps[app]?.held = .nothing }

    mutating func keep(_ screens: [ScreenKind], of app: Int) {
        guard let board = apps[app]?.board else { return }
        apps[app]?.held = .screens(Dictionary(screens.map { ($0, Optional(board)) }, uniquingKeysWith: { first, _ in first }))
    }

    /// A change on a screen kept without its app: while the mediator lives (a screen may hold
    /// it, rule 2) it shows on every kept screen (rule 1); once it is gone it reaches no other
    /// screen (rule 2).
    mutating func changeOnKept(_ screen: ScreenKind, of app: Int, by change: Int, news: String, mediatorAlive: Bool) {
        guard case .screens(var kept)? = apps[app]?.held, kept[screen] != nil else { return }
        if mediatorAlive {
            for kind in kept.keys { kept[kind]??.apply(news, change: change) }
        } else {
            kept[screen] = .some(nil)
        }
        apps[app]?.held = .screens(kept)
    }

    /// The model no longer says what the kept screens of `app` show.
    mutating func forget(_ app: Int) {
        guard case .screens(let kept)? = apps[app]?.held else { return }
        apps[app]?.held = .screens(kept.mapValues { _ in nil })
    }

    func board(of app: Int) -> LikeBoard { apps[app]?.board ?? LikeBoard() }

    /// What a kept screen must show, when the model can say.
    func keptBoard(_ screen: ScreenKind, of app: Int) -> LikeBoard? {
        guard case .screens(let kept)? = apps[app]?.held, let board = kept[screen] else { return nil }
        return board
    }

    /// Rules 2–4: what is alive is what the program holds, and nothing else.
    func isAlive(_ screen: ScreenKind, of app: Int) -> Bool {
        switch apps[app]?.held {
        case .app?: true
        case .screens(let kept)?: kept[screen] != nil
        case .nothing?, nil: false
        }
    }

    /// The mediator lives while the app does; with screens kept it may live or not (rule 2 lets
    /// a screen hold its mediator), so only a released app says it must be gone.
    /// Rule 4's case: the program let go of the whole app, no screen kept.
    func everythingLetGo(app: Int) -> Bool { if case .nothing? = apps[app]?.held { true } else { false } }

    /// Rules 2–4: the app keeps its mediator alive and the screens hold it weakly, so once the
    /// program lets go of the app the mediator is gone, screens kept or not.
    func mediatorMustBeGone(app: Int) -> Bool {
        switch apps[app]?.held {
        case .nothing?, .screens?: true
        case .app?, nil: false
        }
    }
}

/// The three kinds of screen.
enum ScreenKind: String, CaseIterable, Sendable {
    case feed, detail, profile
}
