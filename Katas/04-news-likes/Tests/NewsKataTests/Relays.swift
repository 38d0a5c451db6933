import Foundation
import KataSupport
import KataTestSupport
import NewsKata

/// Runs `body` on a thread of its own with a 512 MB stack and hands back what it returns. A
/// correct mediator forwards a relayed like from inside the forward under way, one call inside
/// the other: thousands of relays deep take that past a test thread's 8 MB in a debug build.
func onABigStack<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.stackSize = 512 << 20
        thread.start()
    }
}

/// An app whose screens report likes from inside their updates (rule 1's relays): the feed, a
/// detail and a profile, and one to three relaying screens of the tests' own, registered in any
/// order (a relaying screen twice in a row now and then), then likes and dislikes told to the
/// mediator. A relaying screen relays the news being forwarded right now, other news, likes as
/// dislikes, the same like twice, the same like as another relaying screen; and in about one app
/// in twenty-five one relay goes deep (512 to 8,192 times, spread over the doublings; two screens
/// answering each other: twice as deep). Every relayed like is forwarded too, to every screen, once per registration,
/// so every count follows.
struct RelayApp: CustomStringConvertible, Sendable {
    /// A like (or dislike) of one news id.
    struct Event: Hashable, Sendable, CustomStringConvertible {
        var like: Bool
        var id: Int
        var description: String { "\(like ? "like" : "dislike") of #\(id)" }
    }

    /// The first `times` times its screen hears `hears`, it reports each of `reports` to the
    /// mediator, in turn, from inside that call.
    struct Relay: Sendable, CustomStringConvertible {
        var hears: Event
        var reports: [Event]
        var times: Int
        var description: String {
            "the first \(times) time(s) it hears a \(hears), it reports \(reports.map(\.description).joined(separator: " and "))"
        }
    }

    enum Member: Hashable, Sendable { case feed, detail, profile, relayer(Int) }

    /// The feed's news: ids 1…5 in no order, counts 0…9. The detail shows `detailID` (99: news
    /// the feed does not list).
    var news: [News]
    var detailID: Int
    var relayers: [[Relay]]
    var registered: [Member]
    var told: [Event]

    static let listedIDs = Array(1...5)

    var description: String {
        let feed = news.map { "#\($0.id) (\($0.likesCount))" }.joined(separator: ", ")
        let members = registered.map { member -> String in
            switch member {
            case .feed: "feed"
            case .detail: "detail #\(detailID) (3)"
            case .profile: "profile (10)"
            case .relayer(let r): "relaying screen R\(r + 1)"
            }
        }
        // A relaying screen that relays nothing (shrunk away, say) is not worth a word.
        let relays = relayers.enumerated().filter { !$0.element.isEmpty }.map { r, plan in
            "R\(r + 1): " + plan.map(\.description).joined(separator: "; ")
        }
        return "feed news [\(feed)]; screens [\(members.joined(separator: ", "))]; \(relays.joined(separator: "; ")); told the mediator: "
            + told.map(\.description).joined(separator: ", ")
    }

    /// The deepest relay: how many times one relay fires.
    var depth: Int { relayers.flatMap { $0 }.map(\.times).max() ?? 0 }

    static func generate(_ random: inout SeededRandom, size: Int) -> RelayApp {
        let news = listedIDs.shuffled(using: &random).map { News(id: $0, title: "News\($0)", likesCount: random.int(in: 0...9)) }
        func event(_ random: inout SeededRandom) -> Event {
            Event(like: random.chance(60), id: random.chance(15) ? 99 : random.pick(listedIDs))
        }
        let told = random.array(random.int(in: 1...3)) { event(&$0) }
        var relayers: [[Relay]] = random.array(random.int(in: 1...3)) { random in
            random.array(random.int(in: 1...3)) { random in
                // Mostly what the mediator is told, so the relays fire.
                let hears = random.chance(70) ? random.pick(told) : event(&random)
                let reports: [Event] = random.array(random.int(in: 1...2)) { random in
                    switch random.int(in: 0...3) {
                    case 0: return hears  // the news being forwarded right now
                    case 1: return Event(like: !hears.like, id: hears.id)  // a like relayed as a dislike
                    default: return event(&random)  // other news
                    }
                }
                return Relay(hears: hears, reports: random.chance(20) ? reports + reports : reports, times: random.int(in: 1...3))
            }
        }
        // The same relay in a second relaying screen: both report the same like within one forward.
        if relayers.count > 1, random.chance(40) { relayers[1].append(random.pick(relayers[0])) }
        // In some of the apps of the largest size (about one in twenty-five apps), one relay goes
        // deep, spread over the doublings from 512 to 8,192: past the depths a guard "against
        // loops" would stop at.
        if size == 10, random.chance(40) {
            let doubling = 1 << random.int(in: 9...12)
            let times = doubling + random.int(in: 0...doubling)
            let hears = random.pick(told)
            if relayers.count > 1, random.chance(50) {
                // Two screens answering each other, one news as another.
                let other = Event(like: random.chance(50), id: random.pick(listedIDs))
                relayers[0].append(Relay(hears: hears, reports: [other], times: times))
                relayers[1].append(Relay(hears: other, reports: [hears], times: times))
            } else {
                relayers[0].append(Relay(hears: hears, reports: [hears], times: times))
            }
        }
        var registered: [Member] = [.feed, .detail, .profile] + relayers.indices.map { .relayer($0) }
        registered.shuffle(using: &random)
        if random.chance(20), let index = registered.firstIndex(where: { if case .relayer = $0 { true } else { false } }) {
            registered.insert(registered[index], at: index)
        }
        return RelayApp(
            news: news, detailID: random.chance(20) ? 99 : random.pick(listedIDs), relayers: relayers, registered: registered, told: told)
    }

    static func smaller(_ app: RelayApp) -> [RelayApp] {
        var candidates = smallerArrays(app.told).filter { !$0.isEmpty }.map { told in
            var fewer = app
            fewer.told = told
            return fewer
        }
        for r in app.relayers.indices {
            for k in app.relayers[r].indices {
                var fewer = app
                fewer.relayers[r].remove(at: k)
                candidates.append(fewer)
                if app.relayers[r][k].times > 1 {
                    var shallower = app
                    shallower.relayers[r][k].times /= 2
                    candidates.append(shallower)
                }
            }
        }
        for index in app.registered.indices {
            var fewer = app
            fewer.registered.remove(at: index)
            candidates.append(fewer)
        }
        return candidates
    }

    /// How many times the mediator forwards each like: the ones told, then every relay each
    /// forward sets off (a relaying screen hears a forward once per registration). Forwarded at
    /// once or once the outermost forward ends, the counts come out the same.
    func expectedForwards() -> [Event: Int] {
        var forwards: [Event: Int] = [:]
        var fired = relayers.map { Array(repeating: 0, count: $0.count) }
        var queue = told, next = 0
        while next < queue.count {
            let event = queue[next]
            next += 1
            forwards[event, default: 0] += 1
            for case .relayer(let r) in registered {
                for (k, relay) in relayers[r].enumerated() where relay.hears == event && fired[r][k] < relay.times {
                    fired[r][k] += 1
                    queue += relay.reports
                }
            }
        }
        return forwards
    }

    /// A relaying screen of the tests' own: counts what it hears, prints nothing, and relays as
    /// its plan says.
    final class RelayingScreen: ScreenUpdatable {
        weak var mediator: ScreenUpdatable?
        let plan: [Relay]
        var fired: [Int]
        var heard: [Event: Int] = [:]

        init(_ mediator: ScreenUpdatable, plan: [Relay]) {
            (self.mediator, self.plan, fired) = (mediator, plan, Array(repeating: 0, count: plan.count))
        }

        func likeAdded(to news: News) { hear(Event(like: true, id: news.id)) }
        func likeRemoved(from news: News) { hear(Event(like: false, id: news.id)) }

        private func hear(_ event: Event) {
            heard[event, default: 0] += 1
            for k in plan.indices where plan[k].hears == event && fired[k] < plan[k].times {
                fired[k] += 1
                for report in plan[k].reports { RelayApp.tell(mediator, report) }
            }
        }
    }

    static func tell(_ mediator: ScreenUpdatable?, _ event: Event) {
        let news = News(id: event.id, title: "", likesCount: 0)
        if event.like { mediator?.likeAdded(to: news) } else { mediator?.likeRemoved(from: news) }
    }

    /// Runs the app on the learner's mediator and feed; what disagrees with the expected counts.
    func disagreement() -> String? {
        let mediator = ScreenMediator()
        let feed = NewsFeedViewController(mediator, news)
        let detail = NewsDetailViewController(mediator, News(id: detailID, title: "", likesCount: 3))
        let profile = ProfileViewController(mediator, 10)
        let screens = relayers.map { RelayingScreen(mediator, plan: $0) }
        mediator.update(
            registered.map { member -> ScreenUpdatable in
                switch member {
                case .feed: feed
                case .detail: detail
                case .profile: profile
                case .relayer(let r): screens[r]
                }
            })
        _ = Trace.capture { for event in told { RelayApp.tell(mediator, event) } }
        let forwards = expectedForwards()
        let total = forwards.values.reduce(0, +)
        let said = "\(total) forwards in all (each relayed like is forwarded too, to every screen, once per registration, at once or once the outermost forward ends)"
        let registrations = { (member: Member) in registered.filter { $0 == member }.count }
        /// Likes less dislikes forwarded, of one news or of all, times the registrations of a screen.
        func net(_ id: Int?, _ member: Member) -> Int {
            registrations(member)
                * forwards.reduce(0) { sum, entry in id == nil || entry.key.id == id ? sum + (entry.key.like ? entry.value : -entry.value) : sum }
        }
        for (r, screen) in screens.enumerated() {
            let times = registrations(.relayer(r))
            for event in Set(forwards.keys).union(screen.heard.keys).sorted(by: { ($0.id, $0.like ? 1 : 0) < ($1.id, $1.like ? 1 : 0) }) {
                let heard = screen.heard[event] ?? 0, expected = (forwards[event] ?? 0) * times
                if heard != expected {
                    return "relaying screen R\(r + 1) (registered \(times)×) heard the \(event) \(heard) time(s), expected \(expected): \(said)"
                }
            }
        }
        let feedCounts = feed.newsArray.map(\.likesCount), expectedFeed = news.map { $0.likesCount + net($0.id, .feed) }
        if feedCounts != expectedFeed {
            return "the feed counts \(feedCounts), expected \(expectedFeed) (ids \(news.map(\.id))): \(said)"
        }
        if detail.news.likesCount != 3 + net(detailID, .detail) {
            return "the detail of #\(detailID) counts \(detail.news.likesCount), expected \(3 + net(detailID, .detail)): \(said)"
        }
        if profile.numberOfGivenLikes != 10 + net(nil, .profile) {
            return "the profile counts \(profile.numberOfGivenLikes) given likes, expected \(10 + net(nil, .profile)): \(said)"
        }
        return nil
    }

    /// What the relays depend on, as the README lists them.
    static let dimensions: [ScenarioDimension<RelayApp>] = [
        ScenarioDimension("a relay of the news being forwarded") { app in app.relayers.joined().contains { $0.reports.contains($0.hears) } },
        ScenarioDimension("a relay of other news") { app in app.relayers.joined().contains { relay in relay.reports.contains { $0.id != relay.hears.id } } },
        ScenarioDimension("a like relayed as a dislike") { app in app.relayers.joined().contains { relay in relay.reports.contains { $0.like != relay.hears.like } } },
        ScenarioDimension("one like reported twice in one forward") { app in
            app.relayers.joined().contains { relay in Set(relay.reports).count < relay.reports.count }
                || (app.relayers.count > 1 && app.relayers[1].contains { b in app.relayers[0].contains { a in a.hears == b.hears } })
        },
        ScenarioDimension("a relaying screen registered twice") { app in Set(app.registered).count < app.registered.count },
        ScenarioDimension("more than 512 relays deep") { $0.depth > 512 },
        ScenarioDimension("more than 4,096 relays deep") { $0.depth > 4_096 },
    ]
}
