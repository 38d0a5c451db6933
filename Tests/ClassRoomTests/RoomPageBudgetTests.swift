import Foundation
import KataEngine
import PlaygroundTestSupport
import Testing

@testable import ClassRoom

/// What one learner can add to the projector's poll is bounded: a room full of the heaviest
/// hand-ins it accepts keeps its table within ``ClassTable/tableBytesBound(learners:katas:)``,
/// the size Architecture.md documents, and a learner's text appears once per row.
@Suite struct RoomPageBudgetTests {
    /// The workshop's eleven katas, as the page shows them.
    static let catalog = KataCatalog(
        katas: (1...11).map { number in
            let slug = (number < 10 ? "0" : "") + "\(number)-kata"
            return KataInfo(slug: slug, title: "Kata \(number)", document: "000", teaches: "t", files: ["A.swift"], hints: [])
        },
        directory: URL(fileURLWithPath: "/nonexistent"))

    /// The heaviest text a failing test or compiler error may be: 200 characters HTML escapes at
    /// five or six bytes each.
    static let heavyText = String(String(repeating: "&\"<>'", count: 40).prefix(200))

    /// A name of the heaviest characters a name may hold at both ends the page shows (a
    /// Devanagari letter under four three-byte marks: 15 bytes a column), the middle the page cuts
    /// away different for every row: the rows are namesakes of each other once cut in groups of
    /// the 4 machines a name may have (names cut alike count as one name), the first letter told
    /// apart by group, so each row carries a machine label.
    static func heavyName(_ index: Int) -> String {
        let letters = Array("कखगघचछजझटठडढतथदधनपफबभमयरलवशसह")
        let marks = "\u{0902}\u{0901}\u{093C}\u{0947}"
        let group = index / JoinLimits().machinesPerName
        let first = "\(letters[group % letters.count])\(marks)\(letters[group / letters.count % letters.count])\(marks)"
        let heavy = String(repeating: "\u{0915}\(marks)", count: 4)
        let middle = "\(letters[index / letters.count % letters.count])\(letters[index % letters.count])"
        return first + heavy + " " + middle + " " + first + heavy
    }

    /// A row as heavy as a hand-in can make it: every kata's count at its longest, ten done and
    /// not compiling now (the longest mark), the kata it is on with 99 hints and both
    /// the heaviest failing test and compiler error, and a four-digit id (labelled with its `?`).
    static func heaviest(_ index: Int, at date: Date) -> LearnerReport {
        let katas = catalog.katas.enumerated().map { position, kata in
            LearnerReport.Kata(
                slug: kata.slug, status: position < 10 ? .done : .inProgress, testsPassed: 10_000, testsFailed: 10_000, lastCheck: date,
                lastProgress: date, hintsShown: 99, firstFailingTest: heavyText, failingNow: position < 10 ? true : nil,
                compileError: heavyText)
        }
        return LearnerReport(learner: heavyName(index), written: date, katas: katas, machine: RoomFixture.machine("a", index))
    }

    @Test(
        "A room filled with the heaviest hand-ins it accepts (200 learners, every row labelled, stuck for a week) keeps its table within the documented bound, and each learner's text appears once per row, cut"
    )
    func theWorstRoomStaysWithinTheBound() throws {
        let clock = ManualClock()
        let folder = try TemporaryFolder("budget")
        let room = try Room(code: RoomFixture.code, catalog: Self.catalog, folder: folder.path("handins"), clock: clock.roomClock)
        for index in 0..<room.learnerLimit {
            let answer = room.admit(Self.heaviest(index, at: clock.date))
            #expect(answer.status == 200, "learner \(index): \(answer.text)")
        }
        #expect(room.learners.count == room.learnerLimit)
        clock.advance(by: .seconds(7 * 24 * 3_600))
        let table = room.rendered().table.body
        let bound = ClassTable.tableBytesBound(learners: room.learnerLimit, katas: Self.catalog.katas.count)
        print("the heaviest room's table: \(table.count) bytes, bound \(bound) (\(table.count / room.learnerLimit) a row)")
        #expect(table.count <= bound, "\(table.count) bytes")
        let text = String(decoding: table, as: UTF8.self)
        let rows = text.components(separatedBy: "<tr data-row=").dropFirst()
        #expect(rows.count == room.learnerLimit)
        for row in rows.prefix(3) {
            #expect(row.components(separatedBy: "&amp;&quot;").count - 1 <= ClassTable.shownTestCharacters / 5, "the text once, cut")
            #expect(row.contains("…</span></td></tr>"), "cut with an ellipsis")
            #expect(row.contains("class=\"tag\""), "labelled")
        }
    }

    @Test("A failing test is written once per row, in its last cell, cut before it is escaped; kata cells carry fixed marks only")
    func aFailingTestIsShownOnceAndCut() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let katas = Self.catalog.katas.map { kata in
            LearnerReport.Kata(
                slug: kata.slug, status: .inProgress, testsPassed: 1, testsFailed: 9_999, lastCheck: now, lastProgress: now,
                hintsShown: 99, firstFailingTest: Self.heavyText)
        }
        let report = LearnerReport(learner: "Zed", written: now, katas: katas, machine: "aa11")
        let page = ClassTable(roster: ClassRoster(learners: [report], problems: []), catalog: Self.catalog, now: now).fragment()
        #expect(!page.contains("title=\"failing"), "no kata cell repeats the learner's text")
        #expect(page.components(separatedBy: "<span class=\"failing\">").count == 2, "one failing test in the row")
        let shown = ClassTable.shownTest(Self.heavyText)
        #expect(shown.hasSuffix("…") && shown.utf8.count <= ClassTable.shownTestBytes + 3)
        #expect(ClassTable.shownTest("Rule 2: the sender never hears itself") == "Rule 2: the sender never hears itself")
        let long = String(repeating: "x", count: 150)
        #expect(ClassTable.shownTest(long) == String(repeating: "x", count: ClassTable.shownTestCharacters) + "…")
        #expect(page.utf8.count < 2_500, "\(page.utf8.count) bytes for one row of the heaviest text")
    }
}
