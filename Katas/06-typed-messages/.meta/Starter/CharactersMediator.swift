import Foundation

/// Routes typed messages between game characters, applies the injected rules and keeps a
/// read receipt per message. This first attempt ignores rules, reaches the sender too,
/// and writes receipts nobody can use. Make it right: see README.md.
public final class CharactersMediator {
    private let rules: [DeliveryRule]
    private var receivers: [any Receivable] = []

    /// Every message sent so far, oldest first.
    public private(set) var receipts: [ReadReceipt] = []

    public init(rules: [DeliveryRule] = []) {
        self.rules = rules
    }

    /// Adds receivers; delivery follows the order of registration.
    public func register(_ newReceivers: [any Receivable]) {
        receivers += newReceivers
    }

    /// Sends `message` to every registered receiver except `sender` that every rule allows.
    @discardableResult
    public func broadcast(_ message: GameMessage, from sender: any Receivable) -> ReadReceipt {
        for receiver in receivers {
            receiver.receive(message, from: sender.id)
        }
        return ReadReceipt(message: message, sender: sender.id, receivers: [])
    }

    /// Sends `message` to the registered receiver with `receiverID`, if the rules allow it.
    @discardableResult
    public func send(_ message: GameMessage, from sender: (any Receivable)?, to receiverID: UUID) throws(DeliveryError)
        -> ReadReceipt
    {
        throw .unknownReceiver(receiverID)
    }
}
