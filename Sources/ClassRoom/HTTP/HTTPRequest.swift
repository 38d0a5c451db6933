import Foundation

/// An HTTP/1.1 request as the room server understands it: a method, a path, headers, a body.
/// Parsing is strict and bounded; anything else is refused with the status that says why.
struct HTTPRequest: Sendable {
    let method: String
    /// The path without its query (`/handin`).
    let path: String
    /// Header names in lower case.
    let headers: [String: String]
    let body: Data
    /// The query's `name=value` pairs (`?key=…` on the projector's address).
    var query: [String: String] = [:]
    /// The client's address as the server saw it, for limits per client.
    var client = "local"

    init(method: String, path: String, headers: [String: String], body: Data, query: [String: String] = [:], client: String = "local") {
        (self.method, self.path, self.headers, self.body, self.query, self.client) = (method, path, headers, body, query, client)
    }

    /// The largest request head (request line and headers) accepted.
    static let headLimit = 8_192
    /// The largest body accepted: a progress report is about 3 KB.
    static let bodyLimit = 65_536

    /// What a head that cannot be used gets back.
    enum Refusal: Error, Equatable {
        case malformed(String)
        case headTooLarge
        case bodyTooLarge
        case lengthRequired
        /// `Expect: 100-continue`: the room sends no interim answer, so the client hears at once
        /// instead of waiting for one (and then for the body deadline).
        case expectationFailed
        case timedOut

        var response: HTTPResponse {
            switch self {
            case .malformed(let why): .text(400, "Bad request: \(why)\n")
            case .headTooLarge: .text(431, "Request head larger than \(HTTPRequest.headLimit) bytes\n")
            case .bodyTooLarge: .text(413, "Body larger than \(HTTPRequest.bodyLimit) bytes\n")
            case .lengthRequired: .text(411, "A body needs a Content-Length (chunked bodies are not accepted)\n")
            case .expectationFailed:
                .text(417, "Expect is not accepted: send the body with the head, without waiting for 100 Continue (curl: -H 'Expect:')\n")
            case .timedOut: .text(408, "The request did not arrive in time\n")
            }
        }
    }

    /// Parses a complete head (everything before the blank line), without the body.
    static func head(_ bytes: Data) throws(Refusal) -> (method: String, path: String, query: [String: String], headers: [String: String]) {
        guard let text = String(data: bytes, encoding: .utf8) else { throw .malformed("the head is not UTF-8") }
        var lines = text.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1."), requestLine[1].hasPrefix("/") else {
            throw .malformed("the request line is not METHOD /path HTTP/1.x")
        }
        let method = String(requestLine[0])
        guard !method.isEmpty, method.allSatisfy({ $0.isASCII && $0.isUppercase }) else { throw .malformed("no method") }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw .malformed("a header line without ':'") }
            let name = line[..<colon].lowercased()
            guard !name.isEmpty, !name.contains(" ") else { throw .malformed("a header without a name") }
            // Two values for one header (two Content-Lengths, two codes) would let the room and
            // anything in front of it read two different requests: refused.
            guard headers[name] == nil else { throw .malformed("the header \(name) appears twice") }
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let target = requestLine[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = target.first.map(String.init) ?? "/"
        var query: [String: String] = [:]
        for pair in (target.count > 1 ? target[1] : "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).removingPercentEncoding ?? ""
            // Two values for one name (`?key=a&key=b`): the room would read one and the page's
            // script another. Refused, as two values for one header are.
            guard query[name] == nil else { throw .malformed("a query parameter appears twice") }
            query[name] = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? "" : ""
        }
        return (method, path, query, headers)
    }

    /// What reading a request from a connection ends with: the whole request, or the answer its
    /// head alone already got.
    enum Reading {
        case request(HTTPRequest)
        case refusedAtHead(HTTPResponse)
    }

    /// How long a request refused at its head may take to send the body it promised (dropped).
    static let refusedBodyGrace: Duration = .milliseconds(250)

    /// Reads one request from `connection`, never more than the limits allow. `screen` sees the
    /// head (with an empty body) before a byte of the body is waited for: an answer from it
    /// ends the read, so a body promised by a request that may not be answered (a stranger in a
    /// reserved slot, a wrong join code) holds no slot while it dribbles.
    static func read(from connection: Connection, screen: (HTTPRequest) -> HTTPResponse? = { _ in nil }) throws(Refusal) -> Reading {
        var received = Data()
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            guard received.count <= headLimit else { throw .headTooLarge }
            do {
                received.append(try connection.read(upTo: headLimit + 1 - received.count + 4))
            } catch {
                throw error == .timedOut ? .timedOut : .malformed("the connection closed before the head ended")
            }
            if let refusal = earlyRefusal(received) { throw refusal }
            headEnd = received.range(of: separator)
        }
        guard let headEnd, headEnd.lowerBound <= headLimit else { throw .headTooLarge }
        let (method, path, query, headers) = try head(received[..<headEnd.lowerBound])
        if headers["transfer-encoding"] != nil { throw .lengthRequired }
        if headers["expect"] != nil { throw .expectationFailed }
        var body = Data(received[headEnd.upperBound...])
        let length: Int
        if let declared = headers["content-length"] {
            guard let value = Self.wholeNumber(declared) else { throw .malformed("Content-Length is not a number") }
            length = value
        } else {
            guard method != "POST" else { throw .lengthRequired }
            length = 0
        }
        guard length <= bodyLimit else { throw .bodyTooLarge }
        // Only a POST carries a body here. A GET that promises one would hold its connection
        // (a reserved slot, for /health) while the body never comes: refused at the head.
        guard method == "POST" || length == 0 else { throw .malformed("a \(method) request carries no body") }
        let headOnly = HTTPRequest(method: method, path: path, headers: headers, body: Data(), query: query, client: connection.client)
        if let refusal = screen(headOnly) {
            connection.discard(upTo: max(0, length - body.count), within: refusedBodyGrace)
            return .refusedAtHead(refusal)
        }
        connection.headReceived()
        while body.count < length {
            do {
                body.append(try connection.read(upTo: length - body.count))
            } catch {
                throw error == .timedOut ? .timedOut : .malformed("the body is shorter than its Content-Length")
            }
        }
        connection.requestReceived()
        return .request(
            HTTPRequest(method: method, path: path, headers: headers, body: body.prefix(length), query: query, client: connection.client))
    }

    /// A header's whole number: ASCII digits only, at most 18 of them. `+5`, `-5`, ` 5` or `0x5`
    /// are no numbers here, whatever `Int(_:)` would make of them.
    static func wholeNumber(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }
}
