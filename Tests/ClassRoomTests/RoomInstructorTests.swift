import Foundation
import KataEngine
import PlaygroundTestSupport
import Testing

@testable import ClassRoom

/// The instructor is in charge: from the projector's page or the terminal (the key in its
/// header), a row is removed and its seat freed, the room closed to new learners and opened
/// again; the key is the same after a restart.
@Suite struct RoomInstructorTests {
    /// A POST to `path` with the instructor's key in its header.
    static func admin(_ path: String, _ body: String = "", key: String) -> Data {
        Data("POST \(path) HTTP/1.1\r\nHost: room\r\nX-Room-Key: \(key)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    @Test("Closed, the room refuses new learners and keeps taking members' hand-ins; it stays closed after a restart; opened, joins go on")
    func closeAndOpen() throws {
        let fixture = try RoomFixture()
        let key = fixture.room.instructorKey
        let ada = try #require(fixture.member("ada", machine: "aa11").secret)
        let closed = fixture.raw(Self.admin("/admin/close", key: key))
        #expect(closed.status == 200 && fixture.room.isClosed)
        let join = fixture.raw(RoomFixture.post(RoomFixture.report("bob", machine: "bb22").encoded(), path: "/join"), from: "127.0.0.40")
        #expect(join.status == 403 && join.contains("closed to new learners"))
        let handIn = RoomFixture.handIn(RoomFixture.report("ada", machine: "aa11", passed: 4), secret: ada, sequence: 1)
        #expect(fixture.raw(handIn).status == 200, "members already in go on")
        #expect(fixture.page("/table").contains("closed to new learners"), "the page says so")
        let restarted = try Room(code: RoomFixture.code, catalog: RoomFixture.catalog, folder: fixture.folder.path("handins"))
        #expect(restarted.isClosed)
        #expect(fixture.raw(Self.admin("/admin/open", key: key)).status == 200 && !fixture.room.isClosed)
        let again = fixture.raw(RoomFixture.post(RoomFixture.report("bob", machine: "bb22").encoded(), path: "/join"), from: "127.0.0.41")
        #expect(again.status == 200)
    }

    @Test("Removing a row frees its seat, ends its secret and keeps its file aside; namesakes are told apart by row id")
    func removeARow() throws {
        let fixture = try RoomFixture(learnerLimit: 3)
        let key = fixture.room.instructorKey
        let first = try #require(fixture.room.joined(RoomFixture.report("Sam", machine: "aa11")).secret)
        #expect(fixture.room.joined(RoomFixture.report("Sam", machine: "bb22")).secret != nil)
        #expect(fixture.room.joined(RoomFixture.report("zoë", machine: "cc33")).secret != nil)
        #expect(fixture.room.joined(RoomFixture.report("dan", machine: "dd44")).answer.status == 503, "full")
        let ambiguous = fixture.raw(Self.admin("/admin/remove", "sam", key: key))
        let id = Room.rowID(of: LearnerName.key(name: "Sam", machine: "aa11"))
        #expect(ambiguous.status == 409 && ambiguous.contains(id))
        #expect(fixture.raw(Self.admin("/admin/remove", "nobody", key: key)).status == 404)
        #expect(fixture.page("/table").contains("data-row=\"\(id)\""), "the page carries each row's id")
        #expect(fixture.raw(Self.admin("/admin/remove", id, key: key)).status == 200)
        #expect(fixture.raw(Self.admin("/admin/remove", "ZOË", key: key)).status == 200, "by name when one row has it")
        #expect(fixture.room.learners.map(\.machine) == ["bb22"])
        #expect(fixture.room.post(RoomFixture.report("Sam", machine: "aa11"), secret: first, sequence: 1).status == 403)
        #expect(fixture.room.joined(RoomFixture.report("dan", machine: "dd44")).secret != nil, "the seat is free")
        let retired = fixture.folder.path("handins/.retired")
        let kept = try FileManager.default.subpathsOfDirectory(atPath: retired.path).filter { $0.hasSuffix(".json") }
        #expect(kept.count == 2, "both files kept aside: \(kept)")
        let restarted = try Room(code: RoomFixture.code, catalog: RoomFixture.catalog, folder: fixture.folder.path("handins"))
        #expect(Set(restarted.learners.map(\.learner)) == ["Sam", "dan"], "removed rows stay removed")
    }

    @Test("A learner named like another row's id removes nobody by that word: both rows are listed, each with its id")
    func aNameThatIsAnotherRowsIdIsAmbiguous() throws {
        let fixture = try RoomFixture()
        let key = fixture.room.instructorKey
        let victim = try #require(fixture.room.joined(RoomFixture.report("ada", machine: "aa11")).secret)
        let adaID = Room.rowID(of: LearnerName.key(name: "ada", machine: "aa11"))
        #expect(fixture.room.joined(RoomFixture.report(adaID, machine: "ee55")).secret != nil, "a name is free text")
        let impostorID = Room.rowID(of: LearnerName.key(name: adaID, machine: "ee55"))
        let ambiguous = fixture.raw(Self.admin("/admin/remove", adaID, key: key))
        #expect(ambiguous.status == 409 && ambiguous.contains(impostorID) && ambiguous.contains(adaID), "\(ambiguous)")
        #expect(fixture.room.learners.count == 2, "nobody removed")
        #expect(fixture.raw(Self.admin("/admin/remove", impostorID, key: key)).status == 200, "the impostor, by its own id")
        #expect(fixture.room.learners.map(\.learner) == ["ada"])
        #expect(fixture.room.post(RoomFixture.report("ada", machine: "aa11"), secret: victim, sequence: 1).status == 200)
        #expect(fixture.raw(Self.admin("/admin/remove", adaID, key: key)).status == 200, "then ada's id names ada alone")
    }

    @Test("Instructor actions need the key in its header: in the address, missing, or wrong (counted) they are refused")
    func actionsNeedTheHeader() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        let key = fixture.room.instructorKey
        #expect(fixture.room.admit(RoomFixture.report("ada")).status == 200)
        let inAddress = "POST /admin/close?key=\(key) HTTP/1.1\r\nHost: room\r\nContent-Length: 0\r\n\r\n"
        #expect(fixture.raw(Data(inAddress.utf8)).status == 403)
        let form = "POST /admin/remove HTTP/1.1\r\nHost: room\r\nContent-Type: text/plain\r\nContent-Length: 3\r\n\r\nada"
        #expect(fixture.raw(Data(form.utf8)).status == 403)
        #expect(!fixture.room.isClosed && fixture.room.learners.count == 1)
        // Wrong keys from this machine (a tab of an earlier room) are refused, never counted as guesses.
        let wrong = (0..<6).map { _ in fixture.raw(Self.admin("/admin/close", key: "wrong"), from: "127.0.0.44").status }
        #expect(wrong == [403, 403, 403, 403, 403, 403])
        #expect(fixture.raw(Data("GET /admin/close HTTP/1.1\r\n\r\n".utf8)).status == 405)
    }

    @Test(
        "The instructor's actions come from the machine that runs the room: the right key from another machine changes nothing; the table still shows there"
    )
    func actionsComeFromThisMachine() throws {
        let fixture = try RoomFixture()
        let key = fixture.room.instructorKey
        #expect(fixture.room.admit(RoomFixture.report("ada")).status == 200)
        let headers = [Room.keyHeader.lowercased(): key]
        for path in ["/admin/close", "/admin/remove"] {
            let elsewhere = fixture.room.respond(
                to: HTTPRequest(method: "POST", path: path, headers: headers, body: Data("ada".utf8), client: "192.168.50.7"))
            #expect(elsewhere.status == 403 && String(decoding: elsewhere.body, as: UTF8.self).contains("machine that runs the room"))
        }
        #expect(!fixture.room.isClosed && fixture.room.learners.count == 1, "nothing changed")
        let table = fixture.room.respond(
            to: HTTPRequest(method: "GET", path: "/table", headers: headers, body: Data(), client: "192.168.50.7"))
        #expect(table.status == 200, "a projector on another machine still shows the table")
        let here = fixture.room.respond(
            to: HTTPRequest(method: "POST", path: "/admin/close", headers: headers, body: Data(), client: "127.0.0.1"))
        #expect(here.status == 200 && fixture.room.isClosed)
    }

    @Test(
        "Seats taken in a burst go at once: every row that joined after a named learner is removed, their secrets revoked, the seats free")
    func removeEveryRowAfterOne() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        let ada = try #require(room.joined(RoomFixture.report("ada", machine: "aa11")).secret)
        _ = try #require(room.joined(RoomFixture.report("bob", machine: "bb22")).secret)
        let takers = try (0..<6).map { number in
            try #require(room.joined(RoomFixture.report("seat \(number)", machine: "cc\(number)0"), from: "127.9.0.\(number)").secret)
        }
        // A learner who re-joins under another name keeps their place in the order.
        _ = try #require(room.joined(RoomFixture.report("Ada L", machine: "aa11"), previous: ada).secret)
        let answer = fixture.raw(Self.admin("/admin/remove-after", "bob", key: room.instructorKey))
        #expect(answer.status == 200 && answer.contains("Removed 6 rows that joined after bob"), "\(answer)")
        #expect(Set(room.learners.map(\.learner)) == ["Ada L", "bob"])
        #expect(
            room.post(RoomFixture.report("seat 0", machine: "cc00"), secret: takers[0], sequence: 1).status == 403,
            "their secrets no longer post")
        #expect(fixture.raw(Self.admin("/admin/remove-after", "nobody", key: room.instructorKey)).status == 404)
        #expect(fixture.raw(Self.admin("/admin/remove-after", "bob", key: room.instructorKey)).contains("Removed 0 rows"))
    }

    @Test("The key is kept in the room's folder, readable by the instructor alone, and is the same after a restart")
    func theKeySurvivesARestart() throws {
        let folder = try TemporaryFolder("room-key")
        let handIns = folder.path("handins")
        let first = try Room(code: RoomFixture.code, catalog: RoomFixture.catalog, folder: handIns)
        let second = try Room(code: RoomFixture.code, catalog: RoomFixture.catalog, folder: handIns)
        #expect(first.instructorKey == second.instructorKey)
        #expect(RoomSecret.isWellFormed(first.instructorKey))
        let attributes = try FileManager.default.attributesOfItem(atPath: handIns.appendingPathComponent(InstructorKey.fileName).path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        // A page left open polls with the old key: a room restarted on the folder answers it.
        let server = try RoomServer(room: second, address: "127.0.0.1", port: 0)
        server.start()
        defer { server.stop() }
        let control = RoomControl(url: try #require(URL(string: "http://127.0.0.1:\(server.port)")), key: first.instructorKey)
        #expect(try control.perform(.close).get().status == 200)
    }

    @Test("From the terminal: RoomControl reads the address and key from the folder and closes, opens and removes")
    func fromTheTerminal() throws {
        let fixture = try RoomFixture()
        #expect(fixture.room.admit(RoomFixture.report("ada")).status == 200)
        let folder = fixture.folder.path("handins")
        #expect(throws: RoomError.self) { try RoomControl.of(folder: folder) }
        RoomControl.remember(fixture.url, in: folder)
        let control = try RoomControl.of(folder: folder)
        #expect(try control.perform(.close).get().status == 200 && fixture.room.isClosed)
        #expect(try control.perform(.open).get().status == 200 && !fixture.room.isClosed)
        #expect(try control.perform(.remove("ada")).get().status == 200 && fixture.room.learners.isEmpty)
    }
}
