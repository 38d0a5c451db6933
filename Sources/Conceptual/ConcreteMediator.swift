import ExampleSupport

/// Coordinates the two components: A leads to C; D leads to B then C; B and C end the chain.
public final class ConcreteMediator: Mediator {
    private let component1: Component1
    private let component2: Component2

    /// Every event that reached the mediator, in order, including those it ignores.
    public private(set) var receivedEvents: [String] = []

    /// The mediator's lifeline in flow views.
    static let flowName = "Mediator"

    public init(_ component1: Component1, _ component2: Component2) {
        self.component1 = component1
        self.component2 = component2
        component1.update(mediator: self)
        component2.update(mediator: self)
    }

    public func notify(sender: BaseComponent, event: String) {
        receivedEvents.append(event)
        switch event {
        case "A":
            print("Mediator reacts on A and triggers following operations:")
            Flow.deliver("doC()", from: Self.flowName, to: Component2.flowName) { component2.doC() }
        case "D":
            print("Mediator reacts on D and triggers following operations:")
            Flow.deliver("doB()", from: Self.flowName, to: Component1.flowName) { component1.doB() }
            Flow.deliver("doC()", from: Self.flowName, to: Component2.flowName) { component2.doC() }
        default:
            break
        }
    }
}
