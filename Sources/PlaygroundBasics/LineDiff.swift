/// A line-by-line difference between expected and actual text, in the spirit of
/// swift-format's test helper: every changed line is shown with its line number, `-` for
/// what the golden file expects and `+` for what the program printed.
public struct LineDiff: Equatable, Sendable {
    public enum Change: Equatable, Sendable {
        /// A line only the expected text has, with its 1-based line number there.
        case removed(line: Int, text: String)
        /// A line only the actual text has, with its 1-based line number there.
        case added(line: Int, text: String)
    }

    public let changes: [Change]

    public var isEmpty: Bool { changes.isEmpty }

    /// Computes the changes with a longest-common-subsequence table; traces are short.
    public init(expected: [String], actual: [String]) {
        let rows = expected.count, columns = actual.count
        var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                common[row][column] =
                    expected[row] == actual[column]
                    ? common[row + 1][column + 1] + 1
                    : max(common[row + 1][column], common[row][column + 1])
            }
        }
        var changes: [Change] = []
        var row = 0, column = 0
        while row < rows || column < columns {
            if row < rows, column < columns, expected[row] == actual[column] {
                row += 1
                column += 1
            } else if column == columns || (row < rows && common[row + 1][column] >= common[row][column + 1]) {
                changes.append(.removed(line: row + 1, text: expected[row]))
                row += 1
            } else {
                changes.append(.added(line: column + 1, text: actual[column]))
                column += 1
            }
        }
        self.changes = changes
    }

    /// One line per change, e.g. `-  4 | Component 2 does C.`; visible marks for blank lines.
    public func rendered() -> String {
        changes.map { change in
            switch change {
            case .removed(let line, let text): "-" + Self.format(line, text)
            case .added(let line, let text): "+" + Self.format(line, text)
            }
        }.joined(separator: "\n")
    }

    private static func format(_ line: Int, _ text: String) -> String {
        let number = String(line)
        let padded = String(repeating: " ", count: max(0, 3 - number.count)) + number
        return "\(padded) | \(text.isEmpty ? "⏎ (blank line)" : text)"
    }
}
