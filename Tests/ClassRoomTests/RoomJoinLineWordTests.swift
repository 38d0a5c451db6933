import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// The projector's join line says `WORD=` when the class list holds join words, as the
/// terminal's does: a learner who types the page's line is not refused for a missing word.
@Suite struct RoomJoinLineWordTests {
    @Test("With join words on the class list the page's join line names WORD=yourword, never a learner's word; without words, no WORD=")
    func theJoinLineNamesTheWord() throws {
        let fixture = try RoomFixture()
        fixture.room.joinLine = "make join URL=http://127.0.0.1:8787 CODE=K7QX2M LEARNER=yourname"
        #expect(!fixture.page().contains("WORD="), "no class list: no word")
        #expect(RoomJoinWordTests.give("Alice Brown | tulip-47-sky\nBob\n", to: fixture).status == 200)
        let worded = fixture.page()
        #expect(worded.contains("LEARNER=yourname \(Room.wordPlaceholder)</code>"), "\(worded.prefix(3_000))")
        #expect(!worded.contains("tulip-47-sky"), "a learner's word is never on the wall")
        #expect(RoomJoinWordTests.give("Alice Brown\nBob\n", to: fixture).status == 200)
        #expect(!fixture.page().contains("WORD="), "a list without words: no WORD=")
    }
}
