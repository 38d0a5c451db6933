import Foundation
import Testing

@testable import ClassRoom

/// Bytes no request sends are refused with a 400 that says why, as soon as they arrive: not
/// with a 408 "did not arrive in time" once the head deadline has passed.
@Suite struct HTTPEarlyRefusalTests {
    static let tlsClientHello: [UInt8] = [0x16, 0x03, 0x01, 0x00, 0xA5, 0x01, 0x00, 0x00, 0xA1, 0x03, 0x03] + Array("AAAA".utf8)

    @Test("Bare LF or bare CR line ends, an empty request line, control bytes, binary garbage and a TLS handshake are refused at once")
    func refusedAtOnce() {
        let refused: [(String, Data)] = [
            ("bare LF", Data("GET /health HTTP/1.1\nHost: room\n\n".utf8)),
            ("CRLF, then a bare LF", Data("GET /health HTTP/1.1\r\nHost: room\r\n\n".utf8)),
            ("bare CR", Data("GET /health HTTP/1.1\rHost: room\r\r".utf8)),
            ("CRLF, then a bare CR", Data("GET /health HTTP/1.1\r\nHost: room\rX".utf8)),
            ("a lone CRLF", Data("\r\n".utf8)),
            ("leading CRLFs", Data("\r\n\r\nGET /health HTTP/1.1\r\n\r\n".utf8)),
            ("binary garbage", Data([0xFF, 0xFE, 0x00, 0x12])),
            ("a control byte", Data("GET /health HTTP/1.1\r\nHost: ro\u{01}om\r\n".utf8)),
            ("a lowercase method", Data("get / HTTP/1.1\r\n".utf8)),
            ("TLS", Data(Self.tlsClientHello)),
        ]
        for (name, bytes) in refused {
            guard case .malformed = HTTPRequest.earlyRefusal(bytes) else {
                Issue.record("\(name) was not refused")
                continue
            }
        }
        #expect(HTTPRequest.earlyRefusal(Data(Self.tlsClientHello))?.response.status == 400)
    }

    @Test("The start of an honest head, split anywhere, and a body holding anything are left to arrive")
    func honestHeadsWait() {
        let head = "POST /handin HTTP/1.1\r\nHost: room\r\nX-Note:\tt\u{e9}st\r\nContent-Length: 6\r\n\r\n"
        for end in 0...head.utf8.count {
            let start = Data(head.utf8.prefix(end))
            #expect(HTTPRequest.earlyRefusal(start) == nil, "\(String(decoding: start, as: UTF8.self).debugDescription)")
        }
        #expect(HTTPRequest.earlyRefusal(Data(head.utf8) + Data([0x0A, 0x00, 0xFF, 0x16, 0x0A, 0x0A])) == nil)
    }

    @Test("Over a socket, the room answers these 400 with its reason, and a whole honest request still 200")
    func answeredOverTheSocket() throws {
        let fixture = try RoomFixture()
        let bareLF = fixture.raw(Data("GET /health HTTP/1.1\nHost: room\n\n".utf8))
        #expect(bareLF.status == 400 && bareLF.contains("bare LF"), "\(bareLF)")
        #expect(fixture.raw(Data("\r\n".utf8)).status == 400)
        let tls = fixture.raw(Data(Self.tlsClientHello))
        #expect(tls.status == 400 && tls.contains("http://"), "\(tls)")
        #expect(fixture.raw(Data("GET /health HTTP/1.1\r\nHost: room\r\n\r\n".utf8)).status == 200)
        let bareCR = fixture.raw(Data("GET /health HTTP/1.1\rHost: room\r\r".utf8))
        #expect(bareCR.status == 400 && bareCR.contains("bare CR"), "\(bareCR)")
    }

    @Test(
        "A request that waits for 100 Continue hears 417 at once (never the body deadline's 408); a query naming a parameter twice (two keys) is refused, so the room and the page read one key"
    )
    func expectAndTwoKeysAreRefused() throws {
        let fixture = try RoomFixture()
        // A client holding its body back until it hears 100 Continue: without an answer at the
        // head it would wait out the body deadline and get 408.
        let waiting = fixture.raw(
            Data("POST /handin HTTP/1.1\r\nHost: room\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n".utf8))
        #expect(waiting.status == 417 && waiting.contains("Expectation Failed") && waiting.contains("100 Continue"), "\(waiting)")
        let key = fixture.room.instructorKey
        for query in ["key=wrong&key=\(key)", "key=\(key)&key=wrong", "key=\(key)&key=\(key)"] {
            let twice = fixture.raw(Data("GET /table?\(query) HTTP/1.1\r\nHost: room\r\n\r\n".utf8))
            #expect(twice.status == 400 && twice.contains("appears twice"), "\(query): \(twice)")
        }
        #expect(fixture.raw(Data("GET /table?key=\(key) HTTP/1.1\r\nHost: room\r\n\r\n".utf8)).status == 200)
    }
}
