import ExampleSupport

/// The musketeers' mediator: owns its musketeers and relays each message to the others.
public final class MusketeerMediator: Mediator<Colleague>, MediatorProtocol {
    /// The mediator's lifeline in flow views.
    static let flowName = "Mediator"

    public func addColleague(_ colleague: Colleague) {
        addColleague(colleague, strongReference: true)
    }

    public func sendMessage(_ message: String, by colleague: Colleague) {
        invokeColleagues(by: colleague) {
            let receiver = $0
            Flow.deliver(message, from: Self.flowName, to: Flow.name(of: receiver)) {
                receiver.colleague(colleague, didSendMessage: message)
            }
        }
    }
}
