import Foundation
import KataEngine
import PatternRunnerCore
import PlaygroundTestSupport
import Testing

extension KataFixture {
    /// Runs `PatternRunner kata …` against the fixture's repository root.
    func run(_ arguments: [String]) -> RunnerResult {
        RunnerResult(["kata"] + arguments, root: root)
    }

    /// The learner's file, as the runner's tests call it.
    var kataFile: URL { learnerFile }
}

@Suite struct KataCommandTests {
    @Test func hintsAreRevealedOnlyWhenTheNextIsAskedFor() throws {
        let fake = try KataFixture()
        #expect(fake.run(["hint", "1"]).out.contains("Hint 1 of 3 for 01-demo:\n  first"))
        #expect(fake.run(["hint", "demo"]).out.contains("Hint 1 of 3"), "asking again burns nothing")
        #expect(fake.run(["hint", "01", "--next"]).out.contains("Hint 2 of 3 for 01-demo:\n  second"))
        #expect(fake.run(["hint", "1", "--hint", "1"]).out.contains("Hint 1 of 3"))
        #expect(fake.run(["hint", "1"]).out.contains("Hint 2 of 3"), "showing hint 1 again did not lose hint 2")
        let afterLast = fake.run(["hint", "01-demo", "--next"]).out
        #expect(afterLast.contains("Hint 3 of 3") && afterLast.contains("That was the last hint"))
        let all = fake.run(["hint", "1", "--all"]).out
        #expect(all.contains("first") && all.contains("second") && all.contains("third"))
    }

    @Test func aHintNotYetRevealedIsRefused() throws {
        let fake = try KataFixture()
        let result = fake.run(["hint", "1", "--hint=3"])
        #expect(result.status == .failure && result.err.contains("not revealed yet"))
        #expect(fake.run(["hint", "1", "--hint", "9"]).status == .usage)
        #expect(fake.run(["hint", "1", "--next", "--all"]).status == .usage)
    }

    @Test func listShowsStateAndNext() throws {
        let fake = try KataFixture()
        #expect(fake.run(["list"]).out.hasPrefix("→ 01-demo  not started"))
        _ = fake.run(["hint", "1"])
        #expect(fake.run(["list"]).out.contains("in progress"))
    }

    @Test func resetBacksUpThenRestoresTheStarter() throws {
        let fake = try KataFixture()
        let result = fake.run(["reset", "1", "--yes"])
        #expect(result.status == .success)
        #expect(try String(contentsOf: fake.kataFile, encoding: .utf8) == "// starter\n")
        let backups = fake.root.appendingPathComponent("Katas/.backups/01-demo")
        let stamps = try FileManager.default.contentsOfDirectory(atPath: backups.path)
        #expect(stamps.count == 1)
        let saved = backups.appendingPathComponent("\(stamps[0])/Sources/Demo/Learner.swift")
        #expect(try String(contentsOf: saved, encoding: .utf8) == "// my work\n")
    }

    @Test func aDoneKataStaysDoneAfterAResetAndRestoreListsAndPutsBack() throws {
        let fake = try KataFixture()
        let passed = KataCheckResult(status: .passed, tests: [.init(name: "t", line: 1, status: .passed)])
        _ = ProgressStore(directory: fake.katas).update { $0.record(passed, for: "01-demo", at: Date()) }
        let reset = fake.run(["reset", "1", "--yes"])
        #expect(reset.out.contains("Your previous files are in\n  Katas/.backups/01-demo/"), "\(reset.out)")
        #expect(fake.run(["list"]).out.contains("01-demo  done, starter again"), "a kata once done stays done")
        #expect(fake.run(["reset", "1", "--yes"]).out.contains("starter's already: nothing to back up"))
        let listed = fake.run(["restore", "1"])
        #expect(listed.out.contains("  1  ") && listed.out.contains("11 bytes  Learner.swift"), "\(listed.out)")
        let restored = fake.run(["restore", "1", "--backup", "1"])
        #expect(restored.status == .success, "\(restored.err)")
        #expect(try String(contentsOf: fake.kataFile, encoding: .utf8) == "// my work\n")
        #expect(fake.run(["restore", "1", "--backup", "5"]).status == .usage)
    }

    @Test(arguments: ["abc", "-1", "1.5", " 7", "18446744073709551616"])
    func aSeedThatIsNotAWholeNumberIsRefusedNamingTheValidValues(seed: String) throws {
        let fake = try KataFixture()
        // (watch refuses it the same way; it is left out here because, without the refusal, a
        // watch would wait for saves for ever instead of failing)
        for command in ["check"] {
            let result = RunnerResult(["kata", command, "1"], root: fake.root, seed: seed)
            #expect(result.status == .usage, "\(command): \(result.err)")
            #expect(result.err.contains("is not a seed: a seed is a whole number from 0 to 18446744073709551615"), "\(result.err)")
        }
    }

    @Test func solutionWaitsUntilDoneUnlessForced() throws {
        let fake = try KataFixture()
        let refused = fake.run(["solution", "1"])
        #expect(refused.status == .failure)
        #expect(refused.out.isEmpty)
        #expect(refused.err.contains("--force"))
        let viaMake = RunnerResult(["kata", "solution", "1"], root: fake.root, viaMake: true)
        #expect(viaMake.err.contains("FORCE=1") && !viaMake.err.contains("--force"), "messages name the form the learner typed")
        let forced = fake.run(["solution", "1", "--force"])
        #expect(forced.status == .success)
        #expect(forced.out.contains("// solution"))
        #expect(forced.err.contains("Warning"))
    }

    @Test("The mistakes' slides show the reference's lines: like the solution, they open once the kata is done, or forced")
    func mistakesWaitUntilDoneUnlessForced() throws {
        let fake = try KataFixture()
        try fake.folder.write(
            "Katas/katas.json",
            """
            {"katas": [{"slug": "01-demo", "title": "Demo", "document": "000", "teaches": "t",
              "files": ["Sources/Demo/Learner.swift"], "hints": ["first", "second", "third"],
              "mistakes": [{"name": "forgets", "description": "forgets the reaction"}]}]}
            """)
        try fake.write(".meta/Mistakes/forgets/Learner.swift", "// mistake\n")
        let refused = fake.run(["mistakes", "1"])
        #expect(refused.status == .failure && refused.out.isEmpty, "\(refused.out)")
        #expect(
            refused.err.contains("the mistakes to 01-demo opens once the kata is done") && refused.err.contains("--force"), "\(refused.err)"
        )
        let forced = fake.run(["mistakes", "1", "--force"])
        #expect(forced.status == .success && forced.out.contains("forgets the reaction"), "\(forced.out)\n\(forced.err)")
        #expect(forced.err.contains("Warning"))
    }

    @Test(arguments: [
        (["check"], "'kata check' needs a kata name"),
        (["check", "9"], "no kata number 9"),
        (["check", "dmeo"], "no kata named 'dmeo'; did you mean 01-demo?"),
        (["check", "zzzzzzzz"], "no kata named 'zzzzzzzz'; name one by number (01–"),
        (["chek", "1"], "did you mean check?"),
        (["hint", "1", "--al"], "did you mean --all?"),
        (["check", "1", "2"], "too many arguments"),
        (["list", "x"], "too many arguments"),
        (["check", "1", "--flow"], "kata 01-demo has no flow view; katas with one: "),
        (["check", "1", "--flow", "--json"], "--flow draws a picture; it does not go with --json"),
    ])
    func badKataInputExits64(arguments: [String], expected: String) throws {
        let fake = try KataFixture()
        let result = fake.run(arguments)
        #expect(result.status == .usage)
        #expect(result.err.contains(expected), "got: \(result.err)")
    }

    @Test func aMissingMetadataFileIsAnEnvironmentError() {
        let result = RunnerResult(["kata", "list"], root: URL(fileURLWithPath: "/nonexistent"))
        #expect(result.status == .toolFailure)
        #expect(result.err.contains("run from the repository root"))
    }
}

@Suite struct RealKataCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyKataIsListedWithHintsAndFiles() throws {
        let catalog = try KataCatalog.load(root: Self.root)
        #expect(catalog.katas.map(\.number) == (1...11).map { String(format: "%02d", $0) })
        #expect(catalog.katas.filter { $0.kind == .design }.map(\.number) == ["07", "08"])
        #expect(catalog.katas.filter { $0.kind == .mutants }.map(\.number) == ["11"])
        #expect(catalog.katas.allSatisfy { $0.kind == .mutants ? $0.mutants.count >= 6 : $0.mutants.isEmpty })
        for kata in catalog.katas {
            #expect(kata.hints.count >= 3, "\(kata.slug)")
            #expect(!kata.files.isEmpty)
            #expect(FileManager.default.fileExists(atPath: catalog.folder(of: kata).appendingPathComponent("README.md").path))
        }
    }

    @Test(arguments: [
        ("1", "01-conceptual"), ("02", "02-macbook"), ("game", "03-game-broadcast"),
        ("04-news", "04-news-likes"), ("GENERIC", "05-generic-mediator"), ("typed", "06-typed-messages"),
        ("7", "07-decouple"), ("split", "08-split-the-god-mediator"), ("date", "09-date-planner"),
        ("10", "10-concurrent-mediator"), ("catch", "11-catch-the-mutant"),
    ])
    func namesResolve(input: String, slug: String) throws {
        #expect(try KataCatalog.load(root: Self.root).resolve(input).slug == slug)
    }
}
