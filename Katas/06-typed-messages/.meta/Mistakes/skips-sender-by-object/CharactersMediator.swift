import Foundation

/// Routes typed messages between game characters, applies the injected rules and keeps a
/// read receipt per message.
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
        deliver(message, from: sender.id, to: receivers.filter { $0 !== sender })
    }

    /// Sends `message` to the registered receiver with `receiverID`, if the rules allow it.
    /// A sender never receives its own message.
    @discardableResult
    public func send(_ message: GameMessage, from sender: (any Receivable)?, to receiverID: UUID) throws(DeliveryError)
        -> ReadReceipt
    {
        guard let target = receivers.first(where: { $0.id == receiverID }) else {
            throw .unknownReceiver(receiverID)
        }
        return deliver(message, from: sender?.id, to: target.id == sender?.id ? [] : [target])
    }

    /// The one place where rules are applied and receipts written.
    private func deliver(_ message: GameMessage, from sender: UUID?, to candidates: [any Receivable]) -> ReadReceipt {
        var reached: [UUID] = []
        for receiver in candidates where rules.allSatisfy({ $0.allows(message, sender, receiver) }) {
            receiver.receive(message, from: sender)
            reached.append(receiver.id)
        }
        let receipt = ReadReceipt(message: message, sender: sender, receivers: reached)
        receipts.append(receipt)
        return receipt
    }
}
