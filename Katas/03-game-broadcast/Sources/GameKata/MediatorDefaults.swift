/// YOUR FILE. Default delivery rules every `Mediator` gets for free.
extension Mediator {
    /// Deliver `message` to every registered receiver except the sender, in registration order.
    public func send(message: [String: Any], sender: Receivable) {
        // TODO
    }

    /// Deliver `message` to the registered receiver with `receiver.id`, or throw
    /// `MediatorError.missingReceiver` if there is none.
    public func send(message: [String: Any], receiver: Receivable) throws {
        // TODO
    }
}
