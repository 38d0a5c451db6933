import ExampleSupport
import Foundation

extension ConceptualExample {
    /// The client from the documents: triggers A, then D.
    public static func run() {
        let component1 = Component1()
        let component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        withExtendedLifetime(mediator) {
            print("Client triggers operation A.")
            component1.doA()
            print("\nClient triggers operation D.")
            component2.doD()
        }
    }

    /// This example as the runner and the tests see it.
    public static let descriptor = ExampleDescriptor(
        name: "conceptual",
        aliases: ["components", "concept", "structure", "events"],
        title: "Conceptual: two components, events A–D",
        documents: ["002", "003"],
        bundle: .module,
        run: run
    )
}
