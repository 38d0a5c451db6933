import PlaygroundBasics
import Testing

@testable import PatternRunnerCore

@Suite struct ScreenFitTests {
    func visibleWidths(_ lines: [String]) -> [Int] { lines.map { $0.replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "").count } }

    @Test func longLinesWrapAtASpaceWithinTheWidthAndLoseNoWord() {
        let line = "message 2 through the mediator differs: expected \"Mediator -> Component 2: doC()\", got nothing"
        let pieces = ScreenFit.wrapped(line, width: 30)
        #expect(visibleWidths(pieces).allSatisfy { $0 <= 30 }, "\(pieces)")
        #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "continuations are indented")
        let words = pieces.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words == line.split(separator: " ").joined(separator: " "), "every word kept, none split: \(pieces)")
    }

    @Test func colourCodesTakeNoRoomAndAWordLongerThanTheLineIsCut() {
        let painted = "\u{1B}[31m" + String(repeating: "x", count: 45) + "\u{1B}[0m"
        let pieces = ScreenFit.wrapped(painted, width: 20)
        #expect(visibleWidths(pieces) == [20, 20, 9])
    }

    @Test func aTallReportKeepsItsTopAndSaysWhereTheRestIs() {
        let text = (1...40).map { "line \($0)" }.joined(separator: "\n")
        let fitted = ScreenFit(size: TerminalSize(columns: 40, rows: 12), reserved: 4).fitted(text, whole: "make kata NAME=01")
        let lines = fitted.split(separator: "\n")
        #expect(lines.count <= 8 && lines.first == "line 1")
        #expect(fitted.contains("40 lines in all;") && fitted.contains("NAME=01"))
    }
}
