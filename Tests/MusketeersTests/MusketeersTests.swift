import ExampleSupport
import Musketeers
import Testing

/// A colleague that records what it hears, to observe the generic mediator directly.
private final class Listener: Colleague {
    var heard: [String] = []
    func colleague(_ colleague: Colleague?, didSendMessage message: String) {
        heard.append(message)
    }
}

@Suite struct MusketeersTests {
    @Test func traceMatchesDocumentedOutput() {
        let comparison = MusketeersExample.descriptor.verify()
        #expect(comparison.passed, Comment(rawValue: comparison.report ?? ""))
    }

    @Test func aMessageReachesEveryoneButTheSender() {
        let mediator = MusketeerMediator()
        let athos = Musketeer(mediator: mediator, name: "Athos")
        let porthos = Musketeer(mediator: mediator, name: "Porthos")
        let aramis = Musketeer(mediator: mediator, name: "Aramis")
        _ = OutputRecorder.capture { athos.sendMessage("hello") }
        #expect(athos.heard.isEmpty)
        #expect(porthos.heard == ["hello"])
        #expect(aramis.heard == ["hello"])
    }

    @Test func weakColleagueDisappearsOnceReleased() {
        let mediator = Mediator<Colleague>()
        let kept = Listener()
        mediator.addColleague(kept)
        do {
            let transient = Listener()
            mediator.addColleague(transient, strongReference: false)
            #expect(mediator.colleagues.count == 2)
        }
        #expect(mediator.colleagues.count == 1)
        #expect(mediator.colleagues.first === kept)
    }

    @Test func strongColleagueIsRetained() {
        let mediator = Mediator<Colleague>()
        weak var weakListener: Listener?
        do {
            let listener = Listener()
            weakListener = listener
            mediator.addColleague(listener, strongReference: true)
        }
        #expect(weakListener != nil)
        #expect(mediator.colleagues.count == 1)
    }

    @Test func removeColleagueGoesByIdentity() {
        let mediator = Mediator<Colleague>()
        let first = Listener(), second = Listener(), outsider = Listener()
        mediator.addColleague(first)
        mediator.addColleague(second)
        mediator.removeColleague(outsider)
        #expect(mediator.colleagues.count == 2)
        mediator.removeColleague(second)
        #expect(mediator.colleagues.count == 1)
        #expect(mediator.colleagues.first === first)
    }

    @Test func removeAfterAReleasedWeakColleagueRemovesTheRightOne() {
        let mediator = Mediator<Colleague>()
        let first = Listener(), last = Listener()
        mediator.addColleague(first)
        do {
            let transient = Listener()
            mediator.addColleague(transient, strongReference: false)
        }
        mediator.addColleague(last)
        mediator.removeColleague(last)
        #expect(mediator.colleagues.count == 1)
        #expect(mediator.colleagues.first === first)
    }

    @Test func invokeColleaguesBySkipsThatColleagueOnly() {
        let mediator = Mediator<Colleague>()
        let a = Listener(), b = Listener(), c = Listener()
        [a, b, c].forEach { mediator.addColleague($0) }
        mediator.invokeColleagues(by: b) { $0.colleague(nil, didSendMessage: "x") }
        #expect(a.heard == ["x"])
        #expect(b.heard.isEmpty)
        #expect(c.heard == ["x"])
        mediator.invokeColleagues { $0.colleague(nil, didSendMessage: "all") }
        #expect(b.heard == ["all"])
    }

    @Test func musketeersHoldTheirMediatorWeakly() {
        let athos: Musketeer
        weak var weakMediator: MusketeerMediator?
        do {
            let mediator = MusketeerMediator()
            weakMediator = mediator
            athos = Musketeer(mediator: mediator, name: "Athos")
        }
        // The mediator retained Athos, but nothing retained the mediator.
        #expect(weakMediator == nil)
        #expect(athos.mediator == nil)
    }
}
