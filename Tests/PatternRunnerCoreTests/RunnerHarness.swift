import Foundation
import PatternRunnerCore

/// Runs the runner in-process and keeps what it wrote to each stream.
struct RunnerResult {
    let status: ExitStatus
    let out: String
    let err: String

    /// `runner`: the binary a command may start in the background (a room's sender); none by default.
    init(
        _ arguments: [String], isCI: Bool = false, root: URL = URL(fileURLWithPath: "/nonexistent"), viaMake: Bool = false,
        runner: URL? = nil, seed: String? = nil
    ) {
        let out = CapturedOutput(), err = CapturedOutput()
        status = PatternRunnerCommand.main(
            arguments, console: Console(out: out, err: err),
            environment: RunnerEnvironment(isCI: isCI, packageRoot: root, viaMake: viaMake, runnerExecutable: runner, seed: seed))
        self.out = out.text
        self.err = err.text
    }

    /// Standard error is one reason line plus the pointer to help.
    var errorLines: [Substring] {
        err.split(separator: "\n")
    }
}
