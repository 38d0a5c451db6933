import Foundation
import KataEngine
import PlaygroundBasics
import Testing

@testable import ClassRoom

/// Text from a hostile hand-in reaching the projector page and the class page: escaped scalar by
/// scalar, bounded in what one character may carry, under a policy that runs no script of theirs.
@Suite struct HostileTextTests {
    static let marks = ["\u{0301}", "\u{20DD}", "\u{0903}"]

    /// Every raw markup scalar a field could smuggle, each followed by a combining mark.
    static func hostile(_ mark: String) -> String { "x\"\(mark) style=\(mark)'\(mark)<\(mark)b>" }

    @Test(
        "A quote or bracket with a combining mark, in the failing test and in a name (as make class reads it from a folder), reaches the page escaped"
    )
    func combiningMarkQuotesInEveryField() throws {
        for mark in Self.marks {
            let fixture = try RoomFixture()
            #expect(fixture.room.admit(RoomFixture.report("ada", failing: Self.hostile(mark))).status == 200)
            // `make class` reads hand-ins dropped in a folder, never through the room: its page escapes a name too.
            let offline = ClassTable(
                roster: ClassRoster(learners: [RoomFixture.report(Self.hostile(mark), failing: Self.hostile(mark))], problems: []),
                catalog: RoomFixture.catalog, now: Date())
            for page in [
                fixture.room.table().html(live: true), fixture.room.table().fragment(), fixture.room.table().html(), offline.html(),
            ] {
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

    @Test("A name padded with wide spaces is kept as the page can show it: trimmed, each run of white space one space")
    func paddedNamesAreTidied() throws {
        let fixture = try RoomFixture()
        let padded = String(repeating: "\u{3000}", count: 56) + "Eve\u{00A0}\u{00A0}Ng\u{2003}"
        #expect(fixture.room.joined(RoomFixture.report(padded, machine: "ee11")).answer.status == 200)
        #expect(fixture.room.learners.map(\.learner) == ["Eve Ng"])
        #expect(fixture.room.table().fragment().contains("<span class=\"tail\" dir=\"auto\">Eve Ng</span>"), "the name is on the page")
        #expect(LearnerName.tidied("  Ada \t Lovelace\n") == "Ada Lovelace")
    }

    @Test("Look-alike names from other machines are shown with their machine, by the same key as the 409 check")
    func lookAlikesAreToldApart() throws {
        // Seven look-alikes of one name (width, invisible characters, case, `rn` for `m`, an accent).
        var limits = JoinLimits()
        limits.machinesPerName = 8
        let fixture = try RoomFixture(joinLimits: limits)
        let room = fixture.room
        let names = [
            ("sam", "aa11"), ("\u{FF53}am", "bb22"), ("sam\u{200B}", "cc33"), ("sam\u{00A0}", "dd44"), ("SAM", "ee55"),
            ("sarn", "ff66"), ("s\u{00E0}m", "ad88"),
        ]
        // Symbols drawn as nothing are no part of a name at all.
        for blank in ["sam\u{2800}", "sam\u{1D159}"] {
            #expect(room.joined(RoomFixture.report(blank, machine: "jj99")).answer.status == 422)
        }
        for (name, machine) in names { #expect(room.joined(RoomFixture.report(name, machine: machine)).answer.status == 200) }
        let text = room.table().text(unicode: false)
        for (_, machine) in names { #expect(text.contains(" · \(machine)"), "\(machine) is shown bare:\n\(text)") }
        let page = room.table().fragment()
        // Four-digit ids (no key proves them) are marked so.
        #expect(names.allSatisfy { page.contains("<span class=\"tag\">· \($0.1)\(MachineLabel.unprovenMark)</span>") })
        // The same machine id in capitals is no id a client makes.
        #expect(room.joined(RoomFixture.report("Sam", machine: "AA11"), from: "elsewhere").answer.status == 422)
        #expect(LearnerName.key(name: "sam", machine: "V1C7") == LearnerName.key(name: "SAM", machine: "v1c7"))
        // A noncharacter has nothing to show and no key to tell it by: refused.
        let nonCharacter = try #require(Unicode.Scalar(UInt32(0xFDD0)))
        #expect(room.joined(RoomFixture.report("sam" + String(nonCharacter), machine: "gg77")).answer.status == 422)
    }

    @Test(
        "Names of invisible characters only, and direction marks anywhere (U+061C too), are refused",
        arguments: [
            "\u{3164}", "\u{2800}\u{2800}", "\u{E0041}\u{E0064}\u{E0061}", "\u{E000}\u{E001}", "\u{00AD}", "\u{180E}",
            "\u{FFF9}\u{FFFA}\u{FFFB}",
            "\u{2028}", "sam\u{2028}", "sam\u{061C}", "\u{061C}sam", "a\u{200F}b", " \u{200B} ", "\u{115F}\u{1160}",
        ])
    func invisibleNamesAreRefused(name: String) throws {
        let fixture = try RoomFixture()
        let answer = fixture.room.admit(RoomFixture.report(name))
        // 422 (refused by the room's rules) or 400 (not a report at all: a blank name).
        #expect([400, 422].contains(answer.status), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(fixture.room.learners.isEmpty)
    }

    /// Letters and marks drawn as nothing are no part of a name, even beside visible letters:
    /// `Eve ㅤ Ray` shows a gap on the page that the room's comparisons would not see.
    @Test(
        "A letter or mark drawn as nothing is refused among visible letters too (Hangul fillers, Khmer inherent vowels, the grapheme joiner)",
        arguments: ["Bob \u{3164}", "Eve \u{3164} Ray", "Sam\u{FFA0}", "Sam\u{115F}", "\u{1780}\u{17B4}\u{1781}", "Zoe\u{034F}"])
    func lettersDrawnAsNothingAreRefused(name: String) throws {
        let fixture = try RoomFixture()
        #expect(fixture.room.admit(RoomFixture.report(name)).status == 422, "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(fixture.room.learners.isEmpty)
    }

    @Test("No format, control, separator or private-use character reaches the instructor's terminal raw (every one of them, by property)")
    func theTerminalSeesNoInvisibleCharacter() throws {
        let format = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            [.format, .control, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory) || $0.properties.isBidiControl
        }
        #expect(format.count > 150)
        for scalar in format + ["\u{3164}", "\u{E000}", "\u{F8FF}"] {
            let shown = TerminalText.safe("a\(scalar)b")
            #expect(
                !shown.unicodeScalars.contains(scalar) && shown.contains("\\u{"),
                "U+\(String(scalar.value, radix: 16)) reached the terminal raw")
        }
        // A learner whose name carries them inside visible letters joins: the soft hyphen is
        // dropped from the name (an invisible format character), the joiner kept and shown escaped.
        let fixture = try RoomFixture()
        #expect(fixture.room.admit(RoomFixture.report("Zo\u{00AD}e\u{200D}")).status == 200)
        let said = fixture.events.withLock { $0.joined(separator: "\n") }
        #expect(said.contains("Zoe\\u{200D}") && !said.unicodeScalars.contains("\u{00AD}"), "\(said)")
        let table = fixture.room.table().text(unicode: true)
        #expect(!table.unicodeScalars.contains("\u{00AD}") && !table.unicodeScalars.contains("\u{200D}"))
    }

    static func scalars(_ text: String, contain needle: [Unicode.Scalar]) -> Bool {
        let haystack = Array(text.unicodeScalars)
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in haystack[start..<(start + needle.count)].elementsEqual(needle) }
    }
}
