import Foundation

/// The tests of an XCTest run, read from the lines XCTest prints for each (`Test Case
/// 'Suite.testName' started at …`, `… passed (0.001 seconds)`, `… failed (…)`). They only name
/// what failed: whether the run passed is its exit code (see ``TrialRun``), which a test's own
/// print cannot change.
enum XCTestOutput {
    static func tests(in output: String) -> [KataCheckResult.Test] {
        var order: [String] = []
        var status: [String: KataCheckResult.Test.Status] = [:]
        var issues: [String: [KataCheckResult.Issue]] = [:]
        for line in output.split(separator: "\n") {
            if let (name, issue) = failure(in: line) {
                issues[name, default: []].append(issue)
                continue
            }
            guard line.hasPrefix("Test Case '"), let close = line.dropFirst(11).firstIndex(of: "'") else { continue }
            // Xcode prints "-[Suite testName]"; corelibs-xctest "Suite.testName".
            let name = String(line[line.index(line.startIndex, offsetBy: 11)..<close])
            let rest = line[line.index(after: close)...]
            if rest.hasPrefix(" started") {
                if status[name] == nil { order.append(name) }
                status[name] = .interrupted
            } else if rest.hasPrefix(" passed (") || rest.hasPrefix(" failed (") || rest.hasPrefix(" skipped (") {
                if status[name] == nil { order.append(name) }
                status[name] = rest.hasPrefix(" failed") ? .failed : .passed
            }
        }
        return order.map { name in
            var test = KataCheckResult.Test(name: name, line: 0, status: status[name] ?? .notRun)
            // Why it failed, as XCTest said it; only for a test XCTest itself called failed.
            if test.status == .failed { test.issues = issues[name] ?? [] }
            return test
        }
    }

    /// The test and the reason of one failure line XCTest prints
    /// (`/…/MediatorTests.swift:17: error: BroadcastTests.testX : XCTAssertEqual failed: …`).
    static func failure(in line: Substring) -> (name: String, issue: KataCheckResult.Issue)? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let place = line[..<marker.lowerBound], rest = line[marker.upperBound...]
        guard let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...]),
            let separator = rest.range(of: " : ")
        else { return nil }
        let file = URL(fileURLWithPath: String(place[..<colon])).lastPathComponent
        let name = String(rest[..<separator.lowerBound])
        let reason = String(rest[separator.upperBound...])
        return (name, KataCheckResult.Issue(file: file, line: number, expectation: nil, comments: [reason]))
    }

    /// Whether XCTest printed the end of its whole run (`Test Suite 'All tests' passed at …`):
    /// the process then ended by XCTest's own hand, not a kill from outside.
    static func runEnded(in output: String) -> Bool {
        output.split(separator: "\n").contains { line in
            line.hasPrefix("Test Suite 'All tests' ") && (line.contains("' passed at ") || line.contains("' failed at "))
        }
    }
}
