/// Expected and actual text around their first differing line, for a failure a learner can act
/// on: every line before the difference is shown once (both agree on it), then what should
/// come and what came, each cut a few lines after the difference (never before it). A caret
/// under the actual line points at its first differing character, and characters a terminal
/// does not show (a space at the end of a line, a tab, a no-break space) are drawn visibly in
/// both, so two lines that look the same never have to be compared by eye.
public func firstDifference(expected: String, actual: String, linesAfter: Int = 3) -> String {
    let expectedLines = traceLines(expected), actualLines = traceLines(actual)
    guard expectedLines != actualLines else { return "expected and actual are the same" }
    let index = firstDifferingIndex(expectedLines, actualLines)
    var madeVisible = false
    func numbered(_ lines: ArraySlice<String>) -> [String] {
        lines.enumerated().map { offset, line in
            let shown = VisibleLine(line)
            madeVisible = madeVisible || shown.changed
            return "  \(lines.startIndex + offset + 1)  \(line.isEmpty ? "(blank line)" : shown.text)"
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
    var actualPart = from(actualLines)
    if index < expectedLines.count, index < actualLines.count, !actualLines[index].isEmpty {
        actualPart.insert(caretLine(expected: expectedLines[index], actual: actualLines[index], gutter: "  \(index + 1)  "), at: 1)
    }
    text += ["actual from line \(index + 1):"] + actualPart
    if madeVisible { text.append(VisibleLine.legend) }
    return text.joined(separator: "\n")
}

/// `^` under the actual line's first character that differs from the expected line (or just
/// past its end, when the expected line goes on).
func caretLine(expected: String, actual: String, gutter: String) -> String {
    let same = zip(expected, actual).prefix { $0 == $1 }.count
    let shown = VisibleLine(String(actual.prefix(same)), endsLine: same == actual.count)
    return String(repeating: " ", count: gutter.count + shown.columns) + "^ first difference"
}

/// The lines of a trace; the newline that ends the last line does not make an extra one.
func traceLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
}

/// A line of a trace as a failure shows it: characters a terminal does not show are drawn
/// (a space at the end of the line as `␠`, a tab as `⇥`, a no-break space as `⍽`, any other
/// invisible or control character as `\u{…}`), so "Boss#blue " and "Boss#blue" look different.
struct VisibleLine {
    let text: String
    /// Whether anything was drawn differently from the line itself.
    let changed: Bool

    static let legend = "(shown visibly: ␠ a space at the end of a line, ⇥ a tab, ⍽ a no-break space)"

    /// `endsLine`: whether `line` is the whole line, so its trailing spaces are trailing.
    init(_ line: String, endsLine: Bool = true) {
        let trailing = endsLine ? line.reversed().prefix { $0 == " " }.count : 0
        var text = ""
        for (offset, character) in line.enumerated() {
            text += Self.shown(character, trailing: offset >= line.count - trailing)
        }
        self.text = text
        changed = text != line
    }

    /// The columns the shown text takes (every drawing above takes one, or one per escape character).
    var columns: Int { text.count }

    private static func shown(_ character: Character, trailing: Bool) -> String {
        switch character {
        case " ": return trailing ? "␠" : " "
        case "\t": return "⇥"
        case "\u{00A0}": return "⍽"
        default:
            let scalars = character.unicodeScalars
            guard let first = scalars.first, scalars.count == 1, isInvisible(first) else { return String(character) }
            return "\\u{\(String(first.value, radix: 16, uppercase: true))}"
        }
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: scalar != " "
        default: false
        }
    }
}
