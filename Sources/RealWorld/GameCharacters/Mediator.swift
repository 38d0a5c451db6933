/// Holds the participating receivers and passes messages between them.
///
/// The extension gives every mediator the two common delivery rules for free.
public protocol Mediator {
    var receivers: [Receivable] { get set }

    /// Delivers `message` to every registered receiver except `sender`, in registration order.
    func send(message: [String: Any], sender: Receivable)

    /// Delivers `message` to the registered receiver with `receiver`'s id only.
    /// - Throws: ``MediatorError/missingReceiver`` when no such receiver is registered.
    func send(message: [String: Any], receiver: Receivable) throws
}

extension Mediator {
    public func send(message: [String: Any], sender: Receivable) {
        for receiver in receivers where receiver.id != sender.id {
            receiver.receive(message: message)
        }
    }

    public func send(message: [String: Any], receiver: Receivable) throws {
        guard let registered = receivers.first(where: { $0.id == receiver.id }) else {
            throw MediatorError.missingReceiver
        }
        registered.receive(message: message)
    }
}
