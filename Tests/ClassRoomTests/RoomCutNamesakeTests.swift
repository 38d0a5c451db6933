import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// Names the page cuts alike are one name for the machines a name may have.
@Suite struct RoomCutNamesakeTests {
    @Test(
        "Long names the page draws alike (cut, beside a label) count as one name against the 4 machines a name may have; a name drawn apart joins"
    )
    func cutAlikeNamesShareTheCap() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        let room = fixture.room
        let alike = ["Christopher Johnson", "Christophe Johnson", "Christopherr Johnson", "Christophor Johnson"]
        for (index, name) in alike.enumerated() {
            let answer = RoomListedPlaceTests.join(name, machine: RoomFixture.machine("a", index), from: "127.0.50.\(index + 1)", to: room)
            #expect(answer.status == 200, "\(name): \(RoomJoinWordTests.text(answer))")
        }
        let fifth = RoomListedPlaceTests.join("Christopherrr Johnson", machine: "a099", from: "127.0.50.9", to: room)
        #expect(fifth.status == 409 && RoomJoinWordTests.text(fifth).contains("Chris…nson"), "\(RoomJoinWordTests.text(fifth))")
        // Apart on the page's 14 columns, alike beside a label ("Chris…nson · 3f2a"): one name too.
        let besideLabel = RoomListedPlaceTests.join("Christopher Jyhnson", machine: "a098", from: "127.0.50.10", to: room)
        #expect(besideLabel.status == 409, "\(RoomJoinWordTests.text(besideLabel))")
        let apart = RoomListedPlaceTests.join("Christopher Jones", machine: "a097", from: "127.0.50.11", to: room)
        #expect(apart.status == 200, "\(RoomJoinWordTests.text(apart))")
        // Short names are compared as before: four machines of one name, then 409.
        for index in 0..<4 {
            #expect(
                RoomListedPlaceTests.join("Sam", machine: RoomFixture.machine("b", index), from: "127.0.51.\(index + 1)", to: room).status
                    == 200)
        }
        #expect(RoomListedPlaceTests.join("sam", machine: "b099", from: "127.0.51.9", to: room).status == 409)
    }
}

/// Names that differ only by a separator between their words count as one name for the cap.
@Suite struct RoomSeparatorNamesakeTests {
    @Test(
        "Alice_Brown, Alice・Brown, Alice-Brown and AliceBrown beside Alice Brown count against its 4 machines (separators folded by general category and white space); Alice Browne joins"
    )
    func separatedNamesShareTheCap() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        let room = fixture.room
        let names = ["Alice Brown", "Alice Brown", "Alice_Brown", "Alice\u{30FB}Brown"]
        for (index, name) in names.enumerated() {
            let answer = RoomListedPlaceTests.join(name, machine: RoomFixture.machine("c", index), from: "127.0.52.\(index + 1)", to: room)
            #expect(answer.status == 200, "\(name): \(RoomJoinWordTests.text(answer))")
        }
        for (index, name) in ["Alice-Brown", "Alice.Brown", "AliceBrown", "Alice\u{00B7}Brown", "alice  brown"].enumerated() {
            let answer = RoomListedPlaceTests.join(name, machine: RoomFixture.machine("d", index), from: "127.0.53.\(index + 1)", to: room)
            #expect(answer.status == 409, "\(name) is a fifth Alice Brown: \(RoomJoinWordTests.text(answer))")
        }
        #expect(RoomListedPlaceTests.join("Alice Browne", machine: "e001", from: "127.0.54.1", to: room).status == 200)
    }
}
