import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// How the instructor names a row to remove, when attendees choose names and machine ids to
/// confuse it: a label ("Sam · 3f2a") names only its row, never a learner called "Sam 3f2a";
/// an id no key proves is labelled apart; a member that renames itself keeps its row id.
@Suite struct RoomRowNamingTests {
    /// A machine key whose id's first four digits are not `avoid`'s (so two proven Sams have four-digit labels).
    static func key(avoiding avoid: [String] = []) -> String {
        var key = MachineKey.make()
        while avoid.contains(where: { $0.prefix(4) == MachineKey.machineID(of: key).prefix(4) }) { key = MachineKey.make() }
        return key
    }

    /// Joins `learner` as the machine `key` proves, from an address of its own; its secret.
    static func join(_ learner: String, key: String, in room: Room) -> String? {
        let request = HTTPRequest(
            method: "POST", path: "/join",
            headers: ["x-room-code": RoomFixture.code.text, Room.machineKeyHeader.lowercased(): key],
            body: RoomFixture.report(learner, machine: MachineKey.machineID(of: key)).encoded(), client: "laptop of \(learner) \(key)")
        let response = room.respond(to: request)
        return try? JSONDecoder().decode(JoinAnswer.self, from: response.body).secret
    }

    static func remove(_ who: String, in fixture: RoomFixture, after: Bool = false) -> String {
        fixture.raw(RoomInstructorTests.admin(after ? "/admin/remove-after" : "/admin/remove", who, key: fixture.room.instructorKey))
    }

    @Test("A word holding the label's separator names only that label's row, never a learner whose name reads like it")
    func aLabelNamesOnlyItsRow() throws {
        let fixture = try RoomFixture()
        let first = Self.key()
        let second = Self.key(avoiding: [MachineKey.machineID(of: first)])
        let label = String(MachineKey.machineID(of: first).prefix(4))
        // A classmate whose name is "Sam" and the label the page gives another Sam.
        #expect(fixture.room.joined(RoomFixture.report("Sam \(label)", machine: "aa11")).secret != nil)
        #expect(Self.join("Sam", key: first, in: fixture.room) != nil && Self.join("Sam", key: second, in: fixture.room) != nil)
        #expect(fixture.page("/table").contains("· \(label)</span>"), "the page labels the first Sam \(label)")
        let removed = Self.remove("Sam · \(label)", in: fixture)
        #expect(removed.status == 200 && removed.contains(MachineKey.machineID(of: first)), "\(removed)")
        #expect(fixture.room.learners.contains { $0.learner == "Sam \(label)" }, "the learner named like the label stays")
        #expect(Self.remove("Sam · \(label)", in: fixture).status == 404, "no row has that label any more, and no name is read")
        #expect(Self.remove("Sam \(label)", in: fixture).status == 200, "the name, typed as a name, names the learner")
    }

    @Test("Removing every row after a label's row starts at that row, not at a learner whose name reads like the label")
    func removeAfterALabel() throws {
        let fixture = try RoomFixture()
        let real = Self.key()
        let burst = Self.key(avoiding: [MachineKey.machineID(of: real)])
        let label = String(MachineKey.machineID(of: burst).prefix(4))
        #expect(fixture.room.joined(RoomFixture.report("Mark \(label)", machine: "aa11")).secret != nil)
        for (learner, machine) in [("Ada", "bb22"), ("Grace", "cc33")] {
            #expect(fixture.room.joined(RoomFixture.report(learner, machine: machine)).secret != nil)
        }
        #expect(Self.join("Mark", key: real, in: fixture.room) != nil && Self.join("Mark", key: burst, in: fixture.room) != nil)
        for (learner, machine) in [("Seat1", "dd44"), ("Seat2", "ee55")] {
            #expect(fixture.room.joined(RoomFixture.report(learner, machine: machine)).secret != nil)
        }
        let answer = Self.remove("Mark · \(label)", in: fixture, after: true)
        #expect(answer.status == 200 && answer.contains("Removed 2 rows"), "\(answer)")
        #expect(Set(fixture.room.learners.map(\.learner)) == ["Mark \(label)", "Ada", "Grace", "Mark"])
        #expect(fixture.room.learners.filter { $0.learner == "Mark" }.count == 2, "both Marks stay")
    }

    /// Two learners whose long names the page cuts alike ("Alexa…midt · 51cc", "Alexa…midt · 9a08")
    /// are told apart by their labels: the page's own text names one row to remove.
    @Test("A long name as the page cuts it beside its label names that one row, as the page shows it")
    func thePagesCutNameAndLabelNameOneRow() throws {
        let fixture = try RoomFixture()
        let first = Self.key()
        let second = Self.key(avoiding: [MachineKey.machineID(of: first)])
        #expect(Self.join("Alexander Schmidt", key: first, in: fixture.room) != nil)
        #expect(Self.join("Alexandra Schmidt", key: second, in: fixture.room) != nil)
        let page = fixture.page("/table")
        let label = String(MachineKey.machineID(of: second).prefix(4))
        let shown = ClassTable.onPage("Alexandra Schmidt", limit: ClassTable.nameLimit(besideLabel: label))
        #expect(shown == ClassTable.onPage("Alexander Schmidt", limit: ClassTable.nameLimit(besideLabel: label)), "drawn alike")
        #expect(page.contains("· \(label)</span>"), "the page labels the second \(shown) \(label)")
        let removed = Self.remove("\(shown) · \(label)", in: fixture)
        #expect(removed.status == 200 && removed.contains(MachineKey.machineID(of: second)), "\(removed)")
        #expect(fixture.room.learners.map(\.learner) == ["Alexander Schmidt"], "only the labelled row goes")
        #expect(Self.remove("\(shown) · \(label)", in: fixture).status == 404, "no row is drawn so with that label any more")
    }

    @Test("A name may not hold the label's separator, in any spelling that reads as it")
    func noNameHoldsTheSeparator() {
        #expect(NameCharacters.problem(in: "Sam · Khan") != nil)
        #expect(NameCharacters.problem(in: "Sam \u{0387} Khan") != nil, "Greek ano teleia is canonically the middle dot")
        #expect(NameCharacters.problem(in: "Gal·la") == nil, "the Catalan middle dot between letters is a name's own")
    }

    @Test("Only the ids clients make join: 16 hex digits with their key, or an older client's 4 lower-case hex digits without")
    func onlyClientMadeIDsJoin() throws {
        let fixture = try RoomFixture()
        for machine in ["a", "ab", "abc", "Khan", "ZZZZ", "ABCD", "c681e", "abcdefabcdef", "zzzzzzzzzzzzzzz", "C681E7A002D13FE1"] {
            let answer = fixture.room.joined(RoomFixture.report("Sam", machine: machine))
            #expect(answer.answer.status == 422 && answer.answer.text.contains("4 lower-case hex digits"), "\(machine): \(answer.answer)")
        }
        #expect(fixture.room.joined(RoomFixture.report("Sam", machine: "c681")).secret != nil, "an older client's id")
        #expect(fixture.room.learners.count == 1)
    }

    @Test("An id no key proves is labelled with a mark, and never pushes a proven id's label longer")
    func unprovenIDsAreLabelledApart() throws {
        let fixture = try RoomFixture()
        let key = Self.key()
        let id = MachineKey.machineID(of: key)
        let start = String(id.prefix(4))
        #expect(fixture.room.joined(RoomFixture.report("Sam", machine: start)).secret != nil, "the impostor first")
        #expect(Self.join("Sam", key: key, in: fixture.room) != nil)
        #expect(MachineLabel.labels(of: [id, start]) == [start, start + MachineLabel.unprovenMark])
        let page = fixture.page("/table")
        #expect(page.contains("· \(start)</span>") && page.contains("· \(start)?</span>"), "the proven Sam keeps the short label")
        let removed = Self.remove("Sam · \(start)", in: fixture)
        #expect(removed.status == 200 && removed.contains(id), "the label without the mark is the proven row's: \(removed)")
        #expect(fixture.room.learners.map(\.machine) == [start])
    }

    @Test("A member that renames itself keeps its row id: the id the page showed still removes it, after any number of renames")
    func aRenameKeepsTheRowID() throws {
        let fixture = try RoomFixture()
        var secret = try #require(fixture.room.joined(RoomFixture.report("Trouble", machine: "ab12")).secret)
        let id = Room.rowID(of: LearnerName.key(name: "Trouble", machine: "ab12"))
        #expect(fixture.page("/table").contains("data-row=\"\(id)\""))
        #expect(fixture.raw(RoomInstructorTests.admin("/admin/close", key: fixture.room.instructorKey)).status == 200)
        for number in 2...4 {
            let renamed = fixture.room.joined(RoomFixture.report("Trouble \(number)", machine: "ab12"), previous: secret)
            secret = try #require(renamed.secret, "a member may rename itself while the room is closed: \(renamed.answer)")
            #expect(fixture.page("/table").contains("data-row=\"\(id)\""), "rename \(number) keeps the row id")
        }
        // Its first name and machine are free again: another row, with an id of its own.
        #expect(fixture.raw(RoomInstructorTests.admin("/admin/open", key: fixture.room.instructorKey)).status == 200)
        #expect(fixture.room.joined(RoomFixture.report("Trouble", machine: "ab12")).secret != nil)
        let table = fixture.page("/table")
        #expect(table.components(separatedBy: "data-row=\"\(id)\"").count == 2, "one row carries the id")
        let removed = Self.remove(id, in: fixture)
        #expect(removed.status == 200 && removed.contains("Trouble 4"), "\(removed)")
        #expect(fixture.room.learners.map(\.learner) == ["Trouble"])
        #expect(fixture.room.post(RoomFixture.report("Trouble 4", machine: "ab12"), secret: secret, sequence: 1).status == 403)
        let restarted = try Room(code: RoomFixture.code, catalog: RoomFixture.catalog, folder: fixture.folder.path("handins"))
        #expect(restarted.learners.map(\.learner) == ["Trouble"], "a restart keeps it removed")
    }
}
