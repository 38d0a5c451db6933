import CommandLineSpec
import ExampleSupport
import Foundation
import KataEngine
import PlaygroundBasics

/// The ways `run --flow` can show an example's messages.
enum FlowFormat: String, CaseIterable {
    case terminal, mermaid, html

    /// Reads `--flow`'s value: empty means terminal; anything unknown is a usage error.
    init(option value: String, spelling: String) throws(UsageError) {
        let word = value.trimmingCharacters(in: .whitespaces).lowercased()
        if word.isEmpty || ["1", "yes", "true"].contains(word) {
            self = .terminal
            return
        }
        guard let format = FlowFormat(rawValue: word) else {
            let names = FlowFormat.allCases.map(\.rawValue)
            throw UsageError(
                "\(spelling) takes 1 (the terminal drawing, also spelled terminal), mermaid or html; got \(quoted(value))",
                suggestion: ClosestMatch.find(word, among: names))
        }
        self = format
    }
}
