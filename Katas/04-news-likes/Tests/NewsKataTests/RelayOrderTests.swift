import KataSupport
import KataTestSupport
import NewsKata
import Testing

/// Rule 1: relays keep the order they are reported in when many are reported in one forward.
extension NewsKataTests {
    /// A screen of the tests' own that writes down the id of every like it hears and, given a
    /// mediator, reports to it, from inside that call, a like of each news its plan lists for
    /// that id (the first time it hears it).
    final class FanOutScreen: ScreenUpdatable {
        weak var mediator: ScreenUpdatable?
        var plan: [Int: [Int]]
        var heard: [Int] = []
        init(mediator: ScreenUpdatable?, plan: [Int: [Int]]) { (self.mediator, self.plan) = (mediator, plan) }
        func likeAdded(to news: News) {
            heard.append(news.id)
            guard let reports = plan.removeValue(forKey: news.id) else { return }
            for id in reports { mediator?.likeAdded(to: News(id: id, title: "", likesCount: 0)) }
        }
        func likeRemoved(from news: News) { heard.append(-news.id - 1) }
    }

    /// Rule 1: relays are forwarded in the order they are reported, at once or once the
    /// mediator's outermost forward ends, and nothing in between. A queue that holds only so
    /// many relays and forwards the next one at once, a batch forwarded as soon as it fills, or
    /// relays forwarded right after the forward that reported them (depth first) rather than
    /// after the outermost one, each keeps every count right, yet the last screen hears the
    /// likes in neither order. Screens report 2 to 8,193 relays in one forward, the first of
    /// which relays again: queued, the last screen hears 0, 1 … n, n + 1; at once n + 1, 1 … n, 0.
    @Test("Rule 1: many relays reported in one forward, the first relaying again, reach the screens in one of the two orders rule 1 allows")
    func manyRelaysInOneForwardKeepOneOrder() {
        // Two relaying screens: the first relays 1 when it hears 0 and 3 when it hears 1; the
        // second relays 2 when it hears 0. Then one relaying screen reporting `width` relays.
        var cases: [(words: String, plans: [[Int: [Int]]], queued: [Int], atOnce: [Int])] = [
            (
                "screens [R1, R2, last]: R1 relays a like of #1 when it hears #0 and one of #3 when it hears #1, R2 one of #2 when it hears #0",
                [[0: [1], 1: [3]], [0: [2]]], [0, 1, 2, 3], [3, 1, 2, 0]
            )
        ]
        for width in [5, 9, 17, 33, 129, 1_025, 8_193] {
            cases.append(
                (
                    "screens [R, last]: R relays likes of #1 … #\(width) when it hears #0, and one of #\(width + 1) when it hears #1",
                    [[0: Array(1...width), 1: [width + 1]]], [0] + Array(1...width) + [width + 1], [width + 1] + Array(1...width) + [0]
                ))
        }
        // Each case in apps of 1 to dozens of screens, one mediator updated from one to the next
        // (its relay timing must not change with how many screens it has): the relaying screens
        // and the last one, with 0 to 40 silent screens between them; and, with one relaying
        // screen, that screen alone (it is then the one that hears the likes).
        let silentCounts = [0, 1, 2, 3, 5, 40]
        for (words, plans, queued, atOnce) in cases {
            let mediator = ScreenMediator()
            var timing: (queued: Bool, screens: Int)?
            var shapes: [(alone: Bool, silent: Int)] = silentCounts.map { (false, $0) }
            if plans.count == 1 { shapes.insert((true, 0), at: 0) }
            for (alone, silent) in shapes {
                let relaying = plans.map { FanOutScreen(mediator: mediator, plan: $0) }, last = FanOutScreen(mediator: nil, plan: [:])
                let silents = (0..<silent).map { _ in FanOutScreen(mediator: nil, plan: [:]) }
                let screens: [ScreenUpdatable] = alone ? relaying : relaying + silents + [last]
                mediator.update(screens)
                _ = Trace.capture { mediator.likeAdded(to: News(id: 0, title: "", likesCount: 0)) }
                // Alone, the relaying screen hears the likes; at once it hears #n + 1 right after #1.
                let heard = alone ? relaying[0].heard : last.heard
                let (queuedHere, atOnceHere) =
                    alone ? (queued, [0, 1] + queued.suffix(1) + queued.dropFirst(2).dropLast()) : (queued, atOnce)
                let shape =
                    alone
                    ? "the relaying screen R registered alone (1 screen), R's own hearing"
                    : "\(words), \(silent) silent screen\(silent == 1 ? "" : "s") registered between them and the last (\(screens.count) screens)"
                if heard == queuedHere || heard == atOnceHere {
                    let isQueued = heard == queuedHere
                    if let timing, timing.queued != isQueued {
                        Issue.record(
                            """
                            Rule 1: relays are forwarded at once or once the outermost forward ends, the same way throughout. One \
                            mediator, told a like of #0 with \(timing.screens) screen\(timing.screens == 1 ? "" : "s") registered, forwarded its \
                            relays \(timing.queued ? "once the outermost forward ended" : "at once"); updated to \(shape), \
                            \(isQueued ? "once the outermost forward ended" : "at once"): its timing must not change with the number of screens.
                            """)
                        return
                    }
                    timing = timing ?? (isQueued, screens.count)
                    continue
                }
                let from = max(zip(heard, queuedHere).prefix { $0 == $1 }.count, zip(heard, atOnceHere).prefix { $0 == $1 }.count)
                func ids(_ heard: [Int]) -> String {
                    let shown = heard.dropFirst(from).prefix(6).map { $0 >= 0 ? "#\($0)" : "a dislike of #\(-$0 - 1)" }
                    return shown.isEmpty ? "nothing more" : shown.joined(separator: ", ") + (heard.count > from + 6 ? " …" : "")
                }
                Issue.record(
                    """
                    Rule 1: relays are forwarded in the order they are reported, at once or once the mediator's outermost forward ends, \
                    the same way throughout. Told a like of #0, \(shape): the \(alone ? "relaying" : "last") screen heard \(from) like(s) in an \
                    order the rule allows (of \(heard.count) in all), then \(ids(heard)); at once it would hear \(ids(atOnceHere)); queued (first reported, first \
                    forwarded, once the outermost forward ends) \(ids(queuedHere)). Not a queue that holds only so many, not a batch forwarded \
                    when it fills, not relays forwarded right after the inner forward that reported them.
                    """)
                return
            }
        }
    }
}
