import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// Each place on the class list belongs to its line: a join word takes a place of its own line,
/// a join without a listed word a line without one, and the room remembers which place each row
/// took (a digest, never the word), across a restart and a re-join of the same row.
@Suite struct RoomListedPlaceTests {
    /// A join as `make join` sends it, from `client`, with the machine's old secret when it has one.
    static func join(
        _ name: String, machine: String, word: String? = nil, secret: String? = nil, from client: String, to room: Room
    ) -> HTTPResponse {
        var headers = ["x-room-code": RoomFixture.code.text]
        if let word { headers[Room.wordHeader.lowercased()] = word }
        if let secret { headers[Room.secretHeader.lowercased()] = secret }
        return room.respond(
            to: HTTPRequest(
                method: "POST", path: "/join", headers: headers, body: RoomFixture.report(name, machine: machine).encoded(), client: client)
        )
    }

    static func secret(_ response: HTTPResponse) -> String? { try? JSONDecoder().decode(JoinAnswer.self, from: response.body).secret }

    @Test(
        "Two learners listed under one name, each with their own word: one word takes only its own line's place, the other word the other")
    func aWordTakesItsOwnLine() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        let room = fixture.room
        let given = RoomJoinWordTests.give("Sam Lee | first-sam-word\nSam Lee | other-sam-word\n", to: fixture)
        #expect(given.status == 200, "\(given)")
        #expect(Self.join("Sam Lee", machine: "a001", word: "first-sam-word", from: "127.0.60.1", to: room).status == 200)
        // Whoever saw the first slip takes nothing more with it.
        #expect(Self.join("Sam Lee", machine: "a002", word: "first-sam-word", from: "127.0.60.2", to: room).status == 403)
        #expect(Self.join("Sam Lee", machine: "a003", word: "FIRST-sam-word", from: "127.0.60.3", to: room).status == 403)
        #expect(Self.join("Sam Lee", machine: "a004", word: "other-sam-word", from: "127.0.60.4", to: room).status == 200)
        #expect(room.classListTally == ClassListTally(places: 2, joined: 2))
        // Kept across a restart: the room still knows whose place is whose, and keeps no word in the members file.
        let restarted = try Room(code: RoomFixture.code, catalog: RoomFixture.catalog, folder: fixture.folder.path("handins"))
        let members = try String(contentsOf: fixture.folder.path("handins").appendingPathComponent(RoomMembers.fileName), encoding: .utf8)
        #expect(!members.lowercased().contains("sam-word") && members.contains("\"place\""), "\(members)")
        #expect(restarted.classListTally == ClassListTally(places: 2, joined: 2))
    }

    @Test("A line without a word beside a line with one: a join without a word takes the plain line, one with the word the worded line")
    func aPlainLineWorksAsBefore() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        let room = fixture.room
        let given = RoomJoinWordTests.give("Kim | kim-word-123\nKim\n", to: fixture)
        #expect(given.status == 200 && given.contains("'Kim' has 1 line with a join word and 1 without"), "\(given)")
        #expect(Self.join("Kim", machine: "b001", from: "127.0.61.1", to: room).status == 200)
        #expect(Self.join("Kim", machine: "b002", word: "wrong-word-1", from: "127.0.61.2", to: room).status == 403)
        #expect(Self.join("Kim", machine: "b003", word: "kim-word-123", from: "127.0.61.3", to: room).status == 200)
        #expect(room.classListTally == ClassListTally(places: 2, joined: 2))
    }

    @Test("Two listed names the room folds into one keep one place per word, and the list's answer says which names they are")
    func foldedNamesKeepTheirWords() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        let room = fixture.room
        let given = RoomJoinWordTests.give("Extra Person AI | word-0008-xyz\nExtra Person AL | word-0011-xyz\n", to: fixture)
        #expect(given.contains("'Extra Person AI' and 'Extra Person AL' are one name to the room"), "\(given)")
        #expect(Self.join("Extra Person AI", machine: "c001", word: "word-0008-xyz", from: "127.0.62.1", to: room).status == 200)
        #expect(Self.join("Extra Person AL", machine: "c002", word: "word-0008-xyz", from: "127.0.62.2", to: room).status == 403)
        #expect(Self.join("Extra Person AL", machine: "c003", word: "word-0011-xyz", from: "127.0.62.3", to: room).status == 200)
    }

    @Test(
        "A row joining again keeps its place: the same machine without its word, or from a new machine id with its word (its old row goes)")
    func aRejoinKeepsItsPlace() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        let room = fixture.room
        #expect(RoomJoinWordTests.give("Sam Lee | first-sam-word\nSam Lee | other-sam-word\n", to: fixture).status == 200)
        let first = Self.join("Sam Lee", machine: "d001", word: "first-sam-word", from: "127.0.63.1", to: room)
        let secret = try #require(Self.secret(first))
        let again = Self.join("Sam Lee", machine: "d001", secret: secret, from: "127.0.63.1", to: room)
        #expect(again.status == 200)
        // A new machine id with the old secret and its own word retakes its own place, not the other's.
        let moved = Self.join("Sam Lee", machine: "d00f", word: "first-sam-word", secret: Self.secret(again), from: "127.0.63.1", to: room)
        #expect(moved.status == 200, "\(RoomJoinWordTests.text(moved))")
        #expect(room.learners.map { $0.machine ?? "" } == ["d00f"])
        #expect(Self.join("Sam Lee", machine: "d002", word: "first-sam-word", from: "127.0.63.2", to: room).status == 403)
        #expect(Self.join("Sam Lee", machine: "d003", word: "other-sam-word", from: "127.0.63.3", to: room).status == 200)
    }

    @Test("A members file from before places were kept still loads")
    func olderMembersFileLoads() throws {
        let old = Data(
            #"{"format":"mediator-room-members","version":1,"members":[{"secret":"s","name":"Ada","machine":"aa11","lastSequence":0}]}"#
                .utf8)
        let members = try JSONDecoder().decode(RoomMembers.self, from: old)
        #expect(members.members.first?.place == nil && members.members.first?.name == "Ada")
    }
}

/// A class list given while rows are in: a row under a name with join words that holds none of
/// them goes, as a row not on the list does, unless a line of that name without a word is free.
@Suite struct RoomWordlessRowTests {
    @Test(
        "Rows that joined before the list under a worded name without its word are removed and named; one that sent its word keeps its place; a plain line keeps one"
    )
    func rowsWithoutTheirWordGo() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        let room = fixture.room
        let join = RoomListedPlaceTests.join
        #expect(join("Bob Stone.", "e001", nil, nil, "127.0.70.1", room).status == 200)
        #expect(join("Carol", "e002", nil, nil, "127.0.70.2", room).status == 200)
        #expect(join("Sam", "e003", "sam-word-1", nil, "127.0.70.3", room).status == 200)
        #expect(join("Kim", "e004", nil, nil, "127.0.70.4", room).status == 200)
        #expect(join("Kim", "e005", nil, nil, "127.0.70.5", room).status == 200)
        let list = "Alice Brown | tulip-47-sky\nBob Stone | maple-rain-22\nCarol\nSam | sam-word-1\nKim | kim-word-123\nKim\n"
        let given = RoomJoinWordTests.give(list, to: fixture)
        #expect(
            given.status == 200 && given.contains("Removed 2 rows under a name with join words, joined without one of its words"),
            "\(given)")
        #expect(given.contains("Bob Stone. · e001") && given.contains("Kim · e005") && !given.contains("Kim · e004"), "\(given)")
        #expect(room.learners.map(\.learner).sorted() == ["Carol", "Kim", "Sam"])
        #expect(fixture.events.lines.withLock { $0 }.contains { $0.contains("2 without their join word") })
        // The real Bob joins with his word; the copy cannot come back without it.
        #expect(join("Bob Stone", "e006", "maple-rain-22", nil, "127.0.70.6", room).status == 200)
        #expect(join("Bob Stone.", "e001", nil, nil, "127.0.70.1", room).status == 403)
        #expect(room.classListTally == ClassListTally(places: 6, joined: 4))
    }
}
