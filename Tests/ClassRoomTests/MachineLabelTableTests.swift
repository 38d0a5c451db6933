import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// Namesakes' labels wherever the table is drawn: the terminal keeps a label whole and cuts the
/// name, and the live page re-renders a cached row whose label a newcomer lengthened.
@Suite struct MachineLabelTableTests {
    static let id = "3f2a9c0d11e24b7a"

    @Test("The terminal table shows each namesake's shortest distinguishing label, whole beside a long name that is cut")
    func theTerminalKeepsTheLabelWhole() {
        let long = "Maximiliane Alexandra Schmidt"
        let learners = [
            RoomFixture.report("Sam", machine: Self.id), RoomFixture.report("Sam", machine: "3f2a"),
            RoomFixture.report(long, machine: Self.id), RoomFixture.report(long, machine: "3f2a94e5d3c2b1a0"),
        ]
        let text = ClassTable(roster: ClassRoster(learners: learners, problems: []), catalog: RoomFixture.catalog).text(unicode: true)
        #expect(text.contains("Sam · 3f2a ") && text.contains("Sam · 3f2a? "), "an unproven id is marked, the proven one short: \(text)")
        #expect(text.contains(" · 3f2a9c ") && text.contains(" · 3f2a94 "), "\(text)")
        #expect(!text.contains(long), "the long name is cut, not its label: \(text)")
    }

    @Test(
        "A namesake joining gives the row already on the page its label; one with an unproven id of the same first four digits is marked, and the proven label stays"
    )
    func aCachedRowGetsItsLabel() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        let key = MachineKey.make()
        let id = MachineKey.machineID(of: key)
        let request = HTTPRequest(
            method: "POST", path: "/join",
            headers: [Room.codeHeader.lowercased(): RoomFixture.code.text, Room.machineKeyHeader.lowercased(): key],
            body: RoomFixture.report("Sam", machine: id).encoded(), client: "10.0.0.1")
        #expect(room.respond(to: request).status == 200)
        #expect(!fixture.page().contains("<span class=\"tag\">"), "no label while alone")
        #expect(room.joined(RoomFixture.report("Sam", machine: "ff99"), from: "10.0.0.2").answer.status == 200)
        let before = fixture.page()
        #expect(before.contains("<span class=\"tag\">· \(id.prefix(4))</span>"), "four digits while no one shares them")
        #expect(room.joined(RoomFixture.report("Sam", machine: String(id.prefix(4))), from: "10.0.0.3").answer.status == 200)
        let after = fixture.page()
        #expect(after.contains("<span class=\"tag\">· \(id.prefix(4))</span>"), "the proven row keeps its four digits")
        #expect(after.contains("<span class=\"tag\">· \(id.prefix(4))?</span>"), "the newcomer's whole id, marked unproven")
    }
}
