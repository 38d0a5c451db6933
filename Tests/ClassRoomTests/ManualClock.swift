import Foundation
import Synchronization

@testable import ClassRoom

/// A clock that moves only when a test moves it: rate limits are tested by what happened,
/// never by how fast a busy machine happened to run.
final class ManualClock: Sendable {
    private let start = ContinuousClock.now
    private let startDate = Date(timeIntervalSince1970: 1_800_000_000)
    private let elapsed = Mutex(Duration.zero)

    func advance(by duration: Duration) { elapsed.withLock { $0 += duration } }

    var date: Date {
        let moved = elapsed.withLock { $0 }.components
        return startDate.addingTimeInterval(Double(moved.seconds) + Double(moved.attoseconds) / 1e18)
    }

    var roomClock: RoomClock { RoomClock(now: { [self] in start + elapsed.withLock { $0 } }, date: { [self] in date }) }
}
