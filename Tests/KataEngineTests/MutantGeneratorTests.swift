import Foundation
import Testing

@testable import KataEngine

@Suite struct MutantGeneratorTests {
    private let source = """
        /// A comment with == and true in it.
        final class Board {
            weak var owner: AnyObject?
            private var counts: [Int] = []

            func add(_ value: Int) {
                counts.append(value)
                print("added == \\(value)")
                for count in counts where count > 1 {
                    total += count
                }
            }

            func best() -> Int? {
                counts.first(where: { $0 == 2 }) ?? counts.last
            }
        }
        """

    private var mutants: [GeneratedMutant] { MutantGenerator.mutants(of: source, file: "Sources/X/Board.swift") }

    @Test("Operators in code are flipped; text in comments and strings is never touched")
    func operatorsFlipOnlyInCode() {
        let changes = mutants.map(\.id)
        #expect(changes.contains("Board.swift:9: > to >="))
        #expect(changes.contains("Board.swift:15: == to !="))
        #expect(changes.contains("Board.swift:10: += to -="))
        #expect(!changes.contains { $0.hasPrefix("Board.swift:1:") }, "the doc comment's == and true stay")
        #expect(!changes.contains("Board.swift:8: == to !="), "the string's == stays")
    }

    @Test("weak becomes strong, first becomes last, loops are reversed, literals move by one")
    func structuralMutants() {
        let byID = Dictionary(mutants.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
        #expect(byID["Board.swift:3: drop `weak`"]?.contains("    var owner: AnyObject?") == true)
        #expect(byID["Board.swift:15: .first(where: to .last(where:"]?.contains("counts.last(where: { $0 == 2 })") == true)
        #expect(byID["Board.swift:15: .last to .first"]?.contains("?? counts.first") == true)
        #expect(byID["Board.swift:9: loop without its where clause"]?.contains("for count in counts {") == true)
        #expect(byID["Board.swift:9: reverse the loop"]?.contains("for count in (counts).reversed() where count > 1 {") == true)
        #expect(byID["Board.swift:9: 1 to 2"]?.contains("where count > 2 {") == true)
    }

    @Test("Statements can be deleted or swapped; a function returning nothing can return at once")
    func statementMutants() {
        let byID = Dictionary(mutants.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
        #expect(byID["Board.swift:7: delete `counts.append(value)`"]?.contains("counts.append(value)") == false)
        #expect(
            byID["Board.swift:7: swap with the next statement"]?.contains("print(\"added == \\(value)\")\n        counts.append(value)")
                == true)
        #expect(byID["Board.swift:6: return at once"]?.contains("func add(_ value: Int) {\n        return;\n") == true)
        #expect(byID["Board.swift:14: return at once"] == nil, "a function that returns a value cannot return at once")
    }

    @Test("Every mutant differs from the source in one place")
    func everyMutantDiffers() {
        for mutant in mutants { #expect(mutant.text != source, "\(mutant.id) changes nothing") }
        #expect(Set(mutants.map(\.id)).count == mutants.count, "ids are unique")
    }
}
