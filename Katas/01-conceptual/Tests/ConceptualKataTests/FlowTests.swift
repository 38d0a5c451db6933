import ConceptualKata
import KataSupport
import KataTestSupport
import Testing

/// The README's main scenario (the client triggers A, then D), drawn by `make kata NAME=01 FLOW=1`.
@Suite struct FlowTests {
    @Test("Flow: in the main scenario every event goes to the mediator, and only the mediator makes components act")
    func mainScenarioFlow() {
        let component1 = Component1(), component2 = Component2()
        let mediator = ConcreteMediator(component1, component2)
        let flow = withExtendedLifetime(mediator) {
            FlowLog.capture {
                _ = Trace.capture {
                    component1.doA()
                    component2.doD()
                }
            }
        }
        expectFlow(flow)
    }
}
