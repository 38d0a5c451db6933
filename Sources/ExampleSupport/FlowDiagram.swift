/// A sequence diagram for a terminal: one lifeline per participant, one row per event, at
/// most `width` columns. Messages too long for their arrow are shortened with a visible mark.
public struct FlowDiagram: Sendable {
    /// The characters drawn with: box-drawing on a capable terminal, plain ASCII otherwise.
    public struct Glyphs: Sendable {
        let lifeline: Character, line: Character, right: Character, left: Character, ellipsis: String

        public static let unicode = Glyphs(lifeline: "│", line: "─", right: "▶", left: "◀", ellipsis: "…")
        public static let ascii = Glyphs(lifeline: "|", line: "-", right: ">", left: "<", ellipsis: "...")
    }

    public let chart: FlowChart
    public let width: Int
    public let glyphs: Glyphs
    /// ANSI colour: reports in cyan, deliveries in green, names in bold.
    public let colour: Bool

    public init(chart: FlowChart, width: Int = 100, glyphs: Glyphs = .ascii, colour: Bool = false) {
        self.chart = chart
        self.width = width
        self.glyphs = glyphs
        self.colour = colour
    }

    /// The narrowest width at which no participant and no message is cut: every arrow's label
    /// needs its length plus the arrow's ends, shared by the columns it spans.
    public static func widthShowingEverything(of chart: FlowChart) -> Int {
        let count = max(1, chart.participants.count)
        var column = (chart.participants.map(\.count).max() ?? 0) + 2
        for event in chart.events {
            let span = abs(chart.column(of: event.receiver) - chart.column(of: event.sender))
            guard span > 0 else { continue }
            // A segment is span × column − 1 wide and keeps 5 + 2 of it for the line and spaces.
            column = max(column, (event.message.count + 8 + span - 1) / span)
        }
        return gutter + count * column
    }

    /// Columns kept at the left for the event number.
    private static let gutter = 4

    private var columnWidth: Int { (width - Self.gutter) / max(1, chart.participants.count) }

    private func centre(of index: Int) -> Int { Self.gutter + index * columnWidth + columnWidth / 2 }

    public func rendered() -> String {
        var rows = [header(), lifelineRow()]
        for (index, event) in chart.events.enumerated() {
            rows.append(arrow(for: event, number: index + 1))
        }
        rows.append(lifelineRow())
        return rows.joined(separator: "\n") + "\n"
    }

    private func header() -> String {
        var row = Array(repeating: " ", count: width) as [String]
        for (index, name) in chart.participants.enumerated() {
            let label = Array(shortened(name, to: columnWidth - 1))
            let start = max(0, centre(of: index) - label.count / 2)
            for (offset, character) in label.enumerated() where start + offset < width {
                row[start + offset] = String(character)
            }
            if colour, !label.isEmpty {
                row[start] = "\u{1B}[1m" + row[start]
                row[min(width - 1, start + label.count - 1)] += "\u{1B}[0m"
            }
        }
        return trimmed(row)
    }

    private func lifelineRow() -> String {
        var row = Array(repeating: " ", count: width) as [String]
        for index in chart.participants.indices {
            row[centre(of: index)] = paint(String(glyphs.lifeline), "2")
        }
        return trimmed(row)
    }

    private func arrow(for event: FlowEvent, number: Int) -> String {
        var row = Array(repeating: " ", count: width) as [String]
        let numberText = Array(String(number))
        for (offset, character) in numberText.enumerated() where offset < Self.gutter - 1 {
            row[Self.gutter - 1 - numberText.count + offset] = String(character)
        }
        for index in chart.participants.indices {
            row[centre(of: index)] = paint(String(glyphs.lifeline), "2")
        }
        let from = centre(of: chart.column(of: event.sender))
        let to = centre(of: chart.column(of: event.receiver))
        let rightwards = to > from
        let (low, high) = rightwards ? (from + 1, to - 1) : (to + 1, from - 1)
        guard high >= low else { return trimmed(row) }
        var segment = Array(repeating: glyphs.line, count: high - low + 1)
        if rightwards { segment[segment.count - 1] = glyphs.right } else { segment[0] = glyphs.left }
        // " message " sits inside the arrow, two line characters in from its tail.
        let room = segment.count - 5
        if room > 0 {
            let label = Array(" " + shortened(event.message, to: room) + " ")
            let start = rightwards ? 2 : segment.count - 2 - label.count
            for (offset, character) in label.enumerated() { segment[start + offset] = character }
        }
        let code = event.direction == .report ? "36" : "32"
        for (offset, character) in segment.enumerated() { row[low + offset] = String(character) }
        if colour {
            row[low] = "\u{1B}[\(code)m" + row[low]
            row[high] += "\u{1B}[0m"
        }
        return trimmed(row)
    }

    /// `text` cut to `limit` characters, ending with the ellipsis mark when cut.
    private func shortened(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        let keep = max(0, limit - glyphs.ellipsis.count)
        return String(text.prefix(keep)) + glyphs.ellipsis
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func trimmed(_ row: [String]) -> String {
        var text = row.joined()
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
