import Foundation
import Synchronization
import Testing

@testable import KataEngine

/// Replays canned outcomes instead of starting tools, and remembers what it was asked to run.
private final class ScriptedRunner: ToolRunning {
    private let script: Mutex<[ToolOutcome]>
    private let asked = Mutex<[ToolInvocation]>([])

    init(_ outcomes: [ToolOutcome]) { script = Mutex(outcomes) }

    var invocations: [ToolInvocation] { asked.withLock { $0 } }

    func run(_ invocation: ToolInvocation, onOutput: (@Sendable (String) -> Void)?) throws(KataError) -> ToolOutcome {
        asked.withLock { $0.append(invocation) }
        let next = script.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let next else { throw .environment("the script ran out at \(invocation.arguments.joined(separator: " "))") }
        onOutput?(next.output)
        return next
    }
}

@Suite struct KataCheckerTests {
    let kata = KataInfo(slug: "01-demo", title: "Demo", document: "000", teaches: "t", files: ["Sources/D/L.swift"], hints: [])
    let folder = URL(fileURLWithPath: "/nonexistent/Katas/01-demo")

    @Test func aCompileErrorStopsBeforeAnyTestRunsAndNamesFileAndLine() throws {
        let output = "/nonexistent/Katas/01-demo/Sources/D/L.swift:7:5: error: cannot find 'x' in scope\n"
        let runner = ScriptedRunner([ToolOutcome(ending: .exited(1), output: output)])
        let result = try KataChecker(runner: runner).check(kata, folder: folder)
        #expect(result.status == .compileError)
        #expect(result.compilerErrors == [.init(file: "Sources/D/L.swift", line: 7, text: "cannot find 'x' in scope")])
        #expect(runner.invocations.map(\.arguments) == [["swift", "build", "--build-tests"]])
    }

    @Test func aBuildThatOverrunsIsAToolErrorThatSaysSo() throws {
        let runner = ScriptedRunner([ToolOutcome(ending: .timedOut, output: "Compiling…")])
        let result = try KataChecker(runner: runner, buildTimeout: 5).check(kata, folder: folder)
        #expect(result.status == .toolError && result.notes.first?.contains("did not finish in 5 s") == true)
    }

    @Test func testsRunWithTheirTimeoutAndColourOff() throws {
        let runner = ScriptedRunner([ToolOutcome(ending: .exited(0), output: ""), ToolOutcome(ending: .timedOut, output: "")])
        let result = try KataChecker(runner: runner, testTimeout: 7).check(kata, folder: folder)
        let testRun = try #require(runner.invocations.last)
        #expect(testRun.timeout == 7 && testRun.environment["NO_COLOR"] == "1")
        #expect(testRun.arguments.contains("--event-stream-output-path") && testRun.arguments.contains("--no-parallel"))
        #expect(result.status == .failed && result.interruption?.cause == .timeout)
    }

    @Test func waitingForSwiftPMsLockIsSaidOnce() throws {
        let notices = Mutex<[String]>([])
        let lock = "Another instance of SwiftPM is already running using '/x/.build', waiting until that process has finished execution..."
        let runner = ScriptedRunner([ToolOutcome(ending: .exited(1), output: lock)])
        _ = try KataChecker(runner: runner, notice: { text in notices.withLock { $0.append(text) } }).check(kata, folder: folder)
        let said = notices.withLock { $0 }
        #expect(said.filter { $0.hasPrefix("Waiting") }.count == 1)
        #expect(said.contains { $0.contains(folder.path) })
    }
}
