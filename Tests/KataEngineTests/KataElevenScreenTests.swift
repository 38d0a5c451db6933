import Foundation
import PlaygroundBasics
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// Kata 11's cheats that the screen refuses before anything builds: each in its own copy of the
/// kata, so they run side by side with each other and with the suite that builds
/// (``KataElevenJudgeTests``), which must take its builds one at a time.
@Suite struct KataElevenScreenTests {
    @Test("Files that reach beyond the mediator are refused before anything builds, whatever hides them", arguments: ScreenedCheats.all)
    func screenedCheatsAreRefused(cheat: ScreenedCheats.Cheat) throws {
        let (temporary, kata, copy) = try KataElevenJudgeTests.kataCopy()
        let files = [KataElevenJudgeTests.testFile: cheat.text].merging(cheat.extraFiles) { first, _ in first }
        let result = try KataElevenJudgeTests.judge(kata, in: copy, files: files, only: [])
        #expect(result.status == .failed, "\(cheat.name)")
        let refusal = result.notes.first { $0.hasPrefix("Refused:") }
        #expect(refusal?.contains(cheat.reason) == true, "\(cheat.name): \(result.notes)")
        #expect(result.mutants == nil && result.tests.isEmpty, "\(cheat.name): refused before any run")
        #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent(".build/kata-trial").path), "nothing was built")
        withExtendedLifetime(temporary) {}
    }
}
