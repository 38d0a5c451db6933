import Conceptual
import ExampleSupport
import Testing

@Suite struct ConceptualTests {
    @Test func traceMatchesDocumentedOutput() {
        let comparison = ConceptualExample.descriptor.verify()
        #expect(comparison.passed, Comment(rawValue: comparison.report ?? ""))
    }

    @Test func eventsBAndCReachTheMediatorAndTriggerNothing() {
        let component1 = Component1()
        let component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        let trace = OutputRecorder.capture {
            component1.doB()
            component2.doC()
        }
        #expect(mediator.receivedEvents == ["B", "C"])
        #expect(trace == "Component 1 does B.\n\nComponent 2 does C.\n")
    }

    @Test func eventDTriggersBThenC() {
        let component1 = Component1()
        let component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        _ = OutputRecorder.capture { component2.doD() }
        #expect(mediator.receivedEvents == ["D", "B", "C"])
    }

    @Test func componentsHoldTheMediatorWeakly() {
        let component1 = Component1()
        let component2 = Component2()
        weak var released: ConcreteMediator?
        do {
            let mediator = ConcreteMediator(component1, component2)
            released = mediator
            #expect(component1.mediator === mediator)
        }
        #expect(released == nil)
        #expect(component1.mediator == nil)
        #expect(OutputRecorder.capture { component1.doA() } == "Component 1 does A.\n")
    }
}
