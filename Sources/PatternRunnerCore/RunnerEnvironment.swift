import Foundation

/// The facts about the outside world a command may depend on, injectable for tests.
public struct RunnerEnvironment: Sendable {
    /// True under continuous integration, where golden files must never be re-recorded.
    public var isCI: Bool
    /// The package root: where `Katas/` lives.
    public var packageRoot: URL

    public init(isCI: Bool, packageRoot: URL) {
        self.isCI = isCI
        self.packageRoot = packageRoot
    }

    /// Reads `CI` and `MEDIATOR_PLAYGROUND_ROOT` (default: the current directory).
    public static var current: RunnerEnvironment {
        let variables = ProcessInfo.processInfo.environment
        let ci = variables["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } ?? false
        let root = variables["MEDIATOR_PLAYGROUND_ROOT"] ?? FileManager.default.currentDirectoryPath
        return RunnerEnvironment(isCI: ci, packageRoot: URL(fileURLWithPath: root))
    }
}
