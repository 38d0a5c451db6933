import ExampleSupport

/// The colleague that performs operations C and D.
public final class Component2: BaseComponent {
    public func doC() {
        print("Component 2 does C.")
        mediator?.notify(sender: self, event: "C")
    }

    public func doD() {
        print("Component 2 does D.")
        mediator?.notify(sender: self, event: "D")
    }
}
