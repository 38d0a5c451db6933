import GameKata
import KataSupport
import KataTestSupport
import Testing

/// The README's main scenario (document 001's client), drawn by `make kata NAME=03 FLOW=1`.
@Suite struct FlowTests {
    @Test("Flow: in the main scenario Mario's broadcast reaches every mob but not Mario; the targeted send reaches Mario only")
    func mainScenarioFlow() {
        let mario = Character(name: "Mario"), blue = Character(name: "Blue")
        let yellow = Character(name: "Yellow"), boss = Character(name: "Boss")
        let mediator = CharactersMediator()
        mediator.receivers = [mario, blue, yellow, boss]
        let flow = FlowLog.capture {
            _ = Trace.capture {
                FlowLog.report("send(death note)", from: "Mario", to: "Mediator") {
                    mediator.send(message: ["death note": "you are going to die soon!"], sender: mario)
                }
                FlowLog.report("send(hitTest, to: Mario)", from: "Client", to: "Mediator") {
                    try? mediator.send(message: ["hitTest": (x: 10, y: 23)], receiver: mario)
                }
            }
        }
        expectFlow(flow)
    }
}
