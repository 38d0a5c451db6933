import Foundation
import PlaygroundBasics

/// The modules a Swift file imports, as the compiler itself lists them
/// (`swiftc -emit-imported-modules`): a second opinion beside Swift's parser, so a file the two
/// would read differently cannot slip an import past the screen.
enum CompilerImports {
    /// `nil` when the compiler could not list them (the file does not parse, or no `swiftc`): the
    /// build then says what is wrong.
    static func modules(of data: Data, runner: any ToolRunning) throws(KataError) -> [String]? {
        let scratch: URL
        do {
            scratch = try ScratchFolders.shared.make(prefix: "kata-imports")
        } catch {
            throw .fileOperation(operation: "make a scratch folder in", path: NSTemporaryDirectory(), reason: error.localizedDescription)
        }
        defer { ScratchFolders.shared.remove(scratch) }
        let file = scratch.appendingPathComponent("Screened.swift")
        try MutantTrial.put(data, at: file)
        let outcome = try KataError.from { () throws(PlumbingError) in
            try runner.run(ToolInvocation(["swiftc", "-emit-imported-modules", file.path], in: scratch, timeout: 120))
        }
        guard outcome.succeeded else { return nil }
        return outcome.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
