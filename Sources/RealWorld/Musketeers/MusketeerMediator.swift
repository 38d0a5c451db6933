/// The musketeers' mediator: owns its musketeers and relays each message to the others.
public final class MusketeerMediator: Mediator<Colleague>, MediatorProtocol {
    public func addColleague(_ colleague: Colleague) {
        addColleague(colleague, strongReference: true)
    }

    public func sendMessage(_ message: String, by colleague: Colleague) {
        invokeColleagues(by: colleague) {
            $0.colleague(colleague, didSendMessage: message)
        }
    }
}
