/// The golden files beside each example's sources, each a rendering of one run that a test
/// compares with what the example produces now.
public enum GoldenFile: String, CaseIterable, Sendable {
    /// The printed trace, written from the source document's output.
    case trace = "Output.txt"
    /// The terminal sequence diagram, plain ASCII at 100 columns.
    case flowDiagram = "Flow.txt"
    /// The Mermaid `sequenceDiagram`.
    case flowMermaid = "Flow.mmd"
    /// The self-contained HTML page.
    case flowPage = "Flow.html"

    /// The file name, which is also the bundled resource's name.
    public var fileName: String { rawValue }
}
