import Foundation
import Testing

@testable import ClassRoom

/// What a page on another site can make the instructor's or a learner's browser send (a GET with
/// any address, an image, a simple form POST, a rebound host name, a frame) never locks anyone
/// out and never reaches the room's data.
@Suite struct RoomCrossSiteTests {
    @Test("Wrong keys in the address (a cross-site page's <img> tags) are never counted: the projector and a learner go on")
    func wrongKeyImagesLockNobodyOut() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        let secret = try #require(fixture.member("ada", machine: "aa11").secret)
        let image = { (path: String) in Data("GET \(path)?key=wrong HTTP/1.1\r\nHost: room\r\nAccept: image/*\r\n\r\n".utf8) }
        let statuses = (0..<30).map { index in fixture.raw(image(index.isMultiple(of: 2) ? "/" : "/table"), from: "127.0.0.90").status }
        #expect(statuses.allSatisfy { $0 == 403 }, "a plain refusal, never 429: \(statuses)")
        let byHeader = Data("GET /table HTTP/1.1\r\nHost: room\r\nX-Room-Key: \(fixture.room.instructorKey)\r\n\r\n".utf8)
        #expect(fixture.raw(byHeader, from: "127.0.0.90").status == 200, "the projector's page polls on")
        #expect(fixture.page(from: "127.0.0.90").status == 200, "and opens again with the key in its address")
        let handIn = RoomFixture.handIn(RoomFixture.report("ada", machine: "aa11", passed: 4), secret: secret, sequence: 1)
        #expect(fixture.raw(handIn, from: "127.0.0.90").status == 200, "a learner's hand-in from that browser's address too")
    }

    @Test("Simple POSTs a form can send (no room headers, text/plain) are refused and never counted against the address")
    func simplePostsAreNotCounted() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        let body = Data("code=AAAAAA".utf8)
        for path in ["/join", "/handin"] {
            for _ in 0..<10 {
                let form = "POST \(path) HTTP/1.1\r\nHost: room\r\nContent-Type: text/plain\r\nContent-Length: \(body.count)\r\n\r\n"
                #expect(fixture.raw(Data(form.utf8) + body, from: "127.0.0.91").status == 403)
            }
        }
        let join = RoomFixture.post(RoomFixture.report("ada").encoded(), path: "/join")
        #expect(fixture.raw(join, from: "127.0.0.91").status == 200)
    }

    @Test("A CORS preflight is refused without any Access-Control header: no other site may send the room's headers")
    func preflightIsRefused() throws {
        let fixture = try RoomFixture()
        for path in ["/table", "/join", "/handin", "/admin"] {
            let preflight =
                "OPTIONS \(path) HTTP/1.1\r\nHost: room\r\nOrigin: http://evil.example\r\n"
                + "Access-Control-Request-Method: GET\r\nAccess-Control-Request-Headers: x-room-key\r\n\r\n"
            let answer = fixture.raw(Data(preflight.utf8))
            #expect([404, 405].contains(answer.status ?? 0), "\(path)")
            #expect(!answer.lowercased().contains("access-control-allow"), "\(path)")
        }
    }

    @Test("Host names the room does not serve (DNS rebinding) get 421 before anything is read or counted")
    func foreignHostsAreRefused() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        #expect(fixture.room.admit(RoomFixture.report("ada")).status == 200)
        let port = fixture.server.port
        let key = fixture.room.instructorKey
        for host in ["evil.example", "evil.example:\(port)", "127.0.0.1.evil.example:\(port)", "127.0.0.1:\(port &+ 1)"] {
            let page = fixture.raw(Data("GET /table HTTP/1.1\r\nHost: \(host)\r\nX-Room-Key: \(key)\r\n\r\n".utf8), from: "127.0.0.92")
            #expect(page.status == 421 && !page.contains("ada"), "\(host)")
            let wrong = Data("GET /table HTTP/1.1\r\nHost: \(host)\r\nX-Room-Key: wrong\r\n\r\n".utf8)
            #expect(fixture.raw(wrong, from: "127.0.0.92").status == 421)
        }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "room"] {
            let page = fixture.raw(Data("GET /table HTTP/1.1\r\nHost: \(host)\r\nX-Room-Key: \(key)\r\n\r\n".utf8), from: "127.0.0.92")
            #expect(page.status == 200 && page.contains("ada"), "\(host): the wrong keys above were never counted")
        }
    }

    @Test("Every answer forbids framing: X-Frame-Options DENY and frame-ancestors 'none'")
    func framingIsForbidden() throws {
        let fixture = try RoomFixture()
        for answer in [fixture.page(), fixture.page("/table"), fixture.raw(Data("GET /nope HTTP/1.1\r\n\r\n".utf8))] {
            #expect(answer.contains("\r\nX-Frame-Options: DENY\r\n"))
            let policy = answer.split(separator: "\r\n").first { $0.hasPrefix("Content-Security-Policy: ") }
            #expect(policy?.contains("frame-ancestors 'none'") == true)
        }
    }

    @Test("A sequence number more than the bounded step ahead is refused; the row keeps taking real hand-ins")
    func sequenceJumpsAreRefused() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        let secret = try #require(room.joined(RoomFixture.report("ada")).secret)
        let step = HandInLimits.sequenceStep
        let jump = room.post(RoomFixture.report("ada", passed: 9), secret: secret, sequence: step + 1)
        #expect(jump.status == 409 && jump.text.contains("join again"))
        #expect(room.learners.first?.katas.first?.testsPassed == 3, "the jump changed nothing")
        #expect(room.post(RoomFixture.report("ada", passed: 4), secret: secret, sequence: step).status == 200)
        #expect(room.post(RoomFixture.report("ada", passed: 5), secret: secret, sequence: step + 1).status == 200)
        #expect(room.learners.first?.katas.first?.testsPassed == 5, "a real hand-in after it shows")
    }

    @Test("A join carries the machine's sequence so far: its hand-ins go on from there")
    func joinsStartFromTheMachinesSequence() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        let request = HTTPRequest(
            method: "POST", path: "/join", headers: ["x-room-code": RoomFixture.code.text, "x-room-sequence": "5000"],
            body: RoomFixture.report("ada").encoded())
        let answer = room.respond(to: request)
        let secret = try #require(try? JSONDecoder().decode(JoinAnswer.self, from: answer.body).secret)
        #expect(room.post(RoomFixture.report("ada", passed: 4), secret: secret, sequence: 5000).text.contains("newer"))
        #expect(room.post(RoomFixture.report("ada", passed: 4), secret: secret, sequence: 5001).status == 200)
        let bad = HTTPRequest(
            method: "POST", path: "/join", headers: ["x-room-code": RoomFixture.code.text, "x-room-sequence": "-4"],
            body: RoomFixture.report("bob").encoded())
        #expect(room.respond(to: bad).status == 400)
    }
}
