import MutantKata
import Testing

/// Your tests for `Mediator`. `make kata NAME=11` runs them against the correct mediator
/// (they must pass) and against each mutant (at least one test must fail for each).
@Suite struct MediatorTests {
    @Test func anotherColleagueHearsAMessage() {
        let mediator = Mediator()
        let athos = Recorder("Athos"), porthos = Recorder("Porthos")
        mediator.register(athos)
        mediator.register(porthos)
        mediator.send("One for all", from: athos)
        #expect(porthos.heard == ["One for all"])
    }
}
