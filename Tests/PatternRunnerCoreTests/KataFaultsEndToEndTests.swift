import Foundation
import KataEngine
import PlaygroundBasics
import PlaygroundTestSupport
import Testing

/// A one-kata repository whose learner file the test rewrites: what a learner sees when their
/// code loops for ever or crashes, and that Ctrl-C leaves nothing running. One package, built
/// once (about 10 s cold), serves every step.
private final class TinyKataRoot {
    let fixture: KataFixture
    var root: URL { fixture.root }
    var kata: URL { fixture.kataFolder }

    init() throws {
        fixture = try KataFixture(
            slug: "01-tiny", learnerFile: "Sources/Tiny/Work.swift",
            files: [
                "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(
                    name: "Tiny", targets: [.target(name: "Tiny"), .testTarget(name: "TinyTests", dependencies: ["Tiny"])])
                """,
                "Tests/TinyTests/TinyTests.swift": """
                import Testing
                import Tiny
                @Test func quick() { #expect(Bool(true)) }
                @Test func worksOut() { #expect(work() == 1, "work() gives 1") }
                """,
            ])
    }

    func learnerCode(_ body: String) throws {
        try fixture.write("Sources/Tiny/Work.swift", "public func work() -> Int {\n\(body)\n}\n")
    }

    /// Runs the runner binary in this root; `interruptWhen` is polled and, once true, SIGINT is sent.
    func run(_ arguments: [String], interruptWhen: (() -> Bool)? = nil) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try EndToEndTests.runnerBinary()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["MEDIATOR_PLAYGROUND_ROOT": root.path, "NO_COLOR": "1"]) { $1 }
        let out = Pipe(), err = Pipe()
        (process.standardOutput, process.standardError) = (out, err)
        try process.run()
        if let interruptWhen {
            let deadline = Date().addingTimeInterval(120)
            var ready = interruptWhen()
            while !ready, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.1)
                ready = interruptWhen()
            }
            if !ready { Issue.record("the moment to press Ctrl-C (the test binary running) never came in 120 s") }
            kill(process.processIdentifier, SIGINT)
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// Live processes whose command line mentions this root, one per line. Read from /proc
    /// in-process: spawning `pgrep` from a test that runs beside others can hang on a pipe
    /// another test's child inherited. Zombies (exited, not yet reaped) do not count.
    func runningProcesses() -> String {
        let name = root.lastPathComponent
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid -> String? in
            guard Int32(pid) != nil, Int32(pid) != getpid(),
                let raw = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let state = stat[stat.index(after: close)...].split(separator: " ").first
            let commandLine = String(decoding: raw.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return commandLine.contains(name) && state != "Z" ? "\(pid) \(commandLine)" : nil
        }.joined(separator: "\n")
    }
}

@Suite(.serialized) struct KataFaultsEndToEndTests {
    @Test func endlessLoopCrashAndCtrlCAreTheLearnersFailureAndLeaveNothingRunning() throws {
        let tiny = try TinyKataRoot()

        try tiny.learnerCode("    return nothing")
        let prepared = try tiny.run(["kata", "prepare"])
        #expect(prepared.status == 0, "a learner's unfinished code is no reason to fail a preparation: \(prepared.err)")
        #expect(prepared.out.contains("built, your code does not compile yet  01-tiny"), "got: \(prepared.out)")
        #expect(prepared.out.contains("Sources/Tiny/Work.swift:2:12: cannot find 'nothing' in scope"), "got: \(prepared.out)")
        #expect(prepared.out.contains("prepared 1 of 1 katas"))

        try tiny.learnerCode("    var n = 0\n    while n >= 0 { n = (n + 1) % 7 }\n    return n")
        let loop = try tiny.run(["kata", "check", "1", "--timeout", "3"])
        #expect(loop.status == 1, "an endless loop is a failed check, not a tool error: \(loop.err)")
        #expect(
            loop.out.contains("your code did not finish in 3 s of processor time; the test `worksOut()` was running"), "got: \(loop.out)")
        #expect(tiny.runningProcesses().isEmpty, "still running after the timeout: \(tiny.runningProcesses())")

        try tiny.learnerCode("    fatalError(\"boom\")")
        let crash = try tiny.run(["kata", "check", "1"])
        #expect(crash.status == 1)
        #expect(crash.out.contains("your code crashed; the test `worksOut()` was running"), "got: \(crash.out)")
        #expect(crash.out.contains("Work.swift:2: Fatal error: boom"), "the runtime's own line, with file and line: \(crash.out)")

        try tiny.learnerCode("    var n = 0\n    while n >= 0 { n = (n + 1) % 7 }\n    return n")
        // A long timeout: the runner must still be checking when Ctrl-C comes, however busy the machine.
        let interrupted = try tiny.run(["kata", "check", "1", "--timeout", "150"]) {
            tiny.runningProcesses().contains("TinyPackageTests.xctest --testing-library")
        }
        #expect(interrupted.status == 130, "stdout: \(interrupted.out)")
        Self.expectOnlyInterrupted(interrupted)
        #expect(waitUntil { tiny.runningProcesses().isEmpty }, "still running after Ctrl-C: \(tiny.runningProcesses())")

        try tiny.learnerCode("    1")
        let fixed = try tiny.run(["kata", "check", "1"])
        #expect(fixed.status == 0 && fixed.out.contains("all 2 tests pass"), "got: \(fixed.out)")

        // Ctrl-C during a first build: no verdict about the build it stopped, only "Interrupted".
        try FileManager.default.removeItem(at: tiny.kata.appendingPathComponent(".build"))
        let duringBuild = try tiny.run(["kata", "check", "1"]) { tiny.runningProcesses().contains("swift-frontend") }
        #expect(duringBuild.status == 130, "stdout: \(duringBuild.out)")
        Self.expectOnlyInterrupted(duringBuild)
        #expect(waitUntil { tiny.runningProcesses().isEmpty }, "still running after Ctrl-C: \(tiny.runningProcesses())")
    }

    /// After Ctrl-C the runner says "Interrupted" and nothing else: what it printed before
    /// (the "Checking …" line, a first-build notice) may stand, no verdict may follow.
    private static func expectOnlyInterrupted(_ run: (status: Int32, out: String, err: String)) {
        #expect(run.out.isEmpty, "a verdict after Ctrl-C: \(run.out)")
        let afterNotices = run.err.split(separator: "\n").drop { $0.hasPrefix("Checking ") || $0.hasPrefix("First build of ") }
        #expect(afterNotices == ["Interrupted; nothing is left running."], "stderr: \(run.err)")
    }
}
