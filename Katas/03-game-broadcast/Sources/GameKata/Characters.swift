import Foundation
import KataSupport

/// A character that prints and remembers every message it receives. (Given.)
public final class Character: Receivable {
    public let id: String
    public let name: String
    public private(set) var inbox: [[String: Any]] = []

    /// `id` defaults to a fresh UUID; tests pass their own to check that ids, not objects, count.
    public init(name: String, id: String = UUID().uuidString) {
        self.name = name
        self.id = id
    }

    public func receive(message: [String: Any]) {
        FlowLog.delivered("receive(\(message.keys.sorted().joined(separator: ", ")))", to: name)
        inbox.append(message)
        print("\(name) under id: ", id, " has received a message: ", message)
    }
}
