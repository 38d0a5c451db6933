import Foundation

/// A kata's main scenario as the learner's code ran it, beside the expected arrows: what
/// `kata check --flow` draws, with the first arrow that differs.
public struct KataFlowComparison: Equatable, Sendable {
    public let scenario: String
    public let expected: [String]
    /// `nil` when the scenario never finished (the build failed, or a test crashed first).
    public let actual: [String]?

    public init(scenario: String, expected: [String], actual: [String]?) {
        (self.scenario, self.expected, self.actual) = (scenario, expected, actual)
    }

    /// The index of the first row where the two flows differ; `nil` when they are the same.
    public var firstDifference: Int? {
        guard let actual else { return 0 }
        guard actual != expected else { return nil }
        return zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actual.count, expected.count)
    }

    /// The variable through which the kata's flow test writes the arrows it recorded.
    public static let outputVariable = "KATA_FLOW_OUTPUT"

    /// Where a check writes the learner's arrows: inside the kata's `.build`, unique per run.
    public static func scratchFile(in folder: URL) -> URL {
        KataLayout(folder: folder).scratchFile("kata-flow", extension: "txt")
    }

    /// Reads the expected arrows of `kata` and the arrows its tests wrote to `recorded` (then
    /// removes that file).
    public static func load(_ kata: KataInfo, folder: URL, recorded: URL) throws(KataError) -> KataFlowComparison? {
        guard let flow = kata.flow else { return nil }
        defer { try? FileManager.default.removeItem(at: recorded) }
        let expectedFile = folder.appendingPathComponent(flow.expected)
        guard let expectedText = try? String(contentsOf: expectedFile, encoding: .utf8) else {
            throw .missingKataFile(path: expectedFile.path, role: "expected flow")
        }
        let actualText = try? String(contentsOf: recorded, encoding: .utf8)
        return KataFlowComparison(scenario: flow.scenario, expected: lines(of: expectedText), actual: actualText.map(lines(of:)))
    }

    private static func lines(of text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}
