import ClassRoom
import Foundation
import KataEngine
import PlaygroundTestSupport
import Testing

@testable import PatternRunnerCore

/// `room roster FILE` (`make room-roster FILE=…`) and `room serve --roster FILE` (`make room
/// ROSTER=…`) from the instructor's terminal.
@Suite struct RoomClassListCommandTests {
    @Test(
        "room roster gives the running room its class list and says what it removed; a line no learner could join as, or a missing file, is said and changes nothing"
    )
    func rosterFromTheTerminal() throws {
        let fake = try KataFixture()
        let folder = fake.folder.path("handins")
        let room = try Room(code: JoinCode("K7QX2M")!, catalog: fake.catalog, folder: folder)
        let server = try RoomServer(room: room, address: "127.0.0.1", port: 0)
        server.start()
        defer { server.stop() }
        RoomControl.remember(try #require(URL(string: "http://127.0.0.1:\(server.port)")), in: folder)
        let list = fake.folder.path("class.txt")
        try Data("Ada\nGrace\nGrace\n".utf8).write(to: list)
        let given = RunnerResult(["room", "roster", list.path, "--dir", folder.path], root: fake.root)
        #expect(given.status == .success && given.out.contains("Class list in force: 2 names, 3 places"), "\(given.out)\(given.err)")
        #expect(room.classListStatus?.contains("3 places, 0 joined") == true)
        try Data("Ada\nEve|x\n".utf8).write(to: list)
        let refused = RunnerResult(["room", "roster", list.path, "--dir", folder.path], root: fake.root)
        #expect(refused.status == .failure && refused.err.contains("(422)") && refused.err.contains("line 2"), "\(refused.err)")
        let missing = RunnerResult(["room", "roster", fake.folder.path("nowhere.txt").path, "--dir", folder.path], root: fake.root)
        #expect(missing.status == .toolFailure && missing.err.contains("cannot read the class list"), "\(missing.err)")
        #expect(room.classListStatus?.contains("3 places") == true, "unchanged")
        try Data("Ada | tulip-47-sky\nGrace\nAda | fern-12-lake\n".utf8).write(to: list)
        let worded = RunnerResult(["room", "roster", list.path, "--dir", folder.path], root: fake.root)
        #expect(worded.status == .success && worded.out.contains("1 name joins only with a join word"), "\(worded.out)\(worded.err)")
        #expect(worded.out.contains("LEARNER=name WORD=word"), "\(worded.out)")
        #expect(room.classListHasWords)
    }

    @Test("room serve names WORD= in the join command when the class list gives join words, and not otherwise")
    func serveNamesTheWordWhenThereAreWords() {
        let plain = RoomHandlers.joinInstructions(url: "http://10.0.0.2:8787", code: "K7QX2M", words: false)
        #expect(plain.contains("LEARNER=yourname") && !plain.contains("WORD="), "\(plain)")
        let worded = RoomHandlers.joinInstructions(url: "http://10.0.0.2:8787", code: "K7QX2M", words: true)
        #expect(worded.contains("CODE=K7QX2M LEARNER=yourname WORD=yourword") && worded.contains("give each learner theirs"), "\(worded)")
    }

    @Test("room serve --roster with a line no learner could join as does not open the room, and says which line")
    func serveRefusesABadList() throws {
        let fake = try KataFixture()
        let list = fake.folder.path("class.txt")
        try Data("Ada\n\n-rf\n".utf8).write(to: list)
        let result = RunnerResult(
            ["room", "serve", "--port", "0", "--dir", fake.folder.path("handins").path, "--roster", list.path], root: fake.root)
        #expect(result.status == .failure && result.err.contains("line 3") && result.err.contains("starts with a dash"), "\(result.err)")
        #expect(!result.out.contains("On the projector"))
    }
}
