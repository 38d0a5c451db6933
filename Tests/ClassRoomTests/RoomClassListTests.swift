import Foundation
import KataEngine
import PlaygroundTestSupport
import Testing

@testable import ClassRoom

/// The instructor's class list: with one in force only a listed name joins, each line one
/// machine, so an attendee with many addresses takes no seat under made-up names, whenever they
/// join; given while the room runs, it removes every row not on it in one go.
@Suite struct RoomClassListTests {
    /// The instructor's post of a class list, as `make room-roster` sends it.
    static func give(_ names: [String], to fixture: RoomFixture) -> String {
        fixture.raw(RoomInstructorTests.admin(Room.classListPath, names.map { $0 + "\n" }.joined(), key: fixture.room.instructorKey))
    }

    /// A join over the network from `source`, as `make join` sends it.
    static func join(_ name: String, machine: String, from source: String, to fixture: RoomFixture) -> String {
        fixture.raw(RoomFixture.post(RoomFixture.report(name, machine: machine).encoded(), path: "/join"), from: source)
    }

    @Test(
        "With a class list only a listed name joins, a look-alike of it being that name; a name not on it, or one whose places are taken, gets the same 403; each line is one machine"
    )
    func onlyListedNamesJoin() throws {
        let fixture = try RoomFixture()
        let given = Self.give(["Alice", "Bob", "Bob", "محمد"], to: fixture)
        #expect(given.status == 200 && given.contains("3 names, 4 places"), "\(given)")
        let stranger = Self.join("Alex A52", machine: "a001", from: "127.0.20.1", to: fixture)
        #expect(
            stranger.status == 403 && stranger.contains("Alex A52 cannot join: not on the class list"), "\(stranger)")
        #expect(Self.join("ALICE", machine: "a002", from: "127.0.20.2", to: fixture).status == 200, "a look-alike of a listed name is it")
        let second = Self.join("Alice", machine: "a003", from: "127.0.20.3", to: fixture)
        #expect(
            second.status == 403 && second.contains("Alice cannot join: not on the class list, no place left")
                && second.contains("ask the instructor"), "every refusal reads alike: \(second)")
        #expect(Self.join("Bob", machine: "b001", from: "127.0.20.4", to: fixture).status == 200)
        #expect(Self.join("bob", machine: "b002", from: "127.0.20.5", to: fixture).status == 200, "listed twice: two machines")
        #expect(Self.join("Bob", machine: "b003", from: "127.0.20.6", to: fixture).status == 403)
        #expect(Self.join("مُحَمَّد", machine: "c001", from: "127.0.20.7", to: fixture).status == 200, "marks read past")
        #expect(fixture.room.learners.count == 4)
        #expect(fixture.page("/table").contains("class list: 4 of 4 joined"), "the totals say the list is in force")
    }

    @Test(
        "A class list given while fakes hold the seats (joined before and between the class) removes every row not on it in one go; the fakes cannot come back, the class can"
    )
    func aListGivenDuringTheSessionFreesTheSeatsAtOnce() throws {
        let fixture = try RoomFixture(learnerLimit: 40)
        let room = fixture.room
        let learnerNames = (0..<12).map { "Learner \($0)" }
        var fakes = 0
        // The attendee starts first and goes on between the learners' joins, four seats an address.
        for index in 0..<60 {
            let source = "127.0.\(30 + index / 4 / 50).\(1 + (index / 4) % 50)"
            if Self.join("Alex A\(index)", machine: RoomFixture.machine("a", index), from: source, to: fixture).status == 200 { fakes += 1 }
            if index % 5 == 4, index / 5 < learnerNames.count {
                _ = Self.join(learnerNames[index / 5], machine: RoomFixture.machine("b", index), from: "127.0.40.\(index)", to: fixture)
            }
        }
        #expect(room.learners.count == 40, "the room is full")
        let seated = learnerNames.filter { name in room.learners.contains { $0.learner == name } }
        #expect(
            fakes + seated.count == 40 && seated.count < learnerNames.count, "the fakes hold most seats: \(seated.count) of the class in")
        let given = Self.give(learnerNames, to: fixture)
        #expect(given.status == 200 && given.contains("Removed \(fakes) rows not on it"), "\(given)")
        #expect(Set(room.learners.map(\.learner)) == Set(seated), "every fake went, every learner stayed")
        // The attendee goes on, from fresh addresses: nothing. The learners still outside get in.
        for index in 0..<8 {
            let again = Self.join("Anna D\(index)", machine: RoomFixture.machine("c", index), from: "127.0.50.\(index + 1)", to: fixture)
            #expect(again.status == 403)
        }
        for (index, name) in learnerNames.enumerated() where !seated.contains(name) {
            #expect(Self.join(name, machine: RoomFixture.machine("d", index), from: "127.0.60.\(index + 1)", to: fixture).status == 200)
        }
        #expect(Set(room.learners.map(\.learner)) == Set(learnerNames))
        #expect(fixture.page("/table").contains("class list: 12 of 12 joined"))
    }

    @Test(
        "A name taken first by someone else: the learner's 403 says to ask the instructor; removing the wrong row frees its place, a new list without that spelling removes it"
    )
    func aNameTakenFirstIsFreedByTheInstructor() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        #expect(Self.give(["Alice", "Sam"], to: fixture).status == 200)
        #expect(Self.join("A\u{200B}lice", machine: "e001", from: "127.0.70.1", to: fixture).status == 200, "an impostor first")
        let real = Self.join("Alice", machine: "a001", from: "127.0.70.2", to: fixture)
        #expect(real.status == 403 && real.contains("ask the instructor"), "\(real)")
        let impostor = try #require(room.learners.first)
        let removed = fixture.raw(RoomInstructorTests.admin("/admin/remove", "Alice", key: room.instructorKey))
        #expect(removed.status == 200, "one row of that name: removed by name: \(removed)")
        #expect(Self.join("Alice", machine: "a001", from: "127.0.70.2", to: fixture).status == 200, "the place is free")
        #expect(!room.learners.contains { $0.machine == impostor.machine })
        // A name with more rows than places (rows from before the list): the answer lists them by row id.
        let crowded = try RoomFixture()
        for machine in ["a001", "a002"] { _ = Self.join("Sam", machine: machine, from: "127.0.71.\(machine.suffix(1))", to: crowded) }
        let answer = Self.give(["Sam"], to: crowded)
        #expect(answer.status == 200 && answer.contains("Sam: 2 rows for 1 place"), "\(answer)")
        #expect(crowded.room.learners.count == 2, "which one is the learner's is the instructor's call")
    }

    @Test(
        "The list is kept across a restart; a new one replaces it; an empty one lifts it; one with a line no learner could join as changes nothing"
    )
    func keptReplacedLiftedRefused() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        #expect(Self.give(["Alice", "Bob"], to: fixture).status == 200)
        let folder = fixture.folder.path("handins")
        let restarted = try Room(code: RoomFixture.code, catalog: RoomFixture.catalog, folder: folder)
        #expect(restarted.classList?.names == ["Alice", "Bob"])
        #expect(restarted.joined(RoomFixture.report("Eve", machine: "e001")).answer.status == 403, "in force after the restart")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(ClassList.fileName).path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600, "the instructor's alone")
        let refused = Self.give(["Alice", "Eve|x", "Bob"], to: fixture)
        #expect(refused.status == 422 && refused.contains("line 2"), "\(refused)")
        #expect(room.classList?.names == ["Alice", "Bob"], "a refused list changes nothing")
        #expect(Self.give(["  Carol  ", "", "Dan"], to: fixture).status == 200)
        #expect(room.classList?.names == ["Carol", "Dan"], "blank lines skipped, names tidied")
        let windows = fixture.raw(RoomInstructorTests.admin(Room.classListPath, "\u{FEFF}Carol\r\nDan\r\nEve\r\n", key: room.instructorKey))
        #expect(windows.status == 200 && room.classList?.names == ["Carol", "Dan", "Eve"], "a list saved on Windows: \(windows)")
        let lifted = fixture.raw(RoomInstructorTests.admin(Room.classListPath, "\n", key: room.instructorKey))
        #expect(lifted.status == 200 && lifted.contains("No class list"), "\(lifted)")
        #expect(room.classList == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(ClassList.fileName).path))
        #expect(room.joined(RoomFixture.report("Eve", machine: "e001")).answer.status == 200, "anyone with the code again")
        #expect(!fixture.page("/table").contains("class list"))
    }

    @Test("A member renaming itself keeps to the list: to a name not on it, refused; its own listed row goes on")
    func renamesKeepToTheList() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        #expect(Self.give(["Alice"], to: fixture).status == 200)
        let secret = try #require(room.joined(RoomFixture.report("Alice", machine: "a001")).secret)
        let renamed = room.joined(RoomFixture.report("Alex A1", machine: "a001"), previous: secret).answer
        #expect(renamed.status == 403 && renamed.text.contains("not on the class list"), "\(renamed.text)")
        #expect(room.joined(RoomFixture.report("Alice", machine: "a001"), previous: secret).answer.status == 200)
        #expect(room.learners.map(\.learner) == ["Alice"])
    }

    @Test("A learner reads the whole refusal: with the longest name, each fits the 200 characters make join prints")
    func refusalsFitWhatMakeJoinPrints() {
        let longest = String(repeating: "W", count: HandInLimits.nameLength.upperBound)
        do {
            let text = String(decoding: JoinGuesses.refusal(of: longest).body, as: UTF8.self).trimmingCharacters(in: .newlines)
            #expect(text.count <= 200, "\(text.count): \(text)")
        }
    }

    @Test("Only the instructor gives a list: from this machine, with the key in its header")
    func onlyTheInstructor() throws {
        let fixture = try RoomFixture()
        let headers = [Room.keyHeader.lowercased(): fixture.room.instructorKey]
        let elsewhere = fixture.room.respond(
            to: HTTPRequest(method: "POST", path: Room.classListPath, headers: headers, body: Data("Eve\n".utf8), client: "192.168.50.7"))
        #expect(elsewhere.status == 403 && fixture.room.classList == nil)
        let noKey = fixture.raw(Data("POST \(Room.classListPath) HTTP/1.1\r\nHost: room\r\nContent-Length: 4\r\n\r\nEve\n".utf8))
        #expect(noKey.status == 403 && fixture.room.classList == nil)
    }
}
