import Foundation

/// Everything the runner and the tests need to know about one example, and nothing more.
///
/// Example modules publish one descriptor each; they know nothing about the runner. The
/// descriptor's documented output is the golden file bundled beside the example's sources.
public struct ExampleDescriptor: Sendable {
    /// The canonical name people type: `news`, `macbook` …
    public let name: String
    /// Other names accepted for this example, lower-case.
    public let aliases: [String]
    /// One-line human title.
    public let title: String
    /// Source documents by number (`"002"`, `"003"`), as Docs/Sources.md lists them.
    public let documents: [String]
    /// Runs the example; it prints its trace through ``print(_:separator:terminator:)``.
    public let run: @Sendable () -> Void
    /// Where the bundled golden file lives at run time, if the bundle has it.
    public let goldenResource: URL?
    /// Where the golden file lives in the source tree: the file that re-recording rewrites.
    public let goldenSource: URL

    public init(
        name: String,
        aliases: [String],
        title: String,
        documents: [String],
        goldenResource: URL?,
        goldenSource: URL,
        run: @escaping @Sendable () -> Void
    ) {
        self.name = name
        self.aliases = aliases
        self.title = title
        self.documents = documents
        self.goldenResource = goldenResource
        self.goldenSource = goldenSource
        self.run = run
    }

    /// The usual way for an example module to describe itself: its golden file is `Output.txt`,
    /// bundled in `bundle` (pass `Bundle.module`) and stored beside the calling source file.
    public init(
        name: String,
        aliases: [String],
        title: String,
        documents: [String],
        bundle: Bundle,
        callerFile: String = #filePath,
        run: @escaping @Sendable () -> Void
    ) {
        self.init(
            name: name, aliases: aliases, title: title, documents: documents,
            goldenResource: bundle.url(forResource: "Output", withExtension: "txt"),
            goldenSource: URL(fileURLWithPath: callerFile).deletingLastPathComponent()
                .appendingPathComponent("Output.txt"),
            run: run)
    }

    /// Runs the example and returns exactly what it printed.
    public func capturedOutput() -> String {
        OutputRecorder.capture { run() }
    }

    /// Runs the example, recording its trace and its mediator traffic.
    public func capturedRun() -> ExampleRun {
        ExampleRun(title: title, run)
    }

    /// Runs the example and compares its trace with the documented output.
    public func verify() -> GoldenComparison {
        GoldenComparison(documented: documentedOutput(), actual: capturedOutput())
    }

    /// Runs the example once and compares every golden file with what the run produced.
    public func verifyAll() -> [(file: GoldenFile, comparison: GoldenComparison)] {
        let run = capturedRun()
        return GoldenFile.allCases.map { file in
            (file, GoldenComparison(documented: documented(file), actual: run.rendered(file)))
        }
    }

    /// The documented trace (`Output.txt`), or the reason it cannot be read.
    public func documentedOutput() -> Result<String, GoldenFileError> {
        documented(.trace)
    }

    /// Where golden file `file` lives in the source tree: the file that re-recording rewrites.
    public func sourceURL(of file: GoldenFile) -> URL {
        goldenSource.deletingLastPathComponent().appendingPathComponent(file.fileName)
    }

    /// Golden file `file`'s bundled text, or the reason it cannot be read.
    public func documented(_ file: GoldenFile) -> Result<String, GoldenFileError> {
        let resource = goldenResource.map { $0.deletingLastPathComponent().appendingPathComponent(file.fileName) }
        guard let url = resource, FileManager.default.fileExists(atPath: url.path) else {
            return .failure(.missing(path: sourceURL(of: file).path))
        }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            return .failure(.unreadable(path: url.path))
        }
        guard !GoldenNormalization.lines(of: text).isEmpty else {
            return .failure(.empty(path: url.path))
        }
        return .success(text)
    }
}

/// Why a golden file could not be used.
public enum GoldenFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing(path: String)
    case unreadable(path: String)
    case empty(path: String)

    public var description: String {
        switch self {
        case .missing(let path): "golden file missing: \(path)"
        case .unreadable(let path): "golden file unreadable (not UTF-8?): \(path)"
        case .empty(let path): "golden file is empty: \(path)"
        }
    }
}
