import Foundation
import PlaygroundBasics

/// The reader program, compiled on first need from the engine's `ReaderTool` sources against
/// the toolchain's SwiftParser, and kept under `.build/swift-reader/<digest>/` where the
/// digest covers the sources and the toolchain (``SwiftParserLibraries/identity``: paths,
/// sizes and modification times, no process to start): a new toolchain or an edited reader
/// gets a fresh build, the same ones reuse it. A build that failed is remembered there too,
/// so the quick rebuild does not try again on every check.
enum SwiftReaderProgram {
    /// The engine's resources, whose `ReaderTool` folder holds the reader's sources.
    static let resourceBundleNames = ["MediatorPlayground_KataEngine.resources", "MediatorPlayground_KataEngine.bundle"]

    static func build(libraries: SwiftParserLibraries, runner: any ToolRunning) throws(SwiftReaderError) -> URL {
        let (sourceFolder, buildRoot) = try locateSources()
        let sources = ((try? FileManager.default.contentsOfDirectory(atPath: sourceFolder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { sourceFolder.appendingPathComponent($0) }
        guard !sources.isEmpty else { throw .readerSourcesMissing(searched: [sourceFolder.path]) }
        var fingerprint = Data((libraries.identity + "\n").utf8)
        for source in sources {
            fingerprint += Data(source.lastPathComponent.utf8) + (FileManager.default.contents(atPath: source.path) ?? Data())
        }
        let folder = buildRoot.appendingPathComponent("swift-reader/\(ContentDigest.of(fingerprint))")
        let program = folder.appendingPathComponent("SwiftReader")
        if FileManager.default.isExecutableFile(atPath: program.path) { return program }
        let failure = folder.appendingPathComponent("compile-failed.txt")
        if let output = FileManager.default.contents(atPath: failure.path) {
            throw .compileFailed(output: String(decoding: output, as: UTF8.self))
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .compileFailed(output: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        // One build at a time across processes; whoever waited finds the program built.
        return try AdvisoryLock.holding(folder.appendingPathComponent("build.lock")) { () throws(SwiftReaderError) -> URL in
            if FileManager.default.isExecutableFile(atPath: program.path) { return program }
            return try compile(sources, with: libraries, into: program, runner: runner)
        }
    }

    private static func compile(_ sources: [URL], with libraries: SwiftParserLibraries, into program: URL, runner: any ToolRunning)
        throws(SwiftReaderError) -> URL
    {
        let folder = program.deletingLastPathComponent()
        // Built beside, then renamed over: two processes building at once both end with a whole program.
        let partial = folder.appendingPathComponent("SwiftReader-\(getpid())-\(UUID().uuidString.prefix(8))")
        let outcome: ToolOutcome
        do {
            outcome = try runner.run(
                ToolInvocation(libraries.compileArguments(sources: sources, output: partial), in: folder, timeout: 600))
        } catch {
            throw .compileFailed(output: "\(error)")
        }
        guard outcome.succeeded else {
            try? FileManager.default.removeItem(at: partial)
            // The compiler ran and refused: it will refuse again until the toolchain or the sources change.
            if case .exited = outcome.ending {
                try? AtomicFile.write(Data(outcome.output.utf8), to: folder.appendingPathComponent("compile-failed.txt"))
            }
            throw .compileFailed(output: outcome.output)
        }
        guard rename(partial.path, program.path) == 0 else {
            throw .compileFailed(output: "cannot move the reader to \(program.path): errno \(errno)")
        }
        return program
    }

    /// The `ReaderTool` folder in the engine's resources, and the build folder it sits in.
    static func locateSources() throws(SwiftReaderError) -> (sources: URL, buildRoot: URL) {
        var searched: [String] = []
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            for name in resourceBundleNames {
                let bundle = folder.appendingPathComponent(name)
                for candidate in [
                    bundle.appendingPathComponent("ReaderTool"), bundle.appendingPathComponent("Contents/Resources/ReaderTool"),
                ] {
                    searched.append(candidate.path)
                    if FileManager.default.fileExists(atPath: candidate.path) {
                        return (candidate, bundle.deletingLastPathComponent())
                    }
                }
            }
            folder = folder.deletingLastPathComponent()
        }
        throw .readerSourcesMissing(searched: searched)
    }
}
