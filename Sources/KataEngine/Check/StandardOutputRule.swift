import Foundation

/// Katas whose trace is the module's `print` (01, 03, 04, 05): anything else that reaches the
/// test binary's standard output — a leftover `debugPrint`, `dump`, `Swift.print`, `fputs` or a
/// write of the learner's own — is a line the real trace shows and no trace test sees. The check
/// runs the tests with standard output apart from everything else (Swift Testing reports on
/// standard error, the tests' traces go to the module's capture), so whatever arrives there came
/// from the learner's code, in whichever test, program or combination: decided by what arrives,
/// not by names in the code. Reported as one more test, passing or failing, like a design check.
enum StandardOutputRule {
    /// How much of the output is kept and quoted.
    static let keptBytes = 64 * 1024
    static let quotedLines = 5
    static let quotedCharacters = 200

    /// The rule's test for a run whose standard output was kept apart (`output`), or `nil`
    /// when the kata has no such rule or the run's output could not be kept apart.
    static func test(title: String?, output: String?) -> KataCheckResult.Test? {
        guard let title, let output else { return nil }
        guard let message = message(for: output) else {
            return KataCheckResult.Test(name: title, displayName: title, line: 0, status: .passed)
        }
        return KataCheckResult.Test(
            name: title, displayName: title, line: 0, status: .failed,
            issues: [KataCheckResult.Issue(file: "standard output", line: 0, expectation: nil, comments: [message])])
    }

    /// What a failure says about `output`: its first lines, each cut short, and how many there were.
    static func message(for output: String) -> String? {
        guard !output.isEmpty else { return nil }
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let quoted = lines.prefix(quotedLines).map { line in
            let shown = line.count > quotedCharacters ? line.prefix(quotedCharacters) + "…" : line
            return "    " + (shown.isEmpty ? "(blank line)" : String(shown))
        }
        let cut = output.utf8.count >= keptBytes ? " (more than \(keptBytes / 1024) KB in all)" : ""
        let more = lines.count > quotedLines ? "\n    … \(lines.count - quotedLines) more line(s)\(cut)" : ""
        return """
            Your code wrote \(lines.count) line(s) to standard output besides the module's `print` during the tests: lines the \
            real trace shows and the trace tests never see. Print only with the module's `print` (no `debugPrint`, `dump`, \
            `Swift.print` or write of your own). The first:
            \(quoted.joined(separator: "\n"))\(more)
            """
    }

    /// The first ``keptBytes`` of the file the run's standard output went to.
    static func read(_ file: URL) -> String {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return "" }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: keptBytes)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
