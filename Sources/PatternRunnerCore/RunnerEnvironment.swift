import Foundation
import KataEngine

/// The facts about the outside world a command may depend on, injectable for tests.
public struct RunnerEnvironment: Sendable {
    /// True under continuous integration, where golden files must never be re-recorded.
    public var isCI: Bool
    /// The package root: where `Katas/` lives.
    public var packageRoot: URL
    /// True when `make` started the runner, so messages name make variables (`FORCE=1`).
    public var viaMake: Bool
    /// Colour on a terminal, never when piped, with `NO_COLOR`, or on a `TERM=dumb` terminal.
    public var colour: Bool
    /// Standard input is a terminal: questions can be asked.
    public var interactive: Bool
    /// The PatternRunner executable, for work it hands to a background copy of itself (posting
    /// progress to a room); `nil` in tests, which run the commands in-process.
    public var runnerExecutable: URL?
    /// `SEED` as given (the kata tests replay that one generated scenario); checked by ``KataSeed``.
    public var seed: String?

    public init(
        isCI: Bool, packageRoot: URL, viaMake: Bool = false, colour: Bool = false, interactive: Bool = false, runnerExecutable: URL? = nil,
        seed: String? = nil
    ) {
        (self.isCI, self.packageRoot, self.viaMake, self.colour, self.interactive) = (isCI, packageRoot, viaMake, colour, interactive)
        (self.runnerExecutable, self.seed) = (runnerExecutable, seed)
    }

    /// Reads `CI`, `MEDIATOR_PLAYGROUND_ROOT` (default: the current directory),
    /// `PATTERN_RUNNER_VIA_MAKE`, `NO_COLOR` and `SEED`.
    public static var current: RunnerEnvironment {
        let variables = ProcessInfo.processInfo.environment
        func isSet(_ name: String) -> Bool {
            variables[name].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } ?? false
        }
        let root = variables["MEDIATOR_PLAYGROUND_ROOT"] ?? FileManager.default.currentDirectoryPath
        return RunnerEnvironment(
            isCI: isSet("CI"), packageRoot: URL(fileURLWithPath: root), viaMake: isSet("PATTERN_RUNNER_VIA_MAKE"),
            colour: isatty(STDOUT_FILENO) == 1 && variables["NO_COLOR"].map(\.isEmpty) ?? true && variables["TERM"] != "dumb",
            interactive: isatty(STDIN_FILENO) == 1,
            runnerExecutable: Bundle.main.executableURL.flatMap { $0.lastPathComponent == "PatternRunner" ? $0 : nil },
            seed: variables["SEED"])
    }
}

extension RunnerEnvironment {
    /// A path the user typed: absolute as it is, relative from the package root.
    func resolve(_ path: String) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageRoot.appendingPathComponent(path)
        return url.standardizedFileURL
    }
}

extension RunnerEnvironment {
    /// The kata catalog of this repository, or `nil` after saying on `console` why it cannot be read.
    func loadCatalog(reportingTo console: Console) -> KataCatalog? {
        do {
            return try KataCatalog.load(root: packageRoot)
        } catch {
            console.err.line("PatternRunner: \(error.message)")
            return nil
        }
    }
}
