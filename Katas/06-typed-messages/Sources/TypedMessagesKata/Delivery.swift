import Foundation

/// A receiver filter the mediator is given at creation: it may veto one delivery.
/// A message reaches a receiver only when every rule allows it.
public struct DeliveryRule {
    public let name: String
    public let allows: (_ message: GameMessage, _ sender: UUID?, _ receiver: any Receivable) -> Bool

    public init(name: String, allows: @escaping (GameMessage, UUID?, any Receivable) -> Bool) {
        self.name = name
        self.allows = allows
    }
}

/// Document 001's "read receipt": which receivers got one message, in the order they got it.
public struct ReadReceipt: Equatable {
    public let message: GameMessage
    public let sender: UUID?
    public let receivers: [UUID]

    public init(message: GameMessage, sender: UUID?, receivers: [UUID]) {
        self.message = message
        self.sender = sender
        self.receivers = receivers
    }
}

/// Why a targeted send could not happen.
public enum DeliveryError: Error, Equatable {
    case unknownReceiver(UUID)
}
