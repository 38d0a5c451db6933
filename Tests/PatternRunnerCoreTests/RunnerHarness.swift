import Foundation
import PatternRunnerCore

/// Runs the runner in-process and keeps what it wrote to each stream.
struct RunnerResult {
    let status: ExitStatus
    let out: String
    let err: String

    init(_ arguments: [String], isCI: Bool = false, root: URL = URL(fileURLWithPath: "/nonexistent"), viaMake: Bool = false) {
        let out = CapturedOutput(), err = CapturedOutput()
        status = PatternRunnerCommand.main(
            arguments, console: Console(out: out, err: err),
            environment: RunnerEnvironment(isCI: isCI, packageRoot: root, viaMake: viaMake))
        self.out = out.text
        self.err = err.text
    }

    /// Standard error is one reason line plus the pointer to help.
    var errorLines: [Substring] {
        err.split(separator: "\n")
    }
}
