import Testing

/// Compares a printed trace with the expected one line by line and, when they differ, records
/// one readable issue: the first differing line number with what was expected and what came.
public func expectTrace(
    _ actual: String, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actualLines = lines(of: actual), expectedLines = lines(of: expected)
    guard actualLines != expectedLines else { return }
    let index =
        zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
    func line(_ lines: [String]) -> String {
        index < lines.count ? (lines[index].isEmpty ? "(blank line)" : "\"\(lines[index])\"") : "(end of trace)"
    }
    Issue.record(
        "trace differs at line \(index + 1): expected \(line(expectedLines)), got \(line(actualLines))",
        sourceLocation: sourceLocation)
}

/// The lines of a trace; the newline that ends the last line does not make an extra one.
private func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
}
