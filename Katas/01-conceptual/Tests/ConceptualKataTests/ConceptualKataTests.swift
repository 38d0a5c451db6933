import ConceptualKata
import KataSupport
import KataTestSupport
import Testing

/// The tests for kata 01. Do not edit: make them pass by changing ConcreteMediator.swift.
@Suite struct ConceptualKataTests {
    @Test func eventATriggersC() {
        let component1 = Component1(), component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        let trace = withExtendedLifetime(mediator) { Trace.capture { component1.doA() } }
        expectTrace(
            trace,
            equals: """
                Component 1 does A.
                Mediator reacts on A and triggers following operations:
                Component 2 does C.

                """)
    }

    @Test func eventDTriggersBThenC() {
        let component1 = Component1(), component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        let trace = withExtendedLifetime(mediator) { Trace.capture { component2.doD() } }
        expectTrace(
            trace,
            equals: """
                Component 2 does D.
                Mediator reacts on D and triggers following operations:
                Component 1 does B.

                Component 2 does C.

                """)
    }

    @Test func eventsBAndCTriggerNothing() {
        let component1 = Component1(), component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        let trace = withExtendedLifetime(mediator) {
            Trace.capture {
                component1.doB()
                component2.doC()
            }
        }
        expectTrace(trace, equals: "Component 1 does B.\n\nComponent 2 does C.\n")
    }

    @Test func fullClientTraceMatchesTheDocument() {
        let component1 = Component1(), component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        let trace = withExtendedLifetime(mediator) {
            Trace.capture {
                print("Client triggers operation A.")
                component1.doA()
                print("\nClient triggers operation D.")
                component2.doD()
            }
        }
        expectTrace(
            trace,
            equals: """
                Client triggers operation A.
                Component 1 does A.
                Mediator reacts on A and triggers following operations:
                Component 2 does C.

                Client triggers operation D.
                Component 2 does D.
                Mediator reacts on D and triggers following operations:
                Component 1 does B.

                Component 2 does C.

                """)
    }

    @Test func nothingLeaks() {
        let leaked = survivors {
            let component1 = Component1(), component2 = Component2()
            let mediator = ConcreteMediator(component1, component2)
            return [mediator, component1, component2]
        }
        #expect(leaked.isEmpty, "still alive: \(leaked)")
    }
}
