import Foundation
import PlaygroundBasics
import PlaygroundTestSupport
import Synchronization
import Testing

@testable import KataEngine

@Suite struct KataCheckerTests {
    let kata = KataInfo(slug: "01-demo", title: "Demo", document: "000", teaches: "t", files: ["Sources/D/L.swift"], hints: [])
    let folder = URL(fileURLWithPath: "/nonexistent/Katas/01-demo")

    @Test func aCompileErrorStopsBeforeAnyTestRunsAndNamesFileAndLine() throws {
        let output = "/nonexistent/Katas/01-demo/Sources/D/L.swift:7:5: error: cannot find 'x' in scope\n"
        let runner = ScriptedToolRunner([ToolOutcome(ending: .exited(1), output: output)])
        let result = try KataChecker(runner: runner).check(kata, folder: folder)
        #expect(result.status == .compileError)
        #expect(result.compilerErrors == [.init(file: "Sources/D/L.swift", line: 7, text: "cannot find 'x' in scope", column: 5)])
        #expect(runner.invocations.map(\.arguments) == [KataChecker.buildCommand(for: folder)])
    }

    @Test("The katas share one module cache, found from a kata and from kata 11's trial copy alike")
    func theKatasShareOneModuleCache() throws {
        let temporary = try TemporaryFolder("module-cache")
        let katas = temporary.url.appendingPathComponent("Katas")
        try FileManager.default.createDirectory(at: katas.appendingPathComponent("KataSupport"), withIntermediateDirectories: true)
        let shared = katas.appendingPathComponent(".build/module-cache").path
        #expect(KataLayout(folder: katas.appendingPathComponent("04-news-likes")).moduleCache.path == shared)
        let kata11 = KataLayout(folder: katas.appendingPathComponent("11-catch-the-mutant"))
        #expect(KataLayout(folder: kata11.trialFolder).moduleCache.path == shared)
        let alone = KataLayout(folder: temporary.url.appendingPathComponent("elsewhere/11-catch-the-mutant"))
        #expect(alone.moduleCache.path == alone.buildFolder.appendingPathComponent("module-cache").path)
        #expect(KataChecker.buildCommand(for: katas.appendingPathComponent("04-news-likes")).suffix(2) == ["-Xswiftc", shared])
    }

    /// `swift test --skip-build` writes SwiftPM's build plan anew: a run that named other flags
    /// than the build made the next build plan again and compile every module.
    @Test("A trial run names the build's compiler flags, for either test library")
    func trialRunsNameTheBuildsFlags() {
        let trial = URL(fileURLWithPath: "/k/11-catch-the-mutant/.build/kata-trial")
        let flags = KataChecker.buildFlags(for: trial)
        #expect(KataChecker.buildCommand(for: trial) == ["swift", "build", "--build-tests"] + flags)
        for library in [TrialRun.Library.swiftTesting, .xctest] {
            let run = TrialRun.arguments(events: URL(fileURLWithPath: "/e.jsonl"), library: library, buildFolder: trial)
            #expect(Array(run.prefix(4 + flags.count)) == ["swift", "test", "--skip-build", "--ignore-lock"] + flags)
        }
    }

    @Test func aBuildThatOverrunsIsAToolErrorThatSaysSo() throws {
        let runner = ScriptedToolRunner([ToolOutcome(ending: .timedOut, output: "Compiling…")])
        let result = try KataChecker(runner: runner, buildTimeout: 5).check(kata, folder: folder)
        #expect(result.status == .toolError && result.notes.first?.contains("did not finish in 5 s") == true)
    }

    @Test func testsRunWithTheirTimeoutAndColourOff() throws {
        let runner = ScriptedToolRunner([ToolOutcome(ending: .exited(0), output: ""), ToolOutcome(ending: .timedOut, output: "")])
        let result = try KataChecker(runner: runner, testTimeout: 7).check(kata, folder: folder)
        let testRun = try #require(runner.invocations.last)
        #expect(testRun.timeout == 7 && testRun.processorTimeLimit == 7 && testRun.environment["NO_COLOR"] == "1")
        #expect(testRun.arguments.contains("--event-stream-output-path") && testRun.arguments.contains("--no-parallel"))
        #expect(result.status == .failed && result.interruption?.cause == .timeout)
    }

    /// The mutation proof runs the tests that killed earlier mutants first, alone: each by its
    /// function's name, as a pattern Swift Testing matches against the test's id (`Suite/name()`).
    @Test func testsNamedAloneRunThroughFiltersThatMatchTheirIDs() throws {
        let runner = ScriptedToolRunner([ToolOutcome(ending: .exited(0), output: "")])
        _ = try KataChecker(runner: runner).runTests(in: folder, only: ["models()", "case(of:x:)"])
        let arguments = try #require(runner.invocations.last).arguments
        let filters = arguments.indices.filter { arguments[$0] == "--filter" }.map { arguments[$0 + 1] }
        #expect(filters.count == 2, "\(arguments)")
        func matches(_ pattern: String, _ id: String) throws -> Bool {
            try NSRegularExpression(pattern: pattern).firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
        }
        for (pattern, id) in zip(filters, ["Kata.Tests/models()", "Kata.Other/case(of:x:)"]) {
            #expect(try matches(pattern, id), "\(pattern)")
        }
        // Another test whose name starts alike, or holds the name, is not run.
        #expect(try !matches(filters[0], "Kata.Tests/modelsToo()") && !matches(filters[0], "Kata.Tests/warm_models()"))
    }

    @Test func waitingForSwiftPMsLockIsSaidOnce() throws {
        let notices = Mutex<[String]>([])
        let lock = "Another instance of SwiftPM is already running using '/x/.build', waiting until that process has finished execution..."
        let runner = ScriptedToolRunner([ToolOutcome(ending: .exited(1), output: lock)])
        _ = try KataChecker(runner: runner, notice: { text in notices.withLock { $0.append(text) } }).check(kata, folder: folder)
        let said = notices.withLock { $0 }
        #expect(said.filter { $0.hasPrefix("Waiting") }.count == 1)
        #expect(said.contains { $0.contains(folder.path) })
    }
}

/// SwiftPM can miss a file saved just after the previous build; the checker must not report
/// on code the learner no longer has.
@Suite struct StaleBuildTests {
    /// A kata folder with a (fake) linked test binary and one source file, with chosen times.
    private func folder(sourceAge: TimeInterval, binaryAge: TimeInterval) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)")
        let binary = folder.appendingPathComponent(".build/debug/DemoPackageTests.xctest")
        let source = folder.appendingPathComponent("Sources/Demo/Learner.swift")
        // Made for this folder, as a check records it, so the fake build below is not emptied.
        BuildFolderHome.settle(folder.appendingPathComponent(".build"), home: folder)
        for file in [binary, source] {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8))
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -binaryAge)], ofItemAtPath: binary.path)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -sourceAge)], ofItemAtPath: source.path)
        return folder
    }

    private let built = ToolOutcome(ending: .exited(0), output: "Build complete!")

    @Test
    func aSourceNewerThanTheBinaryIsBuiltAgainOnceAndThenTrusted() throws {
        let kata = try folder(sourceAge: 1, binaryAge: 10)
        defer { try? FileManager.default.removeItem(at: kata) }
        let runner = ScriptedToolRunner([built, built])
        #expect(try KataChecker(runner: runner).build(kata).failure == nil)
        #expect(runner.invocations.count == 2, "the missed change is built again")
        #expect(KataChecker.sourcesNewerThanTestBinary(in: kata)?.isEmpty == true, "a second build marks the sources as seen")
        let next = ScriptedToolRunner([built])
        _ = try KataChecker(runner: next).build(kata)
        #expect(next.invocations.count == 1, "a change SwiftPM skips on purpose (a comment) costs one extra build, not one per check")
    }

    @Test func anUpToDateBinaryIsBuiltOnce() throws {
        let kata = try folder(sourceAge: 10, binaryAge: 1)
        defer { try? FileManager.default.removeItem(at: kata) }
        let runner = ScriptedToolRunner([built])
        #expect(try KataChecker(runner: runner).build(kata).failure == nil)
        #expect(runner.invocations.count == 1)
    }
}
