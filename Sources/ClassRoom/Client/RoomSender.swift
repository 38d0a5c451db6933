import Foundation

/// What `room send` does in the background after a check: posts the waiting report, waits and
/// tries again when the room asks it to slow down, keeps the report when the room cannot be
/// reached or could not store it (the next check sends it), and leaves a notice when the room
/// refuses it for good.
public struct RoomSender: Sendable {
    public let outbox: RoomOutbox
    public let poster: RoomPoster
    /// How many times one run posts before leaving the rest to the next check.
    var attempts = 5
    var sleep: @Sendable (Int) -> Void = { seconds in Thread.sleep(forTimeInterval: TimeInterval(seconds)) }

    public init(outbox: RoomOutbox, poster: RoomPoster) { (self.outbox, self.poster) = (outbox, poster) }

    /// The last outcome, or `nil` when nothing was waiting.
    @discardableResult
    public func run() -> RoomPoster.Outcome? {
        var last: RoomPoster.Outcome?
        for _ in 0..<attempts {
            guard let pending = outbox.pending else { return last }
            last = poster.post(pending)
            switch last {
            case .kept:
                outbox.leaveNotice(nil)
                // A newer report written while this one travelled goes in the next round.
                if outbox.remove(ifStill: pending) { return last }
            case .retry(let seconds, _): sleep(seconds)
            case .notKept(let status, let message):
                outbox.leaveNotice("the room could not keep your progress (\(status): \(message)); the next check sends it again")
                return last
            case .refused(let status, let message):
                outbox.leaveNotice("the room refused your progress (\(status): \(message)); join again with make join")
                outbox.remove(ifStill: pending)
                return last
            case .unreachable, nil: return last
            }
        }
        return last
    }
}
