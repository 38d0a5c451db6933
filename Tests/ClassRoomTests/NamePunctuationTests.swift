import Foundation
import Testing

@testable import ClassRoom
@testable import KataEngine

/// A name and the same name with a tick, a dot or a comma read alike from the back of a room:
/// they are namesakes, shown with their machines.
@Suite struct NamePunctuationTests {
    @Test(
        "Every punctuation mark or symbol in Unicode a name may hold, before, inside or after a name, makes no second name, unless a font draws it as a letter"
    )
    func punctuationIsReadPast() {
        var checked: [Unicode.Scalar] = []
        var apart: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let mark = Unicode.Scalar(value), Self.isPunctuationOrSymbol(mark),
                LookAlikeLetters.latinLookAlikesMerged(String(mark)) == String(mark)
            else { continue }
            for name in ["Owen" + String(mark), String(mark) + "Owen", "Ow" + String(mark) + "en"]
            where NameCharacters.problem(in: name) == nil {
                checked.append(mark)
                if LearnerName.normalized(name) != LearnerName.normalized("Owen") { apart.append(name) }
            }
        }
        #expect(apart.isEmpty, "read as names of their own: \(apart)")
        let reported: [Unicode.Scalar] = ["`", ".", ",", "'", "\u{2019}", "_", "-"]
        #expect(reported.allSatisfy(checked.contains), "\(Set(checked).count) marks checked")
        #expect(LearnerName.normalized("Al!ce") == LearnerName.normalized("Alice"), "`!` is still read as l")
        #expect(LearnerName.normalized("\u{013F}ola") == LearnerName.normalized("Lola"), "Ŀ is L and a middle dot")
    }

    @Test("Owen and Owen` (Dennis and Dennis., Maria and Maria,) on two machines: both rows carry their machine")
    func punctuatedNamesakesAreLabelled() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        for (index, name) in ["Owen", "Owen`", "Dennis", "Dennis.", "Maria", "Maria,", "'Owen"].enumerated() {
            _ = try #require(room.joined(RoomFixture.report(name, machine: RoomFixture.machine("a", index))).secret, "\(name)")
        }
        let table = room.table()
        let namesakes = table.namesakes
        let unlabelled = table.learners.filter { !ClassTable.isNamesake($0, in: namesakes) }.map(\.learner)
        #expect(unlabelled.isEmpty, "\(unlabelled)")
    }

    static func isPunctuationOrSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default: return false
        }
    }
}
