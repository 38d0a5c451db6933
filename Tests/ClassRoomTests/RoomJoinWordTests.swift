import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// Join words on the class list (`Alice | tulip-47-sky`): a listed name that has one joins only
/// with it, every refusal reads alike (not listed, taken, wrong word), and guesses at a name are
/// bounded whatever the number of addresses. Comment lines are no names.
@Suite struct RoomJoinWordTests {
    static func give(_ text: String, to fixture: RoomFixture) -> String {
        fixture.raw(RoomInstructorTests.admin(Room.classListPath, text, key: fixture.room.instructorKey))
    }

    /// A join as `make join … WORD=` sends it, from `client`.
    static func join(_ name: String, machine: String, word: String?, from client: String, to room: Room) -> HTTPResponse {
        var headers = ["x-room-code": RoomFixture.code.text]
        if let word { headers[Room.wordHeader.lowercased()] = word }
        return room.respond(
            to: HTTPRequest(
                method: "POST", path: "/join", headers: headers, body: RoomFixture.report(name, machine: machine).encoded(), client: client)
        )
    }

    static func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test(
        "A listed name with a word joins only with it (any case); a wrong word, no word, an unlisted name and a taken name get one answer; a freed place is taken again only with the word"
    )
    func aWordGuardsItsName() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        let given = Self.give("Alice | tulip-47-sky\nBob\n", to: fixture)
        #expect(given.status == 200 && given.contains("2 names, 2 places"), "\(given)")
        #expect(
            Self.join("Bob", machine: "b001", word: nil, from: "127.0.80.1", to: room).status == 200, "a line without a word: as before")
        let noWord = Self.join("Alice", machine: "a001", word: nil, from: "127.0.80.2", to: room)
        let wrong = Self.join("Alice", machine: "a001", word: "tulip-47-skx", from: "127.0.80.3", to: room)
        let unlisted = Self.join("Zed", machine: "d001", word: "tulip-47-sky", from: "127.0.80.4", to: room)
        let taken = Self.join("Bob", machine: "b002", word: nil, from: "127.0.80.5", to: room)
        let answers = [noWord, wrong, unlisted, taken].map { ($0.status, Self.text($0).replacingOccurrences(of: "Alice", with: "X")) }
        let alike = answers.map { ($0.0, $0.1.replacingOccurrences(of: "Zed", with: "X").replacingOccurrences(of: "Bob", with: "X")) }
        #expect(alike.allSatisfy { $0.0 == 403 && $0.1 == alike[0].1 }, "\(alike)")
        #expect(room.learners.map(\.learner) == ["Bob"])
        let right = Self.join("ALICE", machine: "a001", word: "TULIP-47-SKY", from: "127.0.80.6", to: room)
        #expect(right.status == 200, "\(Self.text(right))")
        // The instructor frees the place (a wrong row, say): without the word nobody takes it back.
        #expect(fixture.raw(RoomInstructorTests.admin("/admin/remove", "Alice", key: room.instructorKey)).status == 200)
        #expect(Self.join("Alice", machine: "e001", word: nil, from: "127.0.80.7", to: room).status == 403)
        #expect(Self.join("Alice", machine: "a001", word: "tulip-47-sky", from: "127.0.80.8", to: room).status == 200)
        // Kept across a restart, words and all, readable by the instructor alone.
        let restarted = try Room(code: RoomFixture.code, catalog: RoomFixture.catalog, folder: fixture.folder.path("handins"))
        #expect(restarted.classList?.words == ["tulip-47-sky", nil])
        #expect(Self.join("Alice", machine: "f001", word: nil, from: "127.0.80.9", to: restarted).status == 403)
    }

    @Test(
        "Guesses at a name are bounded: after 5 refusals an address refused under it gets 429 for every join under it, the right word too, until 30 s pass; an address never refused is heard, so the learner still joins; an unlisted name is throttled alike"
    )
    func guessesAreBoundedPerName() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        #expect(Self.give("Alice | tulip-47-sky\nBob | apple-99-sea\n", to: fixture).status == 200)
        for (index, name) in ["Alice", "Zed"].enumerated() {
            for guess in 0..<JoinGuesses.allowance {
                let answer = Self.join(name, machine: "a00\(guess)", word: "guess-\(guess)", from: "127.0.9\(index).\(guess + 1)", to: room)
                #expect(answer.status == 403)
            }
            // A guessing address, with the right word now: throttled, so a hit is never told apart.
            let stopped = Self.join(name, machine: "a009", word: "tulip-47-sky", from: "127.0.9\(index).1", to: room)
            #expect(stopped.status == 429 && stopped.extraHeaders.contains { $0.0 == "Retry-After" }, "\(name): \(Self.text(stopped))")
        }
        // A fresh address is heard: a wrong word is refused alike (and marks it); the learner's own word joins.
        #expect(Self.join("Alice", machine: "b001", word: "guess-x1", from: "127.0.93.1", to: room).status == 403)
        #expect(Self.join("Alice", machine: "b001", word: "tulip-47-sky", from: "127.0.93.1", to: room).status == 429)
        #expect(Self.join("Alice", machine: "a00a", word: "tulip-47-sky", from: "127.0.93.2", to: room).status == 200)
        // Other names are not held back.
        #expect(Self.join("Bob", machine: "b00b", word: "apple-99-sea", from: "127.0.90.1", to: room).status == 200)
        clock.advance(by: .seconds(31))
        #expect(Self.join("Zed", machine: "d009", word: "tulip-47-sky", from: "127.0.91.1", to: room).status == 403)
        #expect(room.learners.map(\.learner).sorted() == ["Alice", "Bob"])
    }

    @Test("Comment lines (#) and blank lines are no names; a line's word is held to 6 to 64 printable characters")
    func commentsAndWords() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        let given = Self.give("# the Tuesday group\nAlice\n\n   # Bob is away\nCarol | k7qx2m\n", to: fixture)
        #expect(given.status == 200 && given.contains("2 names, 2 places"), "\(given)")
        #expect(room.classList?.names == ["Alice", "Carol"])
        #expect(Self.join("comment", machine: "c001", word: nil, from: "127.0.81.1", to: room).status == 403)
        #expect(Self.join("Bob is away", machine: "c002", word: nil, from: "127.0.81.2", to: room).status == 403)
        let short = Self.give("Alice | abc\n", to: fixture)
        #expect(short.status == 422 && short.contains("line 1") && short.contains("join word"), "\(short)")
        let spaced = Self.give("Alice | two words\n", to: fixture)
        #expect(spaced.status == 422, "\(spaced)")
    }

    @Test("The refused (name, address) pairs are bounded: the oldest is forgotten first")
    func guessMarksAreBounded() {
        var marks = JoinGuesses.GuessMarks()
        let limit = JoinGuesses.GuessMarks.limit
        for index in 0..<(limit + 10) { marks.insert(name: "n\(index)", address: "a", at: .now) }
        #expect(!marks.contains(name: "n0", address: "a") && !marks.contains(name: "n9", address: "a"))
        #expect(marks.contains(name: "n10", address: "a") && marks.contains(name: "n\(limit + 9)", address: "a"))
    }
}
