import KataSupport

/// YOUR FILE. The mediator decides what happens after each event.
public final class ConcreteMediator: Mediator {
    private let component1: Component1
    private let component2: Component2

    public init(_ component1: Component1, _ component2: Component2) {
        self.component1 = component1
        self.component2 = component2
        component1.update(mediator: self)
        component2.update(mediator: self)
    }

    public func notify(sender: BaseComponent, event: String) {
        // TODO: react to event "A" and event "D" as the README describes.
        // Events "B" and "C" need no reaction at all.
    }
}
