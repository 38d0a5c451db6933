import DecoupleKata
import KataTestSupport
import Testing

/// The README's rules over generated sessions: up to three apps side by side, likes and
/// unlikes on any screen in any order and number, unlikes of news nobody liked, the same news
/// liked again, titles unlike the example's. The model is `LikeBoard` itself, applied once per
/// change: every screen of an app must show exactly that board. Do not edit.
@Suite struct RuleTests {
    @Test("Rule 1: after any likes and unlikes on any screens, every screen of that app shows every change, and no other app does")
    func everyScreenShowsEveryChangeOfItsApp() {
        checkRule(
            "rule 1: each change shows on all three screens of its app, and only there", reaching: Session.changesAndTitles,
            generate: Session.generate, shrink: Session.smaller
        ) {
            session in
            let apps = (0..<session.apps).map { _ in NewsApp.make() }
            var models = Array(repeating: LikeBoard(), count: session.apps)
            for (index, change) in session.changes.enumerated() {
                change.run(on: apps)
                models[change.app].apply(change.news, change: change.like ? 1 : -1)
                for (number, app) in apps.enumerated() {
                    let boards = [("feed", app.feed.board), ("detail", app.detail.board), ("profile", app.profile.board)]
                    if let wrong = boards.first(where: { $0.1 != models[number] }) {
                        return "after change \(index + 1) (\(change)), app \(number + 1)'s \(wrong.0) shows counts \(wrong.1.counts) and liked \(wrong.1.liked), expected counts \(models[number].counts) and liked \(models[number].liked)"
                    }
                    for (screen, board) in boards {
                        guard let respelt = board.respelling(against: models[number], changed: change.news) else { continue }
                        return "after change \(index + 1) (\(change)), app \(number + 1)'s \(screen) board's \(respelt): each title as the screen reported it, the same Unicode scalars (Swift's == calls the two equal)"
                    }
                }
            }
            return nil
        }
    }

    @Test("Rule 4: no retain cycles: once the app is gone, screens and mediator are released, after any traffic")
    func nothingLeaksAfterTraffic() {
        checkRule("rule 4: everything is released with the app", reaching: Session.traffic, generate: Session.generate, shrink: Session.smaller) {
            session in
            let leaked = survivors {
                let apps = (0..<session.apps).map { _ in NewsApp.make() }
                for change in session.changes { change.run(on: apps) }
                return apps.flatMap { app -> [AnyObject] in
                    let screens: [AnyObject] = [app.feed, app.detail, app.profile]
                    return screens + (app.coordinator.map { [$0] } ?? [])
                }
            }
            return leaked.isEmpty ? nil : "still alive after the apps were released: \(leaked)"
        }
    }

    @Test("Rules 2 and 3: after any traffic, a screen kept on its own keeps no other screen alive and reaches nobody")
    func aLoneScreenReachesNobodyAfterTraffic() {
        checkRule(
            "rules 2–3: screens reach each other only through the mediator the app keeps", reaching: Session.traffic,
            generate: Session.generate, shrink: Session.smaller
        ) {
            session in
            weak var detail: DetailScreen?
            weak var profile: ProfileScreen?
            let feed: FeedScreen = {
                let apps = (0..<session.apps).map { _ in NewsApp.make() }
                for change in session.changes { change.run(on: apps) }
                (detail, profile) = (apps[0].detail, apps[0].profile)
                return apps[0].feed
            }()
            return withExtendedLifetime(feed) {
                guard detail == nil, profile == nil else {
                    return "keeping only app 1's feed keeps its other screens alive: something the feed holds reaches them"
                }
                return nil
            }
        }
    }
}

/// One like or unlike, on one screen of one app.
struct Change: CustomStringConvertible {
    enum Screen: String { case feed, detail, profile }

    var app: Int
    var screen: Screen
    var like: Bool
    var news: String

    var description: String { "app \(app + 1): \(screen.rawValue).\(like ? "like" : "unlike")(\(swiftLiteral(news)))" }

    func run(on apps: [NewsApp]) {
        let app = apps[app]
        switch (screen, like) {
        case (.feed, true): app.feed.like(news)
        case (.feed, false): app.feed.unlike(news)
        case (.detail, true): app.detail.like(news)
        case (.detail, false): app.detail.unlike(news)
        case (.profile, true): app.profile.like(news)
        case (.profile, false): app.profile.unlike(news)
        }
    }
}

/// A generated session.
struct Session: CustomStringConvertible {
    var apps: Int
    var changes: [Change]

    var description: String {
        "\(apps) app(s); " + (changes.isEmpty ? "no changes" : changes.map(\.description).joined(separator: "; "))
    }

    static func generate(_ random: inout SeededRandom, size: Int) -> Session {
        let apps = random.int(in: 1...3)
        let titles = ["Swift 6", "Mediator", "A", "a", "", "émoji 🎉", "Swift 6 "]
        let changes = random.array(size == 1 ? 1 : 2 * size) { random in
            // One title in four is spelled in other Unicode scalars, so the others keep their share.
            Change(
                app: random.int(in: 0...(apps - 1)), screen: random.pick([.feed, .detail, .profile]), like: random.chance(60),
                news: random.chance(25) ? random.pick(precomposed + decomposed) : random.pick(titles))
        }
        return Session(apps: apps, changes: changes)
    }

    /// Titles `==` calls equal pairwise, written with other Unicode scalars: é and ö as one
    /// scalar each or as a letter and a combining mark, Hangul syllables or their jamo, Å or the
    /// Ångström sign (which NFC and NFD both rewrite).
    static let precomposed = ["Caf\u{E9} \u{F6}", "\u{D55C}\u{AE00}", "\u{212B}"]
    static let decomposed = ["Cafe\u{301} o\u{308}", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", "A\u{30A}"]

    /// What lifetimes depend on, as the README lists it.
    static let traffic: [ScenarioDimension<Session>] =
        ScenarioDimension.sizes("change", "changes") { $0.changes.count } + [ScenarioDimension("several apps") { $0.apps > 1 }]

    /// What showing every change depends on besides.
    static let changesAndTitles: [ScenarioDimension<Session>] =
        traffic + [
            ScenarioDimension("changes on every kind of screen") { Set($0.changes.map(\.screen.rawValue)).count == 3 },
            ScenarioDimension("titles differing only in letter case") { session in
                let titles = Set(session.changes.map(\.news))
                return titles.contains("A") && titles.contains("a")
            },
            ScenarioDimension("titles with spaces") { $0.changes.contains { $0.news.hasSuffix(" ") } },
            ScenarioDimension("one title written with precomposed and with decomposed letters") { session in
                // By scalars: `==` (and a Set) would call each pair one title.
                func used(_ spellings: [String]) -> Set<Int> {
                    Set(spellings.indices.filter { index in session.changes.contains { sameScalars($0.news, spellings[index]) } })
                }
                return !used(precomposed).isDisjoint(with: used(decomposed))
            },
            ScenarioDimension("the empty title") { $0.changes.contains { $0.news.isEmpty } },
            ScenarioDimension("the same news liked again") { session in
                let likes = session.changes.filter(\.like).map { "\($0.app) \($0.news)" }
                return Set(likes).count < likes.count
            },
            ScenarioDimension("an unlike of news nobody liked") { session in
                var liked = Set<String>()
                return session.changes.contains { change in
                    let key = "\(change.app) \(change.news)"
                    if change.like { liked.insert(key) }
                    return !change.like && !liked.contains(key)
                }
            },
        ]

    static func smaller(_ session: Session) -> [Session] {
        smallerArrays(session.changes).map { Session(apps: session.apps, changes: $0) }
    }
}
