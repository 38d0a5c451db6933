import Foundation
import PlaygroundTestSupport
import Synchronization
import Testing

@testable import ClassRoom

#if canImport(Glibc)
    import Glibc
#endif

/// One client cannot lock everyone out: a cap per address, a short deadline for the request
/// head, idle connections closed first when all slots are taken, and /health always answered.
@Suite struct RoomFairShareTests {
    @Test("40 idle sockets from one client: it holds at most its cap, and health checks and posts from others are all answered")
    func fortyIdleSockets() throws {
        // The room's own deadlines: the idle sockets it admitted are cut off at the head deadline.
        let fixture = try RoomFixture(limits: ServerLimits())
        let cap = fixture.server.limits.perClient
        let idle = (0..<40).map { _ in fixture.connected(from: "127.0.0.200") }
        defer { idle.forEach { if $0 >= 0 { close($0) } } }
        #expect(idle.allSatisfy { $0 >= 0 })
        #expect(waitUntil { fixture.server.registry.count(from: "127.0.0.200") == cap }, "the idle client holds more than its cap")
        // The 32 beyond the cap were answered at once and closed.
        let refused = idle.filter { Self.answer(on: $0).hasPrefix("HTTP/1.1 503") }
        #expect(refused.count == 40 - cap)
        var answered = 0
        for other in 1...47 {
            let source = "127.0.0.\(other)"
            if other.isMultiple(of: 2) {
                answered += fixture.raw(Data("GET /health HTTP/1.1\r\n\r\n".utf8), from: source).status == 200 ? 1 : 0
            } else {
                let status = fixture.raw(RoomFixture.post(RoomFixture.report("learner\(other)").encoded(), path: "/join"), from: source)
                    .status
                answered += status == 200 ? 1 : 0
            }
        }
        #expect(answered == 47)
        #expect(fixture.room.learners.count == 24)
    }

    @Test("When every slot is taken, the idle connection is closed for a newcomer; a request being sent is not")
    func idleConnectionsGoFirst() throws {
        var limits = ServerLimits()
        (limits.connections, limits.perClient, limits.idleGrace, limits.reserved) = (4, 4, .milliseconds(200), 0)
        // No head deadline during the test: only eviction can free a slot.
        (limits.headTimeout, limits.requestTimeout) = (.seconds(600), .seconds(600))
        let fixture = try RoomFixture(limits: limits)
        let idle = (0..<4).map { fixture.connected(from: "127.0.0.\(10 + $0)") }
        defer { idle.forEach { if $0 >= 0 { close($0) } } }
        #expect(waitUntil { fixture.server.registry.count == 4 })
        // A newcomer told to wait (the idle ones are not idle long enough yet) tries again, as
        // clients do, and gets in once an idle one can be closed.
        let health = Self.patiently { fixture.raw(Data("GET /health HTTP/1.1\r\n\r\n".utf8), from: "127.0.0.30") }
        #expect(health.status == 200)
        #expect(fixture.server.registry.evictions >= 1)
        #expect(waitUntil { idle.contains(where: Self.isClosedByServer) }, "no idle connection was closed: \(idle.map { Self.peek($0) })")
        #expect(idle.filter(Self.isClosedByServer).count == fixture.server.registry.evictions)
    }

    @Test(
        "Strangers from many addresses dribbling heads into every slot: /health, the projector, members' posts and a join from another address are all answered"
    )
    func manyAddressesCannotStarveTheRoom() throws {
        let (fixture, secret) = try Self.smallRoomWithAMember()
        let attackers = (0..<32).map { index in
            let descriptor = fixture.connected(from: "127.0.5.\(1 + index / 8)")
            _ = "GET / HTTP/1.1\r\nX-Slow: ".withCString { send(descriptor, $0, 24, Int32(MSG_NOSIGNAL)) }
            return descriptor
        }
        defer { attackers.forEach { if $0 >= 0 { close($0) } } }
        // Every stranger has been seen: the ordinary slots and the reserve are full, the rest closed.
        #expect(waitUntil { fixture.server.registry.count == 20 && attackers.filter(Self.isClosedByServer).count == 12 })
        let statuses = Self.honestAnswers(fixture, secret: secret, rounds: 10, health: { "127.0.0.\(30 + $0)" }, member: "127.0.0.60")
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
        // A join may not use the reserve, but an address holding none takes an ordinary slot of
        // one holding eight.
        let newcomer = fixture.raw(RoomFixture.post(RoomFixture.report("eve").encoded(), path: "/join"), from: "127.0.0.70")
        #expect(newcomer.status == 200, "\(newcomer)")
    }

    @Test(
        "Strangers from two networks posting heads that promise long bodies into every slot: none is held, and /health, the projector, members and the instructor are answered"
    )
    func promisedBodiesCannotHoldTheRoom() throws {
        let (fixture, secret) = try Self.smallRoomWithAMember()
        // No code (a /join), and no secret with the code's place taken by a member's name (a
        // hand-in on a reserved slot): both promise 60,000 bytes that never come.
        let heads = ["POST /join HTTP/1.1\r\nContent-Length: 60000\r\n\r\n", "POST /handin HTTP/1.1\r\nContent-Length: 60000\r\n\r\n"]
        let attackers = (0..<40).map { index in
            let descriptor = fixture.connected(from: "127.0.\(9 + index / 20).\(1 + index % 20)")
            _ = heads[index % 2].withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
            return descriptor
        }
        defer { attackers.forEach { if $0 >= 0 { close($0) } } }
        // Each is answered at its head and closed (403; one that came while every slot was taken
        // is refused at once, 503, or reset with its head unread): nothing of theirs stays.
        var answers = [String](repeating: "", count: attackers.count)
        var ended = Set<Int>()
        try #require(
            waitUntil {
                for (index, descriptor) in attackers.enumerated() where !ended.contains(index) {
                    var buffer = [UInt8](repeating: 0, count: 4_096)
                    let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
                    if count > 0 { answers[index] += String(decoding: buffer[0..<count], as: UTF8.self) }
                    if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) { ended.insert(index) }
                }
                return ended.count == attackers.count
            }, "still open: \(attackers.indices.filter { !ended.contains($0) }.map { Self.peek(attackers[$0]) })")
        #expect(waitUntil { fixture.server.registry.count == 0 }, "still held: \(fixture.server.registry.count)")
        // Which of them found a slot, and which were closed for a newcomer before their head was
        // read, depends on how fast the server ran: each is a refusal or nothing, never more.
        let refusalOrNothing = answers.allSatisfy { $0.isEmpty || $0.hasPrefix("HTTP/1.1 403") || $0.hasPrefix("HTTP/1.1 503") }
        #expect(refusalOrNothing, "\(answers.map { $0.prefix(12) })")
        // With the room empty again, each head is read and refused at once, its body never awaited.
        for (index, head) in heads.enumerated() {
            let answer = fixture.raw(Data(head.utf8), from: "127.0.11.\(1 + index)")
            #expect(answer.hasPrefix("HTTP/1.1 403"), "\(head.prefix(12)): \(answer.prefix(40))")
        }
        let statuses = Self.honestAnswers(fixture, secret: secret, rounds: 5, health: { "127.0.9.\(30 + $0)" }, member: "127.0.10.60")
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
    }

    @Test("A body that dribbles holds its slot no better than a head that dribbles: both may be closed for a newcomer")
    func dribblingBodiesGiveWay() {
        let limits = ServerLimits()
        let start = ContinuousClock.now
        func entry(_ client: String, age: Duration, phase: ConnectionRegistry.Phase, onTrial: Bool = false) -> ConnectionRegistry.Entry {
            ConnectionRegistry.Entry(
                descriptor: -1, client: client, prefix: AddressPrefix.of(client), opened: start - age, phase: phase, onTrial: onTrial)
        }
        let old = limits.headTimeout
        let entries: [Int: ConnectionRegistry.Entry] = [
            1: entry("10.0.1.1", age: old, phase: .answering), 2: entry("10.0.1.2", age: old, phase: .body),
            3: entry("10.0.1.3", age: .milliseconds(10), phase: .body),
        ]
        #expect(ConnectionRegistry.victim(among: entries, at: start, limits: limits) { _ in false } == 2)
        let fresh = entries.filter { $0.key != 2 }
        #expect(
            ConnectionRegistry.victim(among: fresh, at: start, limits: limits) { _ in false } == nil,
            "a body just begun, or an answer, stays")
        let trials = entries.mapValues { entry($0.client, age: start - $0.opened, phase: $0.phase, onTrial: true) }
        let trialVictim = ConnectionRegistry.trialVictim(among: trials, at: start, limits: limits)
        #expect(trialVictim == 2 || trialVictim == 3)
        #expect(
            ConnectionRegistry.trialVictim(among: trials.filter { $0.value.phase == .answering }, at: start, limits: limits)
                == nil)
    }

    @Test("When the ordinary slots are full, the connection closed comes from the network holding the most, oldest first")
    func theBiggestNetworkGivesWayFirst() {
        let limits = ServerLimits()
        let start = ContinuousClock.now
        func entry(_ client: String, age seconds: Int, phase: ConnectionRegistry.Phase) -> ConnectionRegistry.Entry {
            ConnectionRegistry.Entry(
                descriptor: -1, client: client, prefix: AddressPrefix.of(client), opened: start - .seconds(seconds), phase: phase,
                onTrial: false)
        }
        var entries: [Int: ConnectionRegistry.Entry] = [1: entry("10.0.0.1", age: 90, phase: .reading)]
        for index in 0..<6 { entries[10 + index] = entry("10.0.9.\(index)", age: 10 + index, phase: .reading) }
        entries[30] = entry("10.0.0.2", age: 120, phase: .answering)
        let victim = ConnectionRegistry.victim(among: entries, at: start, limits: limits) { _ in false }
        #expect(victim == 15, "the oldest dribbler of 10.0.9.0/24, which holds six")
        #expect(
            AddressPrefix.of("10.0.9.200") == AddressPrefix.of("10.0.9.1") && AddressPrefix.of("10.0.8.1") != AddressPrefix.of("10.0.9.1"))
        #expect(AddressPrefix.of("2001:db8:1:2::5") == AddressPrefix.of("2001:db8:1:2:ffff::1"))
        #expect(AddressPrefix.of("2001:db8:1:3::5") != AddressPrefix.of("2001:db8:1:2::5"))
        #expect(AddressPrefix.of("::ffff:10.0.9.7") == AddressPrefix.of("10.0.9.1"))
    }

    /// A room of 16 ordinary slots and 4 reserved ones, with Ada a member (her secret). No
    /// deadline runs out during a test: only the fair share or the screening of a head can free a slot.
    static func smallRoomWithAMember() throws -> (RoomFixture, String) {
        var limits = ServerLimits()
        (limits.connections, limits.reserved, limits.perClient) = (16, 4, 8)
        (limits.headTimeout, limits.requestTimeout) = (.seconds(600), .seconds(600))
        let fixture = try RoomFixture(limits: limits)
        return (fixture, try #require(fixture.member("ada", machine: "aa11").secret))
    }

    /// What `/health` (from `health(round)`), the projector's page and Ada's hand-ins (from
    /// `member`) get, round after round, while strangers crowd the room.
    static func honestAnswers(_ fixture: RoomFixture, secret: String, rounds: Int, health: (Int) -> String, member: String) -> [Int?] {
        (0..<rounds).flatMap { round in
            let report = RoomFixture.report("ada", machine: "aa11", passed: round)
            return [
                fixture.raw(Data("GET /health HTTP/1.1\r\n\r\n".utf8), from: health(round)).status,
                fixture.page(from: "127.0.0.50").status,
                fixture.raw(RoomFixture.handIn(report, secret: secret, sequence: round + 1), from: member).status,
            ]
        }
    }

    /// What a look at `descriptor` without waiting finds: bytes, the end (0), or an error.
    /// `fd:count/errno` and what the server sent, if anything, for a failure's message.
    static func peek(_ descriptor: Int32) -> String {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = recv(descriptor, &bytes, bytes.count, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
        let sent = count > 0 ? " " + String(decoding: bytes[0..<count], as: UTF8.self).debugDescription : ""
        return "\(descriptor):\(count)/\(count < 0 ? errno : 0)" + sent
    }

    /// True when the server has closed `descriptor` without sending anything (read without waiting).
    static func isClosedByServer(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) == 0
    }

    @Test("A client that connects and dribbles its head is cut off at the head deadline (408), long before the request deadline")
    func theHeadDeadline() throws {
        var limits = ServerLimits()
        (limits.headTimeout, limits.requestTimeout) = (.milliseconds(500), .seconds(600))
        let fixture = try RoomFixture(limits: limits)
        let descriptor = fixture.connected(from: "127.0.0.90")
        let dribbled = Atomic(0)
        let dribblerDone = DispatchSemaphore(value: 0)
        // The number is given back only once the dribbler has stopped: a byte sent on it after
        // `close` would land in whatever socket another test opened under that number since.
        defer {
            shutdown(descriptor, Int32(SHUT_RDWR))
            dribblerDone.wait()
            close(descriptor)
        }
        let dribbler = Thread {
            defer { dribblerDone.signal() }
            for byte in "GET /health HTTP/1.1\r\nX-Slow: ".utf8 {
                var byte = byte
                guard send(descriptor, &byte, 1, Int32(MSG_NOSIGNAL)) == 1 else { return }
                dribbled.add(1, ordering: .relaxed)
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        dribbler.start()
        // Waits for the answer, however long the machine takes; a request deadline of ten
        // minutes means any answer before then came from the head deadline.
        let answer = Self.answer(on: descriptor)
        #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer.prefix(40))")
        #expect(dribbled.load(ordering: .relaxed) < "GET /health HTTP/1.1\r\nX-Slow: ".utf8.count, "cut off before the head could end")
    }

    /// Everything the server sends on `descriptor` until it closes (or 30 s pass).
    static func answer(on descriptor: Int32) -> String {
        var limit = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: answer, as: UTF8.self)
    }

    static func patiently(_ send: () -> String) -> String { RoomLoadTests.patiently(send).answer }
}
