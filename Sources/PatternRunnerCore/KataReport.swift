import Foundation
import KataEngine
import PlaygroundBasics

/// Turns a kata check into what the learner reads, or into exercism's results.json.
/// Everything the test process said (test names, messages, file names, crash places, notes
/// quoting them) reaches the terminal through ``TerminalText/safe(_:)``, a name on one line and
/// a message line by line: a test cannot draw a fake verdict or hide the real one.
struct KataReport {
    let style: Style
    /// The terminal's width: a compiler error's source line and caret are fitted to it.
    var width = TerminalWidth.forProse

    func text(for kata: KataInfo, result: KataCheckResult) -> String {
        var text = style.bold("Kata \(kata.slug) — \(kata.title)") + "\n"
        text += result.notes.map { "\(Self.safeLines($0))\n" }.joined()
        if let mutants = result.mutants {
            return text + mutantSection(mutants, tests: result.tests.count) + footer(for: kata, result: result)
        }
        switch result.status {
        case .passed:
            text += style.pass("✔ all \(result.tests.count) tests pass. Kata done!") + "\n"
        case .failed:
            if let interruption = result.interruption { text += interruptionLines(interruption) }
            let failing = RuleLead.ordered(result.failedTests.filter { $0.status == .failed })
            if !failing.isEmpty {
                text += style.fail("✘ \(failing.count) of \(result.tests.count) tests failing:") + "\n"
            }
            var shown: [String: String] = [:]
            for (position, test) in failing.enumerated() {
                if position == 1, RuleLead.ruleFailureSize(of: failing[0]) != nil || !RuleLead.ruleNumbers(in: failing[0].title).isEmpty {
                    text += "\n" + style.dim("  The tests below fail too, most likely from the same bug: fix the rule above first.") + "\n"
                }
                text += "\n  " + style.fail("✘ \(TerminalText.safe(test.title))") + "\n"
                // An expectation in a loop fails once per turn with the same words: say it once.
                var repeats: [(issue: KataCheckResult.Issue, times: Int)] = []
                for issue in test.issues {
                    if let index = repeats.firstIndex(where: { $0.issue == issue }) {
                        repeats[index].times += 1
                    } else {
                        repeats.append((issue, 1))
                    }
                }
                for (issue, times) in repeats {
                    text += style.dim("    at \(TerminalText.safe(issue.file)):\(issue.line)\(times > 1 ? " (\(times) times)" : "")") + "\n"
                    let words = Self.safeLines(issue.learnerWords)
                    let body = RuleLead.withoutRuleAndSeed(words)
                    if let earlier = shown[body], !body.isEmpty {
                        // One block per bug: the same scenario and difference again only adds lines.
                        let again =
                            "the same \(words.hasPrefix("Rule broken: ") ? "smallest scenario and difference" : "failure") as \"\(earlier)\" above"
                        text += indented(RuleLead.seedLines(words).reduce(again) { $0 + "\n" + $1 })
                    } else {
                        shown[body] = TerminalText.safe(test.title)
                        text += indented(MessageFold.folded(words))
                    }
                }
            }
            if kata.kind == .design, !failing.isEmpty, failing.allSatisfy({ $0.title.hasPrefix("Design check") }) {
                text += "\nThe behaviour tests pass; only the design check fails. Keep them green while you refactor.\n"
            }
        case .compileError:
            text += style.fail("✘ does not compile:") + "\n"
            for error in result.compilerErrors {
                text += "  \(TerminalText.safe(error.place)): error: \(Self.safeLines(error.text))\n"
                if let source = error.source, let column = error.column {
                    text += SourceExcerpt(line: error.line, source: source, column: column, width: width - 2).lines.map { "  \($0)\n" }
                        .joined()
                }
            }
        case .toolError:
            // Blank lines of the tail say nothing: without any other, "Their last lines:" is not said.
            let tail = Self.safeLines(result.outputTail ?? "").split(separator: "\n").filter {
                !$0.allSatisfy(\.isWhitespace)
            }.joined(separator: "\n")
            text += style.fail("✘ the tools could not run the tests.") + (tail.isEmpty ? "\n" : " Their last lines:\n")
            if !tail.isEmpty { text += indented(tail) }
        }
        return text + footer(for: kata, result: result)
    }

    /// What a learner needs to hear when their code never finished or crashed.
    private func interruptionLines(_ interruption: KataCheckResult.Interruption) -> String {
        let running = interruption.runningTests.map { "`\(TerminalText.safe($0))`" }.joined(separator: ", ")
        let during =
            running.isEmpty
            ? "" : (interruption.runningTests.count == 1 ? "; the test \(running) was running" : "; the tests \(running) were running")
        switch interruption.cause {
        case .processorTime:
            let seconds = interruption.seconds.map { " in \(Int($0)) s of processor time" } ?? ""
            return style.fail("✘ your code did not finish\(seconds)\(during).") + "\n"
                + "  Look for a loop that never ends, a mediator that notifies itself again and again, or work that grows\n"
                + "  faster than the test's input (a search of every receiver for each receiver: the big tests have thousands).\n"
        case .timeout:
            let seconds = interruption.seconds.map { " in \(Int($0)) s" } ?? ""
            // A run that kept working got more time, so say why it was stopped when it was.
            let quiet = interruption.quietSeconds.map { ", and it had done almost no work in the last \(Int($0)) s" } ?? ""
            return style.fail("✘ your code did not finish\(seconds)\(quiet)\(during).") + "\n"
                + "  Look for a wait that never ends (a continuation never resumed, a lock taken twice, a task awaiting\n"
                + "  itself) or a loop that never ends.\n"
        case .crash:
            return style.fail("✘ your code crashed\(during):") + "\n"
                + "  \(interruption.message.map(Self.safeLines) ?? Self.silentCrash)\n"
        }
    }

    /// A crash that left no message: a stack overflow has no stack left to write one, and a
    /// data race breaks memory where the runtime cannot tell who did it.
    static let silentCrash =
        "(no message: often endless recursion, which overflows the stack, or a data race: state shared between tasks or threads with no actor or lock)"

    /// Where to look next: the files the compiler blamed when the code does not compile (a
    /// helper file of the learner's, a given file they changed), else the kata's own; none when
    /// the tools failed, which is not the learner's code. Kata 11's learner writes tests in
    /// files of any name: a verdict no assertion of theirs points at names their tests' folder.
    func footer(for kata: KataInfo, result: KataCheckResult) -> String {
        let hint = "Hint: make hint NAME=\(kata.number)"
        switch result.status {
        case .passed: return ""
        case .toolError: return "\n\(hint)\n"
        case .compileError, .failed:
            func folder(_ path: String) -> String { (path as NSString).deletingLastPathComponent }
            let ownFolders = Set(kata.files.map(folder))
            // The files the compiler blamed in the kata; for a failing test, where the learner
            // writes the tests (kata 11), the files of theirs whose assertions failed.
            let named =
                result.status == .compileError
                ? result.compilerErrors.map(\.file).filter { !$0.hasPrefix("/") }
                : result.failedTests.flatMap(\.issues).map(\.file).filter { ownFolders.contains(folder($0)) }
            var seen = Set<String>()
            let distinct = named.filter { seen.insert($0).inserted }
            if distinct.isEmpty, kata.kind == .mutants {
                // Kata 11's tests may sit in any file of the folder: name the folder, not the starter's file.
                let folders = Array(Set(kata.files.map { folder($0) + "/" })).sorted()
                return "\nEdit: your tests in \(folders.joined(separator: ", "))   \(hint)\n"
            }
            let files = distinct.isEmpty ? kata.files : distinct.prefix(4).map { TerminalText.safe($0) }
            return "\nEdit: \(files.joined(separator: ", "))   \(hint)\n"
        }
    }

    /// One line per named mutant, caught or survived; the generated ones counted, with each
    /// survivor and the contract clause it breaks; and the verdict.
    func mutantSection(_ mutants: [KataCheckResult.MutantOutcome], tests: Int) -> String {
        let named = mutants.filter { !$0.generated && !$0.pool }, generated = mutants.filter(\.generated)
        let caught = named.filter(\.caught).count
        var text =
            style.pass("✔ your \(tests) test\(tests == 1 ? "" : "s") pass\(tests == 1 ? "es" : "") against the correct mediator") + "\n"
        text +=
            (caught == named.count
                ? style.pass("✔ \(caught) of \(named.count) named mutants caught:")
                : style.fail("✘ \(caught) of \(named.count) named mutants caught:")) + "\n"
        let width = (named.map(\.name.count).max() ?? 0) + 2
        for mutant in named {
            let name = mutant.name.padding(toLength: width, withPad: " ", startingAt: 0)
            if mutant.caught {
                let by = mutant.caughtBy.map(TerminalText.safe).joined(separator: ", ")
                text += "  ✔ caught    \(name)\(mutant.description)\n              by \(by)\n"
            } else {
                text += style.fail("  ✘ survived  \(name)\(mutant.description)") + "\n"
            }
        }
        let pool = mutants.filter(\.pool), poolSurvivors = pool.filter { !$0.caught }
        if !pool.isEmpty {
            let line =
                "\(pool.count - poolSurvivors.count) of \(pool.count) mutants of the pool caught (at least three for each clause of the contract)"
            text += (poolSurvivors.isEmpty ? style.pass("✔ " + line) : style.fail("✘ " + line)) + "\n"
            for survivor in poolSurvivors { text += style.fail("  ✘ survived  \(survivor.name): \(survivor.description)") + "\n" }
        }
        let survivors = generated.filter { !$0.caught }
        if !generated.isEmpty {
            let line =
                "\(generated.count - survivors.count) of \(generated.count) generated mutants caught (small changes the mutation engine made to the mediator)"
            text += (survivors.isEmpty ? style.pass("✔ " + line) : style.fail("✘ " + line)) + "\n"
            for survivor in survivors { text += style.fail("  ✘ survived  \(survivor.name): \(survivor.description)") + "\n" }
        }
        let done = mutants.allSatisfy(\.caught)
        text += done ? "Every mutant caught. Kata done!\n" : "Write a test that fails for each survivor: pin down the clause it breaks.\n"
        return text
    }

    /// `text` made safe line by line: its own line breaks stay, nothing else that steers a terminal.
    static func safeLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.safe(String($0)) }.joined(separator: "\n")
    }

    private func indented(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { "      \($0)" }.joined(separator: "\n") + "\n"
    }
}
