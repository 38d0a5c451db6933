import Foundation

/// Turns a kata test result into what the learner reads, or into JSON for dashboards.
enum KataReport {
    /// Longest message shown per failure; the rest is in `swift test`'s own output.
    static let messageLineLimit = 8

    static func text(for kata: KataInfo, result: KataTestResult) -> String {
        var text = "Kata \(kata.slug) — \(kata.title)\n"
        text += result.notes.map { "\($0)\n" }.joined()
        if let mutants = result.mutants {
            return text + mutantSection(mutants, tests: result.tests) + footer(for: kata, passed: result.status == .passed)
        }
        switch result.status {
        case .passed:
            text += "✔ all \(result.tests) tests pass. Kata done!\n"
        case .failed:
            let failing = max(result.failedTests.count, result.messages.isEmpty ? 0 : 1)
            // With no failing test to show, the notes above are the whole story.
            if failing > 0 || result.notes.isEmpty { text += "✘ \(failing) of \(result.tests) tests failing:\n" }
            for message in result.messages {
                text += "\n  ✘ \(message.test ?? "?")  (\(message.file):\(message.line))\n"
                text += indented(message.text)
            }
            if kata.kind == .design, !result.failedTests.isEmpty, result.failedTests.allSatisfy(DesignCheck.isDesignCheck) {
                text += "\nThe behaviour tests pass; only the design check fails. Keep them green while you refactor.\n"
            }
        case .compileError:
            text += "✘ does not compile:\n"
            for message in result.messages {
                text += "  \(message.file):\(message.line): \(message.text)\n"
            }
        case .toolError:
            text += "✘ swift test did not run the tests. Its last lines:\n"
            text += indented(result.rawTail ?? "")
        }
        return text + footer(for: kata, passed: result.status == .passed)
    }

    private static func footer(for kata: KataInfo, passed: Bool) -> String {
        passed ? "" : "\nEdit: \(kata.files.joined(separator: ", "))   Hint: make hint NAME=\(kata.number)\n"
    }

    /// One line per mutant, caught or survived, and the verdict.
    static func mutantSection(_ mutants: [KataTestResult.MutantOutcome], tests: Int) -> String {
        let caught = mutants.filter(\.caught).count
        var text = "✔ your \(tests) test\(tests == 1 ? "" : "s") pass\(tests == 1 ? "es" : "") against the correct mediator\n"
        text += "\(caught == mutants.count ? "✔" : "✘") \(caught) of \(mutants.count) mutants caught:\n"
        let width = (mutants.map(\.name.count).max() ?? 0) + 2
        for mutant in mutants {
            let name = mutant.name.padding(toLength: width, withPad: " ", startingAt: 0)
            if mutant.caught {
                text += "  ✔ caught    \(name)\(mutant.description)\n              by \(mutant.caughtBy.joined(separator: ", "))\n"
            } else {
                text += "  ✘ survived  \(name)\(mutant.description)\n"
            }
        }
        text += caught == mutants.count ? "Every mutant caught. Kata done!\n" : "Write a test that fails for each survivor.\n"
        return text
    }

    static func json(for kata: KataInfo, result: KataTestResult) -> String {
        struct Document: Encodable {
            let kata: String
            let title: String
            let status: KataTestResult.Status
            let tests: Int
            let failed: Int
            let failedTests: [String]
            let messages: [KataTestResult.Message]
            let notes: [String]
            let mutants: [KataTestResult.MutantOutcome]?
        }
        let document = Document(
            kata: kata.slug, title: kata.title, status: result.status, tests: result.tests,
            failed: result.failedTests.count, failedTests: result.failedTests, messages: result.messages,
            notes: result.notes, mutants: result.mutants)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func indented(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        var shown = lines.prefix(messageLineLimit).map { "      \($0)" }
        if lines.count > messageLineLimit { shown.append("      … (\(lines.count - messageLineLimit) more lines)") }
        return shown.joined(separator: "\n") + "\n"
    }
}
