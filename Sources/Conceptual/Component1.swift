import ExampleSupport

/// The colleague that performs operations A and B.
public final class Component1: BaseComponent {
    public func doA() {
        print("Component 1 does A.")
        mediator?.notify(sender: self, event: "A")
    }

    public func doB() {
        print("Component 1 does B.\n")
        mediator?.notify(sender: self, event: "B")
    }
}
