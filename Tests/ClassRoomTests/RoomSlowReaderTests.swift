import Foundation
import PlaygroundTestSupport
import Synchronization
import Testing

@testable import ClassRoom

#if canImport(Glibc)
    import Glibc
#endif

/// A connection that holds a slot must keep earning it: an answer taken a trickle at a time
/// counts as stalled like one never read, and with nothing slack left a newcomer takes the slot
/// of the address, then the network, holding clearly the most.
@Suite struct RoomSlowReaderTests {
    @Test(
        "24 keyed GETs of a large table from four addresses of two /24s, each read 512 bytes at a time: the projector elsewhere, /health and a hand-in are answered, and each address keeps at most two"
    )
    func slowReadersCannotHoldTheRoom() throws {
        let limits = RoomStalledReaderTests.smallRoomWithoutDeadlines()
        let fixture = try RoomFixture(limits: limits)
        let secret = try #require(fixture.member("ada", machine: "aa11").secret)
        RoomStalledReaderTests.pad(fixture.room, learners: 1_100)
        try #require(fixture.room.rendered().table.body.count > 600_000, "the table must not fit the sockets' buffers")
        let table = RoomStalledReaderTests.tableRequest(key: fixture.room.instructorKey)
        let sources = ["127.0.6.1", "127.0.6.2", "127.0.9.1", "127.0.9.2"]
        let readers = (0..<24).map { index in
            let descriptor = fixture.connected(from: sources[index % sources.count])
            var small: Int32 = 2_048
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
            _ = table.withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
            return descriptor
        }
        defer { readers.forEach { if $0 >= 0 { close($0) } } }
        // Every answer keeps making progress (never unread for the stall grace), far below the floor.
        let trickle = Trickle(readers)
        defer { trickle.stop() }
        // Every request has been taken (its answer begun, refused at once, or closed) …
        try #require(waitUntil { readers.allSatisfy(RoomStalledReaderTests.wasTaken) })
        #expect(waitUntil { trickle.bytesRead > 0 }, "the readers read")
        // … and the answers read a trickle at a time were cut to two per address (the default share).
        let held = { sources.map { fixture.server.registry.count(from: $0) } }
        #expect(waitUntil { held().allSatisfy { $0 <= limits.stalledPerClient } }, "held per address: \(held())")
        for round in 0..<3 {
            #expect(fixture.raw(Data(table.utf8), from: "127.0.10.\(1 + round)").status == 200, "the projector on another machine")
            #expect(fixture.raw(Data("GET /health HTTP/1.1\r\n\r\n".utf8), from: "127.0.7.\(1 + round)").status == 200)
            let report = RoomFixture.report("ada", machine: "aa11", passed: round)
            #expect(fixture.raw(RoomFixture.handIn(report, secret: secret, sequence: round + 1), from: "127.0.8.1").status == 200)
        }
    }

    @Test("An answer taken slower than the floor is stalled once past the grace; one taken at LAN speed, or just begun, is not")
    func slowAnswersAreStalled() {
        let limits = ServerLimits()
        let start = ContinuousClock.now
        var slow = ConnectionRegistry.Entry(
            descriptor: -1, client: "10.0.1.1", prefix: "10.0.1.0/24", opened: start, phase: .sending, onTrial: false)
        var fast = slow
        slow.took(131_072, at: start)
        fast.took(131_072, at: start)
        // A kilobyte every 0.3 s: never unread for the grace, far below the floor.
        var now = start
        for _ in 0..<5 {
            now = now + .milliseconds(300)
            slow.took(1_024, at: now)
            fast.took(200_000, at: now)
        }
        #expect(!slow.isStalled(at: start + limits.stallGrace / 2, limits: limits), "judged only after the grace")
        #expect(slow.isStalled(at: now, limits: limits), "a trickle holds no slot")
        #expect(!fast.isStalled(at: now, limits: limits))
        let entries = [1: fast, 2: slow]
        #expect(ConnectionRegistry.victim(among: entries, at: now, limits: limits) { _ in false } == 2)
        #expect(ConnectionRegistry.trialVictim(among: entries, at: now, limits: limits) == 2)
    }

    @Test("A slow reader may go on while few of its address and network stall, like one that reads nothing; one reading fast always may")
    func slowReadersAreBoundedPerAddress() {
        var limits = ServerLimits()
        (limits.stalledPerClient, limits.stalledPerNetwork) = (2, 16)
        let registry = ConnectionRegistry(limits: limits)
        let start = ContinuousClock.now
        let later = start + .seconds(2)
        let ids = (0..<4).compactMap { _ -> Int? in
            guard case .admitted(let id, _) = registry.admit(-1, client: "10.0.1.1", at: start) else { return nil }
            registry.progressed(id, bytes: 65_536, at: start)
            registry.progressed(id, bytes: 1_024, at: later)
            return id
        }
        #expect(registry.mayStall(ids[0], at: later) == false, "three others of its address read a trickle")
        registry.remove(ids[0])
        registry.remove(ids[1])
        #expect(registry.mayStall(ids[2], at: later) == true, "one other")
        guard case .admitted(let fast, _) = registry.admit(-1, client: "10.0.1.1", at: start) else {
            Issue.record("not admitted")
            return
        }
        registry.progressed(fast, bytes: 65_536, at: start)
        registry.progressed(fast, bytes: 1_000_000, at: later)
        #expect(registry.mayStall(fast, at: later) == true, "a fast reader is not stalled")
    }

    @Test(
        "With nothing slack, a newcomer closes a stalled answer first, then one of the address holding the most, then one of the network holding the most; never a request being answered"
    )
    func preemptionOrder() {
        var limits = ServerLimits()
        (limits.connections, limits.reserved, limits.ownReserve, limits.perClient, limits.perNetwork) = (4, 0, 0, 8, 200)
        let registry = ConnectionRegistry(limits: limits)
        let start = ContinuousClock.now
        let now = start + .seconds(2)
        func reading(_ client: String, at instant: ContinuousClock.Instant = start) -> Int? {
            guard case .admitted(let id, _) = registry.admit(-1, client: client, at: instant) else { return nil }
            registry.progressed(id, bytes: 65_536, at: start)
            registry.progressed(id, bytes: 1_000_000, at: now)
            return id
        }
        let big = (0..<3).compactMap { _ in reading("10.0.1.1") }
        guard case .admitted(let stalled, _) = registry.admit(-1, client: "10.0.2.1", at: start) else {
            Issue.record("not admitted")
            return
        }
        registry.progressed(stalled, bytes: 65_536, at: start)
        #expect(registry.admit(-1, client: "10.0.3.1", at: now) == .admitted(id: 5, onTrial: false))
        #expect(registry.count(from: "10.0.2.1") == 0, "the stalled answer went first, though 10.0.1.1 holds more")
        registry.progressed(5, bytes: 65_536, at: now)
        #expect(registry.admit(-1, client: "10.0.4.1", at: now) == .admitted(id: 6, onTrial: false))
        #expect(registry.count(from: "10.0.1.1") == 2, "then the address holding the most: \(big)")
        #expect(registry.admit(-1, client: "10.0.5.1", at: now) == .admitted(id: 7, onTrial: false))
        #expect(registry.count(from: "10.0.1.1") == 1, "it still held two more than the newcomer")
        #expect(registry.admit(-1, client: "10.0.6.1", at: now) == .full, "every address and network holds one")
        #expect(registry.evictions == 3)

        // Many addresses of one network, one connection each: the network holding the most gives way.
        let crowded = ConnectionRegistry(limits: limits)
        let ids = (1...4).compactMap { index -> Int? in
            guard case .admitted(let id, _) = crowded.admit(-1, client: "10.0.7.\(index)", at: start + .milliseconds(index)) else {
                return nil
            }
            return id
        }
        crowded.update(ids[0], to: .answering)
        // Before the idle grace: nothing is slack.
        let soon = start + .milliseconds(10)
        #expect(crowded.admit(-1, client: "10.0.8.1", at: soon) == .admitted(id: 5, onTrial: false))
        #expect(crowded.count(from: "10.0.7.1") == 1, "a request being answered is never closed")
        #expect(crowded.count(from: "10.0.7.2") == 0, "the oldest of the rest")
        #expect(crowded.admit(-1, client: "10.0.8.2", at: soon) == .admitted(id: 6, onTrial: false), "3 against 1: still two more")
        #expect(crowded.admit(-1, client: "10.0.8.3", at: soon) == .full, "2 against 2")
    }

    @Test("A newcomer that takes a slot of the biggest address takes an ordinary one when it holds any: a join may not use the reserve")
    func preemptionFreesOrdinarySlotsFirst() {
        var limits = ServerLimits()
        (limits.connections, limits.reserved, limits.ownReserve, limits.perClient, limits.perNetwork) = (2, 2, 0, 8, 200)
        let registry = ConnectionRegistry(limits: limits)
        let start = ContinuousClock.now
        let at = { (step: Int) in start + .milliseconds(step) }
        #expect(registry.admit(-1, client: "10.0.1.1", at: at(0)) == .admitted(id: 1, onTrial: false))
        #expect(registry.admit(-1, client: "10.0.3.1", at: at(1)) == .admitted(id: 2, onTrial: false))
        #expect(registry.admit(-1, client: "10.0.1.1", at: at(2)) == .admitted(id: 3, onTrial: true))
        #expect(registry.admit(-1, client: "10.0.1.1", at: at(3)) == .admitted(id: 4, onTrial: true))
        registry.remove(2)
        #expect(registry.admit(-1, client: "10.0.1.1", at: at(4)) == .admitted(id: 5, onTrial: false))
        registry.update(1, to: .answering)
        for id in [3, 4, 5] { registry.update(id, to: .reading) }
        // 10.0.1.1's oldest it may lose are on trial; its newest is on an ordinary slot.
        #expect(registry.admit(-1, client: "10.0.2.1", at: at(10)) == .admitted(id: 6, onTrial: false))
        #expect(registry.trialCount == 2 && registry.count(from: "10.0.1.1") == 3)
    }

    @Test("The cap of a network counts the reserved slots it holds; at its cap it gives up only its own, and this machine keeps its slots")
    func networkCapCountsReservedSlots() {
        var limits = ServerLimits()
        (limits.connections, limits.reserved, limits.ownReserve, limits.perClient, limits.perNetwork) = (2, 4, 1, 8, 3)
        let registry = ConnectionRegistry(limits: limits, ownAddresses: ["127.0.0.1"])
        let now = ContinuousClock.now
        #expect(registry.admit(-1, client: "10.0.1.1", at: now) == .admitted(id: 1, onTrial: false))
        #expect(registry.admit(-1, client: "10.0.1.2", at: now) == .admitted(id: 2, onTrial: false))
        #expect(registry.admit(-1, client: "10.0.1.3", at: now) == .admitted(id: 3, onTrial: true), "the reserve")
        for id in 1...3 { registry.update(id, to: .answering) }
        #expect(registry.admit(-1, client: "10.0.1.4", at: now) == .networkFull, "the reserve is free, but the network holds 3")
        #expect(registry.admit(-1, client: "10.0.2.1", at: now) == .admitted(id: 4, onTrial: true), "another network")
        #expect(registry.admit(-1, client: "127.0.0.1", at: now) == .admitted(id: 5, onTrial: false), "this machine")
        #expect(registry.ownSlotCount == 1)
        // A connection of the network gone idle past the grace makes way for its newcomer.
        registry.update(3, to: .idle)
        #expect(registry.admit(-1, client: "10.0.1.4", at: now + limits.idleGrace + .seconds(1)) == .admitted(id: 6, onTrial: true))
        #expect(registry.count(from: "10.0.1.3") == 0)
    }
}

/// Reads a little of each answer at a time on a thread of its own, far below the room's floor,
/// until stopped: slow readers that never look stalled by silence.
private final class Trickle: Sendable {
    private let running = Atomic(true)
    private let read = Atomic(0)
    private let done = Mutex(false)

    var bytesRead: Int { read.load(ordering: .relaxed) }

    init(_ descriptors: [Int32]) {
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 512)
            while running.load(ordering: .relaxed) {
                for descriptor in descriptors where descriptor >= 0 {
                    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                    if count > 0 { read.add(count, ordering: .relaxed) }
                }
                usleep(20_000)
            }
            done.withLock { $0 = true }
        }
        thread.start()
    }

    /// Stops reading and waits for the thread, so the descriptors can be closed under it.
    func stop() {
        running.store(false, ordering: .relaxed)
        _ = waitUntil { done.withLock { $0 } }
    }
}
