import Foundation
import Testing

@testable import KataEngine

/// The schema holds every mutant behind its own switch, nested as the parser's ranges nest, and
/// a compiler error's line tells whose code it is in.
@Suite struct MutantSchemaTests {
    private let source = """
        func total(_ values: [Int], limit: Int) -> Int {
            var sum = 0
            for value in values where value < limit {
                sum += value * 2
            }
            return sum
        }
        """

    private func schema() throws -> (MutantSchema, [Int: GeneratedMutant]) {
        let mutants = try MutantGenerator.mutants(of: source, file: "Sources/X/Total.swift")
        let numbered = Dictionary(uniqueKeysWithValues: mutants.enumerated().map { ($0.offset + 1, $0.element) })
        return (MutantSchema(source: source, mutants: numbered), numbered)
    }

    @Test("Every mutant's change appears behind its own switch; the original stays as the last branch")
    func everyMutantIsSwitched() throws {
        let (schema, mutants) = try schema()
        #expect(mutants.count >= 8, "operators, literals, the loop and statements make mutants")
        #expect(schema.unswitchable.isEmpty)
        for (id, mutant) in mutants {
            #expect(schema.text.contains("\(MutantSchema.switchName) == \(id) "), "\(mutant.id) has a switch")
            #expect(schema.branchLines[id] != nil, "\(mutant.id) has lines of its own")
        }
        #expect(schema.text.contains("sum += value * 2"), "the original is kept")
        #expect(schema.text.contains("sum -= value * 2"), "the mutated statement is there")
    }

    @Test("An error in a mutant's own lines blames that mutant; one in a wrapper blames the wrapper's mutants")
    func blame() throws {
        let (schema, mutants) = try schema()
        let (id, lines) = try #require(schema.branchLines.first { mutants[$0.key]?.change == "* to /" })
        let blamed = try #require(schema.blame(line: lines[0].lowerBound))
        #expect(blamed.doesNotCompile == id)
        let wrapper = try #require(schema.wrappers.first { $0.ids.contains(id) })
        let wrapperOnly = wrapper.lines.first { line in !schema.branchLines.values.contains { $0.contains { $0.contains(line) } } }
        let line = try #require(wrapperOnly)
        let blamedWrapper = try #require(schema.blame(line: line))
        #expect(blamedWrapper.doesNotCompile == nil)
        #expect(blamedWrapper.needOwnBuild.contains(id))
        #expect(schema.blame(line: 1) == nil, "the function's first line is in no wrapper")
    }
}
