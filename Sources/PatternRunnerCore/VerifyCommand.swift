import ExampleSupport
import Foundation

/// `verify`: runs examples and compares each golden file (the trace and the three flow views)
/// with what the run produces now.
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
            let failures = example.verifyAll().compactMap { file, comparison in
                comparison.report.map { "\(file.fileName): \($0)" }
            }
            if failures.isEmpty {
                passed += 1
                console.out.line("ok   \(example.name)")
            } else {
                failed += 1
                for failure in failures { console.out.line("FAIL \(example.name) \(failure)") }
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
        var written = 0, unchanged = 0
        for example in examples {
            let run = example.capturedRun()
            for file in GoldenFile.allCases {
                let url = example.sourceURL(of: file)
                // A file that still matches is left alone: the trace was written from the document.
                if GoldenComparison(documented: example.documented(file), actual: run.rendered(file)).passed {
                    unchanged += 1
                    continue
                }
                do {
                    try Data(run.rendered(file).utf8).write(to: url, options: .atomic)
                    written += 1
                    console.out.line("recorded \(example.name) → \(url.path)")
                } catch {
                    console.err.line("PatternRunner: cannot write \(url.path): \(error.localizedDescription)")
                    return .toolFailure
                }
            }
        }
        console.out.line("record: \(written) written, \(unchanged) unchanged")
        if written > 0 { console.err.line("Rebuild (swift build) so the bundled copies pick up the new files.") }
        return .success
    }
}
