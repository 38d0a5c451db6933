import Foundation
import KataEngine
import PlaygroundTestSupport
import Synchronization

@testable import ClassRoom

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A room on loopback for one test: a two-kata catalogue, a hand-in folder of its own, a
/// server on a free port, and helpers to build reports and send raw bytes.
final class RoomFixture: Sendable {
    static let catalog = KataCatalog(
        katas: [
            KataInfo(slug: "01-a", title: "A: first", document: "000", teaches: "t", files: ["A.swift"], hints: []),
            KataInfo(slug: "02-b", title: "B: second", document: "001", teaches: "t", files: ["B.swift"], hints: []),
        ],
        directory: URL(fileURLWithPath: "/nonexistent"))
    static let code = JoinCode("K7QX2M")!

    let folder: TemporaryFolder
    let server: RoomServer
    /// What the room said on the instructor's terminal.
    let events = EventLog()
    var room: Room { server.room }
    var url: URL { URL(string: "http://127.0.0.1:\(server.port)")! }

    /// The room's own limits, with deadlines no busy machine reaches: a test about deadlines
    /// sets its own, and no other test may fail because a loaded test run starved a client.
    static var patientLimits: ServerLimits {
        var limits = ServerLimits()
        (limits.headTimeout, limits.requestTimeout) = (.seconds(120), .seconds(120))
        return limits
    }

    init(
        postsPerSecond: Double = 1, burst: Int = 10, limits: ServerLimits = RoomFixture.patientLimits,
        folder existing: TemporaryFolder? = nil,
        handIns: URL? = nil, learnerLimit: Int = 200, joinLimits: JoinLimits = JoinLimits(), clock: RoomClock = .system
    ) throws {
        folder = try existing ?? TemporaryFolder("room")
        let events = events
        let room = try Room(
            code: Self.code, catalog: Self.catalog, folder: handIns ?? folder.path("handins"), postsPerSecond: postsPerSecond, burst: burst,
            learnerLimit: learnerLimit, joinLimits: joinLimits, clock: clock, log: { line in events.lines.withLock { $0.append(line) } })
        server = try RoomServer(room: room, address: "127.0.0.1", port: 0, limits: limits, hostNames: ["room"])
        server.start()
    }

    deinit { server.stop() }

    var membership: RoomMembership { member("ada") }

    /// A learner who joined over the network, as `make join` does: their membership with its secret.
    func member(_ learner: String, machine: String = "aa11") -> RoomMembership {
        let unjoined = RoomMembership(url: url, code: Self.code.text, learner: learner)
        guard
            case .joined(let secret) = RoomPoster(membership: unjoined, timeout: 120).join(
                Self.report(learner, machine: machine).encoded(), previousSecret: nil)
        else { return unjoined }
        return RoomMembership(url: url, code: Self.code.text, learner: learner, secret: secret)
    }

    /// A machine id a client makes (four lower-case hex digits): `letter` (a to f) and `number`
    /// (below 1,000) in decimal digits, so no two of them are look-alikes.
    static func machine(_ letter: String, _ number: Int) -> String {
        letter + String(repeating: "0", count: max(0, 3 - "\(number)".count)) + "\(number)"
    }

    static func report(
        _ learner: String, machine: String = "aa11", passed: Int = 3, written: Date = Date(), failing: String? = "Rule 1"
    ) -> LearnerReport {
        LearnerReport(
            learner: learner, written: written,
            katas: [
                .init(
                    slug: "01-a", status: .inProgress, testsPassed: passed, testsFailed: 2, lastCheck: written, lastProgress: written,
                    hintsShown: 1, firstFailingTest: failing)
            ], machine: machine)
    }

    /// Sends `bytes` as they are from `source` (any 127.x.y.z: each is a client of its own) and
    /// returns everything the server answers until it closes.
    func raw(_ bytes: Data, from source: String = "127.0.0.1", waitingAtMost seconds: Int = 30) -> String {
        let descriptor = connected(from: source)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        // A server that never answers fails the test instead of hanging it.
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        // All of it: a send may take part of the bytes, or be interrupted, on a busy machine.
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress.map { $0 + sent }, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if count > 0 {
                sent += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: answer, as: UTF8.self)
    }

    /// A socket connected to the room from `source`, or -1.
    func connected(from source: String = "127.0.0.1") -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, source, &local.sin_addr)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            close(descriptor)
            return -1
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = server.port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return -1
        }
        return descriptor
    }

    /// A GET of `path` with the instructor's key.
    func page(_ path: String = "/", from source: String = "127.0.0.1", waitingAtMost seconds: Int = 30) -> String {
        raw(Data("GET \(path)?key=\(room.instructorKey) HTTP/1.1\r\nHost: room\r\n\r\n".utf8), from: source, waitingAtMost: seconds)
    }

    /// The secret in a raw answer to a join, or `nil`.
    static func secret(in answer: String) -> String? {
        guard answer.status == 200, let body = answer.range(of: "\r\n\r\n").map({ answer[$0.upperBound...] }) else { return nil }
        return try? JSONDecoder().decode(JoinAnswer.self, from: Data(body.utf8)).secret
    }

    /// A member's hand-in as raw bytes.
    static func handIn(_ report: LearnerReport, secret: String, sequence: Int) -> Data {
        let body = report.encoded()
        let head =
            "POST /handin HTTP/1.1\r\nHost: room\r\nX-Room-Code: \(code.text)\r\nX-Room-Secret: \(secret)\r\n"
            + "X-Room-Sequence: \(sequence)\r\nContent-Length: \(body.count)\r\n\r\n"
        return Data(head.utf8) + body
    }

    /// A POST of `body` to `/handin` with `code`, as raw bytes.
    static func post(
        _ body: Data, code: String? = RoomFixture.code.text, length: Int? = nil, path: String = "/handin", attempt: String? = nil,
        machineKey: String? = nil
    ) -> Data {
        var head = "POST \(path) HTTP/1.1\r\nHost: room\r\nContent-Type: application/json\r\n"
        if let code { head += "X-Room-Code: \(code)\r\n" }
        if let attempt { head += "\(Room.attemptHeader): \(attempt)\r\n" }
        if let machineKey { head += "\(Room.machineKeyHeader): \(machineKey)\r\n" }
        head += "Content-Length: \(length ?? body.count)\r\n\r\n"
        return Data(head.utf8) + body
    }
}

extension String {
    /// The status code of a raw HTTP answer.
    var status: Int? { split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } }
}

extension Room {
    /// Hands `report` in as its learner would: joins the first time, then posts with the secret
    /// and the next sequence number. The answer the room gives.
    func admit(_ report: LearnerReport) -> HTTPResponseSummary {
        let key = Self.key(of: report)
        guard let member = state.withLock({ $0.members.values.first { $0.key == key } }) else {
            return joined(report).answer
        }
        return post(report, secret: member.secret, sequence: member.lastSequence + 1)
    }

    /// A hand-in with exactly these credentials.
    func post(_ report: LearnerReport, secret: String?, sequence: Int, code: String? = RoomFixture.code.text) -> HTTPResponseSummary {
        var headers = ["x-room-sequence": "\(sequence)"]
        if let code { headers["x-room-code"] = code }
        if let secret { headers["x-room-secret"] = secret }
        return HTTPResponseSummary(respond(to: HTTPRequest(method: "POST", path: "/handin", headers: headers, body: report.encoded())))
    }

    /// Joins as `report`'s learner; the secret the room gave, or `nil` with the answer.
    /// Each learner on a machine joins from an address of their own unless told otherwise, as
    /// learners on their own laptops do.
    func joined(_ report: LearnerReport, previous: String? = nil, from client: String? = nil, attempt: String? = nil) -> (
        secret: String?, answer: HTTPResponseSummary
    ) {
        var headers = ["x-room-code": RoomFixture.code.text]
        if let attempt { headers[Room.attemptHeader.lowercased()] = attempt }
        if let previous { headers["x-room-secret"] = previous }
        let request = HTTPRequest(
            method: "POST", path: "/join", headers: headers, body: report.encoded(),
            client: client ?? "laptop of \(report.learner) on \(report.machine ?? "?")")
        let response = respond(to: request)
        let secret = try? JSONDecoder().decode(JoinAnswer.self, from: response.body).secret
        return (response.status == 200 ? secret : nil, HTTPResponseSummary(response))
    }
}

/// Lines the room wrote for the instructor, as a test reads them.
final class EventLog: Sendable {
    let lines = Mutex<[String]>([])

    func withLock<Result>(_ body: ([String]) -> Result) -> Result { lines.withLock { body($0) } }
}
