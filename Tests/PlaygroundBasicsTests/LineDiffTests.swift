import PlaygroundBasics
import Testing

@Suite struct LineDiffTests {
    @Test func identicalTextHasNoChanges() {
        #expect(LineDiff(expected: ["a", "b"], actual: ["a", "b"]).isEmpty)
    }

    @Test func changedLineShowsBothSidesWithLineNumbers() {
        let diff = LineDiff(expected: ["a", "b", "c"], actual: ["a", "B", "c"])
        #expect(diff.changes == [.removed(line: 2, text: "b"), .added(line: 2, text: "B")])
        #expect(diff.rendered() == "-  2 | b\n+  2 | B")
    }

    @Test func missingAndExtraLines() {
        let diff = LineDiff(expected: ["a", "b", "c"], actual: ["a", "c", "d"])
        #expect(diff.changes == [.removed(line: 2, text: "b"), .added(line: 3, text: "d")])
    }

    @Test func blankLinesAreVisible() {
        let diff = LineDiff(expected: ["a"], actual: ["a", ""])
        #expect(diff.rendered() == "+  2 | ⏎ (blank line)")
    }
}
