import Foundation

/// What the room server answers: a status, a content type, a body, and headers that keep a
/// browser from guessing types or running anything but the room's own script.
struct HTTPResponse: Sendable {
    let status: Int
    let contentType: String
    let body: Data
    var extraHeaders: [(String, String)] = []
    /// The bytes on the wire, made once for an answer served many times.
    private var wire: Data?

    init(status: Int, contentType: String, body: Data, extraHeaders: [(String, String)] = []) {
        (self.status, self.contentType, self.body, self.extraHeaders) = (status, contentType, body, extraHeaders)
    }

    /// This answer with its bytes on the wire made now.
    func prepared() -> HTTPResponse {
        var copy = self
        copy.wire = serialized
        return copy
    }

    static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data(text.utf8))
    }

    static func html(_ html: String) -> HTTPResponse {
        HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data(html.utf8))
    }

    var reason: String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 417: "Expectation Failed"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 507: "Insufficient Storage"
        case 409: "Conflict"
        case 421: "Misdirected Request"
        default: "Status"
        }
    }

    /// The bytes on the wire; every answer closes the connection.
    var serialized: Data {
        if let wire { return wire }
        var head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        head += "Connection: close\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
        // Never inside another site's frame (clickjacking the instructor's page): both the old
        // header and the policy's own word, which a page's meta tag cannot carry.
        head += "Content-Security-Policy: \(ClassTable.securityPolicy); frame-ancestors 'none'\r\nX-Frame-Options: DENY\r\n"
        for (name, value) in extraHeaders { head += "\(name): \(value)\r\n" }
        return Data((head + "\r\n").utf8) + body
    }
}
