import Foundation
import PlaygroundBasics

/// What the compiler and Swift's parser say about one Swift file: the modules it imports, the
/// attributes it uses, the unsafe code it acknowledges, and whether it parses at all.
struct SwiftFileFacts: Equatable {
    var parses: Bool
    /// Module names as the compiler resolved them (`internal import`, backticks, a declaration
    /// split over lines, `#if` branches taken: all as the compiler reads them).
    var imports: [String]
    /// Attribute names without the `@` (`_silgen_name`, `MainActor`, `Test`).
    var attributes: [String]
    /// Each acknowledgement of unsafe code, as written (`unsafe`, `@unchecked`, `unowned(unsafe)`).
    var unsafeAcknowledgements: [String]

    /// Reads `data` with the compiler (`swiftc -emit-imported-modules`).
    static func read(_ data: Data, named path: String, runner: any ToolRunning) throws(KataError) -> SwiftFileFacts {
        let scratch: URL
        do {
            scratch = try ScratchFolders.shared.make(prefix: "kata-screen")
        } catch {
            throw .fileOperation(operation: "make a scratch folder for", path: path, reason: error.localizedDescription)
        }
        defer { ScratchFolders.shared.remove(scratch) }
        let file = scratch.appendingPathComponent("Screened.swift")
        try MutantTrial.put(data, at: file)
        let outcome = try KataError.from { () throws(PlumbingError) in
            try runner.run(ToolInvocation(["swiftc", "-emit-imported-modules", file.path], in: scratch, timeout: 60))
        }
        let listed = outcome.output.split(separator: "\n").map(String.init).filter { !$0.contains(":") && !$0.isEmpty }
        return SwiftFileFacts(
            parses: outcome.ending == .exited(0), imports: listed, attributes: [], unsafeAcknowledgements: [])
    }
}
