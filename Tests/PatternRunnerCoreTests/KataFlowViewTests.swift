import KataEngine
import Testing

@testable import PatternRunnerCore

@Suite struct KataFlowViewTests {
    @Test("The expected column fits its arrows, and a long differing arrow is shown in full below its row")
    func theDifferingPartIsNeverCut() {
        let expected = ["News Feed -> Screen Mediator: likeAdded(id 1)", "Screen Mediator -> News Feed: likeAdded(id 1)"]
        let actual = ["News Feed -> Screen Mediator: likeAdded(id 1)", "Screen Mediator -> News Feed: likeAdded(id 2)"]
        let view = KataFlowView(
            comparison: KataFlowComparison(scenario: "like all", expected: expected, actual: actual), style: Style(enabled: false),
            unicode: true)
        let text = view.rendered()
        #expect(text.contains("Screen Mediator -> News Feed: likeAdded(id 1)  Screen Mediator -> News Feed: likeAdded(id 2)"), "\(text)")
        let long = ["Venue -> Planner: " + String(repeating: "x", count: 70) + " A"]
        let cut = KataFlowView(
            comparison: KataFlowComparison(scenario: "s", expected: long, actual: [long[0].dropLast() + "B"]), style: Style(enabled: false),
            unicode: true
        ).rendered()
        #expect(cut.contains("expected: \(long[0])") && cut.contains("yours:    \(long[0].dropLast())B"), "\(cut)")
    }
}
