import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// A machine's key never leaves it: each room gets a key worked out from it and the room's
/// address, so a key one room received (a fake room, someone on the Wi-Fi) proves nothing in another.
@Suite struct RoomKeyPerRoomTests {
    @Test("A room's key for a machine proves it to that room alone: a key one room captured does not claim the learner's id in another")
    func aCapturedKeyProvesNothingElsewhere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("room-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let machine = MachineIdentity.kept(in: folder)
        let roomA = RoomMembership.origin(of: try RoomMembership.roomURL("http://192.168.1.77:8787/"))
        let roomB = RoomMembership.origin(of: try RoomMembership.roomURL("http://192.168.1.20:8787"))
        let bare = RoomMembership.origin(of: try RoomMembership.roomURL("http://Room"))
        #expect(roomA == "http://192.168.1.77:8787" && bare == "http://room:80")
        let captured = try #require(machine.forRoom(roomA).key, "what room A received")
        let inB = machine.forRoom(roomB)
        #expect(captured != machine.key && inB.key != captured && inB.id != machine.forRoom(roomA).id && inB.id != machine.id)
        #expect(machine.forRoom(roomB) == MachineIdentity.kept(in: folder).forRoom(roomB), "the same room, the same id, every run")
        #expect(MachineKey.isWellFormed(captured) && MachineKey.machineID(of: captured) == machine.forRoom(roomA).id)

        let fixture = try RoomFixture()
        func join(_ id: String, key: String?, from client: String) -> HTTPResponse {
            var headers = ["x-room-code": RoomFixture.code.text]
            if let key { headers[Room.machineKeyHeader.lowercased()] = key }
            return fixture.room.respond(
                to: HTTPRequest(
                    method: "POST", path: "/join", headers: headers, body: RoomFixture.report("ada", machine: id).encoded(), client: client)
            )
        }
        #expect(join(inB.id, key: captured, from: "192.168.1.66").status == 403, "the thief cannot be ada's machine in room B")
        #expect(join(inB.id, key: machine.key, from: "192.168.1.66").status == 403, "nor with the kept key, which no room ever gets")
        #expect(join(inB.id, key: inB.key, from: "192.168.1.10").status == 200, "ada joins room B")
    }
}
