import Foundation
import KataTestSupport
import Synchronization
import Testing

/// The program runner of KataTestSupport (which the model tests use) checked on a planted bug,
/// here because KataSupport has no test target of its own: a list that drops a negative value
/// once it holds five must be found by random programs, and the program reported must be the
/// shortest one, with every value simplified. Nothing here depends on the learner's code.
@Suite struct StateMachineRunnerTests {
    /// One step of the fake programs: append a value to the list.
    struct Append: ProgramStep {
        var value: Int
        var swiftLine: String { "list.append(\(value))" }
    }

    /// Plays a program against a plain array (the model) and a list that forgets negatives
    /// after five elements (the planted bug), comparing the counts after every step.
    static func execute(_ program: [Append]) -> ProgramFailure? {
        var model: [Int] = [], buggy: [Int] = []
        for (index, step) in program.enumerated() {
            model.append(step.value)
            if buggy.count < 5 || step.value >= 0 { buggy.append(step.value) }
            if buggy.count != model.count {
                return (
                    index,
                    Divergence(rule: "planted: every value is kept", yourCode: "\(buggy.count) values", ruleSays: "\(model.count) values")
                )
            }
        }
        return nil
    }

    @Test(
        "The program runner finds a planted bug and shrinks it to the shortest program with the simplest values",
        .disabled(if: ProcessInfo.processInfo.environment["SEED"] != nil, "SEED replays one program of the kata's own tests"))
    func findsAndShrinksAPlantedBug() {
        let recorded = Mutex<[String]>([])
        withKnownIssue {
            checkPrograms(
                "planted bug", programs: 100, step: { random, _ in Append(value: random.int(in: -1_000...1_000)) },
                simplify: { step in step.value == 0 ? [] : [Append(value: 0), Append(value: step.value < 0 ? -1 : 1)] },
                execute: Self.execute)
        } matching: { issue in
            recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        let reports = recorded.withLock { $0 }
        let expected = (Array(repeating: "    list.append(0)", count: 5) + ["    list.append(-1)"]).joined(separator: "\n")
        #expect(reports.count == 1)
        #expect(reports.first?.contains("Rule broken: planted: every value is kept") == true)
        #expect(reports.first?.contains("as Swift to paste into a test:\n\(expected)\nAt step 6 your code: 5 values") == true, "\(reports)")
        #expect(reports.first?.contains("The rule says: 6 values") == true)
    }

    @Test("The program runner records nothing when the code agrees with the model in every program")
    func recordsNothingWhenTheCodeAgrees() {
        var steps = 0
        checkPrograms("agrees", programs: 30, step: { random, _ in Append(value: random.int(in: 0...9)) }) { program in
            steps += program.count
            return nil
        }
        #expect(steps > 0)
    }
}
