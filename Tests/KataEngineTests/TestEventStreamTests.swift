import Foundation
import PlaygroundBasics
import Testing

@testable import KataEngine

/// Lines as Swift Testing 6.3 writes them with `--event-stream-version 0` (trimmed to the
/// fields the reader uses), for two tests declared in the opposite order to their runs.
private let folder = "/k/01-x"
private func testRecord(_ name: String, line: Int, display: String? = nil) -> String {
    let displayField = display.map { #","displayName":"\#($0)""# } ?? ""
    return
        #"{"kind":"test","payload":{"id":"S/\#(name)","kind":"function","name":"\#(name)"\#(displayField),"sourceLocation":{"_filePath":"\#(folder)/Tests/T.swift","fileID":"T/T.swift","line":\#(line)}},"version":0}"#
}
private func event(_ kind: String, _ name: String? = nil) -> String {
    let test = name.map { #","testID":"S/\#($0)""# } ?? ""
    return #"{"kind":"event","payload":{"kind":"\#(kind)"\#(test)},"version":0}"#
}
private func issue(_ name: String, line: Int, text: String, comments: [String], known: Bool? = nil) -> String {
    let commentList = comments.map { "\"\($0)\"" }.joined(separator: ",")
    let knownField = known.map { #""isKnown":\#($0),"# } ?? ""
    return
        #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"S/\#(name)","_comments":[\#(commentList)],"issue":{\#(knownField)"sourceLocation":{"_filePath":"\#(folder)/Tests/T.swift","line":\#(line)}},"messages":[{"symbol":"fail","text":"\#(text)"}]},"version":0}"#
}

private func stream(_ lines: [String]) -> TestEventStream {
    TestEventStream(jsonLines: Data(lines.joined(separator: "\n").utf8), kataFolder: folder)
}

@Suite struct TestEventStreamTests {
    @Test func testsComeInSourceOrderWithAllTheirIssues() {
        let events = stream([
            testRecord("later()", line: 30), testRecord("earlier()", line: 10, display: "Rule 1: first"),
            event("runStarted"), event("testStarted", "later()"),
            issue("later()", line: 31, text: "Expectation failed: (a → 1) == 2", comments: ["the sender never hears itself"]),
            issue("later()", line: 32, text: "Issue recorded", comments: ["trace differs"]),
            event("testEnded", "later()"), event("testStarted", "earlier()"), event("testEnded", "earlier()"), event("runEnded"),
        ])
        #expect(events.runEnded)
        #expect(events.tests.map(\.title) == ["Rule 1: first", "later()"])
        #expect(events.tests.map(\.status) == [.passed, .failed])
        let issues = events.tests[1].issues
        #expect(issues.count == 2, "one entry per failing test, with every issue")
        #expect(issues[0].file == "Tests/T.swift" && issues[0].line == 31)
        #expect(issues[0].text == "the sender never hears itself\nexpected (a → 1) == 2", "words first, then the values")
        #expect(issues[1].expectation == nil && issues[1].text == "trace differs")
    }

    /// `withKnownIssue { … }` (intermittent or not) records its issue with `isKnown: true` and
    /// Swift Testing passes the test: so does the reader, whatever kata it serves.
    @Test func aKnownIssueIsNoFailure() {
        let events = stream([
            testRecord("known()", line: 1), testRecord("real()", line: 5), event("testStarted", "known()"),
            issue("known()", line: 2, text: "Expectation failed: 1 == 2", comments: [], known: true), event("testEnded", "known()"),
            event("testStarted", "real()"),
            issue("real()", line: 6, text: "Expectation failed: 1 == 2", comments: [], known: false), event("testEnded", "real()"),
            event("runEnded"),
        ])
        #expect(events.tests.map(\.status) == [.passed, .failed])
        #expect(events.tests[0].issues.isEmpty && events.tests[1].issues.count == 1)
    }

    @Test func aTestStartedButNeverEndedWasInterrupted() {
        let events = stream([
            testRecord("a()", line: 1), testRecord("b()", line: 2), event("testStarted", "a()"),
            #"{"kind":"event","payload":{"kind":"testEn"#,  // cut off by the kill
        ])
        #expect(!events.runEnded)
        #expect(events.tests.map(\.status) == [.interrupted, .notRun])
    }

    @Test func unevaluatedPartsAreDropped() {
        #expect(TestEventStream.cleanExpectation("Expectation failed: a → <not evaluated> && b") == "expected a && b")
        #expect(TestEventStream.cleanExpectation("Issue recorded") == nil)
    }

    @Test func aTimeoutNamesTheRunningTestAndIsTheLearnersFailure() {
        let events = stream([testRecord("loops()", line: 5), event("testStarted", "loops()")])
        let result = KataChecker.interpret(ToolOutcome(ending: .timedOut, output: ""), events: events, seconds: 60)
        #expect(result.status == .failed)
        #expect(result.interruption == .init(cause: .timeout, runningTests: ["loops()"], seconds: 60))
        let stretched = KataChecker.interpret(ToolOutcome(ending: .timedOut, output: ""), events: events, seconds: 120, quietStretch: 60)
        #expect(stretched.interruption == .init(cause: .timeout, runningTests: ["loops()"], seconds: 120, quietSeconds: 60))
    }

    /// The kernel stops a run that spent its processor time with SIGXCPU: that is the
    /// learner's loop (or slow code), named by the time it spent, not a crash.
    @Test("A run stopped for spending its processor time names it and the running test; without a limit, SIGXCPU is a crash")
    func spentProcessorTimeIsNotACrash() {
        let events = stream([testRecord("loops()", line: 5), event("testStarted", "loops()")])
        let spent = KataChecker.interpret(
            ToolOutcome(ending: .signalled(SIGXCPU), output: ""), events: events, seconds: 7, processorTimeLimit: 60)
        #expect(spent.status == .failed)
        #expect(spent.interruption == .init(cause: .processorTime, runningTests: ["loops()"], seconds: 60))
        let unlimited = KataChecker.interpret(ToolOutcome(ending: .signalled(SIGXCPU), output: ""), events: events, seconds: 7)
        #expect(unlimited.interruption?.cause == .crash)
    }

    /// A mutant's run stops once a test has failed (an issue that is not a known one): that is a
    /// failed run, not a crash, and the test that failed is the killer.
    @Test("A run stopped at its first failing test is a failure naming that test, not a crash")
    func aRunStoppedAtItsFirstFailureIsAFailure() throws {
        let started = [testRecord("a()", line: 1), testRecord("b()", line: 9), event("runStarted"), event("testStarted", "a()")]
        let known = issue("a()", line: 2, text: "Expectation failed: 1 == 2", comments: [], known: true)
        let real = issue("a()", line: 2, text: "Expectation failed: 1 == 2", comments: ["the sender hears itself"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let condition = KataChecker.firstFailure(in: file, kataFolder: folder)
        #expect(!condition.isMet(), "no stream yet")
        for (lines, met) in [(started, false), (started + [known, event("testEnded", "a()")], false), (started + [real], true)] {
            try Data(lines.joined(separator: "\n").utf8).write(to: file)
            #expect(condition.isMet() == met, "\(lines.last ?? "")")
        }
        let failed = started + [real]
        let result = KataChecker.interpret(ToolOutcome(ending: .stoppedOnRequest, output: ""), events: stream(failed), seconds: 1)
        #expect(result.status == .failed && result.interruption == nil)
        #expect(result.failedTests.map(\.title) == ["a()"])
    }

    @Test func aCrashNamesTheTestAndTheRuntimesLine() {
        let events = stream([testRecord("crashes()", line: 5), event("testStarted", "crashes()")])
        let output = "◇ Test crashes() started.\nKata/Mediator.swift:12: Fatal error: boom\n"
        let result = KataChecker.interpret(ToolOutcome(ending: .signalled(4), output: output), events: events, seconds: 1)
        #expect(result.status == .failed)
        #expect(result.interruption?.runningTests == ["crashes()"])
        #expect(result.interruption?.message == "Kata/Mediator.swift:12: Fatal error: boom")
    }

    @Test func noTestsAtAllIsAFailureNotAPass() {
        let result = KataChecker.interpret(
            ToolOutcome(ending: .exited(0), output: ""), events: stream([event("runStarted"), event("runEnded")]), seconds: 0)
        #expect(result.status == .failed)
    }
}
