/// Reference solution: receivers are matched by id, never by object identity.
extension Mediator {
    public func send(message: [String: Any], sender: Receivable) {
        for receiver in receivers where receiver.id != sender.id {
            receiver.receive(message: message)
        }
    }

    public func send(message: [String: Any], receiver: Receivable) throws {
        guard let registered = receivers.first(where: { $0.id == receiver.id }) else {
            debugPrint("no receiver has the id", receiver.id)
            throw MediatorError.missingReceiver
        }
        registered.receive(message: message)
    }
}
