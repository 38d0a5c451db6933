import DecoupleKata
import KataTestSupport
import Testing

/// The net under the rule tests: random programs over the whole API (several apps side by side,
/// likes and unlikes on every screen, titles at the edges, apps let go of, a screen kept on its
/// own), each step played against `LikesModel` and your code side by side, every screen's board
/// and every object's life compared after every step. Do not edit.
@Suite struct ModelTests {
    @Test("Rules 1–4: any program of likes, unlikes and releases agrees with the model of the README's rules after every step")
    func everyProgramAgreesWithTheModel() {
        var census = IncrementalCensus<LikesStep.Census>()
        checkPrograms(
            "rules 1–4: any program over apps, likes, unlikes and releases", step: { census.next(&$0, $1, LikesStep.next) }, simplify: LikesStep.simpler
        ) { steps in
            var program = LikesProgram()
            return program.run(steps)
        }
    }

    /// A count kept in 16 bits, or a tally of the last 1,024 titles only, shows past them: one
    /// program starts with one news liked past 65,536 times, once more, and unliked; then a news
    /// liked, 1,025 or more other titles each liked and unliked, and that news unliked. Such a program is slow to
    /// run again, so it shrinks on a budget of 40 tries.
    @Test(
        "Rules 1–4 past round sizes: one news liked past 65,536 times, a like undone after 1,025 other titles, then any program agrees with the model"
    )
    func programsPastRoundSizesAgreeWithTheModel() {
        var census = IncrementalCensus<LikesStep.Census>()
        checkPrograms(
            "rules 1–4 past round sizes: more than 1,024 titles, more than 65,536 likes of one news", programs: 1, lengths: 12...24,
            shrinkBudget: 40, reaching: LikesStep.pastRoundSizesReaching,
            step: { random, soFar in LikesStep.pastRoundSizes(soFar.count, soFar, &random) ?? census.next(&random, soFar, LikesStep.next) },
            simplify: LikesStep.simpler
        ) { steps in
            var program = LikesProgram()
            return program.run(steps)
        }
    }
}

/// The README's words, quoted by a failure.
enum LikesRule {
    static let one =
        "Rule 1: the mediator shows each change on all three screens of its app (the screen that liked included), and on no other app's screens, each title as the screen reported it (the same Unicode scalars). Counts and the liked list follow LikeBoard's rules"
    static let asReported =
        "each title as the screen reported it: the same Unicode scalars (the two are == to Swift, which compares canonical equivalence; a mediator that normalises a title shows another)"
    static let two = "Rule 2: a screen kept on its own keeps neither another screen nor the mediator alive and, once the mediator is gone, reaches nobody"
    static let four = "Rule 4: no retain cycles: once the app is gone, screens and mediator are released, whatever happened before"
    static let design =
        "Rule 2: each screen holds the mediator weakly, and nothing else that is an object or a closure (after any traffic too: what a screen takes on later counts)"
}

/// Weak references to one app's objects, to see who is alive.
struct WatchedApp {
    weak var feed: FeedScreen?
    weak var detail: DetailScreen?
    weak var profile: ProfileScreen?
    weak var mediator: AnyObject?

    func screen(_ kind: ScreenKind) -> AnyObject? {
        switch kind {
        case .feed: feed
        case .detail: detail
        case .profile: profile
        }
    }
}

/// One program played against the model and the real app side by side.
struct LikesProgram {
    private var model = LikesModel()
    private var apps: [Int: NewsApp] = [:]
    /// Screens the program kept without their app.
    private var kept: [Int: [ScreenKind: KeptScreen]] = [:]
    private var watched: [Int: WatchedApp] = [:]
    /// Apps by number, in order (numbers may have gaps once a program is shrunk).
    private var numbers: [Int] = []
    /// Apps made with a mediator (`coordinator` set).
    private var hadMediator: Set<Int> = []

    mutating func run(_ steps: [LikesStep]) -> (index: Int, divergence: Divergence)? {
        for (index, step) in steps.enumerated() {
            // What screens hold is looked at now and then and at the end (a walk with Mirror is
            // slow), and before an app is let go.
            if step.letsAnAppGo || index % 16 == 15, let divergence = designDivergence() { return (max(index - 1, 0), divergence) }
            let changedOnKept = play(step)
            if let divergence = compare(changedOnKept: changedOnKept, title: step.title) { return (index, divergence) }
        }
        if let divergence = designDivergence() { return (max(steps.count - 1, 0), divergence) }
        return nil
    }

    /// The design checks after traffic: every screen of an app made with a mediator holds that
    /// mediator and nothing else that is an object or a closure (a reference or a closure a
    /// screen takes on at its first like is as much a coupling as one made by `make()`).
    private func designDivergence() -> Divergence? {
        for number in numbers {
            guard let app = apps[number], let mediator = app.coordinator else { continue }
            for screen in [app.feed, app.detail, app.profile] as [AnyObject] {
                let holdings = storedHoldings(of: screen)
                let (held, closures) = (holdings.references.filter { $0.object !== mediator }, holdings.closures)
                guard !held.isEmpty || !closures.isEmpty else { continue }
                let what = held.map { "\($0.path) (\(type(of: $0.object)))" } + closures.map { "\($0) (a closure)" }
                return Divergence(
                    rule: LikesRule.design, yourCode: "app\(number)'s \(type(of: screen)) holds \(what.joined(separator: ", "))",
                    ruleSays: "it holds the mediator and nothing else")
            }
        }
        return nil
    }

    /// Plays one step on both sides; returns the app whose kept screens it changed.
    private mutating func play(_ step: LikesStep) -> Int? {
        switch step {
        case .makeApp(let number):
            guard watched[number] == nil else { return nil }
            let app = NewsApp.make()
            apps[number] = app
            numbers.append(number)
            watched[number] = WatchedApp(feed: app.feed, detail: app.detail, profile: app.profile, mediator: app.coordinator)
            if app.coordinator != nil { hadMediator.insert(number) }
            model.makeApp(number)
        case .like(let number, let screen, let news), .unlike(let number, let screen, let news):
            guard let app = apps[number] else { return nil }
            let change = if case .like = step { 1 } else { -1 }
            KeptScreen(screen, of: app).change(news, change)
            model.change(app: number, by: change, news: news)
        case .likeMany(let number, let screen, let news, let times):
            guard let app = apps[number] else { return nil }
            let liking = KeptScreen(screen, of: app)
            for _ in 0..<times { liking.change(news, 1) }
            // By LikeBoard's rules, `times` likes in a row are one change of +times.
            model.change(app: number, by: times, news: news)
        case .likeOthers(let number, let screen, let count, let keptLiked):
            guard let app = apps[number] else { return nil }
            let liking = KeptScreen(screen, of: app)
            for other in 0..<count {
                let news = "other \(other)"
                liking.change(news, 1)
                model.change(app: number, by: 1, news: news)
                guard !keptLiked else { continue }
                liking.change(news, -1)
                model.change(app: number, by: -1, news: news)
            }
        case .releaseApp(let number):
            guard apps[number] != nil || kept[number] != nil else { return nil }
            (apps[number], kept[number]) = (nil, nil)
            model.release(app: number)
        case .keep(let number, let screens):
            guard let app = apps[number] else { return nil }
            kept[number] = Dictionary(screens.map { ($0, KeptScreen($0, of: app)) }, uniquingKeysWith: { first, _ in first })
            apps[number] = nil
            model.keep(screens, of: number)
        case .changeOnKept(let number, let screen, let news, let like):
            guard let kept = kept[number]?[screen] else { return nil }
            let mediatorAlive = watched[number]?.mediator != nil
            kept.change(news, like ? 1 : -1)
            // Code with no mediator at all (the starter) is the design checks' business: rule 2's
            // "reaches nobody once the mediator is gone" is about a mediator that was there.
            if !mediatorAlive, !hadMediator.contains(number) {
                model.forget(number)
                return number
            }
            model.changeOnKept(screen, of: number, by: like ? 1 : -1, news: news, mediatorAlive: mediatorAlive)
            return number
        }
        return nil
    }

    /// Every screen the program holds shows the model's board (when the model can say), `title`
    /// (the one the step changed) spelled as reported; every object lives exactly as long as the
    /// model says.
    private func compare(changedOnKept: Int?, title: String?) -> Divergence? {
        for number in numbers {
            guard let app = apps[number] else { continue }
            let expected = model.board(of: number)
            for kind in ScreenKind.allCases {
                let board = kind == .feed ? app.feed.board : kind == .detail ? app.detail.board : app.profile.board
                if board != expected {
                    return Divergence(rule: LikesRule.one, yourCode: "app\(number)!.\(kind.rawValue).board is \(describe(board, against: expected))", ruleSays: "\(describe(expected, against: board))")
                }
                if let respelt = board.respelling(against: expected, changed: title) {
                    return Divergence(rule: LikesRule.one, yourCode: "app\(number)!.\(kind.rawValue).board's \(respelt)", ruleSays: LikesRule.asReported)
                }
            }
        }
        for number in numbers {
            guard let screens = kept[number] else { continue }
            for kind in ScreenKind.allCases {
                guard let screen = screens[kind], let expected = model.keptBoard(kind, of: number) else { continue }
                let mediatorAlive = watched[number]?.mediator != nil
                if screen.board() == expected, let respelt = screen.board().respelling(against: expected, changed: title) {
                    return Divergence(rule: LikesRule.one, yourCode: "kept\(number)'s \(kind.rawValue) board's \(respelt)", ruleSays: LikesRule.asReported)
                }
                guard screen.board() != expected else { continue }
                return Divergence(
                    rule: mediatorAlive ? LikesRule.one : LikesRule.two,
                    yourCode: "kept\(number)'s \(kind.rawValue) shows \(describe(screen.board(), against: expected))\(mediatorAlive ? "" : " though the mediator is gone")",
                    ruleSays: "\(describe(expected, against: screen.board()))")
            }
        }
        for number in numbers {
            guard let watch = watched[number] else { continue }
            for kind in ScreenKind.allCases where (watch.screen(kind) != nil) != model.isAlive(kind, of: number) {
                let mustLive = model.isAlive(kind, of: number)
                return Divergence(
                    rule: model.everythingLetGo(app: number) ? LikesRule.four : LikesRule.two,
                    yourCode: "app\(number)'s \(kind.rawValue) is \(mustLive ? "gone" : "still alive")",
                    ruleSays: mustLive ? "it must be alive: the program holds it" : "it must be freed: the program holds nothing that may keep it")
            }
            if model.mediatorMustBeGone(app: number), watch.mediator != nil, hadMediator.contains(number) {
                let screensKept = kept[number]?.isEmpty == false
                return Divergence(
                    rule: screensKept ? LikesRule.two : LikesRule.four, yourCode: "app\(number)'s mediator is still alive",
                    ruleSays: screensKept
                        ? "it must be freed once the app is gone: the app keeps it alive, a kept screen holds it weakly"
                        : "it must be freed once the app is gone")
            }
        }
        return nil
    }

    /// A board as a failure shows it: whole while it is small; past a dozen titles, only the
    /// counts that differ from `other` (a thousand titles alike would hide the one that matters).
    private func describe(_ board: LikeBoard, against other: LikeBoard) -> String {
        let large = max(board.counts.count, other.counts.count) > 12
        let shown = board.counts.filter { !large || other.counts[$0.key] != $0.value }.sorted { $0.key < $1.key }
        let counts = shown.map { "\(literalTitle($0.key)): \($0.value)" }.joined(separator: ", ")
        let alike = large ? " (and \(board.counts.count - shown.count) titles counted alike)" : ""
        let liked = board.liked.count > 12 ? "\(board.liked.count) titles, the first \(board.liked.prefix(12).map(literalTitle).joined(separator: ", ")) …" : board.liked.map(literalTitle).joined(separator: ", ")
        return "counts [\(counts.isEmpty ? ":" : counts)]\(alike), liked [\(liked)]"
    }

    private func literalTitle(_ news: String) -> String { news.count > 40 ? "\"news news …\" (\(news.count) characters)" : swiftLiteral(news) }
}

/// One screen of an app, whichever kind it is: what a program can do with it.
struct KeptScreen {
    let change: (String, Int) -> Void
    let board: () -> LikeBoard

    init(_ kind: ScreenKind, of app: NewsApp) {
        switch kind {
        case .feed:
            let feed = app.feed
            (change, board) = ({ $1 > 0 ? feed.like($0) : feed.unlike($0) }, { feed.board })
        case .detail:
            let detail = app.detail
            (change, board) = ({ $1 > 0 ? detail.like($0) : detail.unlike($0) }, { detail.board })
        case .profile:
            let profile = app.profile
            (change, board) = ({ $1 > 0 ? profile.like($0) : profile.unlike($0) }, { profile.board })
        }
    }
}
