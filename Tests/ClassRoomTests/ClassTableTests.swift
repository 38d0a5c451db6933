import Foundation
import KataEngine
import Testing

@testable import ClassRoom

@Suite struct ClassTableTests {
    private let catalog = KataCatalog(
        katas: [KataInfo(slug: "01-a", title: "A: first", document: "000", teaches: "t", files: ["A.swift"], hints: [])],
        directory: URL(fileURLWithPath: "/nonexistent"))
    private let now = Date(timeIntervalSince1970: 100_000)

    private func report(_ name: String, machine: String, stuckMinutes: Double, hints: Int = 0) -> LearnerReport {
        let progress = now.addingTimeInterval(-stuckMinutes * 60)
        return LearnerReport(
            learner: name, written: now,
            katas: [
                .init(
                    slug: "01-a", status: .inProgress, testsPassed: 3, testsFailed: 2, lastCheck: now, lastProgress: progress,
                    hintsShown: hints,
                    firstFailingTest: "Rule 2: the sender never hears itself")
            ], machine: machine)
    }

    @Test("Two learners with one name are two rows, told apart by machine; the one stuck longest comes first")
    func namesakesAreBothShownAndTheStuckComeFirst() {
        let roster = ClassRoster(
            learners: [report("Sam", machine: "aa11", stuckMinutes: 3), report("Sam", machine: "bb22", stuckMinutes: 25, hints: 2)],
            problems: [])
        let table = ClassTable(roster: roster, catalog: catalog, now: now)
        #expect(table.learners.map { $0.machine } == ["bb22", "aa11"], "stuck 25 min before stuck 3 min")
        let text = table.text(unicode: true)
        #expect(text.contains("Sam · bb22") && text.contains("Sam · aa11"), "\(text)")
        #expect(text.contains("01: stuck 25 min") && text.contains("2 hints"), "\(text)")
        let page = table.html()
        #expect(
            page.contains("Rule 2: the sender never hears itself") && page.contains("· 25 min · 2 hints —")
                && page.contains("position: sticky"))
    }

    @Test(
        "A long name is cut in its middle on the page, keeping its end; names alike once cut carry the shortest start of their machine ids that tells them apart (a long one cut in its middle, apart still), and names alike only in their start do not"
    )
    func longNamesAreToldApart() {
        let learners = [
            report("Christopher Johnson", machine: "aa11", stuckMinutes: 1),
            report("Christopher Johnston", machine: "bb22", stuckMinutes: 2),
            report("Maximilian Schmidt", machine: "aaaaaaaaaaaaaaaa", stuckMinutes: 3),
            report("Maximilian Q. Schmidt", machine: "aaaaaaaeeeeeeeee", stuckMinutes: 4), report("Ada", machine: "cc33", stuckMinutes: 5),
        ]
        let page = ClassTable(roster: ClassRoster(learners: learners, problems: []), catalog: catalog, now: now).html()
        /// A row's name as the page writes it: the start the room keeps with its ellipsis, then its end.
        func row(_ start: String, _ end: String? = nil, _ tag: String? = nil) -> String {
            let parts =
                end.map { "<span class=\"head\" dir=\"auto\">\(start)…</span><span class=\"tail\" dir=\"auto\">\($0)</span>" }
                ?? "<span class=\"tail\" dir=\"auto\">\(start)</span>"
            return "<span class=\"name\" dir=\"ltr\">\(parts)</span>" + (tag.map { "<span class=\"tag\">· \($0)</span>" } ?? "")
                + "</span>"
        }
        #expect(page.contains(row("Christo", "ohnson")) && page.contains(row("Christo", "hnston")), "their ends differ: no label")
        // Alike once cut (`Maximil…chmidt`): labelled, and cut shorter beside the label, by the
        // room, where the two names differ (``RoomDistinctCutTests``), not "Maxi…midt" twice.
        #expect(
            page.contains("<span class=\"tag\">· aaa…aa</span>") && page.contains("<span class=\"tag\">· aaa…ae</span>"), "alike once cut")
        #expect(!page.contains(row("Maxi", "midt", "aaa…aa")) && page.contains("<span class=\"middle\" dir=\"auto\">ian Q…</span>"))
        #expect(page.contains(row("Ada")))
        #expect(ClassTable.onPage("Alexandra Smith") == "Alexand… Smith" && ClassTable.onPage("Ana de la Cruz") == "Ana de la Cruz")
    }

    @Test(
        "A name is cut by the columns it takes, a letter of the scripts drawn twice as wide (Tamil, Malayalam, Myanmar …) two: what the room keeps always fits the name column, so the page shows the room's cut, and names alike once cut are labelled"
    )
    func namesAreCutByTheirWidth() {
        let long = [
            "東京大学工学部情報工学科太郎", "WWWWWWWWWWMoor", "ஸ்ரீனிவாசன் ராமசுப்பிரமணியன்", "മലയാളം കൃഷ്ണൻകുട്ടി", "ဦးအောင်ကျော်မင်းထွန်း",
            "ศรีสุริโยทัย มหาจักรพรรดิ", "Christopher Johnson", "علي بن أحمد Alshehri 2",
        ]
        for name in long {
            let shown = ClassTable.onPage(name)
            #expect(shown.reduce(0) { $0 + ClassTable.columns(of: $1) } <= ClassTable.pageNameLimit, "\(name) shown as \(shown)")
        }
        // Fourteen Chinese characters are fourteen columns (one em each, as wide as a W): whole.
        #expect(ClassTable.onPage("東京大学工学部情報工学科太郎") == "東京大学工学部情報工学科太郎")
        // Seven Tamil letters are fourteen columns: more are cut, and two names alike once cut are namesakes.
        let tamil = ["ஸ்ரீனிவாசன் ராமசுப்பிரமணியன்", "ஸ்ரீனிவாசன் கிருஷ்ணசுப்பிரமணியன்"]
        #expect(ClassTable.onPage(tamil[0]) == ClassTable.onPage(tamil[1]) && ClassTable.onPage(tamil[0]).count < 10)
        let roster = ClassRoster(
            learners: [
                report(tamil[0], machine: "aa11000000000000", stuckMinutes: 1),
                report(tamil[1], machine: "bb22000000000000", stuckMinutes: 2),
            ], problems: []
        )
        // Proven (16-digit) ids: their labels are the shortest starts that tell them apart.
        let page = ClassTable(roster: roster, catalog: catalog, now: now).fragment()
        #expect(page.contains("<span class=\"tag\">· aa11</span>") && page.contains("<span class=\"tag\">· bb22</span>"), "\(page)")
        // Beside a label the room cuts the name to what the label leaves (the label in 0.8 em type:
        // "· ", its characters at most 0.6 em each, 0.3 em margin, 0.25 em padding a side), never the browser.
        for length in 4...8 {
            let label = String(repeating: "W", count: length)
            let labelEms = 0.3 + 2 * 0.25 * 0.8 + 0.8 * 0.6 * Double(length + 2)
            #expect(Double(ClassTable.nameLimit(besideLabel: label)) + labelEms <= Double(ClassTable.pageNameLimit), "\(length)")
        }
        let namesakes = ClassRoster(
            learners: ["aa11000000000000", "bb22000000000000"].map { report("東京大学工学部情報工学科太郎", machine: $0, stuckMinutes: 1) }, problems: [])
        let shown = ClassTable(roster: namesakes, catalog: catalog, now: now).fragment()
        #expect(shown.contains(">東京大学工…</span><span class=\"tail\" dir=\"auto\">学科太郎</span></span><span class=\"tag\">· aa11"), "\(shown)")
    }

    @Test(
        "A cut name is written as its start and its end, each isolated in its own direction, in the order of the name's direction: a mixed-direction name is never scrambled, a right-to-left one starts on the right"
    )
    func cutNamesKeepTheirOrderAndDirections() {
        func name(_ direction: String, _ pieces: [(String, String)]) -> String {
            "<span class=\"name\" dir=\"\(direction)\">"
                + pieces.map { "<span class=\"\($0.0)\" dir=\"auto\">\($0.1)</span>" }.joined() + "</span>"
        }
        let cases = [
            ("علي بن أحمد Alshehri 2", name("rtl", [("head", "علي بن …"), ("tail", "ehri 2")])),
            ("Ali علي بن أحمد الشهري", name("ltr", [("head", "Ali علي…"), ("tail", "الشهري")])),
            ("محمد بن عبدالله الحربي", name("rtl", [("head", "محمد بن…"), ("tail", "الحربي")])),
            // Whole: a name holding right-to-left letters is one piece (no split inside a word);
            // a left-to-right one keeps its end apart, as a cut one does.
            ("Ali علي بن", name("ltr", [("head", "Ali علي بن")])), ("יעל כהן-לוי", name("rtl", [("head", "יעל כהן-לוי")])),
            ("Ana de la Cruz", name("ltr", [("head", "Ana de la"), ("tail", " Cruz")])), ("2 Ada", name("ltr", [("tail", "2 Ada")])),
        ]
        for (learner, markup) in cases {
            let roster = ClassRoster(learners: [report(learner, machine: "aa11", stuckMinutes: 1)], problems: [])
            let page = ClassTable(roster: roster, catalog: catalog, now: now).fragment()
            #expect(
                page.contains(markup), "\(learner): \(page.components(separatedBy: "<th><span class=\"who\">").last?.prefix(300) ?? "")")
        }
    }

    @Test("Within one whole minute the learner stuck longer still comes first, whatever the names: a name chosen to sort first pins nobody")
    func tiesWithinAMinuteGoByTheSecond() {
        let roster = ClassRoster(
            learners: [
                report("<b>aaa</b>", machine: "aa11", stuckMinutes: 12.1), report("zoe", machine: "bb22", stuckMinutes: 12.9),
                report("Aaron", machine: "cc33", stuckMinutes: 12.5),
            ], problems: [])
        let table = ClassTable(roster: roster, catalog: catalog, now: now)
        #expect(table.learners.map(\.learner) == ["zoe", "Aaron", "<b>aaa</b>"], "all show stuck 12 min; 12.9 before 12.5 before 12.1")
    }

    @Test("Progress moves only when more tests pass than before")
    func lastProgressMovesOnlyWithMorePassingTests() {
        var progress = KataProgress()
        let two = KataCheckResult(
            status: .failed,
            tests: [
                .init(name: "a", line: 1, status: .passed), .init(name: "b", line: 2, status: .passed),
                .init(name: "c", line: 3, status: .failed),
            ])
        let one = KataCheckResult(
            status: .failed, tests: [.init(name: "a", line: 1, status: .passed), .init(name: "b", line: 2, status: .failed)])
        progress.record(two, for: "01-a", at: now)
        progress.record(one, for: "01-a", at: now.addingTimeInterval(60))
        #expect(progress.entries["01-a"]?.lastProgress == now)
        #expect(progress.entries["01-a"]?.firstFailingTest == "b")
        progress.record(two, for: "01-a", at: now.addingTimeInterval(120))
        #expect(progress.entries["01-a"]?.lastProgress == now, "back to two passing is no progress beyond the best")
    }

    @Test("A reset keeps a kata's record: in progress with its best count and last progress, or done")
    func aResetKeepsTheRecord() {
        var progress = KataProgress()
        let failing = KataCheckResult(
            status: .failed, tests: [.init(name: "a", line: 1, status: .passed), .init(name: "b", line: 2, status: .failed)])
        progress.record(failing, for: "01-a", at: now)
        progress.recordReset("01-a")
        #expect(progress.status(of: "01-a") == .inProgress)
        #expect(progress.entries["01-a"]?.bestPassed == 1 && progress.entries["01-a"]?.lastProgress == now)
        progress.record(KataCheckResult(status: .passed, tests: [.init(name: "a", line: 1, status: .passed)]), for: "02-b", at: now)
        progress.recordReset("02-b")
        #expect(progress.status(of: "02-b") == .done && progress.entries["02-b"]?.starterAgain == true)
    }

    @Test("The failing test a progress file names is the one the learner's report leads with, not the first in file order")
    func theProgressNamesTheReportsLead() {
        var progress = KataProgress()
        let broken = KataCheckResult.Issue(
            file: "Tests/T.swift", line: 9, expectation: nil, comments: ["Rule broken: Rule 2: the sender never hears itself\nA sends"])
        let result = KataCheckResult(
            status: .failed,
            tests: [
                .init(name: "The full client trace matches the document", line: 1, status: .failed),
                .init(name: "Rule 2: the sender never hears itself", line: 2, status: .failed, issues: [broken]),
            ])
        progress.record(result, for: "01-a", at: now)
        #expect(RuleLead.lead(of: result)?.title == "Rule 2: the sender never hears itself")
        #expect(progress.entries["01-a"]?.firstFailingTest == "Rule 2: the sender never hears itself")
    }
}

@Suite struct ClassPageLayoutTests {
    @Test(
        "The page shows the join line in its header, the code on a line of its own; each failing test in the markup up to what its cell can show (cut on screen with an ellipsis)"
    )
    func readFromTheBackRow() {
        let long =
            "Rule 4: a read receipt goes back to the sender only after every recipient has read the message, in the order they read it"
        let report = RoomFixture.report("ada", failing: long)
        let table = ClassTable(roster: ClassRoster(learners: [report], problems: []), catalog: RoomFixture.catalog)
        let page = table.html(live: true, joinLine: "make join URL=http://192.168.1.20:8787 CODE=K7QX2M LEARNER=yourname")
        let header = page.components(separatedBy: "<header>").last?.components(separatedBy: "</header>").first ?? ""
        #expect(header.contains("<p class=\"join\">Join: <code>make join URL=http://192.168.1.20:8787</code></p><h1>"))
        #expect(header.contains("<p class=\"join second\"><code>CODE=<b class=\"code\">K7QX2M</b> LEARNER=yourname</code></p>"))
        #expect(
            page.contains("<span class=\"failing\">\(long.prefix(ClassTable.shownTestCharacters))…</span>"), "cut where no cell shows more")
        #expect(page.contains("· 3 min") == false && page.contains("<b>01</b> · 0 min · 1 hint — "), "minutes and hints in words")
        #expect(ClassPageStyle.rules.contains("white-space: nowrap; overflow: hidden; text-overflow: ellipsis"))
    }
}
