import Foundation
import PlaygroundBasics

/// The report waiting to reach the room: a check writes it, a background sender posts it and
/// removes it only if no newer one replaced it meanwhile. Offline, it simply waits for the
/// next check's sender. Only the latest report matters: it holds the whole progress.
public struct RoomOutbox: Sendable {
    public let katas: URL

    public init(katas: URL) { self.katas = katas }

    var file: URL { katas.appendingPathComponent(".room-outbox.json") }
    var lock: URL { katas.appendingPathComponent(".room-outbox.lock") }
    /// The last refusal a sender met, shown once by the next check.
    var notice: URL { katas.appendingPathComponent(".room-notice.txt") }

    public func put(_ report: Data) {
        AdvisoryLock.holding(lock) { try? report.write(to: file, options: .atomic) }
    }

    public var pending: Data? { try? Data(contentsOf: file) }

    /// Removes the report if it is still `sent`; a newer one stays for the next round.
    /// True when nothing is left to send.
    @discardableResult
    public func remove(ifStill sent: Data) -> Bool {
        AdvisoryLock.holding(lock) {
            guard let now = pending else { return true }
            guard now == sent else { return false }
            try? FileManager.default.removeItem(at: file)
            return true
        }
    }

    public func leaveNotice(_ text: String?) {
        if let text { try? Data(text.utf8).write(to: notice, options: .atomic) } else { try? FileManager.default.removeItem(at: notice) }
    }

    /// The refusal a sender left, once: reading it removes it.
    public func takeNotice() -> String? {
        guard let data = try? Data(contentsOf: notice) else { return nil }
        try? FileManager.default.removeItem(at: notice)
        return String(data: data, encoding: .utf8)
    }
}
