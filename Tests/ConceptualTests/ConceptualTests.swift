import Conceptual
import ExampleSupport
import Testing

@Suite struct ConceptualTests {
    @Test func traceMatchesDocumentedOutput() {
        let comparison = ConceptualExample.descriptor.verify()
        #expect(comparison.passed, Comment(rawValue: comparison.report ?? ""))
    }

    @Test("The flow page's steps light what each message printed: notify(C) prints nothing; the client's lines belong to no step")
    func stepsLightTheLinesTheirMessagesPrinted() {
        let run = ConceptualExample.descriptor.capturedRun()
        let page = FlowPage(title: run.title, chart: run.flow, trace: run.trace)
        let steps = run.flow.events.indices.map { step in
            (run.flow.events[step].line, page.traceLines(forEventAt: step).map { page.traceLines[$0] })
        }
        let expected: [(String, [String])] = [
            ("Component 1 -> Mediator: notify(A)", ["Mediator reacts on A and triggers following operations:"]),
            ("Mediator -> Component 2: doC()", ["Component 2 does C."]),
            ("Component 2 -> Mediator: notify(C)", []),
            ("Component 2 -> Mediator: notify(D)", ["Mediator reacts on D and triggers following operations:"]),
            ("Mediator -> Component 1: doB()", ["Component 1 does B."]),
            ("Component 1 -> Mediator: notify(B)", []),
            ("Mediator -> Component 2: doC()", ["Component 2 does C."]),
            ("Component 2 -> Mediator: notify(C)", []),
        ]
        #expect(steps.map(\.0) == expected.map(\.0))
        #expect(steps.map(\.1) == expected.map(\.1))
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
