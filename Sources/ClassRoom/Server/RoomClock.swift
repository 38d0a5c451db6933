import Foundation

/// Where the room reads the time: the monotonic clock its rate limits count in, and the date it
/// stamps hand-ins with (the room's, never the client's). Injected so tests move time themselves
/// instead of sleeping: a test that waits for a real second flakes on a busy machine.
public struct RoomClock: Sendable {
    public let now: @Sendable () -> ContinuousClock.Instant
    public let date: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> ContinuousClock.Instant, date: @escaping @Sendable () -> Date = { Date() }) {
        (self.now, self.date) = (now, date)
    }

    /// The machine's monotonic clock and its calendar date.
    public static let system = RoomClock(now: { ContinuousClock.now }, date: { Date() })
}
