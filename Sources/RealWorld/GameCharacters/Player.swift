import ExampleSupport
import Foundation

/// The character the user controls.
public final class Player: Receivable, FlowParticipant {
    public var flowName: String { name }

    public let id = UUID().uuidString
    public let name: String
    /// Every message delivered to this player, oldest first.
    public private(set) var inbox: [[String: Any]] = []

    public init(name: String) {
        self.name = name
    }

    public func receive(message: [String: Any]) {
        inbox.append(message)
        print("Player under id: ", id, " has received a message: ", message)
    }
}
