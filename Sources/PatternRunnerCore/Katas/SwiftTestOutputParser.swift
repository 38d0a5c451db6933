/// Reads the output of `swift test` (Swift Testing's console format and compiler diagnostics)
/// and keeps only what a learner needs: which tests failed, where, and why.
enum SwiftTestOutputParser {
    /// The symbols Swift Testing starts its event lines with on Linux.
    private static let eventMarkers: Set<Character> = ["◇", "✔", "✘", "↳", "⚠", "⊘", "→", "•"]

    static func parse(_ output: String, exitStatus: Int32, kataFolder: String) -> KataTestResult {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let compileErrors = diagnostics("error", in: lines, kataFolder: kataFolder)
        let warnings = diagnostics("warning", in: lines, kataFolder: kataFolder)
        guard let summary = lines.last(where: { $0.contains("Test run with ") }) else {
            let status: KataTestResult.Status = compileErrors.isEmpty ? .toolError : .compileError
            let tail = compileErrors.isEmpty ? lines.suffix(25).joined(separator: "\n") : nil
            return KataTestResult(
                status: status, tests: 0, failedTests: [], messages: compileErrors, rawTail: tail, warnings: warnings)
        }
        let tests = summary.firstMatch(of: #/Test run with (\d+) tests?/#).flatMap { Int($0.1) } ?? 0
        let failedTests = lines.compactMap { line -> String? in
            guard !line.hasPrefix("✘ Test run with ") else { return nil }
            return line.firstMatch(of: #/^✘ Test (.+?) failed after/#).map { String($0.1) }
        }
        let passed = exitStatus == 0 && summary.contains("passed") && failedTests.isEmpty
        return KataTestResult(
            status: passed ? .passed : .failed, tests: tests, failedTests: failedTests,
            messages: issues(in: lines), rawTail: nil, warnings: warnings)
    }

    /// `✘ Test name() recorded an issue at File.swift:12:9: message`, its continuation lines,
    /// and the `↳` comments right after it.
    private static func issues(in lines: [String]) -> [KataTestResult.Message] {
        let start = #/^✘ Test (.+?) recorded an issue(?: with .+?)? at ([^:\s]+):(\d+):\d+: (.*)$/#
        var messages: [KataTestResult.Message] = []
        var current: KataTestResult.Message?
        var inComments = false
        for line in lines {
            if let match = line.firstMatch(of: start) {
                if let current { messages.append(current) }
                current = KataTestResult.Message(
                    test: String(match.1), file: String(match.2), line: Int(match.3) ?? 0, text: String(match.4))
                inComments = false
            } else if var message = current {
                if line.hasPrefix("↳ ") {
                    let comment = String(line.dropFirst(2))
                    message.text = message.text == "Issue recorded" ? comment : message.text + "\n" + comment
                    inComments = true
                    current = message
                } else if let first = line.first, eventMarkers.contains(first) || inComments {
                    messages.append(message)
                    current = nil
                } else {
                    message.text += "\n" + line
                    current = message
                }
            }
        }
        if let current { messages.append(current) }
        return messages
    }

    /// `path/File.swift:3:5: error: message` (or `warning:`), once each, with paths shown
    /// inside the kata.
    static func diagnostics(_ severity: String, in lines: [String], kataFolder: String) -> [KataTestResult.Message] {
        var seen: Set<String> = []
        var errors: [KataTestResult.Message] = []
        let marker = ": \(severity): "
        for line in lines where line.contains(marker) {
            guard let match = line.firstMatch(of: #/^(.+?\.swift):(\d+):(\d+): (?:error|warning): (.*)$/#) else { continue }
            let key = "\(match.1):\(match.2):\(match.3):\(match.4)"
            guard seen.insert(key).inserted else { continue }
            var file = String(match.1)
            if file.hasPrefix(kataFolder + "/") { file.removeFirst(kataFolder.count + 1) }
            errors.append(.init(test: nil, file: file, line: Int(match.2) ?? 0, text: String(match.4)))
        }
        return errors
    }
}
