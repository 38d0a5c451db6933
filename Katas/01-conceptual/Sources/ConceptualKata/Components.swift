import KataSupport

/// Performs A and B, and tells the mediator each time. (Given — no need to edit.)
public final class Component1: BaseComponent {
    /// The operations this component performed, in order: what tests read besides the trace.
    public private(set) var performed: [String] = []

    public func doA() {
        FlowLog.delivered("doA()", to: "Component 1")
        performed.append("A")
        print("Component 1 does A.")
        if let mediator {
            FlowLog.report("notify(A)", from: "Component 1", to: "Mediator") { mediator.notify(sender: self, event: "A") }
        }
    }

    public func doB() {
        FlowLog.delivered("doB()", to: "Component 1")
        performed.append("B")
        print("Component 1 does B.\n")
        if let mediator {
            FlowLog.report("notify(B)", from: "Component 1", to: "Mediator") { mediator.notify(sender: self, event: "B") }
        }
    }
}

/// Performs C and D, and tells the mediator each time. (Given — no need to edit.)
public final class Component2: BaseComponent {
    /// The operations this component performed, in order.
    public private(set) var performed: [String] = []

    public func doC() {
        FlowLog.delivered("doC()", to: "Component 2")
        performed.append("C")
        print("Component 2 does C.")
        if let mediator {
            FlowLog.report("notify(C)", from: "Component 2", to: "Mediator") { mediator.notify(sender: self, event: "C") }
        }
    }

    public func doD() {
        FlowLog.delivered("doD()", to: "Component 2")
        performed.append("D")
        print("Component 2 does D.")
        if let mediator {
            FlowLog.report("notify(D)", from: "Component 2", to: "Mediator") { mediator.notify(sender: self, event: "D") }
        }
    }
}
