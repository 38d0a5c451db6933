import Foundation

/// The room a learner joined (`make join`), remembered beside their progress so every later
/// check hands in without asking again.
public struct RoomMembership: Codable, Equatable, Sendable {
    public let url: URL
    public let code: String
    public let learner: String

    public init(url: URL, code: String, learner: String) { (self.url, self.code, self.learner) = (url, code, learner) }

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

    /// `Katas/.room.json`.
    public static func file(in katas: URL) -> URL { katas.appendingPathComponent(".room.json") }

    public static func load(from katas: URL) -> RoomMembership? {
        guard let data = try? Data(contentsOf: file(in: katas)) else { return nil }
        return try? JSONDecoder().decode(RoomMembership.self, from: data)
    }

    public func save(in katas: URL) throws(RoomError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(self).write(to: Self.file(in: katas), options: .atomic)
        } catch {
            throw .storage(operation: "write", path: Self.file(in: katas).path, reason: error.localizedDescription)
        }
    }

    public static func leave(in katas: URL) -> Bool {
        (try? FileManager.default.removeItem(at: file(in: katas))) != nil
    }
}
