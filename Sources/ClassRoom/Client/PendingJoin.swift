import Foundation

/// A join sent but not answered (`Katas/.room-join.json`, readable only by its owner): its
/// token and its bytes, kept until the room answers. The room answers the very same join,
/// token and bytes, with the secret it gave the first time, where any other join of that
/// name is refused as taken; so `make join` run again after "the room did not answer" sends
/// this one again, and gets in even when the room kept the join whose answer was lost.
public struct PendingJoin: Codable, Equatable, Sendable {
    public let url: URL
    public let learner: String
    public let attempt: String
    public let report: Data
    public let sequence: Int

    public init(url: URL, learner: String, attempt: String, report: Data, sequence: Int) {
        (self.url, self.learner, self.attempt, self.report, self.sequence) = (url, learner, attempt, report, sequence)
    }

    static func file(in katas: URL) -> URL { katas.appendingPathComponent(".room-join.json") }

    /// The join waiting in `katas` for this room and learner, if any.
    public static func waiting(in katas: URL, url: URL, learner: String) -> PendingJoin? {
        guard let data = try? Data(contentsOf: file(in: katas)), let pending = try? JSONDecoder().decode(PendingJoin.self, from: data),
            pending.url == url, pending.learner == learner, RoomSecret.isWellFormed(pending.attempt)
        else { return nil }
        return pending
    }

    /// Kept before the join is sent: a join the room keeps is never without its token here.
    public func save(in katas: URL) throws(RoomError) {
        try PrivateFile.write(self, to: Self.file(in: katas))
    }

    /// Forgets the waiting join once the room has answered it (kept or refused).
    public static func answered(in katas: URL) { try? FileManager.default.removeItem(at: file(in: katas)) }
}
