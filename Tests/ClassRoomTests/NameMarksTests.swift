import Foundation
import Testing

@testable import ClassRoom
@testable import KataEngine

/// Marks on letters make no second name in any script the room allows: Arabic harakat and the
/// shadda, Hebrew points and the dagesh, Thai tone marks, the Devanagari anusvara and nukta are
/// read past as Latin accents are, so a copy of a learner's name with them is a namesake, shown
/// with its machine, counted against the name's four machines, and listed by `room remove`.
@Suite struct NameMarksTests {
    /// The hunt's names (hunt 18-D, `marks.lst`): each learner's name, and copies with optional marks.
    static let copies: [(name: String, copies: [String])] = [
        ("علي", ["عَلِي", "عَلِيّ", "عليّ"]),
        ("محمد", ["مُحَمَّد", "محمّد", "مُحمد"]),
        ("שרה", ["שָׂרָה", "שׂרה", "שרה\u{05BC}"]),
        ("देव", ["देव\u{093C}", "दे\u{0935}\u{0902}"]),
        ("สมชาย", ["สมชาย\u{0E4C}", "สมชา\u{0E48}ย"]),
        ("Nguyen", ["Nguyễn", "Ngụyen"]),
        ("Νικος", ["Νίκος", "Νϊκος"]),
        ("Алена", ["Алёна", "Але\u{0301}на"]),
    ]

    @Test(
        "Every copy of a name with marks on its letters is that name, in Arabic, Hebrew, Thai, Devanagari as in Latin, Greek and Cyrillic")
    func marksMakeNoSecondName() {
        for (name, copies) in Self.copies {
            for copy in copies {
                #expect(LearnerName.normalized(copy) == LearnerName.normalized(name), "\(Self.scalars(copy)) is a name of its own")
            }
        }
    }

    @Test(
        "Decided by the character's category in every script a name may hold: each nonspacing or enclosing mark on a letter of its own block is read past"
    )
    func everyMarkOfEveryScriptIsReadPast() {
        var checked = 0
        for block in NameCharacters.letterBlocks {
            // The block's first letter a name may hold carries each of the block's marks.
            let letters = block.compactMap(Unicode.Scalar.init).filter {
                NameCharacters.isAllowed($0) && [.otherLetter, .lowercaseLetter].contains($0.properties.generalCategory)
            }
            guard let letter = letters.first else { continue }
            for value in block {
                guard let mark = Unicode.Scalar(value), NameCharacters.isAllowed(mark),
                    [.nonspacingMark, .enclosingMark].contains(mark.properties.generalCategory)
                else { continue }
                let marked = String(String.UnicodeScalarView([letter, mark, letter]))
                let plain = String(String.UnicodeScalarView([letter, letter]))
                #expect(
                    LearnerName.normalized(marked) == LearnerName.normalized(plain),
                    "U+\(String(mark.value, radix: 16, uppercase: true)) on U+\(String(letter.value, radix: 16, uppercase: true))")
                checked += 1
            }
        }
        #expect(checked > 300, "marks of every script checked: \(checked)")
    }

    @Test(
        "Letters of their own stay apart: ش and س (told apart by their dots), Hebrew letters, Thai consonants; spacing vowel signs are read"
    )
    func lettersOfTheirOwnStayApart() {
        let apart = [
            ("شامي", "سامي"), ("ב", "כ"), ("สมชาย", "สมศรี"), ("Ali", "Ala"), ("ज", "ञ"), ("कि", "क"), ("Dan", "Den"),
        ]
        for (one, other) in apart {
            #expect(LearnerName.normalized(one) != LearnerName.normalized(other), "\(one) and \(other) made one name")
        }
    }

    @Test(
        "In the room a copy with marks is a namesake: labelled with its machine, counted against the name's four machines, listed by name in room remove"
    )
    func copiesAreNamesakesInTheRoom() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        _ = try #require(room.joined(RoomFixture.report("محمد", machine: "a001"), from: "127.0.9.1").secret)
        for (index, copy) in ["مُحَمَّد", "محمّد", "مُحمد"].enumerated() {
            let answer = room.joined(RoomFixture.report(copy, machine: RoomFixture.machine("b", index)), from: "127.0.9.\(index + 2)")
            #expect(answer.answer.status == 200, "\(answer.answer.text)")
        }
        let fifth = room.joined(RoomFixture.report("مُحَمَّدٌ", machine: "c001"), from: "127.0.9.9").answer
        #expect(fifth.status == 409 && fifth.text.contains("4 machines"), "the fifth copy: \(fifth.text)")
        let table = fixture.page("/table")
        #expect(table.components(separatedBy: "class=\"tag\"").count - 1 == 4, "every row carries its machine: \(table)")
        let listed = fixture.raw(RoomInstructorTests.admin("/admin/remove", "محمد", key: room.instructorKey))
        #expect(listed.status == 409 && listed.contains("4 rows"), "room remove lists them, removing none: \(listed)")
        #expect(room.learners.count == 4)
    }

    @Test(
        "Spacing marks drawn as punctuation are read past as it: the set is every spacing mark a name may hold whose ICU skeleton is punctuation (where this toolchain's ICU can be asked)",
        .enabled(
            if: LookAlikeTableTests.Skeletons.located() != nil,
            "only the toolchain's own Foundation (on Linux) exports the ICU the set is made from"))
    func spacingMarksDrawnAsPunctuation() throws {
        let icu = try #require(LookAlikeTableTests.Skeletons.located())
        var expected: [UInt32] = []
        for block in NameCharacters.letterBlocks {
            for value in block {
                guard let mark = Unicode.Scalar(value), mark.properties.generalCategory == .spacingMark, NameCharacters.isAllowed(mark)
                else { continue }
                let skeleton = icu.skeleton(String(mark)).unicodeScalars
                if !skeleton.isEmpty, skeleton.allSatisfy({ NamePunctuation.categories.contains($0.properties.generalCategory) }) {
                    expected.append(value)
                }
            }
        }
        #expect(
            NameMarks.drawnAsPunctuation == Set(expected),
            "NameMarks.drawnAsPunctuation should be [\(expected.map { "0x" + String(format: "%04X", $0) }.joined(separator: ", "))]")
        #expect(LearnerName.normalized("देवः") == LearnerName.normalized("देव"), "a visarga drawn as a colon is read past")
        #expect(LearnerName.normalized("မောင်း") != LearnerName.normalized("မောင်"), "the Burmese visarga, drawn as itself, is read")
    }

    static func scalars(_ text: String) -> String { text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
}
