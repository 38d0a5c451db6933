/// Rule 1's relays in the model: a like reported to a mediator from inside a screen's update.
/// The README leaves open whether the mediator forwards it at once (inside the forward under
/// way) or once its outermost forward ends; either way it announces it with its line and forwards relays
/// in the order they are reported. The model computes each allowed trace; the model tests
/// accept any, and then hold the code to it for the rest of the program.
extension NewsModel {
    /// A like (or dislike) of one news id.
    struct Event: Hashable, Sendable, CustomStringConvertible {
        var like: Bool
        var id: Int

        static func like(_ id: Int) -> Event { Event(like: true, id: id) }
        static func dislike(_ id: Int) -> Event { Event(like: false, id: id) }

        /// As Swift: `.like(1)`.
        var description: String { "\(like ? ".like" : ".dislike")(\(id))" }
    }

    /// The first `times` times a reporting screen hears `hears`, it reports each of `reports`
    /// to its mediator, in turn, from inside that call.
    struct Relay: Equatable, Sendable, CustomStringConvertible {
        var hears: Event
        var reports: [Event]
        var times: Int

        /// As Swift.
        var description: String { ".init(hears: \(hears), reports: [\(reports.map(\.description).joined(separator: ", "))], times: \(times))" }
    }

    /// When a mediator forwards a like reported while it is forwarding another, and when it
    /// prints its line for it.
    enum RelayTiming: CaseIterable, Sendable {
        /// Forwarded at once, inside the forward under way (its line first).
        case atOnce
        /// Forwarded once the outermost forward ends, first reported first; its line printed
        /// when it is reported.
        case queuedAnnouncedWhenTold
        /// The same, its line printed when it is forwarded.
        case queuedAnnouncedWhenForwarded

        /// In words, for a failure.
        var words: String {
            switch self {
            case .atOnce: "each like reported during a forward forwarded at once"
            case .queuedAnnouncedWhenTold:
                "each like reported during a forward forwarded once the outermost forward ends, in the order reported (its line when reported)"
            case .queuedAnnouncedWhenForwarded:
                "each like reported during a forward forwarded once the outermost forward ends, in the order reported (its line when forwarded)"
            }
        }
    }

    /// The mediator's line for a like it is told.
    static func announcement(_ event: Event) -> String {
        event.like
            ? "Screen Mediator: Received a liked news model with id \(event.id)\n"
            : "ScreenMediator: Received a disliked news model with id \(event.id)\n"
    }

    /// Rule 1: mediator `m` is told a like: its line, then every registered screen in order; a
    /// like told while it forwards is a relay, forwarded as ``timing`` says.
    mutating func mediatorTold(_ m: Int, _ event: Event) -> String {
        let outermost = mediators[m]?.forwarding != true
        if !outermost {
            relayed = true
            switch timing {
            case .atOnce: break
            case .queuedAnnouncedWhenTold:
                mediators[m]?.pending.append(event)
                return Self.announcement(event)
            case .queuedAnnouncedWhenForwarded:
                mediators[m]?.pending.append(event)
                return ""
            }
        }
        mediators[m]?.forwarding = true
        var trace = Self.announcement(event) + forward(m, event)
        guard outermost else { return trace }
        var next = 0
        while let pending = mediators[m]?.pending, next < pending.count {
            if timing == .queuedAnnouncedWhenForwarded { trace += Self.announcement(pending[next]) }
            trace += forward(m, pending[next])
            next += 1
        }
        mediators[m]?.pending = []
        mediators[m]?.forwarding = false
        return trace
    }

    /// Every registered screen of mediator `m` hears the like, in registration order.
    private mutating func forward(_ m: Int, _ event: Event) -> String {
        var trace = ""
        for s in mediators[m]?.screens ?? [] { trace += screenHears(s, id: event.id, like: event.like) }
        return trace
    }

    /// A reporting screen's line, then the likes its plan reports, to the mediator it was made
    /// with while the app holds it (it holds it weakly).
    mutating func reportingScreenHears(_ s: Int, _ event: Event, _ plan: [Relay], _ fired: [Int]) -> String {
        var trace = ReportingScreen.line(s, event), fired = fired, reports: [Event] = []
        for k in plan.indices where plan[k].hears == event && fired[k] < plan[k].times {
            fired[k] += 1
            reports += plan[k].reports
        }
        screens[s]?.screen = .reporting(plan, fired: fired)
        guard let m = screens[s]?.mediator, mediatorAlive(m) else { return trace }
        for report in reports { trace += mediatorTold(m, report) }
        return trace
    }
}
