import Foundation

/// The instructor's terminal speaking to the room it runs: `make room-close`, `room-open` and
/// `room-remove` read the room's address and the instructor's key from the room's folder
/// (`.room-address`, written by `make room`; `.room-key`, readable by the instructor alone) and
/// post with the key in its header, as the projector's page does.
public struct RoomControl: Sendable {
    public static let addressFile = ".room-address"

    public let url: URL
    public let key: String

    public init(url: URL, key: String) { (self.url, self.key) = (url, key) }

    /// The room serving `folder`, or why there is none to talk to.
    public static func of(folder: URL) throws(RoomError) -> RoomControl {
        guard let key = InstructorKey.read(from: folder) else {
            throw .storage(
                operation: "read the instructor's key from", path: folder.appendingPathComponent(InstructorKey.fileName).path,
                reason: "no room has kept one there (make room DIR=… starts one; use the same DIR)")
        }
        let file = folder.appendingPathComponent(addressFile)
        guard let data = try? Data(contentsOf: file),
            let url = URL(string: String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
            url.scheme == "http", url.host != nil
        else {
            throw .storage(operation: "read the room's address from", path: file.path, reason: "is make room running with this DIR?")
        }
        return RoomControl(url: url, key: key)
    }

    /// Writes where the room serving `folder` listens, for ``of(folder:)``.
    public static func remember(_ url: URL, in folder: URL) {
        try? Data("\(url.absoluteString)\n".utf8).write(to: folder.appendingPathComponent(addressFile), options: .atomic)
    }

    public enum Action: Sendable {
        case close, open
        /// A row, by its id or its learner's name.
        case remove(String)
        /// Every row that joined after this one (by its id or its learner's name).
        case removeAfter(String)
        /// The class list to put in force (``ClassList``: one name a line; none lifts it).
        case classList(Data)

        var path: String {
            switch self {
            case .close: "admin/close"
            case .open: "admin/open"
            case .remove: "admin/remove"
            case .removeAfter: "admin/remove-after"
            case .classList: String(Room.classListPath.dropFirst())
            }
        }

        /// What the post carries: whose row, for a removal.
        var body: Data {
            switch self {
            case .close, .open: Data()
            case .remove(let who), .removeAfter(let who): Data(who.utf8)
            case .classList(let list): list
            }
        }
    }

    /// Asks the room to do `action`: the room's answer (status and text), or why it could not be asked.
    public func perform(_ action: Action, timeout: TimeInterval = 15) -> Result<(status: Int, text: String), RoomError> {
        let headers = [Room.keyHeader: key, "Content-Type": "text/plain; charset=utf-8"]
        switch RoomPoster.post(action.body, to: url.appendingPathComponent(action.path), headers: headers, timeout: timeout) {
        case .failed(let reason): return .failure(.unreachable(url: url.absoluteString, reason: reason))
        case .answered(let status, _, let body):
            let text = String(decoding: body.prefix(4_000), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .success((status, text))
        }
    }
}
