import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// Different names the page cuts alike are drawn apart: the cut shows where they differ, the
/// labels still tell the rows apart, and the page's text names one row to remove.
@Suite struct RoomDistinctCutTests {
    private let catalog = KataCatalog(
        katas: [KataInfo(slug: "01-a", title: "A: first", document: "000", teaches: "t", files: ["A.swift"], hints: [])],
        directory: URL(fileURLWithPath: "/nonexistent"))
    private let now = Date(timeIntervalSince1970: 100_000)

    private func report(_ name: String, machine: String) -> LearnerReport {
        LearnerReport(
            learner: name, written: now,
            katas: [.init(slug: "01-a", status: .inProgress, testsPassed: 1, testsFailed: 1, lastCheck: now, lastProgress: now)],
            machine: machine)
    }

    /// Each row's name as the page draws it (its pieces' text, tags stripped), by row id.
    static func drawnNames(in page: String) -> [String] {
        page.components(separatedBy: "<span class=\"name\" dir=\"").dropFirst().map { row in
            let markup = row.components(separatedBy: "<span class=\"tag\">")[0]
            var (text, inTag) = ("", false)
            for character in markup.dropFirst(5) {
                if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
            }
            return text
        }
    }

    @Test(
        "Different long names that cut alike beside their labels are drawn apart where they differ, within the column; one name's machines keep the usual cut",
        arguments: [
            ("Alexander Schmidt", "Alexandra Schmidt"), ("Christina Anderson", "Christine Anderson"),
            ("Maria Fernanda Lopez", "Maria Fernando Lopez"), ("Maximilian Schmidt", "Maximilian Q. Schmidt"),
        ])
    func differentNamesAreDrawnApart(names: (String, String)) {
        let roster = ClassRoster(
            learners: [report(names.0, machine: "51cc000000000000"), report(names.1, machine: "9a08000000000000")], problems: [])
        let page = ClassTable(roster: roster, catalog: catalog, now: now).fragment()
        #expect(page.contains("· 51cc</span>") && page.contains("· 9a08</span>"), "still labelled by machine")
        let drawn = Self.drawnNames(in: page)
        #expect(drawn.count == 2 && LearnerName.normalized(drawn[0]) != LearnerName.normalized(drawn[1]), "\(names): \(drawn)")
        for name in drawn {
            let columns = name.reduce(0) { $0 + ClassTable.columns(of: $1) }
            #expect(columns <= ClassTable.nameLimit(besideLabel: "51cc"), "\(name) fits beside its label")
        }
        // One name on two machines: the labels tell them apart, the name keeps the usual cut.
        let same = ClassRoster(
            learners: [report(names.0, machine: "51cc000000000000"), report(names.0, machine: "9a08000000000000")], problems: [])
        let usual = ClassTable.onPage(names.0, limit: ClassTable.nameLimit(besideLabel: "51cc"))
        #expect(Self.drawnNames(in: ClassTable(roster: same, catalog: catalog, now: now).fragment()) == [usual, usual])
    }

    @Test("The page's text for a distinctly cut name with its label removes that one row; the usual cut's text still does")
    func theDrawnTextNamesOneRow() throws {
        let fixture = try RoomFixture()
        let first = RoomRowNamingTests.key()
        let second = RoomRowNamingTests.key(avoiding: [MachineKey.machineID(of: first)])
        #expect(RoomRowNamingTests.join("Alexander Schmidt", key: first, in: fixture.room) != nil)
        #expect(RoomRowNamingTests.join("Alexandra Schmidt", key: second, in: fixture.room) != nil)
        let label = String(MachineKey.machineID(of: second).prefix(4))
        let drawn = Self.drawnNames(in: fixture.page("/table"))
        let shown = try #require(drawn.first { $0.hasPrefix("Alexandr") }, "\(drawn)")
        let removed = RoomRowNamingTests.remove("\(shown) · \(label)", in: fixture)
        #expect(removed.status == 200 && removed.contains(MachineKey.machineID(of: second)), "\(removed)")
        #expect(fixture.room.learners.map(\.learner) == ["Alexander Schmidt"])
    }

    @Test("The class list check warns of different names the page draws alike once cut, naming them")
    func theClassListWarnsOfNamesDrawnAlike() {
        guard
            case .list(let list) = ClassList.read(
                Data("Alexander Schmidt\nAlexandra Schmidt\nAda\nChristina Anderson\nChristine Anderson\n".utf8))
        else {
            Issue.record("the list is read")
            return
        }
        let drawn = list.warnings().filter { $0.contains("drawn alike") }
        #expect(drawn.count == 2, "\(list.warnings())")
        #expect(drawn.contains { $0.contains("'Alexander Schmidt' and 'Alexandra Schmidt'") && $0.contains("Alexa…midt") })
        #expect(drawn.contains { $0.contains("'Christina Anderson' and 'Christine Anderson'") })
        guard case .list(let apart) = ClassList.read(Data("Alexander Schmidt\nAda Lovelace\n".utf8)) else { return }
        #expect(apart.warnings().isEmpty)
    }
}
