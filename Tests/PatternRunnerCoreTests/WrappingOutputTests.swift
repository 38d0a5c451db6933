import PlaygroundBasics
import Testing

@testable import PatternRunnerCore

/// Messages on standard error fit the terminal: long lines wrap with an indent, nothing is lost,
/// short lines and redrawn lines pass untouched.
@Suite struct WrappingOutputTests {
    @Test("A long error wraps within the width and keeps every word; short and redrawn lines are left alone")
    func wrapsLongLinesOnly() {
        let captured = CapturedOutput()
        let output = WrappingOutput(captured, width: 40)
        let long = "PatternRunner: no kata named 'zzz'; name one by number (01–11) or as 01-conceptual, 02-macbook"
        output.line(long)
        output.line("short line")
        output.write("\rbench 3/9: direct calls with a very long label that would wrap otherwise\n")
        let lines = captured.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(while: { $0 != "short line" }).allSatisfy { TextWrap.columns(of: $0) <= 40 }, "\(captured.text)")
        #expect(lines.dropFirst().prefix(while: { $0 != "short line" }).allSatisfy { $0.hasPrefix("  ") })
        #expect(captured.text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(long))
        #expect(lines.contains("short line"))
        #expect(captured.text.contains("\rbench 3/9: direct calls with a very long label that would wrap otherwise\n"))
    }
}
