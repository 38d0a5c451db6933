import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// A kata done once that fails again stays done and says so, from the learner's progress
/// through the hand-in to the instructor's page; a hand-in from an older client, which never
/// says, reads as it always did.
@Suite struct DoneNowFailingTests {
    private func join(_ room: Room, _ body: Data) -> HTTPResponseSummary {
        HTTPResponseSummary(room.answer(method: "POST", path: "/join", code: RoomFixture.code.text, body: body))
    }

    @Test("A kata done, then failing, is handed in as done and failing now, and the room's page shows \"done, now failing\"")
    func doneThenFailingReachesThePage() throws {
        let now = Date()
        var progress = KataProgress()
        let passing = KataCheckResult(status: .passed, tests: [.init(name: "a", line: 1, status: .passed)])
        let failing = KataCheckResult(
            status: .failed, tests: [.init(name: "a", line: 1, status: .passed), .init(name: "Rule 2: b", line: 2, status: .failed)])
        progress.record(passing, for: "01-a", at: now)
        progress.record(passing, for: "02-b", at: now)
        progress.record(failing, for: "01-a", at: now.addingTimeInterval(60))
        let report = LearnerReport(learner: "ada", progress: progress, catalog: RoomFixture.catalog, written: now, machine: "aa11")
        let handedIn = try #require(try JSONSerialization.jsonObject(with: report.encoded()) as? [String: Any])
        let katas = try #require(handedIn["katas"] as? [[String: Any]])
        #expect(katas.map { $0["failingNow"] as? Bool } == [true, false], "the hand-in says which done kata fails now")

        let fixture = try RoomFixture()
        #expect(join(fixture.room, report.encoded()).status == 200)
        let page = fixture.room.table().fragment()
        #expect(page.contains("<td class=\"done failing\">✓!</td>"), "\(page)")
        #expect(page.contains("<td class=\"done\">✓</td>"), "02 passes: plainly done")
        #expect(page.contains("<tfoot><tr><th>1 learner · done</th><td>1</td><td>1</td>"), "a kata done once still counts as done: \(page)")
        #expect(fixture.room.table().text(unicode: true).contains("✓!"))
    }

    @Test("A hand-in from an older client, without failingNow, reads as plainly done")
    func olderHandInsReadAsBefore() throws {
        let older = #"""
            {"format": "mediator-kata-progress", "version": 1, "learner": "bob", "machine": "bb22",
             "written": "2026-11-23T10:00:00Z",
             "katas": [{"slug": "01-a", "status": "done", "testsPassed": 5, "testsFailed": 0,
                        "lastCheck": "2026-11-23T09:59:00Z"}]}
            """#
        let report = try LearnerReport.decode(Data(older.utf8)).get()
        #expect(report.katas.first?.failingNow == nil)
        #expect(report.katas.first?.isDoneButFailingNow == false)

        let fixture = try RoomFixture()
        #expect(join(fixture.room, Data(older.utf8)).status == 200)
        let page = fixture.room.table().fragment()
        #expect(page.contains("<td class=\"done\">✓</td>"), "\(page)")
        #expect(!page.contains("done failing"))
    }
}
