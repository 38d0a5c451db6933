/// The README's rules as a model you can read: what each step prints, every screen's counts,
/// and who is alive. Written from the README alone; the model tests (ModelTests.swift) compare
/// your code with it after every step.
struct NewsModel {
    /// The README's rules, in its words; a failure quotes the rule it breaks.
    enum Rule {
        static let forward =
            "Rule 1: forward likeAdded and likeRemoved to every registered screen, once per registration, in registration order; update(_:) sets the screens: a second call replaces the first list; a like reported during a forward is announced and forwarded too, relays in the order they are reported, at once or once the mediator's outermost forward ends"
        static let feed =
            "Rule 2: the feed changes its counts only when the mediator forwards a like to it (like every other screen), and finds the news item by id (the first item with that id); a like for news it does not list changes nothing there"
        static let owns = "Rule 3: the mediator owns the screens it forwards to: nobody else needs to keep them alive"
        static let noLeaks =
            "Rule 4: nothing leaks: the screens hold the mediator weakly, so once the app lets go, mediator and screens are released"
    }

    enum Screen {
        case feed([NewsItem])
        case detail(NewsItem)
        case profile(Int)
        /// A screen of the tests' own (``ReportingScreen``): its plan, and how often each
        /// entry of it has fired.
        case reporting([Relay], fired: [Int])
    }

    struct NewsItem: Equatable {
        var id: Int
        var title: String
        var likes: Int
    }

    struct ScreenState {
        var screen: Screen
        /// The mediator the screen was made with (it holds it weakly), if any.
        var mediator: Int?
        var held = true
    }

    struct Mediator {
        var held = true
        var screens: [Int] = []
        /// Whether it is forwarding a like right now, and the relays waiting for that forward
        /// to end (under a queued ``RelayTiming``).
        var forwarding = false
        var pending: [Event] = []
    }

    var mediators: [Int: Mediator] = [:]
    var screens: [Int: ScreenState] = [:]
    /// When a like reported during a forward is forwarded: the README allows each, and the
    /// model tests hold the code to one for a whole program.
    var timing = RelayTiming.atOnce
    /// Whether a like was reported to a mediator while it was forwarding (a relay): only then
    /// can the timings part.
    var relayed = false

    /// Rule 4: only the app keeps a mediator alive.
    func mediatorAlive(_ m: Int) -> Bool { mediators[m]?.held == true }

    /// Rule 3: a screen lives while the app holds it or a live mediator lists it.
    func screenAlive(_ s: Int, listed: Set<Int>) -> Bool { screens[s]?.held == true || listed.contains(s) }

    /// The screens live mediators list.
    var listedScreens: Set<Int> { Set(mediators.values.lazy.filter(\.held).flatMap(\.screens)) }

    /// The feed's "like all" (or "dislike all"): its two lines, then each of its news, as it
    /// lists them when it starts, to its mediator if that is still alive.
    mutating func feedTellsAll(_ s: Int, like: Bool) -> String {
        guard case .feed(let items)? = screens[s]?.screen else { return "" }
        var trace = like ? "\n\nNews Feed: User LIKED all news models\n" : "\n\nNews Feed: User DISLIKED all news models\n"
        trace += "News Feed: I am telling to mediator about it...\n\n"
        for item in items {
            if let m = screens[s]?.mediator, mediatorAlive(m) { trace += mediatorForwards(m, id: item.id, like: like) }
        }
        return trace
    }

    /// Rule 1: the mediator's line, then every registered screen in order.
    mutating func mediatorForwards(_ m: Int, id: Int, like: Bool) -> String { mediatorTold(m, Event(like: like, id: id)) }

    /// What one screen does with a like: its line, then its count.
    mutating func screenHears(_ s: Int, id: Int, like: Bool) -> String {
        guard let state = screens[s] else { return "" }
        if case .reporting(let plan, let fired) = state.screen { return reportingScreenHears(s, Event(like: like, id: id), plan, fired) }
        let delta = like ? 1 : -1, what = like ? "liked" : "disliked"
        switch state.screen {
        case .feed(var items):
            // Rule 2: the first item with that id, nothing when it lists none.
            if let index = items.firstIndex(where: { $0.id == id }) { items[index].likes += delta }
            screens[s]?.screen = .feed(items)
            return "News Feed: Received a \(what) news model with id \(id)\n"
        case .detail(var item):
            if item.id == id { item.likes += delta }
            screens[s]?.screen = .detail(item)
            return "News Detail: Received a \(what) news model with id \(id)\n"
        case .profile(let count):
            screens[s]?.screen = .profile(count + delta)
            return "Profile: Received a \(what) news model with id \(id)\n"
        case .reporting: return ""
        }
    }
}
