import Foundation
import PlaygroundTestSupport
import Testing

@testable import ClassRoom

#if canImport(Glibc)
    import Glibc
#endif

/// Holding the key on the wall is no way to take the room: clients that ask for the table and
/// never read it hold a few slots per address at most, and this machine (the instructor's
/// projector and commands) always has slots of its own.
@Suite struct RoomStalledReaderTests {
    @Test(
        "24 keyed GETs of a 6 MB table from three addresses that never read: the projector, /health and members are answered, and each address holds at most two"
    )
    func nonReadersCannotHoldTheRoom() throws {
        let limits = Self.smallRoomWithoutDeadlines()
        let fixture = try RoomFixture(limits: limits)
        let secret = try #require(fixture.member("ada", machine: "aa11").secret)
        Self.pad(fixture.room, learners: 11_000)
        // Past what the kernel would buffer for a client unbounded (4 MB on Linux).
        try #require(fixture.room.rendered().table.body.count > 6_000_000, "the table must not fit the sockets' buffers")
        let request = Self.tableRequest(key: fixture.room.instructorKey)
        let attackers = (0..<24).map { index in
            let descriptor = fixture.connected(from: "127.0.6.\(1 + index / 8)")
            var small: Int32 = 2_048
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
            _ = request.withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
            return descriptor
        }
        defer { attackers.forEach { if $0 >= 0 { close($0) } } }
        // Every request has been taken (its answer begun, refused at once, or closed) …
        try #require(waitUntil { attackers.allSatisfy(Self.wasTaken) })
        // … and the answers nobody reads were cut to two per address (the default share).
        let held = { (1...3).map { fixture.server.registry.count(from: "127.0.6.\($0)") } }
        #expect(waitUntil { held().allSatisfy { $0 <= 2 } }, "held per address: \(held())")
        for round in 0..<3 {
            // The 11,000-row page takes long to render on a machine four builds keep busy: what is
            // checked is that it is answered, not how fast.
            #expect(fixture.page(from: "127.0.0.1", waitingAtMost: 180).status == 200, "the projector on this machine")
            #expect(fixture.raw(Data("GET /health HTTP/1.1\r\n\r\n".utf8), from: "127.0.7.\(1 + round)").status == 200)
            let report = RoomFixture.report("ada", machine: "aa11", passed: round)
            #expect(fixture.raw(RoomFixture.handIn(report, secret: secret, sequence: round + 1), from: "127.0.8.1").status == 200)
        }
    }

    @Test("An answer unread for the stall grace may be closed for a newcomer; one being read, or just begun, stays")
    func stalledAnswersGiveWay() {
        let limits = ServerLimits()
        let now = ContinuousClock.now
        func sending(_ client: String, lastRead: Duration, onTrial: Bool = false) -> ConnectionRegistry.Entry {
            ConnectionRegistry.Entry(
                descriptor: -1, client: client, prefix: AddressPrefix.of(client), opened: now - .seconds(5), phase: .sending,
                onTrial: onTrial, progressed: now - lastRead)
        }
        let stale = limits.stallGrace + .milliseconds(1)
        let entries = [1: sending("10.0.1.1", lastRead: .zero), 2: sending("10.0.2.1", lastRead: stale)]
        #expect(ConnectionRegistry.victim(among: entries, at: now, limits: limits) { _ in false } == 2)
        #expect(ConnectionRegistry.victim(among: entries.filter { $0.key == 1 }, at: now, limits: limits) { _ in false } == nil)
        let trials = [1: sending("10.0.1.1", lastRead: .zero, onTrial: true), 2: sending("10.0.2.1", lastRead: stale, onTrial: true)]
        #expect(ConnectionRegistry.trialVictim(among: trials, at: now, limits: limits) == 2)
        #expect(ConnectionRegistry.trialVictim(among: trials.filter { $0.key == 1 }, at: now, limits: limits) == nil)
    }

    @Test("Stalled answers are bounded per address and per network; this machine's are never cut short")
    func stallsAreBoundedPerAddressAndNetwork() {
        var limits = ServerLimits()
        (limits.stalledPerClient, limits.stalledPerNetwork, limits.perClient) = (2, 3, 8)
        let registry = ConnectionRegistry(limits: limits, ownAddresses: ["127.0.0.1"])
        let start = ContinuousClock.now
        let later = start + limits.stallGrace + .milliseconds(1)
        func stalled(_ client: String) -> Int? {
            guard case .admitted(let id, _) = registry.admit(-1, client: client, at: start) else { return nil }
            registry.progressed(id, bytes: 0, at: start)
            return id
        }
        let first = (0..<3).compactMap { _ in stalled("10.0.1.1") }
        #expect(registry.mayStall(first[0], at: later) == false, "two others of its address already stall")
        #expect(registry.mayStall(first[0], at: start) == true, "none stalls yet")
        let other = stalled("10.0.1.2")
        let elsewhere = stalled("10.0.2.1")
        #expect(other.map { registry.mayStall($0, at: later) } == false, "three others of its network already stall")
        #expect(elsewhere.map { registry.mayStall($0, at: later) } == true)
        let own = (0..<4).compactMap { _ in stalled("127.0.0.1") }
        #expect(own.allSatisfy { registry.mayStall($0, at: later) }, "the instructor's own machine")
        #expect(registry.mayStall(999, at: later) == false, "a connection closed for a newcomer stops")
    }

    @Test("With every slot and the reserve held by answers elsewhere, this machine still gets a slot of its own; nobody else does")
    func thisMachineKeepsItsOwnSlots() {
        var limits = ServerLimits()
        (limits.connections, limits.reserved, limits.ownReserve, limits.perClient, limits.perNetwork) = (4, 2, 2, 8, 200)
        let registry = ConnectionRegistry(limits: limits, ownAddresses: ["10.0.0.5", "127.0.0.1"])
        let now = ContinuousClock.now
        for index in 0..<6 {
            guard case .admitted(let id, _) = registry.admit(-1, client: "10.0.\(index).9", at: now) else { continue }
            registry.progressed(id, bytes: 0, at: now)
        }
        #expect(registry.count == 6)
        #expect(registry.admit(-1, client: "10.0.9.9", at: now) == .full, "a stranger")
        #expect(registry.admit(-1, client: "127.0.0.1", at: now) == .admitted(id: 7, onTrial: false), "the projector")
        #expect(registry.admit(-1, client: "10.0.0.5", at: now) == .admitted(id: 8, onTrial: false), "the room's own address")
        #expect(registry.ownSlotCount == 2)
        #expect(registry.admit(-1, client: "127.0.0.1", at: now) == .full, "this machine's slots are bounded too")
        #expect(registry.admit(-1, client: "127.0.0.2", at: now) == .full, "another loopback address is no instructor")
    }

    @Test("A newcomer turned away while the room is full is told to come back, and a browser is told to reload")
    func busyAnswersAskAgain() throws {
        var limits = ServerLimits()
        (limits.connections, limits.reserved, limits.ownReserve, limits.perClient) = (2, 0, 0, 8)
        (limits.headTimeout, limits.requestTimeout, limits.idleGrace) = (.seconds(600), .seconds(600), .seconds(600))
        let fixture = try RoomFixture(limits: limits)
        // One each from two addresses of the newcomer's network: nobody holds more than its share.
        let held = ["127.0.3.1", "127.0.3.3"].map { fixture.connected(from: $0) }
        defer { held.forEach { if $0 >= 0 { close($0) } } }
        try #require(waitUntil { fixture.server.registry.count == 2 })
        let answer = fixture.page(from: "127.0.3.2")
        #expect(answer.status == 503)
        #expect(answer.contains("\r\nRetry-After: 1\r\n") && answer.contains("\r\nRefresh: 2\r\n"), "\(answer)")
    }

    /// True when the server has sent something on `descriptor` or closed it (looked at without waiting).
    static func wasTaken(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
        return count >= 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
    }

    /// A small room whose deadlines never run out during a test: only the fair share frees a slot.
    static func smallRoomWithoutDeadlines() -> ServerLimits {
        var limits = ServerLimits()
        (limits.connections, limits.reserved, limits.perClient) = (16, 4, 8)
        (limits.headTimeout, limits.requestTimeout, limits.writeTimeout) = (.seconds(600), .seconds(600), .seconds(600))
        return limits
    }

    /// The projector's request for the table, with the instructor's key.
    static func tableRequest(key: String) -> String {
        "GET /table HTTP/1.1\r\nHost: room\r\nX-Room-Key: \(key)\r\n\r\n"
    }

    /// Adds `learners` rows whose failing tests escape to long HTML, straight into the room's state.
    static func pad(_ room: Room, learners: Int) {
        let failing = String(repeating: "&<", count: 1_000)
        for index in 0..<learners {
            let report = RoomFixture.report("pad\(index)", machine: RoomFixture.machine("d", index), failing: failing)
            room.state.withLock { state in
                state.learners[Room.key(of: report)] = report
                state.version += 1
            }
        }
    }
}
