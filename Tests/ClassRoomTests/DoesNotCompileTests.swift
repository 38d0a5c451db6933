import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// A learner whose code does not compile is seen as such, from their progress through the
/// hand-in to the instructor's page and `make class`: a mark of its own in the legend, and the
/// compiler's first error where the failing test would be. Older hand-ins read as before.
@Suite struct DoesNotCompileTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let error = KataCheckResult.Diagnostic(
        file: "Sources/DatePlannerKata/Planner.swift", line: 12, text: "cannot convert value of type 'String' to specified type 'Int'")
    static let broken = KataCheckResult(status: .compileError, compilerErrors: [error])
    static let passing = KataCheckResult(status: .passed, tests: [.init(name: "a", line: 1, status: .passed)])

    /// Joins `report`'s learner from an address of their own.
    private func join(_ room: Room, _ report: LearnerReport) -> HTTPResponseSummary { room.joined(report).answer }

    @Test(
        "A kata in progress that does not compile is handed in with the compiler's first error; the page marks its cell ✗ (in the legend) and shows the error where the failing test would be; make class says it too"
    )
    func inProgressAndNotCompiling() throws {
        var progress = KataProgress()
        progress.record(Self.broken, for: "01-a", at: Self.now)
        let note = "Planner.swift:12: cannot convert value of type 'String' to specified type 'Int'"
        #expect(progress.entries["01-a"]?.compileError == note)
        let report = LearnerReport(learner: "ada", progress: progress, catalog: RoomFixture.catalog, written: Self.now, machine: "aa11")
        #expect(report.katas.first?.compileError == note)
        let handedIn = try #require(try JSONSerialization.jsonObject(with: report.encoded()) as? [String: Any])
        #expect((handedIn["katas"] as? [[String: Any]])?.first?["compileError"] as? String == note)

        let fixture = try RoomFixture()
        #expect(join(fixture.room, report).status == 200)
        let page = fixture.room.table().fragment()
        #expect(page.contains("<td class=\"broken\">✗</td>"), "\(page)")
        #expect(page.contains("<b>does not compile:</b> Planner.swift:12: cannot convert value of type &#39;String&#39;"), "\(page)")
        #expect(!page.contains(">…</td>"), "no unexplained cell")
        #expect(ClassTable.legend.contains("<span class=\"broken\">✗</span> does not compile"))
        let text = fixture.room.table().text(unicode: true)
        #expect(text.contains("does not compile: \(note)") && text.contains("✗ does not compile"), "\(text)")
        #expect(fixture.room.table().text(unicode: false).contains("err does not compile"))
    }

    @Test("A done kata that no longer compiles stays done and says so: ✓✗, \"done, does not compile now\", not \"done, now failing\"")
    func doneAndNoLongerCompiling() throws {
        var progress = KataProgress()
        progress.record(Self.passing, for: "01-a", at: Self.now)
        progress.record(Self.broken, for: "01-a", at: Self.now.addingTimeInterval(60))
        #expect(progress.entries["01-a"]?.status == .done && progress.entries["01-a"]?.failingNow == true)
        let report = LearnerReport(learner: "ada", progress: progress, catalog: RoomFixture.catalog, written: Self.now, machine: "aa11")
        let fixture = try RoomFixture()
        #expect(join(fixture.room, report).status == 200)
        let page = fixture.room.table().fragment()
        #expect(page.contains("<td class=\"done failing\">✓✗</td>"), "\(page)")
        #expect(page.contains("<tfoot><tr><th>1 learner · done</th><td>1</td>"), "still done")
        #expect(fixture.room.table().text(unicode: true).contains("✓✗"))

        progress.record(Self.passing, for: "01-a", at: Self.now.addingTimeInterval(120))
        #expect(progress.entries["01-a"]?.compileError == nil, "compiling again clears it")
    }

    @Test(
        "A hand-in from an older client, without compileError, reads as before; a newer progress file read by this version keeps the error")
    func olderHandInsReadAsBefore() throws {
        let older = #"""
            {"format": "mediator-kata-progress", "version": 1, "learner": "bob", "machine": "bb22",
             "written": "2026-11-23T10:00:00Z",
             "katas": [{"slug": "01-a", "status": "in progress", "testsPassed": 0, "testsFailed": 0,
                        "lastCheck": "2026-11-23T09:59:00Z"}]}
            """#
        let report = try LearnerReport.decode(Data(older.utf8)).get()
        #expect(report.katas.first?.compileError == nil)
        let fixture = try RoomFixture()
        #expect(
            HTTPResponseSummary(fixture.room.answer(method: "POST", path: "/join", code: RoomFixture.code.text, body: Data(older.utf8)))
                .status == 200)
        let page = fixture.room.table().fragment()
        #expect(page.contains("<td class=\"going\">…</td>") && !page.contains("broken"), "\(page)")
        let kept = try JSONDecoder().decode(
            KataProgress.self, from: Data(#"{"entries": {"01-a": {"status": "in progress", "compileError": "X.swift:1: nope"}}}"#.utf8))
        #expect(kept.entries["01-a"]?.compileError == "X.swift:1: nope")
    }

    @Test(
        "Whatever the compiler said (control and direction characters, a pile of marks, thousands of characters, several lines), the note is one line the room takes; a hand-in's note over the room's limits is refused like a failing test's"
    )
    func anyCompilerOutputMakesANoteTheRoomTakes() throws {
        let fixture = try RoomFixture()
        let nasty = [
            "bad\u{0007}bell\ttab\u{202E}override\u{2066}isolate\u{0000}nul",
            String(repeating: "e\u{0301}\u{0302}\u{0303}\u{0304}\u{0305}\u{0306}", count: 400),
            String(repeating: "long message ", count: 1_000), "first line\nsecond line\r\nthird", "\u{E000}\u{10FFFF}\u{F0000}", "",
            String(repeating: "漢", count: 900), String(repeating: "&\"<>'", count: 300),
        ]
        for (index, text) in nasty.enumerated() {
            let result = KataCheckResult(
                status: .compileError, compilerErrors: [.init(file: "Sources/K/\(text.prefix(50)).swift", line: 1, text: text)])
            var progress = KataProgress()
            progress.record(result, for: "01-a", at: Self.now)
            let note = try #require(progress.entries["01-a"]?.compileError)
            #expect(
                !note.contains("\n") && LearnerReport.fits(note, characters: CompileErrorNote.characterLimit)
                    && LearnerReport.isShowable(note))
            let report = LearnerReport(
                learner: "learner \(index)", progress: progress, catalog: RoomFixture.catalog, written: Self.now,
                machine: RoomFixture.machine("c", index))
            #expect(join(fixture.room, report).status == 200, "\(text.prefix(40))")
        }
        let refused = LearnerReport(
            learner: "zed", written: Self.now,
            katas: [
                .init(slug: "01-a", status: .inProgress, testsPassed: 0, testsFailed: 0, lastCheck: Self.now, compileError: "x\u{0007}")
            ],
            machine: "dd44")
        #expect(join(fixture.room, refused).status == 422)
    }
}
