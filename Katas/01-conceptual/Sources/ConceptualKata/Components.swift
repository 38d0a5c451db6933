import KataSupport

/// Performs A and B, and tells the mediator each time. (Given — no need to edit.)
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

/// Performs C and D, and tells the mediator each time. (Given — no need to edit.)
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
