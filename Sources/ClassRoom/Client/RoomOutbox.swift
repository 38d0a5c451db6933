import Foundation
import PlaygroundBasics

/// The report waiting to reach the room: a check writes it, a background sender posts it and
/// removes it only if no newer one replaced it meanwhile. Offline, it simply waits for the
/// next check's sender. Only the latest report matters: it holds the whole progress.
///
/// Each report put here gets this machine's next sequence number, and the room keeps the report
/// with the highest: two senders racing, or a clock set to the year 1, cannot put an older
/// report over a newer one.
public struct RoomOutbox: Sendable {
    public let katas: URL

    public init(katas: URL) { self.katas = katas }

    /// A report and the sequence number it was given.
    public struct Pending: Equatable, Sendable {
        public let sequence: Int
        public let report: Data
    }

    var file: URL { katas.appendingPathComponent(".room-outbox.json") }
    var sequenceFile: URL { katas.appendingPathComponent(".room-sequence") }
    var lock: URL { katas.appendingPathComponent(".room-outbox.lock") }
    /// The last refusal a sender met, shown once by the next check.
    var notice: URL { katas.appendingPathComponent(".room-notice.txt") }

    public func put(_ report: Data) {
        AdvisoryLock.holding(lock) {
            let next = lastSequence + 1
            try? Data("\(next)\n".utf8).write(to: sequenceFile, options: .atomic)
            try? (Data("\(next)\n".utf8) + report).write(to: file, options: .atomic)
        }
    }

    /// The sequence number this machine gave last (0 before the first): a join tells the room,
    /// so the next hand-in is one step past it.
    public var lastSequence: Int {
        (try? String(contentsOf: sequenceFile, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
    }

    public var pending: Pending? {
        guard let data = try? Data(contentsOf: file), let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            let sequence = Int(String(decoding: data[data.startIndex..<newline], as: UTF8.self))
        else { return nil }
        return Pending(sequence: sequence, report: Data(data[(newline + 1)...]))
    }

    /// Removes the report if it is still `sent`; a newer one stays for the next round.
    /// True when nothing is left to send.
    @discardableResult
    public func remove(ifStill sent: Pending) -> Bool {
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
