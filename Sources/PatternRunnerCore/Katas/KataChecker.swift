import Foundation

/// Runs a kata's tests with `swift test` and distils the result.
enum KataChecker {
    static func check(folder: URL) throws(KataError) -> KataTestResult {
        // XCTest has nothing to run in a kata; skipping it saves a process start per check.
        let outcome = try ProcessRunner.run(["swift", "test", "--disable-xctest"], in: folder)
        return SwiftTestOutputParser.parse(outcome.output, exitStatus: outcome.status, kataFolder: folder.path)
    }
}
