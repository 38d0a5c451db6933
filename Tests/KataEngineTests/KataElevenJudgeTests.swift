import Foundation
import PlaygroundBasics
import PlaygroundTestSupport
import Synchronization
import Testing

@testable import KataEngine

/// Kata 11's adversarial suite: cheats of every class issue 28 found, ones of our own, weak
/// files and honest files in odd styles, each judged end to end by the real judge on a copy of
/// the real kata. Files the screen refuses cost a parse; the others share a build folder per
/// test and are judged against a few mutants each (the pool's, chosen per case), so the whole
/// suite costs a build or two per file, not one per mutant of the full pool. The tests run side
/// by side, each in a copy of its own.
@Suite struct KataElevenJudgeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let testFile = "Tests/MutantKataTests/MediatorTests.swift"
    /// Generous for a test binary that runs in milliseconds, even beside two CPU hogs.
    static let deadline: TimeInterval = 10

    /// A fresh copy of the shipped kata 11 (without any build), and its metadata.
    static func kataCopy() throws -> (TemporaryFolder, KataInfo, URL) {
        let catalog = try KataCatalog.load(root: root)
        let kata = try catalog.resolve("11")
        let temporary = try TemporaryFolder("kata11-judge")
        let copy = temporary.path(kata.slug)
        try FolderCopy.copy(catalog.folder(of: kata), to: copy)
        try? FileManager.default.removeItem(at: copy.appendingPathComponent(".build"))
        return (temporary, kata, copy)
    }

    /// A copy of kata 11 that one test judges many files in, so they share its builds.
    struct JudgedCopy {
        let temporary: TemporaryFolder, kata: KataInfo, copy: URL

        init() throws { (temporary, kata, copy) = try KataElevenJudgeTests.kataCopy() }

        func judge(_ files: [String: String], only: Set<String>?, notice: @escaping @Sendable (String) -> Void = { _ in }) throws
            -> KataCheckResult
        {
            try KataElevenJudgeTests.judge(kata, in: copy, files: files, only: only, notice: notice)
        }
    }

    static func judge(
        _ kata: KataInfo, in copy: URL, files: [String: String], only: Set<String>?, notice: @escaping @Sendable (String) -> Void = { _ in }
    ) throws -> KataCheckResult {
        for (path, text) in files {
            let url = copy.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try MutantTrial(checker: KataChecker(testTimeout: deadline, notice: notice), only: only).check(kata, folder: copy)
    }

    @Test("Files that reach beyond the mediator are refused before anything builds, whatever hides them", arguments: ScreenedCheats.all)
    func screenedCheatsAreRefused(cheat: ScreenedCheats.Cheat) throws {
        let (temporary, kata, copy) = try Self.kataCopy()
        let files = [Self.testFile: cheat.text].merging(cheat.extraFiles) { first, _ in first }
        let result = try Self.judge(kata, in: copy, files: files, only: [])
        #expect(result.status == .failed, "\(cheat.name)")
        let refusal = result.notes.first { $0.hasPrefix("Refused:") }
        #expect(refusal?.contains(cheat.reason) == true, "\(cheat.name): \(result.notes)")
        #expect(result.mutants == nil && result.tests.isEmpty, "\(cheat.name): refused before any run")
        #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent(".build/kata-trial").path), "nothing was built")
        withExtendedLifetime(temporary) {}
    }

    /// Under `make watch` a save stops a running judge (``KataChecker/abandonWhen``): it is
    /// given up before its next build or batch of runs, here before the first build.
    @Test("A save under watch stops the judge: a met stop condition gives the check up before anything builds")
    func aSaveStopsTheJudge() throws {
        let (temporary, kata, copy) = try Self.kataCopy()
        defer { withExtendedLifetime(temporary) {} }
        var checker = KataChecker(testTimeout: Self.deadline)
        checker.abandonWhen = StopCondition { true }
        #expect(throws: KataError.superseded) { try checker.check(kata, folder: copy) }
        let built = KataLayout(folder: copy).trialFolder.appendingPathComponent(".build")
        #expect(!FileManager.default.fileExists(atPath: built.path), "nothing was built")
    }

    /// Everything that needs a build, judged in one copy so the builds are shared.
    @Test("Cheats that build, weak files and honest files in odd styles are each judged right")
    func builtFilesAreJudgedRight() throws {
        let trial = try JudgedCopy()

        // Honest, in an odd style: comments and strings name every refused thing.
        // … and it passes against every correct mediator that stores its state differently.
        let honest = try trial.judge(
            [Self.testFile: BuiltCases.honestOddStyle], only: BuiltCases.honestCatches.union(BuiltCases.correctMediators))
        #expect(honest.status == .passed, "\(honest.notes) \(honest.compilerErrors) \(honest.mutants ?? [])")
        #expect(honest.notes.isEmpty)
        #expect(Set((honest.mutants ?? []).map(\.name)) == BuiltCases.honestCatches)

        // XCTest is as honest as Swift Testing, alone or beside it in one file; what it brings
        // beyond its own API (Foundation, the C library) is refused, in the compiler's words.
        let xctest = try trial.judge(
            [Self.testFile: BuiltCases.honestXCTest], only: ["delivers-to-sender", "delivers-twice", "linked-list"])
        #expect(xctest.status == .passed, "\(xctest.notes) \(xctest.compilerErrors) \(xctest.mutants ?? [])")
        #expect(xctest.mutants?.allSatisfy { $0.caughtBy.contains { $0.contains("testEveryOtherColleagueHearsOnce") } } == true)
        let both = try trial.judge([Self.testFile: BuiltCases.honestBothFrameworks], only: ["delivers-to-sender", "delivers-twice"])
        #expect(both.status == .passed, "\(both.notes) \(both.compilerErrors) \(both.mutants ?? [])")
        #expect(
            both.mutants?.first { $0.name == "delivers-to-sender" }?.caughtBy.contains { $0.contains("testTheSenderHearsNothing") } == true)
        #expect(both.mutants?.first { $0.name == "delivers-twice" }?.caughtBy.contains { $0.contains("eachOtherHearsOnce") } == true)
        let reaching = try trial.judge([Self.testFile: BuiltCases.xctestReachesFoundation], only: ["delivers-twice"])
        #expect(reaching.status == .failed && reaching.mutants == nil)
        #expect(reaching.notes.first?.contains("reach beyond XCTest's own API") == true, "\(reaching.notes)")
        #expect(reaching.notes.first?.contains("ProcessInfo") == true, "\(reaching.notes)")
        let file = URL(fileURLWithPath: Self.testFile).lastPathComponent
        #expect(reaching.notes.first?.contains("\(file):") == true, "names the file and line: \(reaching.notes)")
        let overloaded = try trial.judge([Self.testFile: BuiltCases.xctestReachesFoundationThroughAnOverload], only: ["delivers-twice"])
        #expect(overloaded.status == .failed && overloaded.mutants == nil, "\(overloaded.notes)")
        #expect(overloaded.notes.first?.contains("comes from Foundation") == true, "\(overloaded.notes)")
        #expect(overloaded.notes.first?.contains("String.init(contentsOfFile:)") == true, "\(overloaded.notes)")
        let leaving = try trial.judge([Self.testFile: BuiltCases.xctestReachesTheCLibraryThroughAnOverload], only: ["delivers-twice"])
        #expect(leaving.status == .failed && leaving.mutants == nil, "\(leaving.notes)")
        #expect(leaving.notes.first?.contains("call exit, which comes from the C library") == true, "\(leaving.notes)")
        let hiding = try trial.judge([Self.testFile: BuiltCases.xctestReachesFoundationUnderIf], only: ["delivers-twice"])
        #expect(hiding.status == .failed && hiding.mutants == nil, "\(hiding.notes)")
        #expect(hiding.notes.first?.contains("reach beyond XCTest's own API") == true, "under #if SWIFT_PACKAGE: \(hiding.notes)")

        // Judged by what it accepts: a test that compares a dump of the mediator's state with the
        // kept mediator's fails against a correct one that stores its colleagues otherwise.
        let dumping = try trial.judge([Self.testFile: BuiltCases.dumpsState], only: ["delivers-twice", "linked-list"])
        #expect(dumping.status == .failed && dumping.mutants == nil, "\(dumping.notes) \(dumping.compilerErrors)")
        #expect(
            dumping.notes.last?.contains(
                "Your tests reject a correct mediator built differently from the kept one (it stores its colleagues in a linked "
                    + "list of weak nodes): test storesColleaguesAsTheKeptOneDoes()") == true, "\(dumping.notes)")

        // A file that fails the kept mediator behind the facade (it reads the state's depth in a
        // dump) but passes it as it ships is refused by the correct mediators that store their
        // state differently before any mutant runs: every mutant (no `only`), and no progress line.
        let notices = Mutex<[String]>([])
        let probing = try trial.judge([Self.testFile: BuiltCases.dumpsTopLevelState], only: nil) { line in
            notices.withLock { $0.append(line) }
        }
        #expect(probing.status == .failed && probing.mutants == nil, "\(probing.notes) \(probing.compilerErrors)")
        #expect(probing.notes.last?.contains("Your tests reject a correct mediator") == true, "\(probing.notes)")
        #expect(!notices.withLock { $0 }.contains { $0.hasPrefix("judging:") }, "\(notices.withLock { $0 })")

        // The one build runs every implementation behind a facade: a file that passes only there
        // (it asks the mediator not to be built as it ships) fails the shipped one, and is refused.
        let facade = try trial.judge([Self.testFile: BuiltCases.facadeShape], only: ["delivers-twice"])
        #expect(facade.status == .failed && facade.mutants == nil, "\(facade.notes) \(facade.compilerErrors)")
        #expect(facade.notes == [MutantTrial.shippedNote], "\(facade.notes)")
        #expect(
            facade.failedTests.contains { $0.name.contains("isNotBuiltAsItShips") }, "names the test: \(facade.failedTests.map(\.name))")

        // What the README leaves open during a delivery, pinned: a correct mediator that applies
        // the changes asked during a delivery once the message has gone out rejects it.
        let pinning = try trial.judge(
            [Self.testFile: BuiltCases.pinsChangesDuringADelivery], only: ["applies-registrations-after-each-message"])
        #expect(pinning.status == .failed && pinning.mutants == nil, "\(pinning.notes) \(pinning.compilerErrors)")
        #expect(
            pinning.notes.last?.contains("Your tests reject a correct mediator") == true
                && pinning.notes.last?.contains("applies them in order only then") == true, "\(pinning.notes)")

        // … and what both of those agree on, pinned, by one that applies each change a turn late.
        let steady = try trial.judge([Self.testFile: BuiltCases.pinsASteadyListing], only: ["applies-changes-a-turn-late"])
        #expect(steady.status == .failed && steady.mutants == nil, "\(steady.notes) \(steady.compilerErrors)")
        #expect(
            steady.notes.last?.contains("Your tests reject a correct mediator") == true
                && steady.notes.last?.contains("one receiver's turn late") == true, "\(steady.notes)")

        // … and what the kept mediator happens to do there (where it lists changes, how it lets
        // go), pinned: one that lists them elsewhere and lets go otherwise rejects each test.
        let kept = try trial.judge([Self.testFile: BuiltCases.pinsWhatTheKeptMediatorDoes], only: ["lists-changes-elsewhere"])
        #expect(kept.status == .failed && kept.mutants == nil, "\(kept.notes) \(kept.compilerErrors)")
        #expect(
            kept.notes.last?.contains("Your tests reject a correct mediator") == true
                && kept.notes.last?.contains("lists the newcomers waiting to join first") == true, "\(kept.notes)")
        #expect(kept.failedTests.count == 5, "each of the five tests fails it: \(kept.failedTests.map(\.name))")

        // … and any of it pinned only where the mediator stores what the kept one stores (found
        // by Mirror): one that stores exactly that and applies changes after the message rejects it.
        let gated = try trial.judge([Self.testFile: BuiltCases.gatedOnTheKeptShape], only: ["kept-shape-applies-changes-after"])
        #expect(gated.status == .failed && gated.mutants == nil, "\(gated.notes) \(gated.compilerErrors)")
        #expect(
            gated.notes.last?.contains("Your tests reject a correct mediator") == true
                && gated.notes.last?.contains("stores exactly what the kept one stores") == true, "\(gated.notes)")

        let ownColleague = try trial.judge([Self.testFile: BuiltCases.honestOwnColleague], only: BuiltCases.ownColleagueCatches)
        #expect(ownColleague.status == .passed, "\(ownColleague.notes) \(ownColleague.compilerErrors) \(ownColleague.mutants ?? [])")

        // Weak: never registers twice, never reads colleagues, one reply in flight, unregisters only the last.
        let weak = try trial.judge([Self.testFile: BuiltCases.weak], only: Set(BuiltCases.weakSurvivors.keys).union(["delivers-twice"]))
        #expect(weak.status == .failed && weak.notes.isEmpty, "\(weak.notes)")
        let survivors = (weak.mutants ?? []).filter { !$0.caught }
        #expect(Set(survivors.map(\.name)) == Set(BuiltCases.weakSurvivors.keys), "\(weak.mutants ?? [])")
        for survivor in survivors {
            #expect(survivor.description.contains("breaks clause \(BuiltCases.weakSurvivors[survivor.name] ?? "?")"), "\(survivor)")
        }
        #expect(weak.mutants?.first { $0.name == "delivers-twice" }?.caught == true, "a weak file still catches what it tests")

        // Shape is not behaviour: the mutants that change storage run in a build of their own, beside
        // the kept mediator wrapped as they are, so a test of the shape fails a correct mediator.
        let shape = try trial.judge([Self.testFile: BuiltCases.shapeOnly], only: BuiltCases.shapeSurvivors)
        #expect(shape.status == .failed && shape.mutants == nil, "\(shape.notes) \(shape.compilerErrors)")
        #expect(
            shape.notes.last?.contains(
                "Your tests reject a correct mediator built differently from the kept one (it is the one in Sources/, wrapped in "
                    + "another object): test looksLikeTheCorrectOne()") == true, "\(shape.notes)")

    }

    /// Files the judge ignores or refuses after a build, judged in a copy of their own, beside
    /// the honest and weak files (the suite's tests run side by side, each in its copy).
    @Test("Ignored files, files that do not compile and runs that stop on their own are each judged right")
    func ignoredAndStoppingFilesAreJudgedRight() throws {
        let trial = try JudgedCopy()

        // The learner's other files are ignored and named: a spy in the module, a "correct"
        // mediator that is really a mutant, a manifest without strict memory safety, a changed helper.
        let mutantAsCorrect = try String(
            contentsOf: trial.copy.appendingPathComponent(".meta/Mutants/delivers-twice/Mediator.swift"), encoding: .utf8)
        let ignoring = try trial.judge(
            [
                Self.testFile: BuiltCases.honestSmall, "Sources/MutantKata/Mediator.swift": mutantAsCorrect,
                "Sources/MutantKata/Spy.swift": "import Foundation\npublic let judged = ProcessInfo.processInfo.arguments\n",
                "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"X\")\n",
                "Tests/MutantKataTests/Recorder.swift": BuiltCases.recorderThatSpies,
            ], only: ["delivers-twice"])
        #expect(ignoring.status == .passed, "\(ignoring.notes) \(ignoring.compilerErrors)")
        let note = try #require(ignoring.notes.first)
        for named in ["Mediator.swift (changed)", "Spy.swift (added)", "Package.swift (changed)", "Recorder.swift (changed)"] {
            #expect(note.contains(named), "\(note)")
        }
        #expect(ignoring.mutants?.first?.caught == true, "the judged mediator is the kept one, so the mutant is told apart")
        for path in [
            "Sources/MutantKata/Spy.swift", "Sources/MutantKata/Mediator.swift", "Package.swift", "Tests/MutantKataTests/Recorder.swift",
        ] {
            try? FileManager.default.removeItem(at: trial.copy.appendingPathComponent(path))
        }
        try FileManager.default.copyItem(
            at: trial.copy.appendingPathComponent(".meta/Pristine/Package.swift"), to: trial.copy.appendingPathComponent("Package.swift"))

        // A test file that uses what a spy source would have added does not compile: the spy is not built.
        let spyUser = try trial.judge(
            [Self.testFile: BuiltCases.usesSpy, "Sources/MutantKata/Spy.swift": "public let judged = \"correct\"\n"], only: [])
        #expect(spyUser.status == .compileError, "\(spyUser.notes)")
        try FileManager.default.removeItem(at: trial.copy.appendingPathComponent("Sources/MutantKata/Spy.swift"))

        // Memory read without vouching for it: strict memory safety stops the build.
        let memory = try trial.judge([Self.testFile: BuiltCases.readsMemory], only: [])
        #expect(memory.status == .compileError)
        #expect(memory.compilerErrors.contains { $0.text.contains("StrictMemorySafety") }, "\(memory.compilerErrors)")
        #expect(memory.notes.last?.contains("may not touch memory directly") == true, "\(memory.notes)")

        // Stopping on its own is no catch: a precondition in the test traps in the test's code.
        let trapping = try trial.judge([Self.testFile: BuiltCases.trapsOnItsOwn], only: ["delivers-twice"])
        #expect(trapping.status == .failed)
        #expect(trapping.mutants == nil, "a refused file has no score")
        #expect(trapping.notes.contains { $0.contains("crashed in their own code (MediatorTests.swift:") }, "\(trapping.notes)")
        // Nor in an exit test's child: its crash in the tests' own code is theirs all the same.
        let trappingBelow = try trial.judge([Self.testFile: BuiltCases.trapsInAnExitTestChild], only: ["delivers-twice"])
        #expect(trappingBelow.status == .failed && trappingBelow.mutants == nil, "\(trappingBelow.notes)")
        #expect(
            trappingBelow.notes.contains { $0.contains("crashed in their own code") && $0.contains("in an exit test's child process") },
            "\(trappingBelow.notes)")
        // Nor is overflowing the stack by a recursion of its own, which leaves no crash report.
        let recursing = try trial.judge([Self.testFile: BuiltCases.recursesOnItsOwn], only: ["delivers-twice"])
        #expect(recursing.status == .failed && recursing.mutants == nil, "\(recursing.notes)")
        #expect(recursing.notes.contains { $0.contains("a recursion of theirs overflowed the stack") }, "\(recursing.notes)")

        // Nor in an exit test's child, where the overflow leaves no report either.
        let recursingBelow = try trial.judge([Self.testFile: BuiltCases.overflowsInAnExitTestChild], only: ["delivers-twice"])
        #expect(recursingBelow.status == .failed && recursingBelow.mutants == nil, "\(recursingBelow.notes)")
        #expect(
            recursingBelow.notes.contains { $0.contains("a recursion of theirs overflowed the stack") && $0.contains("exit test's child") },
            "\(recursingBelow.notes)")

        // A known issue is no failure: alone against the correct mediator it passes, and
        // firing only against a mutant it catches nothing.
        let known = try trial.judge([Self.testFile: KnownIssueCases.onlyKnownIssue], only: ["delivers-twice"])
        #expect(known.status == .passed, "\(known.notes) \(known.tests)")
        let intermittent = try trial.judge([Self.testFile: KnownIssueCases.intermittentOnMutant], only: ["delivers-to-sender"])
        #expect(intermittent.status == .failed && intermittent.notes.isEmpty, "\(intermittent.notes)")
        #expect(intermittent.mutants?.first?.caught == false, "\(intermittent.mutants ?? [])")

        // Sleeping past the deadline: every implementation gets the same one, the correct too.
        let sleeping = try trial.judge([Self.testFile: BuiltCases.sleepsPastTheDeadline], only: ["delivers-twice"])
        #expect(sleeping.status == .failed)
        #expect(sleeping.mutants == nil, "no mutant counts once the correct mediator did not finish")
        #expect(sleeping.notes.contains { $0.contains("did not finish in \(Int(Self.deadline)) s") }, "\(sleeping.notes)")
    }

    /// Addresses are fixed per build (ASLR moves whole pages), so a test keyed to one once told
    /// the correct build from every mutant. A probe reads the low bits from the judge's correct
    /// build; the cheat keyed to them must not get done: every check is padded anew, and within
    /// one the mutants share the correct mediator's schema build, so the key fails a correct run
    /// (or catches nothing).
    @Test("A test keyed to an address tells no build apart: every check's layout is padded anew")
    func addressFingerprintsTellNothing() throws {
        let (temporary, kata, copy) = try Self.kataCopy()
        defer { withExtendedLifetime(temporary) {} }
        // One check reads every cheat's low bits; each cheat is then keyed to them in a check of its own.
        let probe = try Self.judge(kata, in: copy, files: [Self.testFile: FingerprintCheats.probeFile], only: [])
        for (index, cheat) in FingerprintCheats.all.enumerated() {
            let key = try #require(FingerprintCheats.reportedLowBits(in: probe, cheat: index), "\(cheat.name): \(probe.tests)")
            let keyed = try Self.judge(
                kata, in: copy, files: [Self.testFile: FingerprintCheats.file(cheat, key: key)], only: [cheat.mutant])
            #expect(keyed.status != .passed, "\(cheat.name) keyed to \(key): \(keyed.notes) \(keyed.mutants ?? [])")
        }
    }
}
