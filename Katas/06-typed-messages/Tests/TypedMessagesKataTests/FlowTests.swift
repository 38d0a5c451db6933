import Foundation
import KataSupport
import KataTestSupport
import Testing
import TypedMessagesKata

/// The README's main scenario (document 001's client with typed messages), drawn by
/// `make kata NAME=06 FLOW=1`.
@Suite struct FlowTests {
    @Test("Flow: in the main scenario Mario's death note reaches every mob, and the game's slap reaches Mario only")
    func mainScenarioFlow() {
        let mario = GameCharacter(name: "Mario", role: .player)
        let mob1 = GameCharacter(name: "Mob 1", role: .mob)
        let mob2 = GameCharacter(name: "Mob 2", role: .mob)
        let boss = GameCharacter(name: "Boss", role: .boss)
        let mediator = CharactersMediator()
        mediator.register([mario, mob1, mob2, boss])
        let flow = FlowLog.capture {
            FlowLog.report("broadcast(death note)", from: "Mario", to: "Mediator") {
                _ = mediator.broadcast(.deathNote("you are going to die soon!"), from: mario)
            }
            FlowLog.report("send(slap, to: Mario)", from: "Game", to: "Mediator") {
                try? mediator.send(.slap(x: 10, y: 23), from: nil, to: mario.id)
            }
        }
        expectFlow(flow)
    }
}
