/// Where the room reads the time for its rate limits. Injected so tests move time themselves
/// instead of sleeping: a test that waits for a real second flakes on a busy machine.
public struct RoomClock: Sendable {
    public let now: @Sendable () -> ContinuousClock.Instant

    public init(now: @escaping @Sendable () -> ContinuousClock.Instant) { self.now = now }

    /// The machine's monotonic clock.
    public static let system = RoomClock { ContinuousClock.now }
}
