import ConceptualKata
import KataSupport
import KataTestSupport
import Testing

/// What reaches standard output besides the module's `print`: a leftover `debugPrint`, `dump` or
/// `Swift.print` is a line the documented trace does not have, which the trace tests never see.
/// One child process runs the client's full run, then events a mediator ignores and an
/// outsider's report, where a learner would log. Do not edit.
@Suite struct StrayOutputTests {
    @Test("Nothing else reaches standard output: the client's full run, ignored events and an outsider's report print only through the module's print")
    func nothingElseReachesStandardOutput() async {
        let child = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            StrayOutput.run { clientRunAndMore() }
        }
        StrayOutput.expectNone(in: child, during: "the client's full run (A, then D), then B, C, \"E\" and an outsider's A")
    }
}

/// The README's main scenario, then what a mediator ignores and an outsider's report.
private func clientRunAndMore() {
    let component1 = Component1(), component2 = Component2()
    let mediator = ConcreteMediator(component1, component2)
    withExtendedLifetime(mediator) {
        print("Client triggers operation A.")
        component1.doA()
        print("\nClient triggers operation D.")
        component2.doD()
        component1.doB()
        component2.doC()
        mediator.notify(sender: component1, event: "E")
        mediator.notify(sender: BaseComponent(), event: "A")
    }
}
