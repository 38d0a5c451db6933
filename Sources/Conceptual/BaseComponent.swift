import ExampleSupport

/// Stores the mediator a component reports to.
///
/// The reference is weak: the mediator owns the components, so a strong back reference
/// would form a retain cycle.
open class BaseComponent {
    public private(set) weak var mediator: Mediator?

    public init(mediator: Mediator? = nil) {
        self.mediator = mediator
    }

    public func update(mediator: Mediator) {
        self.mediator = mediator
    }

    /// Tells the mediator, if there is one, that `event` happened, and records the arrow.
    func notifyMediator(of event: String, as name: String) {
        guard let mediator else { return }
        Flow.report("notify(\(event))", from: name, to: ConcreteMediator.flowName) { mediator.notify(sender: self, event: event) }
    }
}
