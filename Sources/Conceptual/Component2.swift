import ExampleSupport

/// The colleague that performs operations C and D.
public final class Component2: BaseComponent {
    /// This component's lifeline in flow views.
    static let flowName = "Component 2"

    public func doC() {
        print("Component 2 does C.")
        notifyMediator(of: "C", as: Self.flowName)
    }

    public func doD() {
        print("Component 2 does D.")
        notifyMediator(of: "D", as: Self.flowName)
    }
}
