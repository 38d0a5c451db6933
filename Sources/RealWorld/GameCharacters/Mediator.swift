import ExampleSupport

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
    /// The mediator's lifeline in flow views.
    var mediatorFlowName: String { "Mediator" }

    public func send(message: [String: Any], sender: Receivable) {
        Flow.report("send(\(Flow.keys(of: message)))", from: Flow.name(of: sender), to: mediatorFlowName) {
            for receiver in receivers where receiver.id != sender.id {
                Flow.deliver("receive(\(Flow.keys(of: message)))", from: mediatorFlowName, to: Flow.name(of: receiver)) {
                    receiver.receive(message: message)
                }
            }
        }
    }

    public func send(message: [String: Any], receiver: Receivable) throws {
        // The targeted send names no sender: in the document the client calls it.
        try Flow.report("send(\(Flow.keys(of: message)), to: \(Flow.name(of: receiver)))", from: "Client", to: mediatorFlowName) {
            () throws(MediatorError) in
            guard let registered = receivers.first(where: { $0.id == receiver.id }) else {
                throw MediatorError.missingReceiver
            }
            Flow.deliver("receive(\(Flow.keys(of: message)))", from: mediatorFlowName, to: Flow.name(of: registered)) {
                registered.receive(message: message)
            }
        }
    }
}
