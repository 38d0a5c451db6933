import AllocationCounter
import ExampleSupport
import MediationBench
import Musketeers
import Testing

/// A colleague that records what it hears, to observe the generic mediator directly.
private final class Listener: Colleague {
    var heard: [String] = []
    func colleague(_ colleague: Colleague?, didSendMessage message: String) {
        heard.append(message)
    }
}

/// The generic mediator's public API, which the document's version and the lean one share, so
/// every behaviour test below runs against both.
private protocol GenericMediator: AnyObject {
    var colleagues: [Colleague] { get }
    func addColleague(_ colleague: Colleague, strongReference: Bool)
    func removeColleague(_ colleague: Colleague)
    func invokeColleagues(closure: (Colleague) -> Void)
    func invokeColleagues(by colleague: Colleague, closure: (Colleague) -> Void)
}

extension Mediator: GenericMediator where ColleagueType == any Colleague {}
extension LeanMediator: GenericMediator where ColleagueType == any Colleague {}

/// Which generic mediator a test runs against.
enum Implementation: String, CaseIterable, CustomTestStringConvertible {
    case faithful, lean

    fileprivate func make() -> any GenericMediator {
        switch self {
        case .faithful: Mediator<Colleague>()
        case .lean: LeanMediator<Colleague>()
        }
    }

    var testDescription: String { self == .faithful ? "document's Mediator" : "LeanMediator" }
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

    @Test(arguments: Implementation.allCases)
    func weakColleagueDisappearsOnceReleased(implementation: Implementation) {
        let mediator = implementation.make()
        let kept = Listener()
        mediator.addColleague(kept, strongReference: true)
        do {
            let transient = Listener()
            mediator.addColleague(transient, strongReference: false)
            #expect(mediator.colleagues.count == 2)
        }
        #expect(mediator.colleagues.count == 1)
        #expect(mediator.colleagues.first === kept)
    }

    @Test(arguments: Implementation.allCases)
    func strongColleagueIsRetained(implementation: Implementation) {
        let mediator = implementation.make()
        weak var weakListener: Listener?
        do {
            let listener = Listener()
            weakListener = listener
            mediator.addColleague(listener, strongReference: true)
        }
        #expect(weakListener != nil)
        #expect(mediator.colleagues.count == 1)
    }

    @Test(arguments: Implementation.allCases)
    func removeColleagueGoesByIdentity(implementation: Implementation) {
        let mediator = implementation.make()
        let first = Listener(), second = Listener(), outsider = Listener()
        mediator.addColleague(first, strongReference: true)
        mediator.addColleague(second, strongReference: true)
        mediator.removeColleague(outsider)
        #expect(mediator.colleagues.count == 2)
        mediator.removeColleague(second)
        #expect(mediator.colleagues.count == 1)
        #expect(mediator.colleagues.first === first)
    }

    @Test(arguments: Implementation.allCases)
    func removeAfterAReleasedWeakColleagueRemovesTheRightOne(implementation: Implementation) {
        let mediator = implementation.make()
        let first = Listener(), last = Listener()
        mediator.addColleague(first, strongReference: true)
        do {
            let transient = Listener()
            mediator.addColleague(transient, strongReference: false)
        }
        mediator.addColleague(last, strongReference: true)
        mediator.removeColleague(last)
        #expect(mediator.colleagues.count == 1)
        #expect(mediator.colleagues.first === first)
    }

    @Test(arguments: Implementation.allCases)
    func invokeColleaguesBySkipsThatColleagueOnly(implementation: Implementation) {
        let mediator = implementation.make()
        let a = Listener(), b = Listener(), c = Listener()
        [a, b, c].forEach { mediator.addColleague($0, strongReference: true) }
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

    @Test(arguments: Implementation.allCases)
    func aColleagueAddedDuringABroadcastHearsTheNextOne(implementation: Implementation) {
        let mediator = implementation.make()
        let first = Listener(), late = Listener()
        mediator.addColleague(first, strongReference: true)
        mediator.invokeColleagues { _ in mediator.addColleague(late, strongReference: true) }
        #expect(mediator.colleagues.count == 2)
        mediator.invokeColleagues { $0.colleague(nil, didSendMessage: "next") }
        #expect(late.heard == ["next"])
    }

    @Test func leanStorageShrinksOnceABroadcastMeetsReleasedColleagues() {
        let mediator = LeanMediator<Colleague>()
        let kept = Listener()
        mediator.addColleague(kept)
        do {
            let transients = (0..<100).map { _ in Listener() }
            transients.forEach { mediator.addColleague($0, strongReference: false) }
            #expect(mediator.storedCount == 101)
        }
        #expect(mediator.storedCount == 101, "released weak colleagues stay until someone looks")
        mediator.invokeColleagues(by: kept) { $0.colleague(nil, didSendMessage: "x") }
        #expect(mediator.storedCount == 1, "one broadcast prunes them")
    }

    @Test func leanStorageDoesNotGrowWithEveryColleagueEverReleased() {
        let mediator = LeanMediator<Colleague>()
        let kept = Listener()
        mediator.addColleague(kept)
        for _ in 0..<1_000 {
            let transient = Listener()
            mediator.addColleague(transient, strongReference: false)
            withExtendedLifetime(transient) { mediator.invokeColleagues { $0.colleague(nil, didSendMessage: "tick") } }
        }
        mediator.invokeColleagues { $0.colleague(nil, didSendMessage: "last") }
        #expect(mediator.storedCount == 1)
        #expect(kept.heard.count == 1_001)
    }

    @Test(.enabled(if: allocation_counting_available() == 1, "allocation counting needs Linux with glibc"))
    func leanBroadcastAllocatesNothingWhereTheDocumentsAllocatesEveryTime() {
        let counters = (0..<1_000).map { _ in Counter() }
        let lean = LeanMediator<Colleague>(), faithful = Mediator<Colleague>()
        for counter in counters {
            lean.addColleague(counter)
            faithful.addColleague(counter)
        }
        let weakLean = LeanMediator<Colleague>()
        counters.forEach { weakLean.addColleague($0, strongReference: false) }
        let sender = counters[500]
        func allocations(_ body: () -> Void) -> Int {
            body()  // warm up: lazy runtime caches are not the mediator's doing
            let before = allocation_count()
            for _ in 0..<100 { body() }
            return allocation_count() - before
        }
        let leanStrong = allocations { lean.invokeColleagues(by: sender) { $0.colleague(sender, didSendMessage: "x") } }
        let leanWeak = allocations { weakLean.invokeColleagues(by: sender) { $0.colleague(sender, didSendMessage: "x") } }
        let documents = allocations { faithful.invokeColleagues(by: sender) { $0.colleague(sender, didSendMessage: "x") } }
        #expect(leanStrong == 0, "100 broadcasts to 1,000 strongly held colleagues")
        #expect(leanWeak == 0, "100 broadcasts to 1,000 weakly held colleagues")
        #expect(documents >= 100, "the document's version builds a new array on every broadcast; counted \(documents)")
        #expect(counters[0].count == 303 * 1)
    }
}

/// A colleague that only counts, so allocation counts see the mediator's work alone.
private final class Counter: Colleague {
    var count = 0
    func colleague(_ colleague: Colleague?, didSendMessage message: String) { count += 1 }
}
