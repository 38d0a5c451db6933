import ExampleSupport

/// The colleague that performs operations A and B.
public final class Component1: BaseComponent {
    /// This component's lifeline in flow views.
    static let flowName = "Component 1"

    public func doA() {
        print("Component 1 does A.")
        notifyMediator(of: "A", as: Self.flowName)
    }

    public func doB() {
        print("Component 1 does B.\n")
        notifyMediator(of: "B", as: Self.flowName)
    }
}
