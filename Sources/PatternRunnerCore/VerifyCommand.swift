import ExampleSupport
import Foundation

/// `verify`: runs examples and compares each trace with its documented output.
struct VerifyCommand {
    let examples: [ExampleDescriptor]
    let record: Bool
    let environment: RunnerEnvironment

    func run(console: Console) -> ExitStatus {
        if record {
            return recordGoldenFiles(console: console)
        }
        var passed = 0, failed = 0
        for example in examples {
            let comparison = example.verify()
            if let report = comparison.report {
                failed += 1
                console.out.line("FAIL \(example.name): \(report)")
            } else {
                passed += 1
                console.out.line("ok   \(example.name)")
            }
        }
        console.out.line("verify: \(passed) passed, \(failed) failed")
        return failed == 0 ? .success : .failure
    }

    /// Re-recording is an explicit act and never happens in CI.
    private func recordGoldenFiles(console: Console) -> ExitStatus {
        guard !environment.isCI else {
            console.err.line("PatternRunner: refusing to re-record golden files in CI (CI is set)")
            return .failure
        }
        for example in examples {
            let output = example.capturedOutput()
            do {
                try output.write(to: example.goldenSource, atomically: true, encoding: .utf8)
                console.out.line("recorded \(example.name) → \(example.goldenSource.path)")
            } catch {
                console.err.line("PatternRunner: cannot write \(example.goldenSource.path): \(error.localizedDescription)")
                return .toolFailure
            }
        }
        console.err.line("Rebuild (swift build) so the bundled copies pick up the new files.")
        return .success
    }
}
