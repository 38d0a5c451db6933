import Foundation
import Testing

/// Compares the arrows a kata's main scenario recorded with `ExpectedFlow.txt` beside the
/// calling test file, and hands them to `make kata … FLOW=1` (through `KATA_FLOW_OUTPUT`),
/// which draws them beside the expected ones.
public func expectFlow(
    _ actual: [String], filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    if let output = ProcessInfo.processInfo.environment["KATA_FLOW_OUTPUT"], !output.isEmpty {
        try? Data((actual.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
    let file = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("ExpectedFlow.txt")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("cannot read the expected flow \(file.path)", sourceLocation: sourceLocation)
        return
    }
    let expected = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    guard actual != expected else { return }
    let index = firstDifferingIndex(actual, expected)
    func arrow(_ lines: [String]) -> String { index < lines.count ? "\"\(lines[index])\"" : "nothing" }
    Issue.record(
        "message \(index + 1) through the mediator differs: expected \(arrow(expected)), got \(arrow(actual)) (make kata FLOW=1 draws both)",
        sourceLocation: sourceLocation)
}
