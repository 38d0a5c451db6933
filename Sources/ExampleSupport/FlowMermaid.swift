/// A Mermaid `sequenceDiagram` of a flow, the form GitHub renders inside a ```mermaid block.
public struct FlowMermaid: Sendable {
    public let chart: FlowChart

    public init(chart: FlowChart) {
        self.chart = chart
    }

    public func rendered() -> String {
        var lines = ["sequenceDiagram"]
        for (index, name) in chart.participants.enumerated() {
            lines.append("    participant p\(index) as \(Self.escaped(name))")
        }
        for event in chart.events {
            let from = chart.column(of: event.sender), to = chart.column(of: event.receiver)
            lines.append("    p\(from)->>p\(to): \(Self.escaped(event.message))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid ends a statement at `;` and starts an entity at `#`; both become entity codes.
    static func escaped(_ text: String) -> String {
        text.map { character in
            switch character {
            case "#": "#35;"
            case ";": "#59;"
            default: String(character)
            }
        }.joined()
    }
}
