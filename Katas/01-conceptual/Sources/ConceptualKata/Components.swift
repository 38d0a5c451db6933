import KataSupport

/// Performs A and B, and tells the mediator each time. (Given — no need to edit.)
public final class Component1: BaseComponent {
    /// The operations this component performed, in order: what tests read besides the trace.
    public private(set) var performed: [String] = []

    public func doA() {
        performed.append("A")
        print("Component 1 does A.")
        mediator?.notify(sender: self, event: "A")
    }

    public func doB() {
        performed.append("B")
        print("Component 1 does B.\n")
        mediator?.notify(sender: self, event: "B")
    }
}

/// Performs C and D, and tells the mediator each time. (Given — no need to edit.)
public final class Component2: BaseComponent {
    /// The operations this component performed, in order.
    public private(set) var performed: [String] = []

    public func doC() {
        performed.append("C")
        print("Component 2 does C.")
        mediator?.notify(sender: self, event: "C")
    }

    public func doD() {
        performed.append("D")
        print("Component 2 does D.")
        mediator?.notify(sender: self, event: "D")
    }
}
