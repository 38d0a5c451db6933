import ExampleSupport
import Foundation
import PatternRunnerCore
import Testing

/// Docs/Pattern.md shows every example's Mermaid flow; this keeps each block equal to what
/// `run NAME --flow=mermaid` prints now.
@Suite struct PatternPageTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/Pattern.md")

    @Test(arguments: ExampleCatalog.examples.map(\.name))
    func patternPageShowsTheCurrentFlow(name: String) throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let start = "<!-- flow:\(name) -->\n```mermaid\n", end = "```\n<!-- /flow:\(name) -->"
        let opening = try #require(text.range(of: start), "Docs/Pattern.md has no block for \(name)")
        let closing = try #require(text.range(of: end, range: opening.upperBound..<text.endIndex))
        let shown = String(text[opening.upperBound..<closing.lowerBound])
        let example = try #require(ExampleCatalog.examples.first { $0.name == name })
        #expect(
            shown == example.capturedRun().rendered(.flowMermaid),
            "Docs/Pattern.md is out of step for \(name): paste `make demo NAME=\(name) FLOW=mermaid` into its block")
    }
}
