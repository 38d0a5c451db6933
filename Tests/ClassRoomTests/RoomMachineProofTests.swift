import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// Finding F3 over loopback: a classmate who read a learner's name and machine id (on the
/// projector, in a hand-in's file name) joins first, from another address. A 16-digit id joins
/// only with its machine key, so the classmate is refused or gets a row of their own, and the
/// learner still joins, hands in, and carries a label of their own.
@Suite struct RoomMachineProofTests {
    /// A victim's key whose id has a `1` in it (about two keys in three): the look-alike `l`
    /// makes an id anyone may send without a key, which must still not be the victim's row.
    static func victimKey() -> String {
        var key = MachineKey.make()
        while !MachineKey.machineID(of: key).contains("1") { key = MachineKey.make() }
        return key
    }

    /// The progress files in the room's hand-in folder.
    static func handIns(of fixture: RoomFixture) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixture.room.folder.path)) ?? []
        return names.filter { $0.hasPrefix("progress-") }
    }

    @Test(
        "A classmate with the victim's name and 16-digit id is refused without the key and with a wrong one, gets a row of their own with its first four digits; the victim joins, hands in, and the labels differ"
    )
    func aClassmateCannotTakeTheRowOfAMachineID() throws {
        let fixture = try RoomFixture()
        let key = Self.victimKey()
        let id = MachineKey.machineID(of: key)
        let stolen = RoomFixture.report("Sam", machine: id).encoded()
        func join(_ report: Data, key: String?, from source: String) -> String {
            fixture.raw(RoomFixture.post(report, path: "/join", attempt: RoomSecret.make(), machineKey: key), from: source)
        }

        let withoutKey = join(stolen, key: nil, from: "127.0.0.61")
        #expect(withoutKey.status == 403 && withoutKey.contains("joins only with its machine key"), "\(withoutKey)")
        let wrongKey = join(stolen, key: MachineKey.make(), from: "127.0.0.61")
        #expect(wrongKey.status == 403 && wrongKey.contains("does not prove"), "\(wrongKey)")
        let capitals = join(RoomFixture.report("Sam", machine: id.uppercased()).encoded(), key: nil, from: "127.0.0.61")
        #expect(capitals.status == 422, "no client makes an id in capitals: \(capitals)")
        // `l` for `1`: not hex, yet it would look like the victim's id on the projector.
        let lookAlike = join(
            RoomFixture.report("Sam", machine: id.replacingOccurrences(of: "1", with: "l")).encoded(), key: nil, from: "127.0.0.61")
        #expect(lookAlike.status == 422, "\(lookAlike)")
        #expect(fixture.room.learners.isEmpty && Self.handIns(of: fixture).isEmpty, "refused joins keep nothing")

        let fourDigits = String(id.prefix(MachineKey.legacyIDLength))
        let attacker = join(RoomFixture.report("Sam", machine: fourDigits).encoded(), key: nil, from: "127.0.0.61")
        #expect(attacker.status == 200, "a legacy id joins without a key, as a row of its own: \(attacker)")

        let victim = join(stolen, key: key, from: "127.0.0.62")
        let secret = try #require(RoomFixture.secret(in: victim), "the victim joins: \(victim)")
        let handIn = fixture.raw(
            RoomFixture.handIn(RoomFixture.report("Sam", machine: id, passed: 5), secret: secret, sequence: 1), from: "127.0.0.62")
        #expect(handIn.status == 200 && handIn.contains("Kept"), "\(handIn)")
        let rows = fixture.room.learners.filter { $0.machine == id }
        #expect(rows.count == 1 && rows.first?.katas.first?.testsPassed == 5, "the victim's own row holds the hand-in")
        #expect(fixture.room.learners.count == 2 && Self.handIns(of: fixture).count == 2)

        let page = fixture.page()
        let tags = page.components(separatedBy: "<span class=\"tag\">· ").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(tags.count == 2 && Set(tags).count == 2, "two Sams, two labels: \(tags)")
        #expect(tags.contains(Substring(fourDigits)) && tags.contains(Substring(fourDigits + MachineLabel.unprovenMark)), "\(tags)")
    }

    @Test(
        "A row is removed by its name and label as the page shows it, even a label the other row's id begins with; a label no row has removes nothing"
    )
    func removeAcceptsTheLabel() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        #expect(room.joined(RoomFixture.report("Sam", machine: "ff99"), from: "10.0.0.1").answer.status == 200)
        let key = MachineKey.make()
        let id = MachineKey.machineID(of: key)
        let request = HTTPRequest(
            method: "POST", path: "/join",
            headers: [Room.codeHeader.lowercased(): RoomFixture.code.text, Room.machineKeyHeader.lowercased(): key],
            body: RoomFixture.report("Sam", machine: id).encoded(), client: "10.0.0.2")
        #expect(room.respond(to: request).status == 200)
        // A classmate's legacy id of the first four digits: its label, `Sam · 3f2a?`, is marked
        // unproven, and names its own row alone.
        let copied = String(id.prefix(4))
        #expect(room.joined(RoomFixture.report("Sam", machine: copied), from: "10.0.0.3").answer.status == 200)
        #expect(room.remove("Sam · zzzzz").status == 404)
        #expect(room.learners.count == 3)
        #expect(room.remove("Sam · \(copied)\(MachineLabel.unprovenMark)").status == 200)
        #expect(Set(room.learners.compactMap(\.machine)) == ["ff99", id], "the row the label names went, the others stayed")
        #expect(room.remove("Sam · \(MachineLabel.label(of: id, among: ["ff99", id]))").status == 200)
        #expect(room.learners.map(\.machine) == ["ff99"])
        // Fifteen of its digits, with no key, is no id a client makes.
        #expect(room.joined(RoomFixture.report("Sam", machine: String(id.prefix(15))), from: "10.0.0.3").answer.status == 422)
    }
}
