/// A line diff shown as a reader expects one: the changed lines with a few unchanged lines
/// around them, numbered as in the actual text (the learner's own file), so a changed line
/// can be found in the editor. Far-apart changes become separate hunks.
public struct DiffHunks: Sendable {
    public enum Line: Equatable, Sendable {
        /// Unchanged, with its number in the actual text.
        case context(number: Int, text: String)
        /// Only in the expected text (the reference): it has no number in the actual text.
        case removed(text: String)
        /// Only in the actual text, with its number there.
        case added(number: Int, text: String)
    }

    /// Hunks of lines; each hunk is shown apart from the next.
    public let hunks: [[Line]]

    public init(expected: [String], actual: [String], context: Int = 2) {
        // Walk both texts with the diff's changes, tagging every line.
        let diff = LineDiff(expected: expected, actual: actual)
        var removedAt = Set<Int>(), addedAt = Set<Int>()
        for change in diff.changes {
            switch change {
            case .removed(let line, _): removedAt.insert(line)
            case .added(let line, _): addedAt.insert(line)
            }
        }
        var all: [Line] = []
        var row = 1, column = 1
        while row <= expected.count || column <= actual.count {
            if row <= expected.count, removedAt.contains(row) {
                all.append(.removed(text: expected[row - 1]))
                row += 1
            } else if column <= actual.count, addedAt.contains(column) {
                all.append(.added(number: column, text: actual[column - 1]))
                column += 1
            } else {
                if column <= actual.count { all.append(.context(number: column, text: actual[column - 1])) }
                row += 1
                column += 1
            }
        }
        let changed = all.indices.filter { if case .context = all[$0] { false } else { true } }
        var hunks: [[Line]] = []
        var range: ClosedRange<Int>?
        for index in changed {
            let around = max(0, index - context)...min(all.count - 1, index + context)
            if let current = range, around.lowerBound <= current.upperBound + 1 {
                range = current.lowerBound...around.upperBound
            } else {
                if let current = range { hunks.append(Array(all[current])) }
                range = around
            }
        }
        if let current = range { hunks.append(Array(all[current])) }
        self.hunks = hunks
    }

    /// Each line as `  12 | text`, `- …` or `+ 12 | text`; hunks apart by a `⋮` line.
    public func rendered() -> [String] {
        hunks.enumerated().flatMap { index, hunk in
            (index == 0 ? [] : ["     ⋮"]) + hunk.map(Self.render)
        }
    }

    public static func render(_ line: Line) -> String {
        switch line {
        case .context(let number, let text): "  " + numbered(number) + " | " + text
        case .removed(let text): "-     | " + text
        case .added(let number, let text): "+ " + numbered(number) + " | " + text
        }
    }

    private static func numbered(_ number: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, 3 - text.count)) + text
    }
}
