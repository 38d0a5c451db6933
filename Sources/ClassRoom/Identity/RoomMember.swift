import Foundation

/// A learner the room has let in: the secret their machine holds, the name and machine they
/// joined with, and the highest sequence number their machine has posted, by which the room
/// orders their posts (never by the client's clock).
struct RoomMember: Codable, Equatable, Sendable {
    let secret: String
    let name: String
    let machine: String?
    var lastSequence: Int
    /// The client address it joined from: an address may bring only a few learners.
    var address: String?
    /// The row this member first joined as (``Room/rowID(of:)``), kept through every re-join
    /// under another name or machine: its retired rows are kept together, a few at most, however
    /// many names and machine ids it goes through. `nil` in a members file from before.
    var lineage: String?
    /// The sequence number it joined at and the digest of the join's own token and body (`nil`
    /// without a token, or in a members file from before). While that number is still the last
    /// one, the machine has posted nothing since: the very same join sent again, token and bytes
    /// from the same address, is the join whose answer it never got (a busy machine, a dropped
    /// connection), and gets the same secret, where any other join of that name is refused (a
    /// look-alike report is not the same, nor the same bytes with a token of another's).
    var joinedAtSequence: Int? = nil
    var joinDigest: String? = nil
    /// The order this member's lineage first joined the room in (1, 2, 3 …; kept through a
    /// re-join under another name): the instructor can remove every row that joined after one,
    /// the seat-takers who came in a burst. `nil` in a members file from before: first of all.
    var joinOrder: Int? = nil
    /// The class list's place this member took (``ListedPlace``): a line without a word, or the
    /// place of the join word it joined with (a digest, never the word), which a list given later
    /// still finds; kept through re-joins of the same row. `nil` when it joined with neither
    /// (before a list, without a word) or in a members file from before.
    var place: String? = nil

    var key: String { LearnerName.key(name: name, machine: machine) }
    /// Where this member's retired rows go.
    var retiredFolder: String { lineage ?? Room.rowID(of: key) }
}

/// Every member, kept in the hand-in folder as a hidden file readable only by the instructor
/// (`.room-members.json`; `make class` skips hidden files and the page never shows it), so a
/// restarted room still knows whose secret is whose.
struct RoomMembers: Codable, Equatable, Sendable {
    static let fileName = ".room-members.json"
    static let format = "mediator-room-members"

    var format = Self.format
    var version = 1
    var members: [RoomMember] = []

    static func load(from folder: URL) -> RoomMembers {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(fileName)),
            let decoded = try? JSONDecoder().decode(RoomMembers.self, from: data), decoded.format == format
        else { return RoomMembers() }
        return decoded
    }

    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }
}
