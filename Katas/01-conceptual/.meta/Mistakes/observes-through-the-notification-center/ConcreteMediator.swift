import Foundation
import KataSupport

/// Reactions as notifications: the mediator observes its own events in the process-wide
/// notification center and never removes the observers, so each mediator leaves two behind.
public final class ConcreteMediator: Mediator, @unchecked Sendable {
    private let component1: Component1
    private let component2: Component2

    public init(_ component1: Component1, _ component2: Component2) {
        self.component1 = component1
        self.component2 = component2
        component1.update(mediator: self)
        component2.update(mediator: self)
        let center = NotificationCenter.default
        _ = center.addObserver(forName: Notification.Name("ConcreteMediator.A"), object: self, queue: nil) { [weak self] _ in
            guard let self else { return }
            print("Mediator reacts on A and triggers following operations:")
            self.component2.doC()
        }
        _ = center.addObserver(forName: Notification.Name("ConcreteMediator.D"), object: self, queue: nil) { [weak self] _ in
            guard let self else { return }
            print("Mediator reacts on D and triggers following operations:")
            self.component1.doB()
            self.component2.doC()
        }
    }

    public func notify(sender: BaseComponent, event: String) {
        guard event == "A" || event == "D" else { return }
        NotificationCenter.default.post(name: Notification.Name("ConcreteMediator.\(event)"), object: self)
    }
}
