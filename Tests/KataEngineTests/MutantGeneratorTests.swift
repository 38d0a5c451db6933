import Foundation
import Testing

@testable import KataEngine

@Suite struct MutantGeneratorTests {
    private let source = """
        /// A comment with == and true in it.
        final class Board {
            weak var owner: AnyObject?
            private var counts: [Int] = []
            private var total = 0

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

    private func mutants() throws -> [GeneratedMutant] { try MutantGenerator.mutants(of: source, file: "Sources/X/Board.swift") }

    @Test("Operators in code are flipped; text in comments and strings is never touched")
    func operatorsFlipOnlyInCode() throws {
        let changes = try mutants().map(\.id)
        #expect(changes.contains("Board.swift:10: > to >="))
        #expect(changes.contains("Board.swift:16: == to !="))
        #expect(changes.contains("Board.swift:11: += to -="))
        #expect(!changes.contains { $0.hasPrefix("Board.swift:1:") }, "the doc comment's == and true stay")
        #expect(!changes.contains("Board.swift:9: == to !="), "the string's == stays")
    }

    @Test("weak becomes strong, first becomes last, loops are reversed, literals move by one")
    func structuralMutants() throws {
        let byID = Dictionary(try mutants().map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
        #expect(byID["Board.swift:3: drop `weak`"]?.contains("    var owner: AnyObject?") == true)
        #expect(byID["Board.swift:16: first to last"]?.contains("counts.last(where: { $0 == 2 })") == true)
        #expect(byID["Board.swift:16: last to first"]?.contains("?? counts.first") == true)
        #expect(byID["Board.swift:10: loop without its where clause"]?.contains("for count in counts {") == true)
        #expect(byID["Board.swift:10: reverse the loop"]?.contains("for count in (counts).reversed() where count > 1 {") == true)
        #expect(byID["Board.swift:10: 1 to 2"]?.contains("where count > 2 {") == true)
    }

    @Test("Statements can be deleted or swapped; a function returning nothing can return at once")
    func statementMutants() throws {
        let byID = Dictionary(try mutants().map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
        #expect(byID["Board.swift:8: delete `counts.append(value)`"]?.contains("counts.append(value)") == false)
        #expect(
            byID["Board.swift:8: swap with the next statement"]?.contains("print(\"added == \\(value)\")\n        counts.append(value)")
                == true)
        #expect(byID["Board.swift:7: return at once"]?.contains("func add(_ value: Int) { return;\n") == true)
        #expect(byID["Board.swift:15: return at once"] == nil, "a function that returns a value cannot return at once")
    }

    @Test("Every mutant differs from the source; ids are unique")
    func everyMutantDiffers() throws {
        let all = try mutants()
        for mutant in all { #expect(mutant.text != source, "\(mutant.id) changes nothing") }
        #expect(Set(all.map(\.id)).count == all.count, "ids are unique")
    }
}
