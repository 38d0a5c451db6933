import KataSupport
import KataTestSupport
import NewsKata
import Testing

/// The README's rules over generated apps: feeds of none, one or many news items with any ids
/// and counts, any number of detail screens and profiles (two of one type, details of news the
/// feed does not list), screens registered in any order, a second `update`, likes and dislikes
/// in any order and number, sent by the feed or straight to the mediator. A tiny model
/// (`ExpectedScreens`) says what every screen must print and count. Do not edit.
@Suite struct RuleTests {
    @Test("Rules 1 and 2: every like and dislike reaches every registered screen in order, and every count follows")
    func everyChangeReachesEveryScreenAndEveryCountFollows() {
        checkRule(
            "rules 1–2: forward to every screen in registration order; counts follow", reaching: App.traffic, generate: App.generate,
            shrink: App.smaller
        ) {
            $0.disagreement()
        }
    }

    @Test("Rule 3: the mediator owns the screens it forwards to, also after any traffic")
    func theMediatorOwnsItsScreens() {
        checkRule("rule 3: the mediator keeps its screens alive", reaching: App.lifetimes, generate: App.generate, shrink: App.smaller) {
            app in
            let mediator = ScreenMediator()
            var watchers: [() -> Bool] = []
            var feed: NewsFeedViewController?
            do {
                let screens = app.build(mediator: mediator)
                feed = screens.feed
                for screen in screens.registered {
                    weak let weakScreen = screen
                    watchers.append { weakScreen != nil }
                }
                mediator.update(screens.registered)
            }
            _ = Trace.capture { for step in app.steps { step.run(mediator: mediator, feed: feed) } }
            feed = nil
            return watchers.allSatisfy { $0() } ? nil : "a registered screen was released although its mediator is alive"
        }
    }

    @Test("Rule 4: nothing leaks: mediator and screens are released after any traffic, relays too")
    func nothingLeaks() {
        checkRule("rule 4: no retain cycle", reaching: App.lifetimes, generate: App.generate, shrink: App.smaller) { app in
            let leaked = survivors {
                let mediator = ScreenMediator()
                let screens = app.build(mediator: mediator)
                mediator.update(screens.registered)
                _ = Trace.capture { for step in app.steps { step.run(mediator: mediator, feed: screens.feed) } }
                return [mediator] + screens.registered
            }
            guard leaked.isEmpty else { return "still alive after the app was released: \(leaked)" }
            // The same app with a relaying screen registered too, so the traffic has relays
            // (machinery a mediator builds only for relays must not keep it alive either): the
            // first time it hears a like of a news item, or of #999, it reports a like of #999.
            let leakedAfterRelays = survivors {
                let mediator = ScreenMediator()
                let screens = app.build(mediator: mediator)
                var plan: [Int: [Int]] = [999: [999]]
                for news in app.news { plan[news.id] = [999] }
                let relaying = NewsKataTests.FanOutScreen(mediator: mediator, plan: plan)
                var registered = screens.registered
                registered.insert(relaying, at: app.steps.count % (registered.count + 1))
                mediator.update(registered)
                _ = Trace.capture {
                    for step in app.steps { step.run(mediator: mediator, feed: screens.feed) }
                    // A relay whatever the steps were (a like of news the feed does not list).
                    mediator.likeAdded(to: News(id: 999, title: "", likesCount: 0))
                }
                return [mediator] + registered
            }
            return leakedAfterRelays.isEmpty
                ? nil
                : "still alive after the app was released, with a screen registered too that relays a like of #999 the first time it hears a like of a news item or of #999 (and a like of #999 told to the mediator last): \(leakedAfterRelays)"
        }
    }
}

/// A generated app: the feed's news, the other screens, the order of registration, the steps.
struct App: CustomStringConvertible {
    enum Screen: Equatable { case feed, detail(newsID: Int, likes: Int), profile(likes: Int) }

    enum Step {
        case likeAll, dislikeAll
        /// Straight to the mediator: a like or dislike of the feed's item at `index`, or of an
        /// item the feed does not list when `index` is nil.
        case direct(like: Bool, index: Int?)
        /// A second `update` with the screens in reverse order.
        case reregisterReversed
    }

    var news: [News]
    var screens: [Screen]
    var steps: [Step]

    var description: String {
        let list = news.map { "#\($0.id) \"\($0.title)\" (\($0.likesCount))" }.joined(separator: ", ")
        let registered = screens.map { screen -> String in
            switch screen {
            case .feed: "feed"
            case .detail(let id, let likes): "detail #\(id) (\(likes))"
            case .profile(let likes): "profile (\(likes))"
            }
        }
        let actions = steps.map { step -> String in
            switch step {
            case .likeAll: "feed: like all"
            case .dislikeAll: "feed: dislike all"
            case .direct(let like, let index?): "mediator.\(like ? "likeAdded" : "likeRemoved")(#\(news[index].id))"
            case .direct(let like, nil):
                "mediator.\(like ? "likeAdded" : "likeRemoved")(#999, not in the feed\(news.isEmpty ? "" : ", titled like its first news"))"
            case .reregisterReversed: "update(screens reversed)"
            }
        }
        return "feed news [\(list)]; screens [\(registered.joined(separator: ", "))]; "
            + (actions.isEmpty ? "nothing happens" : actions.joined(separator: "; "))
    }

    static let titles = ["Swift", "swift", "Mediator", "Breaking news"]

    /// What the rules depend on, as the README lists them.
    static let traffic: [ScenarioDimension<App>] =
        ScenarioDimension.sizes("news", "news") { $0.news.count } + [
            ScenarioDimension("two news sharing a title") { app in Set(app.news.map(\.title)).count < app.news.count },
            ScenarioDimension("two news sharing a count") { app in Set(app.news.map(\.likesCount)).count < app.news.count },
            ScenarioDimension("negative ids") { app in app.news.contains { $0.id < 0 } },
            ScenarioDimension("two screens of one kind") { app in
                app.screens.filter { if case .detail = $0 { true } else { false } }.count > 1
            },
            ScenarioDimension("a detail of news the feed does not list") { app in
                app.screens.contains { if case .detail(999, _) = $0 { true } else { false } }
            },
            ScenarioDimension("a like for news the feed does not list") { app in
                app.steps.contains { if case .direct(_, nil) = $0 { true } else { false } }
            },
            ScenarioDimension("a second update") { app in app.steps.contains { if case .reregisterReversed = $0 { true } else { false } } },
        ]

    /// What owning and releasing depend on.
    static let lifetimes: [ScenarioDimension<App>] =
        ScenarioDimension.sizes("news", "news") { $0.news.count } + [
            ScenarioDimension("many screens") { $0.screens.count > 2 },
            ScenarioDimension("a second update") { app in app.steps.contains { if case .reregisterReversed = $0 { true } else { false } } },
        ]

    static func generate(_ random: inout SeededRandom, size: Int) -> App {
        var ids = Set<Int>()
        while ids.count < random.int(in: 0...min(size, 7)) { ids.insert(random.int(in: -5...40)) }
        // Titles repeat across ids (the id is the key, not the title), and so do counts.
        let news = ids.sorted().shuffled(using: &random).map { News(id: $0, title: random.pick(titles), likesCount: random.int(in: 0...9)) }
        var screens: [Screen] = [.feed]
        if random.chance(10) { screens.append(.feed) }
        for _ in 0..<random.int(in: 0...3) {
            let id = news.isEmpty || random.chance(25) ? 999 : random.pick(news).id
            screens.append(.detail(newsID: id, likes: random.int(in: 0...5)))
        }
        for _ in 0..<random.int(in: 0...2) { screens.append(.profile(likes: random.int(in: 0...20))) }
        screens.shuffle(using: &random)
        let steps = random.array(max(1, size)) { random -> Step in
            switch random.int(in: 0...9) {
            case 0...3: return .likeAll
            case 4...6: return .dislikeAll
            case 7, 8:
                return .direct(
                    like: random.chance(50), index: news.isEmpty || random.chance(20) ? nil : random.int(in: 0...(news.count - 1)))
            default: return .reregisterReversed
            }
        }
        return App(news: news, screens: screens, steps: steps)
    }

    static func smaller(_ app: App) -> [App] {
        var candidates = smallerArrays(app.steps).filter { !$0.isEmpty }.map { App(news: app.news, screens: app.screens, steps: $0) }
        candidates += smallerArrays(app.screens).filter { $0.contains(.feed) }.map { App(news: app.news, screens: $0, steps: app.steps) }
        if app.steps.allSatisfy({ if case .direct(_, _?) = $0 { false } else { true } }) {
            candidates += smallerArrays(app.news).map { App(news: $0, screens: app.screens, steps: app.steps) }
        }
        return candidates
    }

    /// The learner's screens for this app: the feed, and every screen in registration order.
    func build(mediator: ScreenMediator) -> (feed: NewsFeedViewController, registered: [ScreenUpdatable]) {
        let feed = NewsFeedViewController(mediator, news)
        let registered: [ScreenUpdatable] = screens.map { screen in
            switch screen {
            case .feed: feed
            case .detail(let id, let likes):
                NewsDetailViewController(mediator, News(id: id, title: news.first { $0.id == id }?.title ?? "Swift", likesCount: likes))
            case .profile(let likes): ProfileViewController(mediator, likes)
            }
        }
        return (feed, registered)
    }

    func disagreement() -> String? {
        let mediator = ScreenMediator()
        let built = build(mediator: mediator)
        mediator.update(built.registered)
        var model = ExpectedScreens(news: news, screens: screens)
        var current = built.registered
        return withExtendedLifetime(built.registered) {
            for (number, step) in steps.enumerated() {
                if case .reregisterReversed = step {
                    current.reverse()
                    mediator.update(current)
                }
                let trace = Trace.capture { step.run(mediator: mediator, feed: built.feed) }
                let expected = model.run(step)
                let at = "at step \(number + 1)"
                if trace != expected {
                    return "\(at):\n" + firstDifference(expected: expected, actual: trace)
                }
                if built.feed.newsArray.map(\.likesCount) != model.feedCounts {
                    return "\(at) the feed's counts are \(built.feed.newsArray.map(\.likesCount)), expected \(model.feedCounts)"
                }
                for (index, screen) in built.registered.enumerated() {
                    let count: Int? =
                        switch screen {
                        case let detail as NewsDetailViewController: detail.news.likesCount
                        case let profile as ProfileViewController: profile.numberOfGivenLikes
                        default: nil
                        }
                    if let count, count != model.counts[index] {
                        return "\(at) screen \(index + 1) (\(screens[index])) counts \(count), expected \(model.counts[index])"
                    }
                }
            }
            return nil
        }
    }
}

extension App.Step {
    func run(mediator: ScreenMediator, feed: NewsFeedViewController?) {
        switch self {
        case .likeAll: feed?.userLikedAllNews()
        case .dislikeAll: feed?.userDislikedAllNews()
        case .direct(let like, let index):
            guard let feed else { return }
            // News the feed does not list, under a title the feed may well list.
            let news = index.map { feed.newsArray[$0] } ?? News(id: 999, title: feed.newsArray.first?.title ?? "Swift", likesCount: 0)
            if like { mediator.likeAdded(to: news) } else { mediator.likeRemoved(from: news) }
        case .reregisterReversed: break
        }
    }
}

/// The rules as a model: what each screen prints and counts.
struct ExpectedScreens {
    var feedNews: [News]
    var screens: [App.Screen]
    /// Registration order, which a second `update` reverses.
    var order: [Int]
    /// The count each registered screen shows (the feed's are in `feedNews`).
    var counts: [Int]

    init(news: [News], screens: [App.Screen]) {
        feedNews = news
        self.screens = screens
        order = Array(screens.indices)
        counts = screens.map { screen in
            switch screen {
            case .feed: 0
            case .detail(_, let likes): likes
            case .profile(let likes): likes
            }
        }
    }

    var feedCounts: [Int] { feedNews.map(\.likesCount) }

    mutating func run(_ step: App.Step) -> String {
        switch step {
        case .likeAll:
            let snapshot = feedNews
            return "\n\nNews Feed: User LIKED all news models\nNews Feed: I am telling to mediator about it...\n\n"
                + snapshot.map { forward($0.id, like: true) }.joined()
        case .dislikeAll:
            let snapshot = feedNews
            return "\n\nNews Feed: User DISLIKED all news models\nNews Feed: I am telling to mediator about it...\n\n"
                + snapshot.map { forward($0.id, like: false) }.joined()
        case .direct(let like, let index):
            return forward(index.map { feedNews[$0].id } ?? 999, like: like)
        case .reregisterReversed:
            order.reverse()
            return ""
        }
    }

    private mutating func forward(_ id: Int, like: Bool) -> String {
        let change = like ? 1 : -1
        var lines =
            like
            ? "Screen Mediator: Received a liked news model with id \(id)\n"
            : "ScreenMediator: Received a disliked news model with id \(id)\n"
        let verb = like ? "liked" : "disliked"
        for index in order {
            switch screens[index] {
            case .feed:
                lines += "News Feed: Received a \(verb) news model with id \(id)\n"
                if let position = feedNews.firstIndex(where: { $0.id == id }) { feedNews[position].likesCount += change }
            case .detail(let newsID, _):
                lines += "News Detail: Received a \(verb) news model with id \(id)\n"
                if newsID == id { counts[index] += change }
            case .profile:
                lines += "Profile: Received a \(verb) news model with id \(id)\n"
                counts[index] += change
            }
        }
        return lines
    }
}
