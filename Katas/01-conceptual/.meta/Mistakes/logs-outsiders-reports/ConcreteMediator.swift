import KataSupport

/// Reference solution: A leads to C; D leads to B, then C; B and C end the chain.
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
        if sender !== component1 && sender !== component2 {
            debugPrint("notify from an outsider:", event)
        }
        switch event {
        case "A":
            print("Mediator reacts on A and triggers following operations:")
            component2.doC()
        case "D":
            print("Mediator reacts on D and triggers following operations:")
            component1.doB()
            component2.doC()
        default:
            break
        }
    }
}
