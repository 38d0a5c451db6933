import Foundation
import Synchronization
import Testing

@testable import ClassRoom

/// A join hears the room's reason: a refusal that waiting cannot change (no `Retry-After`) is
/// not asked again, and one that waiting can is waited out with the room's words at hand.
@Suite struct RoomJoinReasonTests {
    @Test(
        "A fifth learner from one address is refused at once with the room's words, never asked again (which only spent the address's joins)"
    )
    func aRefusalWaitingCannotChangeIsNotRetried() throws {
        let fixture = try RoomFixture()
        for index in 0..<4 {
            #expect(fixture.member("learner \(index)", machine: RoomFixture.machine("a", index)).secret != nil)
        }
        let waited = Mutex<[Int]>([])
        var poster = RoomPoster(membership: RoomMembership(url: fixture.url, code: RoomFixture.code.text, learner: "eve"))
        poster.waitBeforeAskingAgain = { seconds, _ in waited.withLock { $0.append(seconds) } }
        let outcome = poster.join(RoomFixture.report("eve", machine: "e000").encoded(), previousSecret: nil)
        let reason = "4 learners have joined from your address already; join from your own machine"
        #expect(outcome == .failed(.refused(status: 429, message: reason)), "\(outcome)")
        #expect(waited.withLock { $0 }.isEmpty, "asked again after \(waited.withLock { $0 }) s")
    }

    @Test(
        "A join told to wait (too many joins from one address) hears the room's words while it waits, and gives them when its patience ends"
    )
    func aJoinToldToWaitHearsWhy() throws {
        let clock = ManualClock()
        var limits = JoinLimits()
        (limits.burst, limits.joinsPerSecond) = (1, 1.0 / 20)
        let fixture = try RoomFixture(joinLimits: limits, clock: clock.roomClock)
        #expect(fixture.member("ada").secret != nil)
        let heard = Mutex<[String]>([])
        var poster = RoomPoster(membership: RoomMembership(url: fixture.url, code: RoomFixture.code.text, learner: "bob"))
        poster.joinPatienceSeconds = 20
        poster.waitBeforeAskingAgain = { seconds, message in
            heard.withLock { $0.append(message) }
            clock.advance(by: .seconds(seconds / 2))
        }
        let outcome = poster.join(RoomFixture.report("bob", machine: "bb22").encoded(), previousSecret: nil)
        guard case .failed(.retry(_, let message)) = outcome else {
            Issue.record("past its patience the join says the room asked it to wait: \(outcome)")
            return
        }
        #expect(message.hasPrefix("Too many joins from your address"), "\(message)")
        #expect(heard.withLock { $0 }.first?.hasPrefix("Too many joins from your address") == true, "\(heard.withLock { $0 })")
    }
}
