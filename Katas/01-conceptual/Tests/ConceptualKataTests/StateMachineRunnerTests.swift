import Foundation
import KataTestSupport
import Synchronization
import Testing

/// The program runner of KataTestSupport (which the model tests use) checked on a planted bug,
/// here because KataSupport has no test target of its own: a list that drops a negative value
/// once it holds five must be found by random programs, and the program reported must be the
/// shortest one, with every value simplified. Nothing here depends on the learner's code.
@Suite struct StateMachineRunnerTests {
    /// The mutation proof turns shrinking off: it asks only whether a test fails.
    static let unshrunk = ProcessInfo.processInfo.environment["KATA_SHRINK"] == "0"

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

    /// What the runner records when `run` checks programs that fail, one text per issue (the
    /// failures are expected: recorded as known issues, so the test itself does not fail).
    static func reports(of run: () -> Void) -> [String] {
        let recorded = Mutex<[String]>([])
        withKnownIssue {
            run()
        } matching: { issue in
            recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        return recorded.withLock { $0 }
    }

    @Test(
        "The program runner finds a planted bug and shrinks it to the shortest program with the simplest values",
        .disabled(if: ProcessInfo.processInfo.environment["SEED"] != nil, "SEED replays one program of the kata's own tests"),
        .disabled(if: unshrunk, "the mutation proof reports failures unshrunk (KATA_SHRINK=0)"))
    func findsAndShrinksAPlantedBug() {
        let reports = Self.reports {
            checkPrograms(
                "planted bug", programs: 100, step: { random, _ in Append(value: random.int(in: -1_000...1_000)) },
                simplify: { step in step.value == 0 ? [] : [Append(value: 0), Append(value: step.value < 0 ? -1 : 1)] },
                execute: Self.execute)
        }
        let expected = (Array(repeating: "    list.append(0)", count: 5) + ["    list.append(-1)"]).joined(separator: "\n")
        #expect(reports.count == 1)
        #expect(reports.first?.contains("Rule broken: planted: every value is kept") == true)
        #expect(reports.first?.contains("as Swift to paste into a test:\n\(expected)\nAt step 6 your code: 5 values") == true, "\(reports)")
        #expect(reports.first?.contains("The rule says: 6 values") == true)
        #expect(reports.first?.contains("Run once more") == false, "the planted bug fails the same way every time: \(reports)")
    }

    /// `times` appends of one value in a row: a warm-up's flood when `times` is in the thousands.
    struct Flood: ProgramStep {
        var value: Int, times: Int
        var swiftLine: String { times == 1 ? "list.append(\(value))" : "for _ in 0..<\(times) { list.append(\(value)) }" }
        var calls: Int { times }
    }

    /// A warm program reruns its warm-up with every candidate; made light first, a failure that
    /// needs no flood shrinks on light candidates only (two heavy runs: the program and its cut).
    @Test(
        "A failing program's floods are made light before anything else: after the failing run and its cut, no candidate runs a flood",
        .disabled(if: ProcessInfo.processInfo.environment["SEED"] != nil, "SEED replays one program of the kata's own tests"),
        .disabled(if: unshrunk, "the mutation proof reports failures unshrunk (KATA_SHRINK=0)"))
    func floodsAreMadeLightFirst() {
        let heavyRuns = Mutex(0)
        let reports = Self.reports {
            checkPrograms(
                "planted flood", programs: 1, lengths: 6...6, shrinkBudget: 40,
                step: { _, soFar in Flood(value: soFar.count, times: soFar.count == 2 ? 32_769 : 1) },
                simplify: { step in step.times > 1 ? [Flood(value: step.value, times: step.times / 2), Flood(value: step.value, times: 1)] : [] }
            ) { program in
                if program.contains(where: { $0.times >= FloodSize.smallest }) { heavyRuns.withLock { $0 += 1 } }
                // Planted: a 2 is never kept, however many are appended.
                var model = 0, buggy = 0
                for (index, step) in program.enumerated() {
                    model += step.times
                    buggy += step.value == 2 ? 0 : step.times
                    if model != buggy {
                        return (index, Divergence(rule: "planted: every 2 is kept", yourCode: "\(buggy) values", ruleSays: "\(model) values"))
                    }
                }
                return nil
            }
        }
        #expect(reports.first?.contains("as Swift to paste into a test:\n    list.append(2)\nAt step 1 your code: 0 values") == true, "\(reports)")
        #expect(heavyRuns.withLock { $0 } == 2, "the failing program and its cut after the failing step; every candidate after them runs light")
    }

    /// Negatives dropped once the list holds five, but only by the first list of the process
    /// to meet one: state kept outside the list, as a learner's `static` would be.
    static let dropsOnce = Mutex(true)

    static func executeOnce(_ program: [Append]) -> ProgramFailure? {
        var kept = 0
        for (index, step) in program.enumerated() {
            if kept >= 5, step.value < 0,
                dropsOnce.withLock({ drops in
                    defer { drops = false }; return drops
                })
            {
                return (index, Divergence(rule: "planted: negatives are kept", yourCode: "dropped \(step.value)", ruleSays: "keep it"))
            }
            kept += 1
        }
        return nil
    }

    @Test(
        "A failure that does not come back when the shortest program runs again is said to depend on what ran before",
        .disabled(if: ProcessInfo.processInfo.environment["SEED"] != nil, "SEED replays one program of the kata's own tests"))
    func aFailureThatDependsOnHistoryIsSaidToDoSo() {
        let reports = Self.reports {
            checkPrograms(
                "planted history", programs: 100, step: { random, _ in Append(value: random.int(in: -1_000...1_000)) },
                execute: Self.executeOnce)
        }
        #expect(reports.count == 1)
        #expect(
            reports.first?.contains("the same program did not fail: what your code does depends on what ran before it") == true,
            "\(reports)")
    }

    /// A list with two planted bugs: negatives dropped once it holds five, and values over 900
    /// dropped while it holds fewer than two. Every program repeats 1, 1, 1, 950, 1, 1, -5, so a
    /// long one breaks the negatives' rule first; `[950]`, a shorter program, the other rule.
    static func executeTwoBugs(_ program: [Append]) -> ProgramFailure? {
        var kept = 0
        for (index, step) in program.enumerated() {
            if kept < 2, step.value > 900 {
                return (index, Divergence(rule: "planted: big values are kept", yourCode: "dropped \(step.value)", ruleSays: "keep it"))
            }
            if kept >= 5, step.value < 0 {
                return (index, Divergence(rule: "planted: negatives are kept", yourCode: "dropped \(step.value)", ruleSays: "keep it"))
            }
            kept += 1
        }
        return nil
    }

    @Test(
        "Shrinking keeps to the rule the program broke first: a shorter program that breaks another rule is no smaller example of it",
        .disabled(if: ProcessInfo.processInfo.environment["SEED"] != nil, "SEED replays one program of the kata's own tests"),
        .disabled(if: unshrunk, "the mutation proof reports failures unshrunk (KATA_SHRINK=0)"))
    func shrinkingKeepsToTheFirstRuleBroken() {
        let cycle = [1, 1, 1, 950, 1, 1, -5]
        let reports = Self.reports {
            checkPrograms(
                "two planted bugs", programs: 100, step: { _, soFar in Append(value: cycle[soFar.count % cycle.count]) },
                execute: Self.executeTwoBugs)
        }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("Rule broken: planted: negatives are kept") == true, "\(reports)")
        #expect(reports.first?.contains("list.append(-5)\nAt step") == true, "\(reports)")
    }

    @Test("SEED replays one seed; a SEED that is no whole number from 0 up is refused with the good values, never ignored")
    func aBadSeedIsRefusedNotIgnored() {
        #expect(PropertySeeds.seeds(for: nil, count: 3) == .success([0, 1, 2]))
        #expect(PropertySeeds.seeds(for: "", count: 2) == .success([0, 1]), "SEED= is no seed given")
        #expect(PropertySeeds.seeds(for: "17", count: 3) == .success([17]))
        for bad in ["abc", "-1", "1.5", " 7", "18446744073709551616", "7\u{1B}[2J"] {
            guard case .failure(let error) = PropertySeeds.seeds(for: bad, count: 3) else {
                Issue.record("SEED=\(bad) was taken as a seed")
                continue
            }
            #expect(error.message.contains("is not a seed: a seed is a whole number from 0 to 18446744073709551615"), "\(error.message)")
            #expect(!error.message.contains("\u{1B}"), "a control character is shown escaped")
        }
    }

    /// One step of a fake program that appends a text; the planted bug keeps an equal text once.
    struct Tag: ProgramStep {
        var text: String
        var swiftLine: String { "list.append(\(swiftLiteral(text)))" }
    }

    static func executeTags(_ program: [Tag]) -> ProgramFailure? {
        var seen = Set<String>()
        for (index, step) in program.enumerated() where !seen.insert(step.text).inserted {
            return (index, Divergence(rule: "planted: equal texts are kept twice", yourCode: "dropped the second", ruleSays: "keep it"))
        }
        return nil
    }

    @Test(
        "Shrinking rewrites a value several steps share in all of them at once, where shortening one would lose the failure",
        .disabled(if: ProcessInfo.processInfo.environment["SEED"] != nil, "SEED replays one program of the kata's own tests"),
        .disabled(if: unshrunk, "the mutation proof reports failures unshrunk (KATA_SHRINK=0)"))
    func shrinkingRewritesASharedValueEverywhere() {
        let long = String(repeating: "x", count: 40)
        let reports = Self.reports {
            checkPrograms(
                "planted shared value", programs: 30,
                step: { random, soFar in Tag(text: soFar.isEmpty ? long : random.pick([long, "b"])) },
                simplify: { step in step.text.count > 1 ? [Tag(text: String(step.text.prefix(1)))] : [] },
                rewrite: { program in
                    Set(program.map(\.text).filter { $0.count > 1 }).map { value in
                        program.map { $0.text == value ? Tag(text: String(value.prefix(1))) : $0 }
                    }
                },
                execute: Self.executeTags)
        }
        #expect(reports.count == 1)
        #expect(
            reports.first?.contains("as Swift to paste into a test:\n    list.append(\"x\")\n    list.append(\"x\")\nAt step 2") == true,
            "\(reports)")
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
