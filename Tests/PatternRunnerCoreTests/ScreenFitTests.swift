import PlaygroundBasics
import Testing

@testable import PatternRunnerCore

@Suite struct ScreenFitTests {
    @Test func aTallReportKeepsItsTopAndSaysWhereTheRestIs() {
        let text = (1...40).map { "line \($0)" }.joined(separator: "\n")
        let fitted = ScreenFit(size: TerminalSize(columns: 40, rows: 12), reserved: 4).fitted(text, whole: "make kata NAME=01")
        let lines = fitted.split(separator: "\n")
        #expect(lines.count <= 8 && lines.first == "line 1")
        #expect(fitted.contains("40 lines in all;") && fitted.contains("NAME=01"))
    }
}
