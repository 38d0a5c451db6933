import Foundation

/// Runs a kata's tests with `swift test` and distils the result, in the way the kata's kind asks.
enum KataChecker {
    static func check(_ kata: KataInfo, folder: URL) throws(KataError) -> KataTestResult {
        switch kata.kind {
        case .behaviour, .design: try runTests(in: folder)
        case .mutants: try MutantChecker.check(folder: folder, mutants: kata.mutants)
        }
    }

    /// One `swift test` run, building first when something changed.
    static func runTests(in folder: URL) throws(KataError) -> KataTestResult {
        // XCTest has nothing to run in a kata; skipping it saves a process start per check.
        let outcome = try ProcessRunner.run(["swift", "test", "--disable-xctest"], in: folder)
        return SwiftTestOutputParser.parse(outcome.output, exitStatus: outcome.status, kataFolder: folder.path)
    }
}
