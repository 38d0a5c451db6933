import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// Rows stuck alike go in the order they joined, never by their names' characters, so nobody
/// places two rows of theirs right above and below a chosen classmate's.
@Suite struct RoomTieOrderTests {
    @Test("Rows that tie on minutes stuck are shown in join order, whatever their names")
    func tiesGoInJoinOrder() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        // The victim joins first, then the two rows chosen to sort around it by code point.
        let written = clock.date
        for (name, machine) in [("Uma Smith", "c001"), ("Uma Sl", "c002"), ("Uma Sn", "c003"), ("Abe", "c004")] {
            let answer = room.joined(RoomFixture.report(name, machine: machine, written: written)).answer
            #expect(answer.status == 200, "\(answer.text)")
        }
        let order = room.table().learners.map(\.learner)
        #expect(order == ["Uma Smith", "Uma Sl", "Uma Sn", "Abe"], "\(order)")
    }
}
