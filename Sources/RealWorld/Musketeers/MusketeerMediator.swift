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
            Flow.deliver(message, from: Self.flowName, to: Flow.name(of: $0))
            $0.colleague(colleague, didSendMessage: message)
        }
    }
}
