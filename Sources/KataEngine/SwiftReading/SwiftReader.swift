import Foundation
import PlaygroundBasics
import Synchronization

/// Reads Swift with Swift's own parser (SwiftParser and SwiftSyntax from the running
/// toolchain), never with text patterns: comments, strings, raw strings and backticks are
/// what the compiler says they are. The engine does not link those libraries (so `make demo`
/// and katas 01–10 build on any toolchain); it compiles a small reader program against them on
/// first need (see ``SwiftReaderProgram``) and decodes what the program writes.
///
///     let reader = try SwiftReader.located()
///     let facts = try reader.read(source: text)
///     facts.imports.map(\.module)            // ["Testing", "MutantKata"]
///     facts.attributes.map(\.name)           // ["Test", "_silgen_name"]
///     facts.parsesWithoutErrors              // true
public struct SwiftReader: Sendable {
    /// The compiled reader program.
    public let program: URL
    let runner: any ToolRunning

    /// One reader per process: locating the toolchain and checking the cache costs a process.
    private static let located = Mutex<SwiftReader?>(nil)

    /// The reader for the toolchain on `PATH`, compiled on first use (about 10 s, once per
    /// toolchain). Throws, naming what is missing, where the toolchain lacks SwiftParser.
    public static func located(runner: any ToolRunning = ProcessGroupRunner()) throws(SwiftReaderError) -> SwiftReader {
        // Held while building: the other threads want the same program and wait for it.
        try located.withLock { (reader) throws(SwiftReaderError) -> SwiftReader in
            if let reader { return reader }
            let libraries = try SwiftParserLibraries.locate()
            let built = SwiftReader(program: try SwiftReaderProgram.build(libraries: libraries, runner: runner), runner: runner)
            reader = built
            return built
        }
    }

    init(program: URL, runner: any ToolRunning) { (self.program, self.runner) = (program, runner) }

    /// What the parser says about each file, in order.
    public func read(files: [URL]) throws(SwiftReaderError) -> [SwiftFileFacts] {
        guard !files.isEmpty else { return [] }
        return try run([], files: files.map(\.path), as: [SwiftFileFacts].self)
    }

    /// For the quick rebuild: each (old, new) pair of texts of one file, scanned together; one
    /// run of the reader.
    func readDeclarations(pairs: [(old: String, new: String)]) throws(SwiftReaderError) -> SwiftDeclarationReport {
        try withFiles(pairs.flatMap { [$0.old, $0.new] }) { (files) throws(SwiftReaderError) in
            let urls = files.map { URL(fileURLWithPath: $0) }
            return try readDeclarations(files: stride(from: 0, to: urls.count, by: 2).map { (urls[$0], urls[$0 + 1]) })
        }
    }

    /// Like ``readDeclarations(pairs:)``, of files that hold the texts and do not change.
    func readDeclarations(files pairs: [(old: URL, new: URL)]) throws(SwiftReaderError) -> SwiftDeclarationReport {
        let report = try run(["--declarations"], files: pairs.flatMap { [$0.old.path, $0.new.path] }, as: SwiftDeclarationReport.self)
        guard report.pairs.count == pairs.count else { throw .readFailed(reason: "\(report.pairs.count) of \(pairs.count) pairs answered") }
        return report
    }

    /// Runs the reader with `arguments`, its output file, then `files`, and decodes the output.
    private func run<Output: Decodable>(_ arguments: [String], files: [String], as: Output.Type) throws(SwiftReaderError) -> Output {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("swift-reader-\(getpid())-\(UUID().uuidString).json")
        // unlink(2): FileManager's removal costs milliseconds a quick check notices.
        defer { unlink(output.path) }
        let outcome: ToolOutcome
        do {
            outcome = try runner.run(
                ToolInvocation([program.path] + arguments + [output.path] + files, in: FileManager.default.temporaryDirectory, timeout: 120)
            )
        } catch {
            throw .readFailed(reason: "\(error)")
        }
        guard outcome.succeeded, let data = FileManager.default.contents(atPath: output.path) else {
            throw .readFailed(reason: outcome.output.isEmpty ? "it ended with \(outcome.ending)" : outcome.output)
        }
        do {
            return try JSONDecoder().decode(Output.self, from: data)
        } catch {
            throw .readFailed(reason: "unreadable output: \(error)")
        }
    }

    /// Writes `sources` to files of a fresh folder, hands their paths to `body`, and removes them.
    private func withFiles<Result>(_ sources: [String], _ body: ([String]) throws(SwiftReaderError) -> Result) throws(SwiftReaderError)
        -> Result
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-reader-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, source) in sources.enumerated() {
                let file = folder.appendingPathComponent("\(index).swift")
                try Data(source.utf8).write(to: file)
                files.append(file.path)
            }
        } catch {
            throw .readFailed(reason: "cannot write the sources to \(folder.path): \(error.localizedDescription)")
        }
        return try body(files)
    }

    /// What the parser says about each of `sources` (texts of Swift files), in one run.
    public func read(sources: [String]) throws(SwiftReaderError) -> [SwiftFileFacts] {
        guard !sources.isEmpty else { return [] }
        let facts = try withFiles(sources) { (files) throws(SwiftReaderError) in try run([], files: files, as: [SwiftFileFacts].self) }
        guard facts.count == sources.count else { throw .readFailed(reason: "\(facts.count) answers for \(sources.count) files") }
        return facts
    }

    /// What the parser says about `source`, the text of one Swift file.
    public func read(source: String) throws(SwiftReaderError) -> SwiftFileFacts {
        guard let facts = try read(sources: [source]).first else { throw .readFailed(reason: "no answer") }
        return facts
    }
}
