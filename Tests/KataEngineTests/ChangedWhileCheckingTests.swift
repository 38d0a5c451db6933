import Foundation
import PlaygroundBasics
import Synchronization
import Testing

@testable import KataEngine

/// Runs tools for real; once asked, saves `text` into a file while the next test run runs.
private final class SaveDuringTestsRunner: ToolRunning {
    private let real = ProcessGroupRunner()
    private let pending = Mutex<(file: URL, text: String)?>(nil)

    func saveDuringNextTestRun(_ file: URL, text: String) { pending.withLock { $0 = (file, text) } }

    func run(_ invocation: ToolInvocation, onOutput: (@Sendable (String) -> Void)?) throws(PlumbingError) -> ToolOutcome {
        let outcome = try real.run(invocation, onOutput: onOutput)
        if invocation.arguments.contains("--testing-library"),
            let save = pending.withLock({ value in
                defer { value = nil }; return value
            })
        {
            try? Data(save.text.utf8).write(to: save.file)
        }
        return outcome
    }
}

/// "A file changed while checking" is said only when a file's content changed: never for what
/// the build writes itself (the sources SwiftPM derives on a first build), never for a file
/// touched with the same text.
@Suite(.serialized) struct ChangedWhileCheckingTests {
    private static let changed = "A file changed while checking; checking again."

    @Test func aFirstBuildWithNoEditsAndATouchWithTheSameTextSayNothingChanged() throws {
        let tiny = TinyKata(named: "changed-while-checking")
        defer { tiny.remove() }
        try tiny.writePackageExpectingOne()
        try tiny.write("Sources/Tiny/Work.swift", "public func work() -> Int { 1 }\n")
        let notices = Mutex<[String]>([])
        let runner = SaveDuringTestsRunner()
        let checker = KataChecker(runner: runner, testTimeout: 60, notice: { line in notices.withLock { $0.append(line) } })
        let work = tiny.folder.appendingPathComponent("Sources/Tiny/Work.swift")

        #expect(try checker.check(tiny.info, folder: tiny.folder).status == .passed)
        #expect(!notices.withLock { $0 }.contains(Self.changed), "a clean first build, no edits: \(notices.withLock { $0 })")

        // The same text written again while the tests run: checked again, silently.
        runner.saveDuringNextTestRun(work, text: "public func work() -> Int { 1 }\n")
        #expect(try checker.check(tiny.info, folder: tiny.folder).status == .passed)
        #expect(!notices.withLock { $0 }.contains(Self.changed), "no content changed: \(notices.withLock { $0 })")

        // A real edit while the tests run is said, and judged.
        runner.saveDuringNextTestRun(work, text: "public func work() -> Int { 2 }\n")
        #expect(try checker.check(tiny.info, folder: tiny.folder).status == .failed)
        #expect(notices.withLock { $0 }.contains(Self.changed), "an edit during the check: \(notices.withLock { $0 })")
    }
}
