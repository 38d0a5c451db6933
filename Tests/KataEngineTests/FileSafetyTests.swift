import Foundation
import PlaygroundBasics
import PlaygroundTestSupport
import Testing

@testable import KataEngine

@Suite struct ResetTests {
    @Test func resetBacksUpFirstThenReplacesTheFile() throws {
        let scratch = try KataFixture()
        let report = try KataReset(catalog: scratch.catalog).reset(scratch.kata)
        #expect(try String(contentsOf: scratch.learnerFile, encoding: .utf8) == "// starter\n")
        let backup = try #require(report.backup)
        #expect(try String(contentsOf: backup.appendingPathComponent("Sources/Demo/Learner.swift"), encoding: .utf8) == "// my work\n")
    }

    @Test func twoResetsInTheSameMillisecondGetTheirOwnBackups() throws {
        let scratch = try KataFixture()
        let now = Date()
        let first = try KataReset(catalog: scratch.catalog).reset(scratch.kata, now: now)
        try Data("// more work\n".utf8).write(to: scratch.learnerFile)
        let second = try KataReset(catalog: scratch.catalog).reset(scratch.kata, now: now)
        #expect(first.backup != nil && second.backup != nil && first.backup != second.backup)
    }

    @Test func aResetOfTheStartersOwnTextMakesNoBackup() throws {
        let scratch = try KataFixture()
        _ = try KataReset(catalog: scratch.catalog).reset(scratch.kata)
        #expect(try KataReset(catalog: scratch.catalog).reset(scratch.kata).backup == nil, "the starter can always be had again")
        #expect(KataBackups(catalog: scratch.catalog).list(scratch.kata).count == 1, "only the learner's work was kept")
    }

    @Test func restoreListsNewestFirstAndBacksUpWhatItReplaces() throws {
        let scratch = try KataFixture()
        let reset = KataReset(catalog: scratch.catalog)
        let earlier = Date(timeIntervalSince1970: 1_700_000_000)
        _ = try reset.reset(scratch.kata, now: earlier)  // keeps "// my work"
        try Data("// second try, longer\n".utf8).write(to: scratch.learnerFile)
        _ = try reset.reset(scratch.kata, now: earlier.addingTimeInterval(60))
        let backups = KataBackups(catalog: scratch.catalog).list(scratch.kata)
        #expect(backups.map(\.bytes) == [22, 11], "newest first, with their sizes")
        #expect(backups.first?.time == earlier.addingTimeInterval(60))
        try Data("// third\n".utf8).write(to: scratch.learnerFile)
        let report = try KataBackups(catalog: scratch.catalog).restore(scratch.kata, from: backups[1])
        #expect(try String(contentsOf: scratch.learnerFile, encoding: .utf8) == "// my work\n")
        let kept = try #require(report.backup)
        #expect(try String(contentsOf: kept.appendingPathComponent(scratch.kata.files[0]), encoding: .utf8) == "// third\n")
    }

    @Test("A file the learner added beside the kata's own and those it ships goes into the backup with them, and a restore brings it back")
    func addedFilesGoIntoTheBackupAndComeBack() throws {
        let scratch = try KataFixture()
        let layout = KataLayout(folder: scratch.catalog.folder(of: scratch.kata))
        let given = scratch.learnerFile.deletingLastPathComponent().appendingPathComponent("Given.swift")
        try Data("// shipped\n".utf8).write(to: given)
        try FileManager.default.createDirectory(at: layout.givenFilesList.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# shipped beside the learner's\nSources/Demo/Given.swift\n".utf8).write(to: layout.givenFilesList)
        let helper = scratch.learnerFile.deletingLastPathComponent().appendingPathComponent("Nested/MyHelper.swift")
        try FileManager.default.createDirectory(at: helper.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// my helper\n".utf8).write(to: helper)
        try Data("// starter\n".utf8).write(to: scratch.learnerFile)
        let report = try KataReset(catalog: scratch.catalog).reset(scratch.kata)
        #expect(report.movedAside == ["Sources/Demo/Nested/MyHelper.swift"])
        #expect(!FileManager.default.fileExists(atPath: helper.path), "the starter has no such file")
        #expect(FileManager.default.fileExists(atPath: given.path), "a file the kata ships stays")
        let backup = try #require(report.backup, "an added file alone is worth a backup")
        let saved = backup.appendingPathComponent("Sources/Demo/Nested/MyHelper.swift")
        #expect(try String(contentsOf: saved, encoding: .utf8) == "// my helper\n")
        let listed = try #require(KataBackups(catalog: scratch.catalog).list(scratch.kata).first)
        #expect(listed.files == ["Sources/Demo/Learner.swift", "Sources/Demo/Nested/MyHelper.swift"])
        _ = try KataBackups(catalog: scratch.catalog).restore(scratch.kata, from: listed)
        #expect(try String(contentsOf: helper, encoding: .utf8) == "// my helper\n")
    }

    @Test func aMissingStarterChangesNothingAndNamesTheFile() throws {
        let scratch = try KataFixture(starter: false)
        #expect {
            try KataReset(catalog: scratch.catalog).reset(scratch.kata)
        } throws: { error in
            (error as? KataError)?.message.contains(".meta/Starter/Learner.swift") == true
        }
        #expect(try String(contentsOf: scratch.learnerFile, encoding: .utf8) == "// my work\n", "the learner's file is untouched")
        #expect(!FileManager.default.fileExists(atPath: scratch.katas.appendingPathComponent(".backups").path))
    }
}

@Suite struct CatalogValidationTests {
    @Test(arguments: ["../../../x/victim.swift", "/etc/passwd", "Sources/../../outside.swift", ""])
    func learnerFilesMustStayInsideTheirKata(path: String) throws {
        let scratch = try KataFixture()
        let kata = KataInfo(slug: "01-demo", title: "D", document: "0", teaches: "t", files: [path], hints: [])
        let problems = KataCatalog(katas: [kata], directory: scratch.katas).validationProblems()
        #expect(problems.contains { $0.contains("leaves") }, "got \(problems)")
    }

    @Test func aSymlinkOutOfTheKataIsRefused() throws {
        let scratch = try KataFixture()
        let link = scratch.katas.appendingPathComponent("01-demo/Sources/Escape")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/tmp")
        let kata = KataInfo(slug: "01-demo", title: "D", document: "0", teaches: "t", files: ["Sources/Escape/x.swift"], hints: [])
        #expect(!KataCatalog(katas: [kata], directory: scratch.katas).validationProblems().isEmpty)
    }

    @Test(arguments: ["../01-demo", "01-demo/..", "x", "01-Demo"])
    func slugsAreWellFormed(slug: String) throws {
        let scratch = try KataFixture()
        let kata = KataInfo(slug: slug, title: "D", document: "0", teaches: "t", files: ["a.swift"], hints: [])
        #expect(!KataCatalog(katas: [kata], directory: scratch.katas).validationProblems().isEmpty)
    }

    @Test func duplicateSlugsAreRefused() throws {
        let scratch = try KataFixture()
        #expect(
            KataCatalog(katas: [scratch.kata, scratch.kata], directory: scratch.katas).validationProblems().contains {
                $0.contains("twice")
            })
        #expect(scratch.catalog.validationProblems().isEmpty)
    }
}

@Suite struct ProgressStoreTests {
    @Test(arguments: ["garbage", "[]", "null", #"{"entries": 5}"#])
    func aCorruptFileIsKeptAsideWithAWarning(content: String) throws {
        let scratch = try KataFixture()
        let store = ProgressStore(directory: scratch.katas)
        try content.write(to: store.file, atomically: true, encoding: .utf8)
        let (progress, warnings) = store.load()
        #expect(progress == KataProgress())
        #expect(warnings.count == 1 && warnings[0].contains(store.file.path))
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.katas.path)
        let aside = try #require(names.first { $0.hasPrefix(".progress.json.corrupt-") })
        #expect(try String(contentsOf: scratch.katas.appendingPathComponent(aside), encoding: .utf8) == content)
    }

    @Test func wrongTypesAndOutOfRangeValuesAreClampedNotFatal() throws {
        let scratch = try KataFixture()
        let store = ProgressStore(directory: scratch.katas)
        let json =
            #"{"entries": {"01-demo": {"status": "done", "hintsShown": -5}, "02-x": {"status": 7, "hintsShown": 9223372036854775807}}}"#
        try json.write(to: store.file, atomically: true, encoding: .utf8)
        let (progress, warnings) = store.load()
        #expect(warnings.isEmpty)
        #expect(progress.entries["01-demo"]?.hintsShown == 0 && progress.status(of: "01-demo") == .done)
        #expect(progress.entries["02-x"]?.status == .notStarted && progress.entries["02-x"]?.hintsShown == 100)
    }

    @Test func concurrentUpdatesAreAllKept() async throws {
        let scratch = try KataFixture()
        let store = ProgressStore(directory: scratch.katas)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask { store.update { $0.entries["k\(index)"] = .init() } }
            }
        }
        #expect(store.load().progress.entries.count == 20)
    }

    @Test func aDoneKataStaysDoneAndSaysWhenItFailsAgain() {
        var progress = KataProgress()
        progress.record(result(.passed), for: "01", at: Date())
        #expect(progress.status(of: "01") == .done)
        progress.record(result(.failed, failed: ["t()"]), for: "01", at: Date())
        #expect(progress.status(of: "01") == .done, "a kata once done stays done")
        #expect(progress.label(of: "01") == "done, now failing", "and says that it fails now")
        #expect(progress.entries["01"]?.testsFailed == 1 && progress.entries["01"]?.testsPassed == 4)
        progress.record(result(.passed), for: "01", at: Date())
        #expect(progress.label(of: "01") == "done", "passing again clears the warning")
        progress.record(result(.failed, failed: ["t()"]), for: "02", at: Date())
        #expect(progress.label(of: "02") == "in progress", "a kata never done is in progress when it fails")
    }
}

@Suite struct ProcessGroupRunnerTests {
    @Test func aTimeoutKillsTheWholeProcessGroup() throws {
        let marker = "sleep 91.\(Int.random(in: 100...999))"
        let outcome = try ProcessGroupRunner().run(
            ToolInvocation(["sh", "-c", "\(marker) & \(marker) & wait"], in: URL(fileURLWithPath: "/tmp"), timeout: 0.5))
        #expect(outcome.ending == .timedOut)
        let survivors = try ProcessGroupRunner().run(
            ToolInvocation(["sh", "-c", "pgrep -f '[s]\(marker.dropFirst())' || true"], in: URL(fileURLWithPath: "/tmp")))
        #expect(survivors.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "still running: \(survivors.output)")
    }

    @Test func outputExitCodeAndEnvironmentComeThrough() throws {
        let outcome = try ProcessGroupRunner().run(
            ToolInvocation(
                ["sh", "-c", "echo $KATA_PROBE; pwd; exit 3"], in: URL(fileURLWithPath: "/tmp"), environment: ["KATA_PROBE": "hello"]))
        #expect(outcome.ending == .exited(3))
        #expect(outcome.output.hasPrefix("hello\n/tmp"))
    }
}

@Suite struct SwiftPMLockTests {
    @Test func locksForAFolderAndItsContentsGoAndOthersStay() throws {
        let temporary = FileManager.default.temporaryDirectory
        let folder = temporary.appendingPathComponent("kata-verify-\(UUID().uuidString)")
        let mangled = folder.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_")
        let ours = [mangled + "_Katas_01-demo_.build.lock", mangled + "_Katas_01-demo_.build_workspace-state.json.lock"]
        let other = "_tmp_someone-else-\(UUID().uuidString)_.build.lock"
        for name in ours + [other] {
            try Data().write(to: temporary.appendingPathComponent(name))
        }
        defer { try? FileManager.default.removeItem(at: temporary.appendingPathComponent(other)) }
        #expect(SwiftPMLocks.remove(under: folder) == 2)
        for name in ours { #expect(!FileManager.default.fileExists(atPath: temporary.appendingPathComponent(name).path)) }
        #expect(FileManager.default.fileExists(atPath: temporary.appendingPathComponent(other).path), "another folder's lock stays")
    }

    @Test func removingAScratchFolderRemovesItsLocks() throws {
        let scratch = try ScratchFolders.shared.make(prefix: "lock-test")
        let lock = FileManager.default.temporaryDirectory.appendingPathComponent(
            scratch.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_") + "_.build.lock")
        try Data().write(to: lock)
        ScratchFolders.shared.remove(scratch)
        #expect(!FileManager.default.fileExists(atPath: scratch.path))
        #expect(!FileManager.default.fileExists(atPath: lock.path))
    }
}
