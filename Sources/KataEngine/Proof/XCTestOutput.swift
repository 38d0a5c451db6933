import Foundation

/// The tests of an XCTest run, read from the lines XCTest prints for each (`Test Case
/// 'Suite.testName' started at …`, `… passed (0.001 seconds)`, `… failed (…)`). They only name
/// what failed: whether the run passed is its exit code (see ``TrialRun``), which a test's own
/// print cannot change.
enum XCTestOutput {
    static func tests(in output: String) -> [KataCheckResult.Test] {
        var order: [String] = []
        var status: [String: KataCheckResult.Test.Status] = [:]
        for line in output.split(separator: "\n") {
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
        return order.map { KataCheckResult.Test(name: $0, line: 0, status: status[$0] ?? .notRun) }
    }

    /// Whether XCTest printed the end of its whole run (`Test Suite 'All tests' passed at …`):
    /// the process then ended by XCTest's own hand, not a kill from outside.
    static func runEnded(in output: String) -> Bool {
        output.split(separator: "\n").contains { line in
            line.hasPrefix("Test Suite 'All tests' ") && (line.contains("' passed at ") || line.contains("' failed at "))
        }
    }
}
