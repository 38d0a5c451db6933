import Foundation
import PlaygroundBasics
import Synchronization
import Testing

@testable import KataEngine

/// Runs tools for real, but the first time a build step starts it saves other text into the
/// learner's file, lets the compiler read it, then saves the file back as it was: a save made
/// and undone while a build runs. No timing: the edit happens inside the build, by construction.
private final class UndoneSaveRunner: ToolRunning {
    private let real = ProcessGroupRunner()
    private let pending = Mutex<(file: URL, interim: String)?>(nil)

    /// The next build step (SwiftPM, or a compiler job of the quick rebuild) reads `interim`.
    func saveDuringNextBuild(_ file: URL, interim: String) { pending.withLock { $0 = (file, interim) } }

    private let kept = Mutex<(file: URL, text: String)?>(nil)

    /// While the next test run runs, `text` is saved into `file` and stays there.
    func saveDuringNextTestRun(_ file: URL, text: String) { kept.withLock { $0 = (file, text) } }

    func run(_ invocation: ToolInvocation, onOutput: (@Sendable (String) -> Void)?) throws(PlumbingError) -> ToolOutcome {
        if invocation.arguments.contains("--testing-library"),
            let save = kept.withLock({ value in
                defer { value = nil }; return value
            })
        {
            let outcome = try real.run(invocation, onOutput: onOutput)
            try? Data(save.text.utf8).write(to: save.file)
            return outcome
        }
        let builds = invocation.arguments.starts(with: ["swift", "build"]) || invocation.arguments.contains("-frontend")
        guard builds,
            let edit = pending.withLock({ value in
                defer { value = nil }; return value
            }),
            let original = try? Data(contentsOf: edit.file)
        else { return try real.run(invocation, onOutput: onOutput) }
        try? Data(edit.interim.utf8).write(to: edit.file)
        defer { try? original.write(to: edit.file) }
        return try real.run(invocation, onOutput: onOutput)
    }
}

/// A check judges what is on disk when it ends, even when a save was made and undone while it
/// built, or made while its tests ran.
@Suite(.serialized) struct SavesDuringABuildTests {
    private let tiny = TinyKata(named: "saves-during-build")
    private let runner = UndoneSaveRunner()
    private var checker: KataChecker { KataChecker(runner: runner, testTimeout: 60) }
    var folder: URL { tiny.folder }
    var kata: KataInfo { tiny.info }
    var work: URL { folder.appendingPathComponent("Sources/Tiny/Work.swift") }

    private func write(_ path: String, _ text: String) throws { try tiny.write(path, text) }

    private func makePackage() throws { try tiny.writePackageExpectingOne() }

    private func removeFolder() { tiny.remove() }

    static func work(returning value: Int) -> String { "public func work() -> Int {\n    \(value)\n}\n" }

    @Test func aSaveUndoneDuringABuildIsNeverWhatIsJudged() throws {
        defer { removeFolder() }
        try makePackage()
        try write("Sources/Tiny/Work.swift", Self.work(returning: 1))
        // The first build (SwiftPM's) reads a wrong interim save; the file ends as it began.
        runner.saveDuringNextBuild(work, interim: Self.work(returning: 0))
        #expect(try checker.check(kata, folder: folder).status == .passed, "judged the text on disk, not the interim save")
        // A quick rebuild: an edit, then a wrong save undone while the compiler reads it.
        try write("Sources/Tiny/Work.swift", Self.work(returning: 1) + "// edited\n")
        runner.saveDuringNextBuild(work, interim: Self.work(returning: 2))
        #expect(try checker.check(kata, folder: folder).status == .passed)
        // The same the other way round: failing code on disk, a passing save read and undone.
        try write("Sources/Tiny/Work.swift", Self.work(returning: 3))
        runner.saveDuringNextBuild(work, interim: Self.work(returning: 1))
        #expect(try checker.check(kata, folder: folder).status == .failed)
        #expect(try checker.check(kata, folder: folder).status == .failed, "and the next check, finding nothing new, agrees")
    }

    @Test func aSaveWhileTheTestsRunIsJudgedBeforeAnyVerdict() throws {
        defer { removeFolder() }
        try makePackage()
        try write("Sources/Tiny/Work.swift", Self.work(returning: 0))
        #expect(try checker.check(kata, folder: folder).status == .failed)
        // Passing code is checked; while its tests run, failing code is saved over it.
        try write("Sources/Tiny/Work.swift", Self.work(returning: 1))
        runner.saveDuringNextTestRun(work, text: Self.work(returning: 0))
        #expect(try checker.check(kata, folder: folder).status == .failed, "the verdict is about the failing code now on disk")
        // The other way round, and the save made during a build too.
        runner.saveDuringNextBuild(work, interim: Self.work(returning: 2))
        runner.saveDuringNextTestRun(work, text: Self.work(returning: 1))
        try write("Sources/Tiny/Work.swift", Self.work(returning: 3))
        #expect(try checker.check(kata, folder: folder).status == .passed)
    }
}
