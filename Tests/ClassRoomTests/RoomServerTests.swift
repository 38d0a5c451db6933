import Foundation
import Testing

@testable import ClassRoom

/// The server's hard limits, tried over loopback with raw bytes as a hostile client sends them.
@Suite struct RoomServerTests {
    @Test("A body over 64 KB is refused from its Content-Length, before it is read")
    func bodyLimit() throws {
        let fixture = try RoomFixture()
        let answer = fixture.raw(RoomFixture.post(Data(), length: HTTPRequest.bodyLimit + 1))
        #expect(answer.status == 413)
        let whole = fixture.raw(RoomFixture.post(Data(repeating: 0x20, count: HTTPRequest.bodyLimit + 10)))
        #expect(whole.status == 413)
        #expect(fixture.room.learners.isEmpty)
    }

    @Test("A head over 8 KB, a broken request line, a chunked body and a POST without length are refused")
    func malformedRequests() throws {
        let fixture = try RoomFixture()
        let huge = "GET / HTTP/1.1\r\nX-Junk: " + String(repeating: "a", count: 9_000) + "\r\n\r\n"
        #expect(fixture.raw(Data(huge.utf8)).status == 431)
        #expect(fixture.raw(Data("HELLO\r\n\r\n".utf8)).status == 400)
        #expect(fixture.raw(Data("GET noslash HTTP/1.1\r\n\r\n".utf8)).status == 400)
        #expect(fixture.raw(Data("POST /handin HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)).status == 411)
        #expect(fixture.raw(Data("POST /handin HTTP/1.1\r\nX-Room-Code: K7QX2M\r\n\r\n".utf8)).status == 411)
        #expect(fixture.raw(Data("POST /handin HTTP/1.1\r\nContent-Length: -5\r\n\r\n".utf8)).status == 400)
        for lengths in [
            "Content-Length: +5", "Content-Length: 5\r\nContent-Length: 6", "Content-Length: 5\r\ncontent-length: 5",
            "Content-Length: 5, 5", "Content-Length: 0x5",
        ] {
            #expect(
                fixture.raw(Data("POST /handin HTTP/1.1\r\nX-Room-Code: K7QX2M\r\n\(lengths)\r\n\r\n{\"a\":1}".utf8)).status == 400,
                "\(lengths)")
        }
        #expect(
            fixture.raw(Data("POST /join HTTP/1.1\r\nX-Room-Code: K7QX2M\r\nX-Room-Code: WRONG2\r\nContent-Length: 2\r\n\r\n{}".utf8))
                .status == 400)
        #expect(fixture.raw(RoomFixture.post(Data("{}".utf8), code: "WRONG2")).status == 403)
        // A GET that promises a body it never sends is answered at its head, not held for the body:
        // /health may use the reserved slots, so a crowd of these would hold them all.
        #expect(fixture.raw(Data("GET /health HTTP/1.1\r\nHost: room\r\nContent-Length: 60000\r\n\r\n".utf8)).status == 400)
        #expect(fixture.raw(Data("GET /health HTTP/1.1\r\nHost: room\r\nContent-Length: 0\r\n\r\n".utf8)).status == 200)
    }

    @Test("A post without the room's code or the instructor's key is answered at its head, never held for the body it promises")
    func postsAreScreenedAtTheirHead() throws {
        var limits = ServerLimits()
        // Were the body waited for, the answer would be the request deadline's 408, a minute on.
        limits.requestTimeout = .seconds(60)
        let fixture = try RoomFixture(limits: limits)
        let promise = "Host: room\r\nContent-Length: 60000\r\n\r\n"
        let join = fixture.raw(Data(("POST /join HTTP/1.1\r\n" + promise).utf8), from: "127.0.8.1")
        #expect(join.status == 403 && join.contains("room code"), "\(join)")
        let wrong = fixture.raw(Data(("POST /handin HTTP/1.1\r\nX-Room-Code: WRONG2\r\n" + promise).utf8), from: "127.0.8.2")
        #expect(wrong.status == 403, "\(wrong)")
        let close = fixture.raw(Data(("POST /admin/close HTTP/1.1\r\n" + promise).utf8), from: "127.0.8.3")
        #expect(close.status == 403 && close.contains("X-Room-Key"), "\(close)")
        // An honest client's wrong code still reads why, its body sent with the head.
        let typo = fixture.raw(RoomFixture.post(RoomFixture.report("ada").encoded(), code: "WRONG3", path: "/join"), from: "127.0.8.4")
        #expect(typo.status == 403 && typo.contains("Wrong or missing room code"), "\(typo)")
        // The right code's body is read and answered as before.
        #expect(fixture.raw(RoomFixture.post(RoomFixture.report("ada").encoded(), path: "/join"), from: "127.0.8.5").status == 200)
    }

    @Test("A body nested 60,000 deep (inside the size limit) is refused as junk, and the room keeps answering")
    func nestingBombs() throws {
        let fixture = try RoomFixture()
        #expect(fixture.raw(RoomFixture.post(Data(repeating: UInt8(ascii: "["), count: 60_000), path: "/join")).status == 400)
        let objects = String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        #expect(fixture.raw(RoomFixture.post(Data(objects.utf8), path: "/join")).status == 400)
        #expect(fixture.raw(Data("GET /health HTTP/1.1\r\n\r\n".utf8)).status == 200)
    }

    @Test("A client that stalls is cut off after the request timeout, and the page answers meanwhile")
    func stallingClientsDoNotHoldTheRoom() throws {
        var limits = ServerLimits()
        (limits.headTimeout, limits.requestTimeout) = (.seconds(1), .seconds(1))
        let fixture = try RoomFixture(limits: limits)
        let stalled = Thread { _ = fixture.raw(Data("POST /handin HTTP/1.1\r\nContent-Length: 100\r\n\r\n{".utf8)) }
        stalled.start()
        let stalledAnswer = fixture.raw(Data("GET / HTTP/1.1\r\nHost: room\r\n".utf8))
        #expect(stalledAnswer.status == 408)
        let page = fixture.raw(Data("GET /health HTTP/1.1\r\n\r\n".utf8))
        #expect(page.status == 200)
    }

    @Test("The server binds where told, says which port it got, and names what is wrong with an address")
    func binding() throws {
        let fixture = try RoomFixture()
        #expect(fixture.server.port > 0)
        let room = fixture.room
        #expect(throws: RoomError.self) { try RoomServer(room: room, address: "localhost", port: 0) }
        do {
            _ = try RoomServer(room: room, address: "127.0.0.1", port: fixture.server.port)
            Issue.record("a second server on the same port started")
        } catch {
            #expect(error.message.contains("listen on 127.0.0.1:\(fixture.server.port)"))
        }
    }
}
