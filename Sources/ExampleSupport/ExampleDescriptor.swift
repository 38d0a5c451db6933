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

    /// Runs the example and compares its trace with the documented output.
    public func verify() -> GoldenComparison {
        GoldenComparison(documented: documentedOutput(), actual: capturedOutput())
    }

    /// The golden file's text, or the reason it cannot be read.
    public func documentedOutput() -> Result<String, GoldenFileError> {
        guard let url = goldenResource else {
            return .failure(.missing(path: goldenSource.path))
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
