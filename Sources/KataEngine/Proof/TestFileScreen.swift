import Foundation
import PlaygroundBasics

/// What a learner's test file in kata 11 may use, decided by the compiler and Swift's parser,
/// never by a text pattern: comments and strings may say anything. A file may import only
/// `Testing` and the kata's module, use no underscored attribute (`@_silgen_name`, `@_cdecl`,
/// `@_extern`, `@_spi` … reach C functions or internals without an import), and acknowledge no
/// unsafe code (`unsafe`, `@safe`, `@unsafe`, `unowned(unsafe)`, `nonisolated(unsafe)`,
/// `@unchecked`): the manifest builds the tests with strict memory safety and its diagnostics
/// as errors, so no pointer, `unsafeBitCast` or C call reaches memory.
struct TestFileScreen {
    let runner: any ToolRunning

    /// The only modules a test file may import.
    static let allowedImports: Set<String> = ["Testing", "MutantKata"]

    /// One line saying why the files are not run, or `nil`.
    func refusal(of files: [String: Data]) throws(KataError) -> String? {
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let facts = try facts(of: data, named: path)
            if let refusal = Self.refusal(facts, file: path) { return refusal }
        }
        return nil
    }

    /// The policy, on what the compiler and the parser found in one file.
    static func refusal(_ facts: SwiftFileFacts, file: String) -> String? {
        let name = TerminalText.safe(file)
        if !facts.parses {
            return nil  // The build says what is wrong, with the compiler's own message.
        }
        if let module = facts.imports.first(where: { !allowedImports.contains($0) }) {
            return "Refused: \(name) imports \(TerminalText.safe(module)). Tests here need only "
                + allowedImports.sorted().joined(separator: " and ") + "; remove that import."
        }
        if let attribute = facts.attributes.first(where: { $0.hasPrefix("_") }) {
            return "Refused: \(name) uses @\(TerminalText.safe(attribute)), an attribute of the compiler's internals "
                + "(they bind C functions or reach what an import would). Tests here judge the mediator by what it does; remove it."
        }
        if let acknowledgement = facts.unsafeAcknowledgements.first {
            return "Refused: \(name) marks code as \(TerminalText.safe(acknowledgement)). Tests here may not touch memory "
                + "directly; judge the mediator by what it does."
        }
        return nil
    }

    /// What one file imports, the attributes it uses and the unsafe code it acknowledges.
    func facts(of data: Data, named path: String) throws(KataError) -> SwiftFileFacts {
        try SwiftFileFacts.read(data, named: path, runner: runner)
    }
}
