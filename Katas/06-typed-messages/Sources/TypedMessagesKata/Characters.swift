import Foundation
import KataSupport

/// What a character is, so rules can filter by it.
public enum Role: Sendable {
    case player, mob, boss
}

/// Anything the mediator can deliver to (document 001's `Receivable`), now with typed messages.
public protocol Receivable: AnyObject {
    var id: UUID { get }
    var role: Role { get }
    func receive(_ message: GameMessage, from sender: UUID?)
}

/// A player or a mob: it keeps what it received, in order.
public final class GameCharacter: Receivable {
    public let id = UUID()
    public let name: String
    public let role: Role
    public private(set) var inbox: [GameMessage] = []

    public init(name: String, role: Role) {
        self.name = name
        self.role = role
    }

    public func receive(_ message: GameMessage, from sender: UUID?) {
        FlowLog.delivered("receive(\(message))", to: name)
        inbox.append(message)
    }
}
