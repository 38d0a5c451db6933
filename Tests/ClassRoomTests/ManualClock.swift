import Synchronization

@testable import ClassRoom

/// A clock that moves only when a test moves it: rate limits are tested by what happened,
/// never by how fast a busy machine happened to run.
final class ManualClock: Sendable {
    private let start = ContinuousClock.now
    private let elapsed = Mutex(Duration.zero)

    func advance(by duration: Duration) { elapsed.withLock { $0 += duration } }

    var roomClock: RoomClock { RoomClock { [self] in start + elapsed.withLock { $0 } } }
}
