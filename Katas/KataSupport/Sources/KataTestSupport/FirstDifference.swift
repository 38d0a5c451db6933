/// Expected and actual text around their first differing line, for a failure a learner can act
/// on: every line before the difference is shown once (both agree on it), then what should
/// come and what came, each cut a few lines after the difference (never before it).
public func firstDifference(expected: String, actual: String, linesAfter: Int = 3) -> String {
    let expectedLines = traceLines(expected), actualLines = traceLines(actual)
    guard expectedLines != actualLines else { return "expected and actual are the same" }
    let index =
        zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expectedLines.count, actualLines.count)
    func numbered(_ lines: ArraySlice<String>) -> [String] {
        lines.enumerated().map { offset, line in
            "  \(lines.startIndex + offset + 1)  \(line.isEmpty ? "(blank line)" : line)"
        }
    }
    func from(_ lines: [String]) -> [String] {
        guard index < lines.count else { return ["  \(index + 1)  (nothing more)"] }
        let end = min(lines.count, index + linesAfter)
        let rest = lines.count - end
        return numbered(lines[index..<end]) + (rest > 0 ? ["     … and \(rest) more line\(rest == 1 ? "" : "s")"] : [])
    }
    var text: [String] = []
    if index > 0 { text += ["both agree on \(index == 1 ? "line 1" : "lines 1–\(index)"):"] + numbered(expectedLines[..<index]) }
    text += ["expected from line \(index + 1):"] + from(expectedLines)
    text += ["actual from line \(index + 1):"] + from(actualLines)
    return text.joined(separator: "\n")
}

/// The lines of a trace; the newline that ends the last line does not make an extra one.
func traceLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
}
