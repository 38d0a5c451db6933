import Foundation
import Testing

@testable import KataEngine

@Suite struct ClassRosterTests {
    private final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("handins-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        func write(_ name: String, _ text: String) throws {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        func write(_ name: String, _ report: LearnerReport) throws {
            try write(name, String(decoding: report.encoded(), as: UTF8.self))
        }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    private func report(_ learner: String, at seconds: TimeInterval, done: [String] = []) -> LearnerReport {
        LearnerReport(
            learner: learner, written: Date(timeIntervalSince1970: seconds),
            katas: ["01-a", "02-b"].map {
                .init(slug: $0, status: done.contains($0) ? .done : .notStarted, testsPassed: 0, testsFailed: 0, lastCheck: nil)
            })
    }

    @Test func aReportSurvivesTheRoundTrip() throws {
        let original = report("Ada", at: 1_000, done: ["01-a"])
        #expect(try LearnerReport.decode(original.encoded()).get() == original)
    }

    @Test func goodFilesAnywhereInTheFolderAreReadAndSortedByName() throws {
        let folder = try Folder()
        try folder.write("zed.json", report("Zed", at: 1))
        try folder.write("chat uploads/ada (2).json", report("ada", at: 1))
        let roster = try ClassRoster.load(folder: folder.url)
        #expect(roster.learners.map(\.learner) == ["ada", "Zed"])
        #expect(roster.problems.isEmpty)
    }

    @Test func malformedUnknownVersionAndForeignFilesAreListedAndSkipped() throws {
        let folder = try Folder()
        try folder.write("good.json", report("Ada", at: 1))
        try folder.write("broken.json", "{not json")
        try folder.write("array.json", "[1, 2]")
        try folder.write("null.json", "null")
        try folder.write("foreign.json", #"{"format": "something-else", "version": 1}"#)
        try folder.write("future.json", #"{"format": "mediator-kata-progress", "version": 9, "learner": "X"}"#)
        try folder.write("wrong-types.json", #"{"format": "mediator-kata-progress", "version": 1, "learner": 5, "katas": "x"}"#)
        try folder.write("notes.txt", "not even json")
        let roster = try ClassRoster.load(folder: folder.url)
        #expect(roster.learners.map(\.learner) == ["Ada"])
        let reasons = Dictionary(uniqueKeysWithValues: roster.problems.map { ($0.file, $0.reason) })
        #expect(reasons.count == 7, "\(reasons)")
        #expect(reasons["notes.txt"] == .notProgress)
        #expect(reasons["future.json"] == .unknownVersion("9"))
        #expect(reasons["foreign.json"].map { "\($0)" }?.contains("not a kata progress file") == true)
        #expect(reasons["broken.json"].map { "\($0)" }?.hasPrefix("malformed") == true)
        #expect(reasons["wrong-types.json"].map { "\($0)" }?.hasPrefix("malformed") == true)
    }

    @Test func theNewestCopyOfALearnerCountsAndTheOtherIsListed() throws {
        let folder = try Folder()
        try folder.write("a-old.json", report("Ada", at: 100))
        try folder.write("b-new.json", report(" ada ", at: 200, done: ["01-a"]))
        try folder.write("c-older.json", report("ADA", at: 50))
        let roster = try ClassRoster.load(folder: folder.url)
        #expect(roster.learners.count == 1)
        #expect(roster.learners.first?.written == Date(timeIntervalSince1970: 200))
        #expect(Set(roster.problems.map(\.file)) == ["a-old.json", "c-older.json"])
        #expect(roster.problems.allSatisfy { $0.reason == .duplicate(of: "b-new.json") })
    }

    @Test("A file counts no network hand-in could carry (Int.max tests), control or direction characters: skipped, said")
    func outOfRangeCountsAndControlCharactersAreSkipped() throws {
        let folder = try Folder()
        func with(learner: String = "ada", passed: Int = 1) -> LearnerReport {
            LearnerReport(
                learner: learner, written: Date(timeIntervalSince1970: 1),
                katas: [.init(slug: "01-a", status: .inProgress, testsPassed: passed, testsFailed: 1, lastCheck: nil)])
        }
        try folder.write("max.json", with(passed: Int.max))
        try folder.write("negative.json", with(passed: -1))
        try folder.write("bidi.json", with(learner: "ada\u{202E}gnp.exe"))
        try folder.write("escape.json", with(learner: "ada\u{1B}[2J"))
        try folder.write("tab.json", with(learner: "\tbob"))
        try folder.write("fine.json", with(learner: "zoë", passed: 10_000))
        let roster = try ClassRoster.load(folder: folder.url)
        #expect(roster.learners.map(\.learner) == ["zoë"])
        #expect(Set(roster.problems.map(\.file)) == ["max.json", "negative.json", "bidi.json", "escape.json", "tab.json"])
    }

    @Test func aHugeFileIsSkippedUnread() throws {
        let folder = try Folder()
        try folder.write("huge.json", String(repeating: " ", count: ClassRoster.sizeLimit + 1))
        let roster = try ClassRoster.load(folder: folder.url)
        #expect(roster.problems == [.init(file: "huge.json", reason: .tooLarge)])
    }

    @Test(
        "A link to a huge file in the folder is judged by what it points to, a link out of the folder is never read; a pipe or a folder named .json is no hand-in"
    )
    func linksAndSpecialFilesAreJudgedByWhatTheyAre() throws {
        let folder = try Folder()
        try folder.write(".huge.txt", String(repeating: " ", count: ClassRoster.sizeLimit + 1))
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("link.json"), withDestinationURL: folder.url.appendingPathComponent(".huge.txt"))
        // A good hand-in, but outside: read, it would be a row (or, for /etc/shadow, read as root).
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: outside) }
        try report("Eve", at: 1_000).encoded().write(to: outside)
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("out.json"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("up.json").path, withDestinationPath: "../\(outside.lastPathComponent)")
        #expect(mkfifo(folder.url.appendingPathComponent("pipe.json").path, 0o644) == 0)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        try folder.write("ada.json", report("Ada", at: 1_000))
        let roster = try ClassRoster.load(folder: folder.url)
        #expect(roster.learners.map(\.learner) == ["Ada"])
        #expect(roster.problems.contains(.init(file: "link.json", reason: .tooLarge)))
        #expect(roster.problems.contains(.init(file: "out.json", reason: .outsideFolder)))
        #expect(roster.problems.contains(.init(file: "up.json", reason: .outsideFolder)))
        #expect(roster.problems.contains(.init(file: "pipe.json", reason: .notAFile)))
    }

    @Test("A file whose learner name is longer than the room allows is skipped with the reason; 60 characters are shown")
    func aNameTheRoomWouldRefuseIsSkipped() throws {
        let folder = try Folder()
        try folder.write("long.json", report(String(repeating: "a", count: 100_000), at: 1_000))
        try folder.write("sixty-one.json", report(String(repeating: "é", count: 61), at: 1_000))
        try folder.write("bomb.json", report("Zo" + String(repeating: "\u{308}", count: 5), at: 1_000))
        try folder.write("sixty.json", report(String(repeating: "b", count: 60), at: 1_000))
        let roster = try ClassRoster.load(folder: folder.url)
        #expect(roster.learners.map(\.learner) == [String(repeating: "b", count: 60)])
        for file in ["long.json", "sixty-one.json", "bomb.json"] {
            let problem = roster.problems.first { $0.file == file }
            #expect(
                problem?.reason.description.contains("longer than the room allows (60 characters") == true,
                "\(file): \(String(describing: problem))")
        }
    }

    @Test("A file that is not a progress file (notes, a stray download) is listed as skipped, never dropped silently")
    func otherFilesAreListed() throws {
        let folder = try Folder()
        try folder.write("ada.json", report("Ada", at: 1_000))
        try Data("my notes".utf8).write(to: folder.url.appendingPathComponent("notes.txt"))
        let roster = try ClassRoster.load(folder: folder.url)
        #expect(roster.learners.map(\.learner) == ["Ada"])
        #expect(roster.problems == [.init(file: "notes.txt", reason: .notProgress)])
    }

    @Test func aMissingFolderIsAnErrorNamingIt() {
        #expect {
            try ClassRoster.load(folder: URL(fileURLWithPath: "/nonexistent/handins"))
        } throws: { error in
            (error as? KataError)?.message.contains("/nonexistent/handins") == true
        }
    }

    @Test(arguments: [
        ("Ada", "progress-Ada.json"), ("Ada Lovelace", "progress-Ada-Lovelace.json"), ("../../etc/x", "progress-------etc-x.json"),
        ("Zoë", "progress-Zo-.json"),
    ])
    func learnerNamesBecomeSafeFileNames(learner: String, file: String) {
        #expect(LearnerReport.fileName(for: learner) == file)
    }
}
