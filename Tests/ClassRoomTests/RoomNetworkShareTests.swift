import Foundation
import PlaygroundTestSupport
import Testing

@testable import ClassRoom

#if canImport(Glibc)
    import Glibc
#endif

/// One attendee with many addresses of one network holds that network's share of the slots at
/// most: joins from every other network are still served.
@Suite struct RoomNetworkShareTests {
    @Test("60 connections dribbling from 10 addresses of one /24: joins from other networks are all served")
    func oneNetworkCannotStopJoins() throws {
        var limits = ServerLimits()
        (limits.connections, limits.reserved, limits.perClient, limits.perNetwork) = (40, 8, 8, 20)
        // No deadline or grace runs out during the test: only the network's share lets anyone in.
        (limits.headTimeout, limits.requestTimeout, limits.idleGrace) = (.seconds(600), .seconds(600), .seconds(600))
        let fixture = try RoomFixture(limits: limits)
        let held = (0..<60).map { index in
            let descriptor = fixture.connected(from: "127.0.7.\(1 + index / 6)")
            _ = "GET / HTTP/1.1\r\nX-Slow: ".withCString { send(descriptor, $0, 24, Int32(MSG_NOSIGNAL)) }
            return descriptor
        }
        defer { held.forEach { if $0 >= 0 { close($0) } } }
        // The network's share is held (reserved slots count in it), spread over its addresses; the
        // rest were answered 503 at once or, when a newcomer of a smaller address of the network
        // took their slot before their head was in, closed.
        #expect(waitUntil { fixture.server.registry.count == 20 && held.filter { Self.wasAnswered($0) || Self.wasClosed($0) }.count == 40 })
        #expect(held.filter(Self.wasAnswered).allSatisfy { RoomFairShareTests.answer(on: $0).hasPrefix("HTTP/1.1 503") })
        for other in 1...6 {
            let report = RoomFixture.report("learner\(other)", machine: RoomFixture.machine("a", other))
            let answer = fixture.raw(RoomFixture.post(report.encoded(), path: "/join"), from: "127.0.\(8 + other).1")
            #expect(answer.status == 200, "\(answer)")
        }
        #expect(fixture.room.learners.count == 6)
    }

    /// True when the server closed `descriptor` without a word (read without waiting).
    static func wasClosed(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) == 0
    }

    /// True when the server has sent something on `descriptor` (read without waiting or taking it).
    static func wasAnswered(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) > 0
    }

    @Test(
        "The registry: a network at its share (reserved slots counted) takes its own idle slot or one of its biggest address, else is refused; others are admitted"
    )
    func registryCountsNetworks() {
        var limits = ServerLimits()
        (limits.connections, limits.reserved, limits.perClient, limits.perNetwork) = (2, 4, 8, 3)
        let registry = ConnectionRegistry(limits: limits)
        let now = ContinuousClock.now
        for index in 0..<2 { #expect(registry.admit(-1, client: "10.0.0.\(index)", at: now) == .admitted(id: index + 1, onTrial: false)) }
        #expect(registry.admit(-1, client: "10.0.0.9", at: now) == .admitted(id: 3, onTrial: true), "the reserve, on trial")
        for id in 1...3 { registry.update(id, to: .answering) }
        #expect(registry.admit(-1, client: "10.0.0.7", at: now) == .networkFull, "the network holds 3 with its reserved slot")
        #expect(registry.evictions == 0)
        #expect(registry.admit(-1, client: "10.0.1.1", at: now) == .admitted(id: 4, onTrial: true), "another network")
        // Once a connection of the network is idle past the grace, a newcomer of it takes its place, on its kind of slot.
        registry.update(3, to: .idle)
        let later = now + limits.idleGrace + .seconds(1)
        #expect(registry.admit(-1, client: "10.0.0.8", at: later) == .admitted(id: 5, onTrial: true))
        #expect(registry.evictions == 1)
    }

    @Test("This machine's own address is a network of its own: a crowd of its /24 does not take the instructor's share")
    func ownAddressIsItsOwnNetwork() {
        var limits = ServerLimits()
        (limits.connections, limits.reserved, limits.perClient, limits.perNetwork) = (10, 1, 8, 3)
        let registry = ConnectionRegistry(limits: limits, ownAddresses: ["10.0.0.5"])
        let now = ContinuousClock.now
        for index in 0..<4 { _ = registry.admit(-1, client: "10.0.0.\(index + 10)", at: now) }
        for id in 1...3 { registry.update(id, to: .answering) }
        #expect(registry.admit(-1, client: "10.0.0.20", at: now) == .networkFull, "the /24 holds its share")
        #expect(registry.admit(-1, client: "10.0.0.5", at: now) == .admitted(id: 4, onTrial: false), "the instructor's own address")
        #expect(registry.network(of: "10.0.0.5") == "this machine" && registry.network(of: "10.0.0.6") != "this machine")
    }
}
