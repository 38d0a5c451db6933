import GameKata
import KataSupport
import KataTestSupport
import Testing

/// What reaches standard output besides the module's `print`: a leftover `debugPrint`, `dump` or
/// `Swift.print` is a line the game's trace does not have, which the other tests never see. One
/// child process runs the main scenario, then the sends a learner would log: one to an id
/// nobody registered, and a broadcast from a sender nobody registered. Do not edit.
@Suite struct StrayOutputTests {
    @Test("Nothing else reaches standard output: the main scenario, a send to an id nobody registered and a stranger's broadcast print only through the module's print")
    func nothingElseReachesStandardOutput() async {
        let child = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            StrayOutput.run { mainScenarioAndUndeliverableSends() }
        }
        StrayOutput.expectNone(
            in: child, during: "the main scenario, then a send to an id nobody registered and a broadcast from a sender nobody registered")
    }
}

/// The README's main scenario, then the sends that deliver to nobody or throw.
private func mainScenarioAndUndeliverableSends() {
    let mario = Character(name: "Mario"), blue = Character(name: "Blue")
    let yellow = Character(name: "Yellow"), boss = Character(name: "Boss")
    let mediator = CharactersMediator()
    mediator.receivers = [mario, blue, yellow, boss]
    mediator.send(message: ["death note": "you are going to die soon!"], sender: mario)
    try? mediator.send(message: ["hitTest": (x: 10, y: 23)], receiver: mario)
    let stranger = Character(name: "Stranger", id: "stranger")
    try? mediator.send(message: ["hitTest": (x: 1, y: 2)], receiver: stranger)
    mediator.send(message: ["x": 1], sender: stranger)
    try? CharactersMediator().send(message: [:], receiver: mario)
}
