import KataEngine
import PlaygroundBasics

/// The learner's main-scenario flow beside the expected one, one arrow per row, with the
/// first row that differs marked: where to look first.
struct KataFlowView {
    let comparison: KataFlowComparison
    let style: Style
    let unicode: Bool

    /// The expected column is as wide as its longest arrow, up to this; a longer one is cut,
    /// and the first difference is then also shown in full below its row.
    private static let widestColumn = 60

    private var columnWidth: Int { min(Self.widestColumn, max(12, comparison.expected.map(\.count).max() ?? 0)) }

    func rendered() -> String {
        var lines = ["", style.bold("Flow of the main scenario (\(comparison.scenario))"), ""]
        lines.append("     " + pad("expected") + "  " + "yours")
        guard let actual = comparison.actual else {
            lines.append("     (your code did not finish the scenario: see the failures above)")
            return lines.joined(separator: "\n") + "\n"
        }
        let difference = comparison.firstDifference
        for row in 0..<max(comparison.expected.count, actual.count) {
            let left = row < comparison.expected.count ? comparison.expected[row] : "—"
            let right = row < actual.count ? actual[row] : "(nothing)"
            let number = String(row + 1).leftPadded(to: 3)
            if row == difference {
                let mark = unicode ? "✗" : "X"
                lines.append(style.fail("\(mark)\(number) \(pad(left))  \(right)   ← first difference"))
                // Never hide the part that differs behind a cut: both arrows in full.
                if left.count > columnWidth || right.count > columnWidth {
                    lines.append(style.fail("       expected: \(left)"))
                    lines.append(style.fail("       yours:    \(right)"))
                }
            } else {
                let same = left == right
                let text = "\(number) \(pad(left))  \(same ? style.dim(right) : right)"
                lines.append(" " + text)
            }
        }
        if difference == nil {
            lines.append(style.pass("Your flow is the expected one."))
        } else if let difference {
            lines.append("")
            lines.append("The first difference is message \(difference + 1): the rows before it match.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` cut or padded to one column; a cut is marked.
    private func pad(_ text: String) -> String {
        let width = columnWidth
        if text.count > width { return String(text.prefix(width - 1)) + (unicode ? "…" : "~") }
        return text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
}
