/// Why the room could not start or a learner could not join, each naming what to fix.
public enum RoomError: Error, Equatable, Sendable {
    case badAddress(String, reason: String)
    case socket(operation: String, reason: String)
    case badURL(String)
    case unreachable(url: String, reason: String)
    case refused(status: Int, message: String)
    case notJoined
    case storage(operation: String, path: String, reason: String)

    public var message: String {
        switch self {
        case .badAddress(let address, let reason): "cannot bind to \(address): \(reason)"
        case .socket(let operation, let reason): "cannot \(operation): \(reason)"
        case .badURL(let url): "\(url) is not a room address; it looks like http://192.168.1.20:8787 (make room prints it)"
        case .unreachable(let url, let reason):
            "cannot reach the room at \(url): \(reason). Check the address and that you are on the room's network"
        case .refused(let status, let message): "the room refused (\(status)): \(message)"
        case .notJoined: "not in a room; join with make join URL=… CODE=… LEARNER=yourname"
        case .storage(let operation, let path, let reason): "cannot \(operation) \(path): \(reason)"
        }
    }
}
