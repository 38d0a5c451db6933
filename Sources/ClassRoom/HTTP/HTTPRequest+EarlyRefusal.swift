import Foundation

extension HTTPRequest {
    /// Why the start of a head already cannot be a request, or `nil` while it still may be one.
    /// Bytes that no request sends (a TLS handshake, binary garbage, a line ending in a bare LF
    /// or a bare CR, an empty request line) get a clear 400 at once, not a 408 "did not arrive in time" after
    /// the head deadline: the client is waiting for an answer, not sending more.
    /// Only the head is looked at: a body may hold anything.
    static func earlyRefusal(_ received: Data) -> Refusal? {
        let head = received.range(of: Data("\r\n\r\n".utf8)).map { received[..<$0.lowerBound] } ?? received
        guard let first = received.first else { return nil }
        if first == tlsHandshake {
            return .malformed("this is a TLS handshake; the room speaks plain HTTP (http://, not https://)")
        }
        if first == carriageReturn || first == lineFeed { return .malformed("the request line is empty") }
        var previous: UInt8 = 0
        for byte in head {
            if byte == lineFeed, previous != carriageReturn { return .malformed("a line ends in a bare LF; HTTP needs CRLF") }
            if previous == carriageReturn, byte != lineFeed { return .malformed("a line ends in a bare CR; HTTP needs CRLF") }
            if (byte < space && byte != tab && byte != carriageReturn && byte != lineFeed) || byte == delete {
                return .malformed("the head holds control bytes")
            }
            previous = byte
        }
        let method = head.prefix { $0 != space && $0 != carriageReturn }
        let longestMethod = 20
        guard method.count <= longestMethod, method.allSatisfy({ (0x41...0x5A).contains($0) }) else {
            return .malformed("the request line does not start with a method (GET, POST)")
        }
        return nil
    }

    /// The first byte of a TLS record that opens a handshake (someone typed `https://`).
    private static let tlsHandshake: UInt8 = 0x16
    private static let (tab, lineFeed, carriageReturn, space, delete): (UInt8, UInt8, UInt8, UInt8, UInt8) = (0x09, 0x0A, 0x0D, 0x20, 0x7F)
}
