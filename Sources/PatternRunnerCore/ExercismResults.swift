import Foundation
import KataEngine

/// A kata check as exercism's `results.json`, version 3 (status pass/fail/error; one entry per
/// test with name, status, message, output), so dashboards that read it work unchanged. The
/// extra `kata` and `mutants` keys are ignored by such readers.
struct ExercismResults: Encodable {
    struct TestEntry: Encodable {
        let name: String
        let status: String
        let message: String?
        let output: String?
    }

    let version = 3
    let status: String
    let message: String?
    let tests: [TestEntry]
    let kata: String
    let mutants: [KataCheckResult.MutantOutcome]?

    init(kata: KataInfo, result: KataCheckResult) {
        self.kata = kata.slug
        mutants = result.mutants
        var entries = result.tests.map { test in
            TestEntry(
                name: test.title,
                status: Self.status(of: test),
                message: test.issues.isEmpty
                    ? Self.interruptionMessage(test, result.interruption)
                    : test.issues.map { "\($0.file):\($0.line): \(MessageFold.folded($0.text))" }.joined(separator: "\n"),
                output: nil)
        }
        entries += (result.mutants ?? []).map { mutant in
            TestEntry(
                name: "mutant \(mutant.name): \(mutant.description)", status: mutant.caught ? "pass" : "fail",
                message: mutant.caught ? "caught by \(mutant.caughtBy.joined(separator: ", "))" : "survived every test", output: nil)
        }
        tests = entries
        switch result.status {
        case .passed:
            (status, message) = ("pass", nil)
        case .failed:
            (status, message) = ("fail", result.notes.isEmpty ? nil : result.notes.joined(separator: "\n"))
        case .compileError:
            (status, message) = ("error", result.compilerErrors.map { "\($0.place): error: \($0.text)" }.joined(separator: "\n"))
        case .toolError:
            (status, message) = ("error", (result.notes + [result.outputTail ?? ""]).joined(separator: "\n"))
        }
    }

    private static func status(of test: KataCheckResult.Test) -> String {
        switch test.status {
        case .passed: "pass"
        case .failed: "fail"
        case .interrupted, .notRun: "error"
        }
    }

    private static func interruptionMessage(_ test: KataCheckResult.Test, _ interruption: KataCheckResult.Interruption?) -> String? {
        switch test.status {
        case .passed, .failed: nil
        case .notRun: "not run: the test run stopped before this test"
        case .interrupted:
            interruption?.cause == .timeout || interruption?.cause == .processorTime
                ? "your code did not finish while this test was running"
                : "your code crashed while this test was running: \(interruption?.message ?? "no message")"
        }
    }

    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{\"version\": 3, \"status\": \"error\"}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
