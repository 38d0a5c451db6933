import Foundation
import KataEngine

/// The room a learner joined (`make join`), remembered beside their progress so every later
/// check hands in without asking again: the room's address and code, the learner's name, and
/// the secret the room gave this machine (`Katas/.room.json`, readable only by its owner).
public struct RoomMembership: Codable, Equatable, Sendable {
    public let url: URL
    public let code: String
    public let learner: String
    /// What every post carries to prove it comes from this learner; absent before joining
    /// succeeded (and in files written before rooms gave secrets).
    public let secret: String?

    public init(url: URL, code: String, learner: String, secret: String? = nil) {
        (self.url, self.code, self.learner, self.secret) = (url, code, learner, secret)
    }

    /// `http://host:port` with nothing after it; anything else is refused with the form it takes.
    public static func roomURL(_ text: String) throws(RoomError) -> URL {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let components = URLComponents(string: trimmed), components.scheme == "http",
            let host = components.host, !host.isEmpty, components.user == nil, components.path.isEmpty,
            components.query == nil, let url = components.url
        else { throw .badURL(text) }
        return url
    }

    /// The room's origin as the machine's key for it is worked out from
    /// (``MachineIdentity/forRoom(_:)``): the address as the learner gave it, port written.
    public var origin: String { Self.origin(of: url) }

    /// `url`'s `scheme://host:port`.
    public static func origin(of url: URL) -> String {
        MachineIdentity.roomOrigin(scheme: url.scheme ?? "http", host: url.host ?? "", port: url.port)
    }

    /// `Katas/.room.json`.
    public static func file(in katas: URL) -> URL { katas.appendingPathComponent(".room.json") }
    /// Where `make leave` puts the membership: a later join to the same room sends its secret,
    /// so the room retires or keeps the old row instead of refusing the name as taken.
    static func leftFile(in katas: URL) -> URL { katas.appendingPathComponent(".room-left.json") }

    public static func load(from katas: URL) -> RoomMembership? { decode(file(in: katas)) }

    /// The membership this machine last had in the room at `url`, joined or left: its secret
    /// goes with a new join.
    public static func previous(in katas: URL, for url: URL) -> RoomMembership? {
        [file(in: katas), leftFile(in: katas)].lazy.compactMap(decode).first { $0.url == url && $0.secret != nil }
    }

    private static func decode(_ file: URL) -> RoomMembership? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONDecoder().decode(RoomMembership.self, from: data)
    }

    public func save(in katas: URL) throws(RoomError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try PrivateFile.write(self, with: encoder, to: Self.file(in: katas))
    }

    /// Stops handing in; the membership is kept aside (never deleted) for a later join.
    public static func leave(in katas: URL) -> Bool {
        guard FileManager.default.fileExists(atPath: file(in: katas).path) else { return false }
        try? FileManager.default.removeItem(at: leftFile(in: katas))
        return (try? FileManager.default.moveItem(at: file(in: katas), to: leftFile(in: katas))) != nil
    }
}
