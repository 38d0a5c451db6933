import CommandLineSpec
import ExampleSupport
import Foundation
import KataEngine
import PlaygroundBasics

/// Resolves what people type (`news`, `NewsFeed`, `mobs` …) to an example.
public struct ExampleLookup {
    public let examples: [ExampleDescriptor]

    public init(examples: [ExampleDescriptor] = ExampleCatalog.examples) {
        self.examples = examples
    }

    /// The example whose name or alias equals `input`, ignoring case and surrounding spaces.
    public func resolve(_ input: String) throws(UsageError) -> ExampleDescriptor {
        let key = input.trimmingCharacters(in: .whitespaces).lowercased()
        if key.isEmpty {
            throw UsageError("an example name is required (one of: \(names))")
        }
        if let match = examples.first(where: { $0.name == key || $0.aliases.contains(key) }) {
            return match
        }
        if let closest = suggestion(for: key) { throw UsageError("no example named \(quoted(input))", suggestion: closest) }
        throw UsageError("no example named \(quoted(input)); the examples are \(names)")
    }

    /// The canonical names, comma-separated, for messages.
    public var names: String {
        examples.map(\.name).joined(separator: ", ")
    }

    /// The canonical name of the example closest to `key` by name or alias.
    private func suggestion(for key: String) -> String? {
        let words = examples.flatMap { [$0.name] + $0.aliases }
        guard let word = ClosestMatch.find(key, among: words) else { return nil }
        return examples.first { $0.name == word || $0.aliases.contains(word) }?.name
    }
}
