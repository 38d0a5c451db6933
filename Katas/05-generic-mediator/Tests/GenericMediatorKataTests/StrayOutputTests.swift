import GenericMediatorKata
import KataSupport
import KataTestSupport
import Testing

/// What reaches standard output besides the module's `print`: a leftover `debugPrint`, `dump` or
/// `Swift.print` is a line the musketeers' trace does not have, which the other tests never see.
/// One child process runs the musketeers' scenario, then every call a learner would log:
/// additions strong and weak, a reading, invocations both ways (by a member and by an outsider),
/// removals of a member and of an outsider. Do not edit.
@Suite struct StrayOutputTests {
    @Test("Nothing else reaches standard output: the musketeers' scenario and every call of the mediator print only through the module's print")
    func nothingElseReachesStandardOutput() async {
        let child = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            StrayOutput.run { musketeersAndEveryCall() }
        }
        StrayOutput.expectNone(
            in: child, during: "the musketeers' scenario, then additions, a reading, invocations both ways and removals")
    }
}

/// The README's musketeers, then each call of the generic mediator once.
private func musketeersAndEveryCall() {
    let mediator = MusketeerMediator()
    let athos = Musketeer(mediator: mediator, name: "Athos")
    let porthos = Musketeer(mediator: mediator, name: "Porthos")
    let aramis = Musketeer(mediator: mediator, name: "Aramis")
    athos.sendMessage("One for all...!")
    porthos.sendMessage("and all for one...!")
    aramis.sendMessage("Unus pro omnibus, omnes pro uno!")
    mediator.invokeColleagues { $0.colleague(nil, didSendMessage: "Charge!") }
    let dartagnan = Musketeer(mediator: mediator, name: "d'Artagnan")
    let rochefort = Musketeer(mediator: MusketeerMediator(), name: "Rochefort")
    mediator.addColleague(rochefort, strongReference: false)
    _ = mediator.colleagues
    mediator.invokeColleagues(by: rochefort) { $0.colleague(rochefort, didSendMessage: "En garde!") }
    mediator.removeColleague(rochefort)
    mediator.removeColleague(rochefort)
    mediator.invokeColleagues(by: rochefort) { $0.colleague(rochefort, didSendMessage: "Touché!") }
    mediator.removeColleague(dartagnan)
}
