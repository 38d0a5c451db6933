import Foundation
import PlaygroundTestSupport
import Testing

@testable import ClassRoom

/// Who may do what: the code is needed to join or hand in and cannot be guessed at speed; the
/// projector's page needs the instructor's key; anyone else reaches only the hand-in and /health.
@Suite struct RoomAccessTests {
    @Test("Wrong codes are throttled per client: five tries, then 429 with Retry-After (the right code too); other clients go on")
    func codeGuessingIsThrottled() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let join = RoomFixture.post(RoomFixture.report("ada").encoded(), code: "AAAAAA", path: "/join")
        let guesses = (0..<8).map { _ in fixture.raw(join, from: "127.0.0.66") }
        #expect(guesses.map(\.status) == [403, 403, 403, 403, 403, 429, 429, 429])
        let wait = try #require(
            guesses.last?.split(separator: "\r\n").first { $0.hasPrefix("Retry-After: ") }.flatMap { Int($0.dropFirst(13)) })
        #expect(wait >= 1)
        let right = RoomFixture.post(RoomFixture.report("ada").encoded(), path: "/join")
        #expect(fixture.raw(right, from: "127.0.0.66").status == 429, "a throttled client cannot tell a right code from a wrong one")
        #expect(fixture.raw(right, from: "127.0.0.67").status == 200, "another client is not throttled")
        clock.advance(by: .seconds(wait))
        #expect(fixture.raw(join, from: "127.0.0.66").status == 403, "one more try once the wait is over")
        #expect(fixture.raw(join, from: "127.0.0.66").status == 429)
        // The sustained rate: one try per 12 s, about 5 a minute, per address.
        clock.advance(by: .seconds(60))
        let minute = (0..<10).map { _ in fixture.raw(join, from: "127.0.0.66").status }
        #expect(minute.filter { $0 == 403 }.count == 5)
    }

    @Test("Wrong secrets on /handin count as wrong codes: five tries per address, then 429; a member's own secret still posts from there")
    func secretGuessingIsThrottled() throws {
        let fixture = try RoomFixture()
        let secret = try #require(fixture.member("ada", machine: "aa11").secret)
        let report = RoomFixture.report("ada", machine: "aa11", passed: 4)
        let guesses = (1...7).map { sequence in
            fixture.raw(RoomFixture.handIn(report, secret: RoomSecret.make(), sequence: sequence), from: "127.0.0.77").status
        }
        #expect(guesses == [403, 403, 403, 403, 403, 429, 429])
        // A secret of a member proves the post: a guesser sharing the address (a hotspot) holds nobody up.
        #expect(fixture.raw(RoomFixture.handIn(report, secret: secret, sequence: 1), from: "127.0.0.77").status == 200)
        #expect(fixture.raw(RoomFixture.handIn(report, secret: secret, sequence: 2), from: "127.0.0.78").status == 200)
        #expect(fixture.raw(RoomFixture.handIn(report, secret: RoomSecret.make(), sequence: 8), from: "127.0.0.77").status == 429)
        #expect(fixture.raw(RoomFixture.post(Data("{}".utf8), code: "WRONG2", path: "/join"), from: "127.0.0.77").status == 429)
    }

    @Test("A removed learner's machine posting its old secret after every check is no guesser: others at its address go on")
    func revokedSecretsAreNotGuesses() throws {
        let fixture = try RoomFixture()
        let removed = try #require(fixture.member("sam", machine: "e511").secret)
        let kept = try #require(fixture.member("ada", machine: "aa11").secret)
        #expect(fixture.room.remove("sam").status == 200)
        let posts = (1...8).map { sequence in
            fixture.raw(
                RoomFixture.handIn(RoomFixture.report("sam", machine: "e511"), secret: removed, sequence: sequence), from: "127.0.0.90"
            )
            .status
        }
        #expect(posts.allSatisfy { $0 == 403 }, "\(posts)")
        // Nothing was counted against the address: a join from it is judged on its code alone.
        let join = fixture.raw(RoomFixture.post(RoomFixture.report("eve", machine: "ee11").encoded(), path: "/join"), from: "127.0.0.90")
        #expect(join.status == 200, "\(join)")
        #expect(
            fixture.raw(RoomFixture.handIn(RoomFixture.report("ada", machine: "aa11"), secret: kept, sequence: 1), from: "127.0.0.90")
                .status == 200)
    }

    @Test("The projector's page reloaded without its key gets a page that brings the tab's kept key back; the table gets a plain 403")
    func aReloadFindsItsWayBack() throws {
        let fixture = try RoomFixture()
        let reload = fixture.raw(Data("GET / HTTP/1.1\r\nHost: room\r\n\r\n".utf8))
        #expect(reload.status == 403 && reload.contains("Content-Type: text/html"), "\(reload)")
        #expect(reload.contains("id=\"needs-key\"") && reload.contains("<script src=\"/room.js\""), "\(reload)")
        #expect(reload.contains(".room-key") && !reload.contains(fixture.room.instructorKey))
        let wrong = fixture.raw(Data("GET /?key=wrong HTTP/1.1\r\nHost: room\r\n\r\n".utf8))
        #expect(wrong.status == 403 && !wrong.contains(fixture.room.instructorKey))
        let table = fixture.raw(Data("GET /table HTTP/1.1\r\nHost: room\r\n\r\n".utf8))
        #expect(table.status == 403 && table.contains("Wrong or missing instructor's key"))
        // The script keeps the key in the tab's session storage and tries a kept key once.
        #expect(RoomScript.source.contains("sessionStorage.setItem(\"roomKey\", key)"))
        #expect(RoomScript.source.contains("roomKeyTried"))
    }

    @Test("Codes have six characters or more; four are refused")
    func codeLength() {
        #expect(JoinCode("K7QX") == nil && JoinCode("K7QX2") == nil)
        #expect(JoinCode("K7QX2M") != nil)
        #expect(JoinCode.random().text.count >= 6)
    }

    @Test("A room restarted on its folder keeps its code, unless given another, which is kept in turn")
    func theCodeIsKept() throws {
        let folder = try TemporaryFolder("room-code")
        let handins = folder.path("handins")
        let first = try JoinCode.kept(in: handins, given: nil)
        #expect(try JoinCode.kept(in: handins, given: nil) == first, "a restart keeps the code the projector shows")
        let chosen = try #require(JoinCode("K7QX2M"))
        #expect(try JoinCode.kept(in: handins, given: chosen) == chosen)
        #expect(try JoinCode.kept(in: handins, given: nil) == chosen, "the code given last is the one kept")
        try Data("not a code\n".utf8).write(to: handins.appendingPathComponent(JoinCode.fileName))
        #expect(try JoinCode.kept(in: handins, given: nil).text.count == 6, "a spoilt file gives a new code")
    }

    @Test("The projector's page and table need the instructor's key; /health, /room.js and the hand-in endpoints do not")
    func theInstructorKey() throws {
        let fixture = try RoomFixture()
        #expect(fixture.room.admit(RoomFixture.report("ada")).status == 200)
        for path in ["/", "/table", "/index.html"] {
            let without = fixture.raw(Data("GET \(path) HTTP/1.1\r\n\r\n".utf8))
            #expect(without.status == 403 && !without.contains("ada"), "\(path)")
            #expect(fixture.raw(Data("GET \(path)?key=nope HTTP/1.1\r\n\r\n".utf8)).status == 403)
            let with = fixture.page(path)
            #expect(with.status == 200 && with.contains("ada"), "\(path)")
        }
        let byHeader = fixture.raw(Data("GET /table HTTP/1.1\r\nX-Room-Key: \(fixture.room.instructorKey)\r\n\r\n".utf8))
        #expect(byHeader.status == 200)
        #expect(fixture.raw(Data("GET /health HTTP/1.1\r\n\r\n".utf8)).status == 200)
        #expect(fixture.raw(Data("GET /room.js HTTP/1.1\r\n\r\n".utf8)).status == 200)
        #expect(fixture.room.instructorKey.count >= 20)
    }

    @Test(
        "Wrong instructor keys in the X-Room-Key header from another machine are throttled, apart from codes (a stale tab there keeps nobody from joining); the right key still passes from there; a stale tab on this machine locks nobody out"
    )
    func keyGuessingIsThrottled() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        let room = fixture.room
        func table(key: String, from client: String) -> Int {
            room.respond(
                to: HTTPRequest(method: "GET", path: "/table", headers: [Room.keyHeader.lowercased(): key], body: Data(), client: client)
            )
            .status
        }
        let statuses = (0..<7).map { _ in table(key: "guess", from: "192.168.50.70") }
        #expect(statuses == [403, 403, 403, 403, 403, 429, 429])
        // 130 bits: no number of tries guesses it, so the throttle need not hold the right one.
        #expect(
            table(key: room.instructorKey, from: "192.168.50.70") == 200, "the right key from the address out of tries (a projector PC)")
        #expect(table(key: "guess", from: "192.168.50.70") == 429, "wrong keys stay throttled")
        let joinThere = HTTPRequest(
            method: "POST", path: "/join", headers: [Room.codeHeader.lowercased(): RoomFixture.code.text],
            body: RoomFixture.report("nat", machine: "4a4a").encoded(), client: "192.168.50.70")
        #expect(room.respond(to: joinThere).status == 200, "a learner at the machine of a stale tab still joins")
        // A tab of an earlier room on this machine polls with its old key: never counted, so
        // neither the projector nor a learner joining from this machine is held up.
        let stale = Data("GET /table HTTP/1.1\r\nX-Room-Key: guess\r\n\r\n".utf8)
        #expect((0..<8).map { _ in fixture.raw(stale, from: "127.0.0.70").status } == Array(repeating: 403, count: 8))
        let right = Data("GET /table HTTP/1.1\r\nX-Room-Key: \(room.instructorKey)\r\n\r\n".utf8)
        #expect(fixture.raw(right, from: "127.0.0.70").status == 200)
        let join = fixture.raw(RoomFixture.post(RoomFixture.report("demo", machine: "de00").encoded(), path: "/join"), from: "127.0.0.70")
        #expect(join.status == 200, "a learner joins from the machine the stale tab is on")
    }
}
/// One room per folder: a second claim on a folder a room serves is refused.
@Suite struct RoomFolderClaimTests {
    @Test("A folder a room serves cannot be claimed by a second one until the first lets go")
    func oneRoomPerFolder() throws {
        let folder = try TemporaryFolder("room-claim")
        let first = try #require(RoomFolderClaim.claim(folder.url))
        #expect(RoomFolderClaim.claim(folder.url) == nil, "a second room on the same folder")
        close(first)
        let again = try #require(RoomFolderClaim.claim(folder.url), "free again once the first room is gone")
        close(again)
    }
}
