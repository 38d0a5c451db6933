import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// Text from a hostile hand-in reaching the projector page and the class page: escaped scalar by
/// scalar, bounded in what one character may carry, under a policy that runs no script of theirs.
@Suite struct HostileTextTests {
    static let marks = ["\u{0301}", "\u{20DD}", "\u{0903}"]

    /// Every raw markup scalar a field could smuggle, each followed by a combining mark.
    static func hostile(_ mark: String) -> String { "x\"\(mark) style=\(mark)'\(mark)<\(mark)b>" }

    @Test("A quote or bracket with a combining mark, in the name and in the failing test, reaches the page escaped")
    func combiningMarkQuotesInEveryField() throws {
        for mark in Self.marks {
            let fixture = try RoomFixture()
            let report = RoomFixture.report(Self.hostile(mark), failing: Self.hostile(mark))
            #expect(fixture.room.admit(report).status == 200)
            for page in [fixture.room.table().html(live: true), fixture.room.table().fragment(), fixture.room.table().html()] {
                for raw in ["\"", "'", "<"] {
                    let smuggled = Array((raw + mark).unicodeScalars)
                    #expect(
                        !Self.scalars(page, contain: smuggled), "raw \(raw) with U+\(String(mark.unicodeScalars.first!.value, radix: 16))")
                }
                #expect(page.contains("&quot;\(mark)") && page.contains("&lt;\(mark)b&gt;"))
            }
        }
    }

    @Test("A one-character name or failing test piled with combining marks is refused, and the page stays small")
    func graphemeBombsAreRefused() throws {
        let fixture = try RoomFixture()
        let bomb = "a" + String(repeating: "\u{0301}", count: 30_000)
        #expect(bomb.count == 1)
        #expect(fixture.room.admit(RoomFixture.report(bomb)).status == 422)
        #expect(fixture.room.admit(RoomFixture.report("ada", failing: bomb)).status == 422)
        // Within 60 characters but far past the scalars and bytes a name may have.
        #expect(fixture.room.admit(RoomFixture.report(String(repeating: "e\u{0301}\u{0302}\u{0303}", count: 50))).status == 422)
        #expect(fixture.room.admit(RoomFixture.report("Nguyễn Thị Hồng")).status == 200)
        #expect(fixture.room.learners.map(\.learner) == ["Nguyễn Thị Hồng"])
    }

    @Test("The class page from a folder tames a bomb it was handed and carries the room's security policy")
    func theClassPageIsBoundedAndLockedDown() {
        let bomb = "Eve" + String(repeating: "\u{0301}", count: 30_000)
        let roster = ClassRoster(learners: [RoomFixture.report(bomb, failing: "<\u{0301}script>")], problems: [])
        let page = ClassTable(roster: roster, catalog: RoomFixture.catalog).html()
        #expect(page.utf8.count < 20_000, "the bomb reached the page whole")
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"\(ClassTable.securityPolicy)\"/>"))
        #expect(ClassTable.securityPolicy.contains("default-src 'none'") && ClassTable.securityPolicy.contains("script-src 'self'"))
        #expect(!Self.scalars(page, contain: Array("<\u{0301}".unicodeScalars)))
    }

    static func scalars(_ text: String, contain needle: [Unicode.Scalar]) -> Bool {
        let haystack = Array(text.unicodeScalars)
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in haystack[start..<(start + needle.count)].elementsEqual(needle) }
    }
}
