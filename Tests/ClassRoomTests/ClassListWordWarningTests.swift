import Foundation
import Testing

@testable import ClassRoom

/// The class list check warns (never refuses) of join words to change, naming their lines.
@Suite struct ClassListWordWarningTests {
    static func warnings(_ text: String) -> [String] {
        guard case .list(let list) = ClassList.read(Data(text.utf8)) else { return ["not read"] }
        return list.wordWarnings()
    }

    @Test("One join word on two lines is warned of, with both lines; the list is still taken")
    func aSharedWordIsWarnedOf() throws {
        let text = "# the class\nAlice Brown | tulip-47-sky\n\nBob Lee | Tulip-47-SKY\nCarol | x7-moss-quartz\n"
        #expect(
            Self.warnings(text) == [
                "lines 2 and 4 ('Alice Brown', 'Bob Lee') share one join word: each takes the other's place, so give each learner a word of their own"
            ])
        let fixture = try RoomFixture()
        let given = RoomJoinWordTests.give(text, to: fixture)
        #expect(given.status == 200 && given.contains("Check the list: lines 2 and 4"), "\(given)")
    }

    @Test(
        "Weak words are warned of, each with its line: few distinct characters, characters in order, the learner's own name; a good word is not",
        arguments: [
            ("banana", "repeats 3 characters"), ("aaaaaa", "repeats 1 characters"), ("123456", "run in order"), ("ABCDEFG", "run in order"),
            ("987654", "run in order"), ("alice2024", "the learner's name"), ("brown-77", "the learner's name"),
            ("AliceBrown", "the learner's name"), ("nworb-ecila", "the learner's name"), ("Ecila-9", "the learner's name"),
        ])
    func weakWordsAreWarnedOf(word: String, why: String) {
        let found = Self.warnings("Bob | x7-moss-quartz\nAlice Brown | \(word)\n")
        #expect(
            found.count == 1 && found[0].hasPrefix("line 2 ('Alice Brown') has a join word anyone may guess") && found[0].contains(why),
            "\(found)")
    }

    /// A name of short words run together (`cyro12` for Cy Ro) or backwards (`Xof-Den-9` for Ned
    /// Fox) is the learner's name too; the room's code, shown on the projector, is no secret.
    @Test("A name's short words run together or backwards, and the room's own code, are warned of")
    func namesRunTogetherAndTheRoomsCodeAreWarnedOf() throws {
        guard case .list(let list) = ClassList.read(Data("Cy Ro | cyro12\nEd Ox | Ed-Ox-1\nNed Fox | Xof-Den-9\nBo | k7p-x2q9\n".utf8))
        else {
            Issue.record("not read")
            return
        }
        let found = list.wordWarnings(roomCode: "K7PX2Q9")
        #expect(found.count == 4, "\(found)")
        for (line, name) in [(1, "Cy Ro"), (2, "Ed Ox"), (3, "Ned Fox")] {
            #expect(
                found.contains("line \(line) ('\(name)') has a join word anyone may guess (it holds the learner's name): give a longer mix")
            )
        }
        #expect(found.contains { $0.hasPrefix("line 4 ('Bo') has the room's code as its join word") }, "\(found)")
        let fixture = try RoomFixture()
        let given = RoomJoinWordTests.give("Bo | \(fixture.room.code.text.lowercased())\n", to: fixture)
        #expect(given.contains("Check the list: line 1 ('Bo') has the room's code as its join word"), "\(given)")
    }

    @Test("Good words, each its own, raise no warning", arguments: ["tulip-47-sky", "x7-moss-quartz", "Q9z!rT2w", "lice-9-bro"])
    func goodWordsAreNot(word: String) {
        #expect(Self.warnings("Al B | \(word)\nBob | 4-river-owl\n").isEmpty)
    }
}
