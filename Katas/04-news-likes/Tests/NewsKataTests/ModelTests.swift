import KataSupport
import KataTestSupport
import NewsKata
import Testing

/// The net under the rule tests: random programs over the whole API (mediators and screens
/// made, screens registered in any order, twice, in two mediators, a second update, likes and
/// dislikes from the feed, straight to the mediator or to a screen, news with edge ids, shared
/// ids, titles and counts, references let go), compared with the README's model
/// (NewsModel.swift) after every step: the printed lines, every screen's counts, and who is
/// alive. Do not edit.
@Suite struct ModelTests {
    @Test("The model of the README: random programs over screens, updates, likes, dislikes and releases agree with it after every step")
    func programsAgreeWithTheModel() {
        checkPrograms(
            "kata 04 model: programs over the whole API", programs: 100, reaching: NewsStep.relays, step: NewsStep.Generator().next,
            simplify: NewsStep.simpler
        ) { program in
            var world = NewsWorld()
            return world.run(program)
        }
    }

    @Test(
        "The model after a warm-up: 32,769 likes told to one mediator with three screens, then random programs over the whole API agree with it after every step"
    )
    func warmProgramsAgreeWithTheModel() {
        checkPrograms(
            "kata 04 model: programs after a warm-up of 32,769 likes", programs: 3, lengths: 40...200, shrinkBudget: 40,
            step: NewsStep.Generator(warm: true).next, simplify: NewsStep.simpler
        ) { program in
            var world = NewsWorld()
            return world.run(program)
        }
    }
}

/// One step of a program. Mediators are `mediator0`…, screens `s0`…; a step whose objects were
/// never made, or were let go, does nothing.
enum NewsStep: ProgramStep {
    case makeMediator(Int)
    case makeFeed(Int, mediator: Int?, news: [NewsModel.NewsItem])
    case makeDetail(Int, mediator: Int?, news: NewsModel.NewsItem)
    case makeProfile(Int, mediator: Int?, likes: Int)
    /// A screen of the tests' own that reports likes to its mediator from inside its update.
    case makeReporting(Int, mediator: Int?, plan: [NewsModel.Relay])
    case update(mediator: Int, screens: [Int])
    case feedTellsAll(screen: Int, like: Bool)
    case tellMediator(mediator: Int, id: Int, like: Bool)
    /// The same like told to the mediator `times` times in a row: past any plausible counter.
    case tellMediatorMany(mediator: Int, id: Int, times: Int)
    case tellScreen(screen: Int, id: Int, like: Bool)
    case releaseMediator(Int)
    case releaseScreen(Int)

    var calls: Int {
        if case .tellMediatorMany(_, _, let times) = self { return times }
        return 1
    }

    var swiftLine: String {
        func news(_ item: NewsModel.NewsItem) -> String {
            "News(id: \(item.id), title: \(swiftLiteral(item.title)), likesCount: \(item.likes))"
        }
        func mediator(_ m: Int?) -> String { m.map { "mediator\($0)" } ?? "nil" }
        func news(id: Int) -> String { "News(id: \(id), title: \"\", likesCount: 0)" }
        switch self {
        case .makeMediator(let m): return "var mediator\(m): ScreenMediator? = ScreenMediator()"
        case .makeFeed(let s, let m, let items):
            return
                "var s\(s): NewsFeedViewController? = NewsFeedViewController(\(mediator(m)), [\(items.map(news).joined(separator: ", "))])"
        case .makeDetail(let s, let m, let item):
            return "var s\(s): NewsDetailViewController? = NewsDetailViewController(\(mediator(m)), \(news(item)))"
        case .makeProfile(let s, let m, let likes):
            return "var s\(s): ProfileViewController? = ProfileViewController(\(mediator(m)), \(likes))"
        case .makeReporting(let s, let m, let plan):
            return
                "var s\(s): ReportingScreen? = ReportingScreen(\(s), \(mediator(m)), [\(plan.map(\.description).joined(separator: ", "))])"
        case .update(let m, let screens): return "mediator\(m)?.update([\(screens.map { "s\($0)!" }.joined(separator: ", "))])"
        case .feedTellsAll(let s, let like): return like ? "s\(s)?.userLikedAllNews()" : "s\(s)?.userDislikedAllNews()"
        case .tellMediator(let m, let id, let like): return "mediator\(m)?.\(like ? "likeAdded(to:" : "likeRemoved(from:") \(news(id: id)))"
        case .tellMediatorMany(let m, let id, let times): return "for _ in 0..<\(times) { mediator\(m)?.likeAdded(to: \(news(id: id))) }"
        case .tellScreen(let s, let id, let like): return "s\(s)?.\(like ? "likeAdded(to:" : "likeRemoved(from:") \(news(id: id)))"
        case .releaseMediator(let m): return "mediator\(m) = nil"
        case .releaseScreen(let s): return "s\(s) = nil"
        }
    }

    /// Ids biased to the edges: 0, negative, the largest, shared ones (not the smallest: `id - 1` would trap, a crash instead of a message).
    static let ids = [1, 2, 0, -1, 3, -7, Int.max]
    static let titles = ["Swift 6", "", "Swift 6", " ", "Новости", String(repeating: "long ", count: 80)]
    static let likes = [1, 2, 0, -1, 1_000]

    /// What the program being generated has made so far.
    final class Generator {
        private var keepsMediators = false
        private var mediators = 0, screens = 0, feeds: [Int] = [], live: [Int] = []
        /// Warm programs start with a warm-up: a mediator with a feed, a detail and a profile,
        /// told 32,769 or more likes (three times as many forwards), then the program goes on (a
        /// "hot" path taken after N forwards meets every rule).
        private let warm: Bool

        init(warm: Bool = false) { self.warm = warm }

        func next(_ random: inout SeededRandom, _ soFar: [NewsStep]) -> NewsStep {
            if soFar.isEmpty {
                (mediators, screens, feeds, live) = (0, 0, [], [])
                // Half the programs never let anything go, so one mediator lives through a
                // thousand steps (budgets, counters and caches show).
                keepsMediators = !warm && random.chance(50)
            }
            var step = NewsStep.next(&random, mediators: mediators, live: live, screens: screens, feeds: feeds)
            while keepsMediators, step.isRelease {
                step = NewsStep.next(&random, mediators: mediators, live: live, screens: screens, feeds: feeds)
            }
            if warm, let first = NewsStep.warmUpStep(soFar, &random) { step = first }
            switch step {
            case .makeMediator:
                live.append(mediators)
                mediators += 1
            case .releaseMediator(let m): live.removeAll { $0 == m }
            case .makeFeed(let s, _, _):
                screens += 1
                feeds.append(s)
            case .makeDetail, .makeProfile, .makeReporting: screens += 1
            default: break
            }
            return step
        }
    }

    static func item(_ random: inout SeededRandom) -> NewsModel.NewsItem {
        NewsModel.NewsItem(id: random.pick(ids), title: random.pick(titles), likes: random.pick(likes))
    }

    /// A long feed: distinct ids in no order (a binary search assumes a sorted feed), or, when
    /// `shared`, about one row in twelve with an id of the pool (twins the first of which counts).
    static func longFeed(_ random: inout SeededRandom, rows count: Int, shared: Bool) -> [NewsModel.NewsItem] {
        Array(0..<count).shuffled(using: &random).enumerated().map { row, shuffled in
            NewsModel.NewsItem(id: shared && random.chance(8) ? random.pick(ids) : 100 + shuffled, title: "row \(row)", likes: 0)
        }
    }

    /// The next step of a warm program's warm-up: mediator 0 with a feed, a detail and a profile
    /// registered, then 32,769 to 33,000 likes of one of the feed's news told to it; then a long
    /// feed with twins joins and likes all of it (a feed that tells a long list otherwise than
    /// row by row shows); right after, now and then, the app lets one of its screens go (the
    /// mediator owns it: it must live on). Nil past the warm-up.
    static func warmUpStep(_ soFar: [NewsStep], _ random: inout SeededRandom) -> NewsStep? {
        switch soFar.count {
        case 0: return .makeMediator(0)
        case 1: return .makeFeed(0, mediator: 0, news: [item(&random), item(&random)])
        case 2: return .makeDetail(1, mediator: 0, news: item(&random))
        case 3: return .makeProfile(2, mediator: 0, likes: random.pick(likes))
        case 4: return .update(mediator: 0, screens: [0, 1, 2])
        case 5:
            // One of the feed's news, so every like reaches a row.
            var feed: [NewsModel.NewsItem] = []
            if case .makeFeed(_, _, let news)? = soFar.dropFirst().first { feed = news }
            let id = feed.isEmpty ? random.pick(ids) : random.pick(feed).id
            return .tellMediatorMany(mediator: 0, id: id, times: random.int(in: FloodSize.warmUp))
        case 6: return .makeFeed(3, mediator: 0, news: longFeed(&random, rows: random.int(in: FloodSize.pastAThousand), shared: true))
        case 7: return .update(mediator: 0, screens: [0, 1, 2, 3])
        case 8: return .feedTellsAll(screen: 3, like: random.chance(70))
        case 9, 10: return random.chance(50) ? .releaseScreen(random.int(in: 0...3)) : nil
        default: return nil
        }
    }

    static func next(_ random: inout SeededRandom, mediators: Int, live: [Int], screens: Int, feeds: [Int]) -> NewsStep {
        if live.isEmpty || random.chance(live.count < 2 ? 10 : live.count < 3 ? 1 : 0) { return .makeMediator(mediators) }
        let m = random.chance(90) ? random.pick(live) : random.int(in: 0...(mediators - 1))
        let with: Int? = random.chance(90) ? m : nil
        if screens < 3 || random.chance(screens < 12 ? 8 : 3) {
            // Now and then a reporting screen (one in eight), so relays happen and the rest stay quick.
            switch random.chance(12) ? 3 : random.int(in: 0...2) {
            case 0:
                // Now and then a long feed, past any plausible number of rows searched: distinct
                // ids, or in half of them a few rows with ids of the pool, shared (a lookup table
                // for long feeds must still find the first row with an id).
                if random.chance(3) {
                    // Past 1,024 rows now and then.
                    let count = random.pick([random.int(in: 65...100), random.int(in: 129...300), random.int(in: FloodSize.pastAThousand)])
                    return .makeFeed(screens, mediator: with, news: longFeed(&random, rows: count, shared: random.chance(50)))
                }
                let count = random.chance(10) ? random.int(in: 5...12) : random.int(in: 0...4)
                return .makeFeed(screens, mediator: with, news: random.array(count) { item(&$0) })
            case 1: return .makeDetail(screens, mediator: with, news: item(&random))
            case 2: return .makeProfile(screens, mediator: with, likes: random.pick(likes))
            default: return .makeReporting(screens, mediator: with, plan: relayPlan(&random))
            }
        }
        // Mostly recent screens, so a long program keeps working with live ones.
        func recent(_ random: inout SeededRandom) -> Int { max(screens - 1 - random.int(in: 0...(random.chance(80) ? 8 : screens)), 0) }
        let s = recent(&random)
        switch random.int(in: 0...99) {
        case 0..<20:
            // Now and then dozens of screens (a relay timing that changes with how many screens
            // a mediator has shows).
            let count = random.chance(10) ? random.int(in: 6...40) : random.int(in: 0...5)
            return .update(mediator: m, screens: random.array(count) { recent(&$0) })
        case 20..<55:
            return .feedTellsAll(
                screen: feeds.isEmpty ? s : feeds[max(feeds.count - 1 - random.int(in: 0...3), 0)], like: random.chance(55))
        case 55..<68: return .tellMediator(mediator: m, id: random.pick(ids), like: random.chance(55))
        case 68..<70: return .tellMediatorMany(mediator: m, id: random.pick(ids), times: random.int(in: 101...200))
        case 70..<80: return .tellScreen(screen: s, id: random.pick(ids), like: random.chance(55))
        case 80..<88: return .releaseMediator(m)
        default: return .releaseScreen(s)
        }
    }

    /// Ids a reporting screen hears and reports: a few of ``ids``, so relays set off relays.
    static let relayIDs = [1, 2, 0, -1]

    /// A reporting screen's plan: one or two entries, each heard 1 to 3 times, reporting the
    /// like it hears (the same news relayed again), the opposite one (a dislike relayed during
    /// a like), other news, or two of them.
    static func relayPlan(_ random: inout SeededRandom) -> [NewsModel.Relay] {
        func event(_ random: inout SeededRandom) -> NewsModel.Event { NewsModel.Event(like: random.chance(60), id: random.pick(relayIDs)) }
        return random.array(random.int(in: 1...2)) { random in
            let hears = event(&random)
            let reports = random.array(random.int(in: 1...2)) { random -> NewsModel.Event in
                switch random.int(in: 0...3) {
                case 0: hears
                case 1: NewsModel.Event(like: !hears.like, id: hears.id)
                default: event(&random)
                }
            }
            return NewsModel.Relay(hears: hears, reports: reports, times: random.int(in: 1...3))
        }
    }

    /// The relays the model's programs must reach, as the README names them.
    static let relays: [ScenarioDimension<[NewsStep]>] = [
        ScenarioDimension("screens that report likes from inside their updates") { !plans($0).isEmpty },
        ScenarioDimension("a relay of a relay") { program in
            let relays = plans(program).joined()
            return relays.contains { relay in relay.reports.contains { report in relays.contains { $0.hears == report } } }
        },
        ScenarioDimension("the same news relayed twice") { program in
            let reports = plans(program).joined().flatMap(\.reports)
            return Set(reports).count < reports.count
        },
        ScenarioDimension("a dislike relayed during a like") { program in
            plans(program).joined().contains { relay in relay.hears.like && relay.reports.contains { !$0.like } }
        },
    ]

    /// The plans of the reporting screens a program makes with a mediator.
    @Sendable static func plans(_ program: [NewsStep]) -> [[NewsModel.Relay]] {
        program.compactMap { if case .makeReporting(_, _?, let plan) = $0 { plan } else { nil } }
    }

    /// Whether the step lets a reference go.
    var isRelease: Bool {
        switch self {
        case .releaseMediator, .releaseScreen: true
        default: false
        }
    }

    /// The mediator a screen is made with.
    var madeWith: Int? {
        switch self {
        case .makeFeed(_, let m, _), .makeDetail(_, let m, _), .makeProfile(_, let m, _), .makeReporting(_, let m, _): m
        default: nil
        }
    }

    static func simpler(_ step: NewsStep) -> [NewsStep] {
        switch step {
        case .makeDetail(let s, _?, let item): return [.makeDetail(s, mediator: nil, news: item)]
        case .makeProfile(let s, _?, let likes): return [.makeProfile(s, mediator: nil, likes: likes)]
        case .makeReporting(let s, let m, let plan):
            // An entry fewer, a report fewer, or an entry that fires once.
            var simpler: [[NewsModel.Relay]] = plan.indices.map { k in plan.enumerated().filter { $0.offset != k }.map(\.element) }
            for k in plan.indices {
                for r in plan[k].reports.indices where plan[k].reports.count > 1 {
                    var fewer = plan
                    fewer[k].reports.remove(at: r)
                    simpler.append(fewer)
                }
                if plan[k].times > 1 {
                    var once = plan
                    once[k].times = 1
                    simpler.append(once)
                }
            }
            return simpler.map { .makeReporting(s, mediator: m, plan: $0) }
        case .tellMediatorMany(let m, let id, let times) where times > 1:
            // One like, or a flood just past 100: a warm-up's failure that needs no more shrinks fast.
            return [.tellMediator(mediator: m, id: id, like: true)] + (times > 101 ? [.tellMediatorMany(mediator: m, id: id, times: 101)] : [])
        case .makeFeed(let s, let m, let items) where items.count > 1:
            return items.indices.map { index in
                var fewer = items
                fewer.remove(at: index)
                return .makeFeed(s, mediator: m, news: fewer)
            }
        case .update(let m, let screens) where screens.count > 1:
            return screens.indices.map { index in
                var fewer = screens
                fewer.remove(at: index)
                return .update(mediator: m, screens: fewer)
            }
        default: return []
        }
    }
}

/// The real objects of a program, held as the Swift lines say, with weak references to see who
/// is alive; runs each step on them and on the model and compares.
struct NewsWorld {
    final class Held<Object: AnyObject> {
        var object: Object?
        weak var weak: Object?
        init(_ object: Object) { (self.object, weak) = (object, object) }
    }

    var mediators: [Int: Held<ScreenMediator>] = [:]
    var screens: [Int: Held<AnyObject>] = [:]
    var model = NewsModel()
    /// The relay timings the code has agreed with so far in this program (the README allows
    /// each; a program keeps to one).
    var timings = NewsModel.RelayTiming.allCases

    /// What a step's model call prints under each timing still possible, and the model after it.
    typealias Outcome = (timing: NewsModel.RelayTiming, trace: String, model: NewsModel)

    /// Whether the program made a reporting screen: else no relay can happen, and the model runs
    /// in place.
    var reporting = false

    /// Runs `body` on the model under the first timing still possible; when a like was reported
    /// during a forward, under the others too (else they print the same).
    private mutating func outcomes(_ body: (inout NewsModel) -> String) -> [Outcome] {
        guard reporting else {
            let trace = body(&model)
            return timings.map { ($0, trace, model) }
        }
        func run(_ timing: NewsModel.RelayTiming) -> Outcome {
            var copy = model
            (copy.timing, copy.relayed) = (timing, false)
            let trace = body(&copy)
            return (timing, trace, copy)
        }
        let first = run(timings[0])
        guard first.model.relayed else { return timings.map { ($0, first.trace, first.model) } }
        return [first] + timings.dropFirst().map(run)
    }

    mutating func run(_ program: [NewsStep]) -> ProgramFailure? {
        for (index, step) in program.enumerated() {
            if let divergence = run(step) { return (index, divergence) }
        }
        // Rule 4, whatever happened before (relays too): once the program ends, the app lets go
        // of every mediator and screen it still holds, and nothing may stay alive.
        guard var divergence = releaseEverything() else { return nil }
        divergence.yourCode =
            "after the last step the app let go of everything it held (every mediatorN = nil, every sN = nil): " + divergence.yourCode
        return (max(program.count - 1, 0), divergence)
    }

    /// Lets go of every mediator and screen the program still holds, then compares who is alive.
    private mutating func releaseEverything() -> Divergence? {
        _ = Trace.capture {
            for m in mediators.keys {
                mediators[m]?.object = nil
                model.mediators[m]?.held = false
            }
            for s in screens.keys {
                screens[s]?.object = nil
                model.screens[s]?.held = false
            }
        }
        return compareState()
    }

    private func news(_ item: NewsModel.NewsItem) -> News { News(id: item.id, title: item.title, likesCount: item.likes) }

    private mutating func made(_ s: Int, _ screen: AnyObject, _ state: NewsModel.Screen, mediator m: Int?) {
        screens[s] = Held(screen)
        model.screens[s] = NewsModel.ScreenState(screen: state, mediator: m)
    }

    private mutating func run(_ step: NewsStep) -> Divergence? {
        // A screen made with a mediator the program never made is not made either (its Swift
        // line names that mediator).
        if let m = step.madeWith, mediators[m] == nil { return nil }
        var expected: [Outcome] = []
        let trace = Trace.capture {
            switch step {
            case .makeMediator(let m):
                mediators[m] = Held(ScreenMediator())
                model.mediators[m] = NewsModel.Mediator()
            case .makeFeed(let s, let m, let items):
                made(
                    s, NewsFeedViewController(m.flatMap { mediators[$0]?.object }, items.map(news)), .feed(items),
                    mediator: m.flatMap(liveMediator))
            case .makeDetail(let s, let m, let item):
                made(
                    s, NewsDetailViewController(m.flatMap { mediators[$0]?.object }, news(item)), .detail(item),
                    mediator: m.flatMap(liveMediator))
            case .makeProfile(let s, let m, let likes):
                made(
                    s, ProfileViewController(m.flatMap { mediators[$0]?.object }, likes), .profile(likes), mediator: m.flatMap(liveMediator)
                )
            case .makeReporting(let s, let m, let plan):
                reporting = true
                made(
                    s, ReportingScreen(s, m.flatMap { mediators[$0]?.object }, plan), .reporting(plan, fired: plan.map { _ in 0 }),
                    mediator: m.flatMap(liveMediator))
            case .update(let m, let list):
                let objects = list.compactMap { screens[$0]?.object as? ScreenUpdatable }
                guard let mediator = mediators[m]?.object, objects.count == list.count else { return }
                mediator.update(objects)
                model.mediators[m]?.screens = list
            case .feedTellsAll(let s, let like):
                guard let feed = screens[s]?.object as? NewsFeedViewController else { return }
                expected = outcomes { $0.feedTellsAll(s, like: like) }
                if like { feed.userLikedAllNews() } else { feed.userDislikedAllNews() }
            case .tellMediator(let m, let id, let like):
                guard let mediator = mediators[m]?.object else { return }
                expected = outcomes { $0.mediatorForwards(m, id: id, like: like) }
                let item = News(id: id, title: "", likesCount: 0)
                if like { mediator.likeAdded(to: item) } else { mediator.likeRemoved(from: item) }
            case .tellMediatorMany(let m, let id, let times):
                guard let mediator = mediators[m]?.object else { return }
                expected = outcomes { model in (0..<times).map { _ in model.mediatorForwards(m, id: id, like: true) }.joined() }
                for _ in 0..<times { mediator.likeAdded(to: News(id: id, title: "", likesCount: 0)) }
            case .tellScreen(let s, let id, let like):
                guard let screen = screens[s]?.object as? ScreenUpdatable else { return }
                expected = outcomes { $0.screenHears(s, id: id, like: like) }
                let item = News(id: id, title: "", likesCount: 0)
                if like { screen.likeAdded(to: item) } else { screen.likeRemoved(from: item) }
            case .releaseMediator(let m):
                mediators[m]?.object = nil
                model.mediators[m]?.held = false
            case .releaseScreen(let s):
                screens[s]?.object = nil
                model.screens[s]?.held = false
            }
        }
        if !expected.isEmpty {
            let agreeing = expected.filter { $0.trace == trace }
            guard let kept = agreeing.first else { return disagreement(trace, expected) }
            (model, timings) = (kept.model, agreeing.map(\.timing))
        } else if !trace.isEmpty {
            return Divergence(rule: NewsModel.Rule.forward, yourCode: "printed\n" + indented(trace), ruleSays: "print\n" + indented(""))
        }
        return compareState()
    }

    /// The trace printed against each one the timings still possible allow (one, when they agree).
    private func disagreement(_ trace: String, _ expected: [Outcome]) -> Divergence {
        var traces: [Outcome] = []
        for outcome in expected where !traces.contains(where: { $0.trace == outcome.trace }) { traces.append(outcome) }
        let ruleSays =
            traces.count == 1
            ? "print\n" + indented(traces[0].trace)
            : "print one of (the same way all program long)\n"
                + traces.map { "    with \($0.timing.words):\n" + indented($0.trace) }.joined(separator: "\n")
        return Divergence(rule: NewsModel.Rule.forward, yourCode: "printed\n" + indented(trace), ruleSays: ruleSays)
    }

    /// The mediator a screen is made with, when the program still holds it.
    private func liveMediator(_ m: Int) -> Int? { mediators[m]?.object == nil ? nil : m }

    /// Who is alive, and every live screen's counts, against the model.
    private func compareState() -> Divergence? {
        for (m, held) in mediators where (held.weak != nil) != model.mediatorAlive(m) {
            return Divergence(
                rule: NewsModel.Rule.noLeaks, yourCode: "mediator\(m) is still alive after the program let it go",
                ruleSays: "the screens hold it weakly: it is released")
        }
        let listed = model.listedScreens
        for (s, held) in screens {
            guard let state = model.screens[s] else { continue }
            let shouldLive = model.screenAlive(s, listed: listed)
            if (held.weak != nil) != shouldLive {
                return shouldLive
                    ? Divergence(
                        rule: NewsModel.Rule.owns, yourCode: "s\(s) was released while a live mediator lists it",
                        ruleSays: "the mediator keeps it alive")
                    : Divergence(
                        rule: NewsModel.Rule.noLeaks,
                        yourCode: "s\(s) is still alive though no live mediator lists it and the program let it go",
                        ruleSays: "it is released")
            }
            switch (state.screen, held.weak) {
            case (.feed(let items), let feed as NewsFeedViewController):
                let news = feed.newsArray
                let agree = news.count == items.count && zip(news, items).allSatisfy { $0.likesCount == $1.likes && $0.id == $1.id }
                if !agree {
                    let shown = news.map { "id \($0.id): \($0.likesCount)" }, expected = items.map { "id \($0.id): \($0.likes)" }
                    let at = firstDifferingIndex(shown, expected)
                    let there = { (list: [String]) in at < list.count ? list[at] : "no item" }
                    return Divergence(
                        rule: NewsModel.Rule.feed,
                        yourCode: "s\(s) (the feed) counts \(shown); at position \(at) it has \(there(shown))",
                        ruleSays: "\(expected); at position \(at), \(there(expected))")
                }
            case (.detail(let item), let detail as NewsDetailViewController) where detail.news.likesCount != item.likes:
                return Divergence(
                    rule: NewsModel.Rule.forward, yourCode: "s\(s) (a detail) counts \(detail.news.likesCount)", ruleSays: "\(item.likes)")
            case (.profile(let likes), let profile as ProfileViewController) where profile.numberOfGivenLikes != likes:
                return Divergence(
                    rule: NewsModel.Rule.forward, yourCode: "s\(s) (a profile) counts \(profile.numberOfGivenLikes)", ruleSays: "\(likes)")
            default: break
            }
        }
        return nil
    }
}

/// A trace shown line by line, indented, with its blank lines visible.
func indented(_ trace: String) -> String {
    guard !trace.isEmpty else { return "        (nothing)" }
    return trace.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
        "        " + ($0.isEmpty ? "(blank line)" : String($0))
    }
    .joined(separator: "\n")
}
