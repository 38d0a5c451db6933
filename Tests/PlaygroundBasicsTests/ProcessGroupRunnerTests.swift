import Foundation
import Synchronization
import Testing

@testable import PlaygroundBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct ProcessGroupRunnerTests {
    @Test func waitStatusesDecode() {
        #expect(ProcessGroupRunner.ending(fromWaitStatus: 0) == .exited(0))
        #expect(ProcessGroupRunner.ending(fromWaitStatus: 1 << 8) == .exited(1))
        #expect(ProcessGroupRunner.ending(fromWaitStatus: 9) == .signalled(9))
    }

    @Test("A tool that is not there ends as the shell says (127), naming it")
    func aMissingToolIsNamed() throws {
        let outcome = try ProcessGroupRunner().run(ToolInvocation(["/nonexistent/tool"], in: URL(fileURLWithPath: "/tmp")))
        #expect(outcome.ending == .exited(127))
        #expect(outcome.output.contains("/nonexistent/tool"))
    }

    @Test("A tool's standard output can go to a file of its own; its standard error is still collected, and only it")
    func standardOutputKeptApart() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stdout-apart-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("left over from before\n".utf8).write(to: file)
        var invocation = ToolInvocation(["/bin/sh", "-c", "echo to-out; echo to-err >&2; printf tail"], in: URL(fileURLWithPath: "/tmp"))
        invocation.standardOutput = file
        let outcome = try ProcessGroupRunner().run(invocation)
        #expect(outcome.ending == .exited(0))
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == "to-out\ntail")
        #expect(outcome.output == "to-err\n")
    }

    /// A mutant's run stops at its first failure. The condition reads a file the tool writes
    /// (here a marker, in a test run the event stream) each time the tool prints; once met, the
    /// whole group goes, and nothing the tool would have done later happens.
    @Test("A tool whose stop condition is met is killed with its group and ends as stopped on request")
    func aMetStopConditionKillsTheTool() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stop-condition-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("failed")
        let later = folder.appendingPathComponent("later")
        let script = "echo one; : > \"$1\"; echo two; sleep 30; : > \"$2\"; echo never"
        let stop = StopCondition { FileManager.default.fileExists(atPath: marker.path) }
        let outcome = try ProcessGroupRunner().run(
            ToolInvocation(["/bin/sh", "-c", script, "sh", marker.path, later.path], in: folder, stopWhen: stop))
        #expect(outcome.ending == .stoppedOnRequest, "\(outcome)")
        #expect(outcome.output.contains("two") && !outcome.output.contains("never"))
        #expect(!FileManager.default.fileExists(atPath: later.path), "the tool's later steps never ran")

        let unmet = StopCondition { false }
        let whole = try ProcessGroupRunner().run(ToolInvocation(["/bin/sh", "-c", "echo a; echo b"], in: folder, stopWhen: unmet))
        #expect(whole.ending == .exited(0) && whole.output.contains("b"), "an unmet condition changes nothing")
    }

    /// The limit is processor time, so the verdict is the same on a quiet machine and a busy
    /// one: the wall-clock deadline here is far away, and the kernel stops the loop first.
    @Test("A tool that spends its processor time limit is stopped by the kernel with SIGXCPU, however far the deadline")
    func aSpentProcessorTimeLimitStopsTheTool() throws {
        let outcome = try ProcessGroupRunner().run(
            ToolInvocation(["/bin/sh", "-c", "while :; do :; done"], in: URL(fileURLWithPath: "/tmp"), timeout: 60, processorTimeLimit: 1))
        #expect(outcome.ending == .signalled(SIGXCPU), "\(outcome)")
    }

    /// With a processor time limit, the deadline is stretched only while the tool uses the
    /// processor: one that sleeps (a hang) is stopped at the first deadline.
    @Test("A tool that uses no processor time is stopped at its deadline, limit or not")
    func aToolThatHangsIsStoppedAtItsDeadline() throws {
        let outcome = try ProcessGroupRunner().run(
            ToolInvocation(["/bin/sh", "-c", "sleep 600"], in: URL(fileURLWithPath: "/tmp"), timeout: 1, processorTimeLimit: 600))
        #expect(outcome.ending == .timedOut, "\(outcome)")
    }

    @Test("A deadline is stretched while the group used the processor in the last stretch, never past the bound, never unread")
    func aBusyGroupGetsAnotherStretch() {
        let readings = Mutex<[Double?]>([5, 5.2, 5.2])
        var busy = BusyGroup(group: 1, stretch: 10, watching: true) { _ in readings.withLock { $0.removeFirst() } }
        let verdicts = (0..<3).map { _ in busy.deservesAnotherStretch() }
        #expect(verdicts == [true, true, false], "5 s used in the first 10 s, 0.2 s in the next (slowed, not stuck), none in the third")

        var unread = BusyGroup(group: 1, stretch: 10, watching: true) { _ in nil }
        let unreadVerdict = unread.deservesAnotherStretch()
        #expect(!unreadVerdict, "a group that cannot be read gets the plain deadline")
        var unwatched = BusyGroup(group: 1, stretch: 10, watching: false) { _ in 100 }
        let unwatchedVerdict = unwatched.deservesAnotherStretch()
        #expect(!unwatchedVerdict, "without a processor time limit, the deadline is the deadline")

        let used = Mutex(0.0)
        var endless = BusyGroup(group: 1, stretch: 10, watching: true) { _ in
            used.withLock {
                $0 += 10; return $0
            }
        }
        let stretches = (0..<100).prefix { _ in endless.deservesAnotherStretch() }.count
        #expect(stretches == ProcessGroupRunner.longestStretches)
    }

    @Test("An atomic write into a folder that does not exist names the path")
    func atomicWriteFailureNamesThePath() {
        do {
            try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: "/nonexistent-folder/file.json"))
            Issue.record("the write succeeded")
        } catch {
            #expect(error.message.contains("/nonexistent-folder/file.json"))
        }
    }

    /// Kata 11's judge writes a copy of each test binary and runs it while a proof on another
    /// thread starts builds. Foundation opens the copy without close-on-exec, so a tool started
    /// meanwhile inherited it, held the binary open for writing, and the run failed with "Text
    /// file busy" before Swift Testing wrote a line ("the test process ended before Swift
    /// Testing reported the end of the run"). A tool must inherit nothing but its standard streams.
    @Test("A file written in the runner's process runs while a tool started meanwhile is still running")
    func aToolInheritsNoOpenFile() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "runner-inherit-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("tool.sh"), gate = folder.appendingPathComponent("gate")
        #expect(mkfifo(gate.path, 0o600) == 0)
        // Written as Foundation writes a copy: open for writing, no close-on-exec.
        let writing = open(script.path, O_WRONLY | O_CREAT | O_TRUNC, 0o755)
        try #require(writing >= 0)
        let body = Array("#!/bin/sh\necho ran\n".utf8)
        #expect(write(writing, body, body.count) == body.count)
        // Another thread starts a tool while the file is open; it waits until the gate opens.
        let started = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        let waiting = Mutex<ToolOutcome?>(nil)
        Thread.detachNewThread {
            let outcome = try? ProcessGroupRunner().run(
                ToolInvocation(["/bin/sh", "-c", "echo waiting; cat \"$0\" >/dev/null", gate.path], in: folder, timeout: 120),
                onOutput: { if $0.contains("waiting") { started.signal() } })
            waiting.withLock { $0 = outcome }
            finished.signal()
        }
        #expect(started.wait(timeout: .now() + 120) == .success)
        close(writing)
        let ran = try ProcessGroupRunner().run(ToolInvocation([script.path], in: folder, timeout: 120))
        // Opening the gate's writing end and closing it lets the waiting tool end.
        close(open(gate.path, O_WRONLY))
        finished.wait()
        #expect(ran.ending == .exited(0) && ran.output == "ran\n", "\(ran)")
        #expect(waiting.withLock { $0?.ending } == .exited(0))
    }
}
