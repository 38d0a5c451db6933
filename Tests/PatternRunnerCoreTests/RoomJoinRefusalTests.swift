import ClassRoom
import Foundation
import KataEngine
import PatternRunnerCore
import PlaygroundTestSupport
import Testing

/// `make join` says the room's own reason for a refusal that asking again cannot change, at
/// once: retrying it would only spend the address's joins and hide the reason behind "busy".
@Suite struct RoomJoinRefusalTests {
    @Test(
        "A fifth learner behind one address is told the room's reason at once (429, four learners from your address already), not \"busy, try again\" after a minute of retries"
    )
    func aCrowdedAddressIsToldWhy() throws {
        let fake = try KataFixture()
        var limits = JoinLimits()
        limits.learnersPerAddress = 0
        let room = try Room(
            code: JoinCode("K7QX2M") ?? JoinCode.random(), catalog: fake.catalog, folder: fake.folder.path("handins"), joinLimits: limits)
        let server = try RoomServer(room: room, address: "127.0.0.1", port: 0)
        server.start()
        defer { server.stop() }
        let refused = RunnerResult(
            ["room", "join", "http://127.0.0.1:\(server.port)", "--code", "K7QX2M", "--learner", "Fatima"], root: fake.root)
        #expect(refused.status == .failure)
        #expect(
            refused.err.contains(
                "not joined: the room refused (429): 0 learners have joined from your address already; join from your own machine"),
            "\(refused.err)")
        #expect(!refused.err.contains("asking again") && !refused.err.contains("busy"), "\(refused.err)")
        #expect(RoomMembership.load(from: fake.katas) == nil)
    }
}
