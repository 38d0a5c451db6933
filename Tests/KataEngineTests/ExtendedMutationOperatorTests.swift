import Foundation
import Testing

@testable import KataEngine

/// The extended operators (see ``MutationOperators``): each makes the change it names, kata
/// 11's judge still gets only the original set, and every kata's reference yields enough
/// mutants to measure its tests.
@Suite struct ExtendedMutationOperatorTests {
    private let source = """
        final class Board {
            private let owner: Owner
            private var names: [String] = []
            private var total = 0

            init(owner: Owner) { self.owner = owner }

            var count: Int { names.count }

            func add(_ name: String, from guest: Guest, to host: Guest) throws {
                guard names.contains(where: { $0 == name }) else { throw BoardError.unknown }
                names.append(name)
                total += name.count
                for other in names where other != name {
                    guest.hear(other)
                }
                host.hear(label(name) ?? "none")
            }

            func react(to event: String) {
                switch event {
                case "A": owner.act()
                default: break
                }
            }

            func isEarly(_ start: Int, _ end: Int) -> Bool { end - abs(start) > 2 }
        }

        actor Room {
            private var guests: [Guest] = []

            func enter(_ guest: Guest) {
                guests.append(guest)
            }
        }
        """

    private func mutants(_ operators: MutationOperators = .all) throws -> [String: String] {
        let all = try MutantGenerator.mutants(of: source, file: "Sources/X/Board.swift", operators: operators)
        return Dictionary(all.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("Each extended operator makes the change it names")
    func eachOperatorMakesItsChange() throws {
        let byID = try mutants()
        let expected: [(id: String, text: String)] = [
            ("Board.swift:14: negate the loop's where clause", "where !(other != name) {"),
            ("Board.swift:14: the loop's where clause always false", "where false {"),
            ("Board.swift:15: stop the loop after its first pass", "guest.hear(other)\nbreak\n"),
            ("Board.swift:14: loop over the first element only", "for other in (names).prefix(1) where"),
            ("Board.swift:14: loop over the last element only", "for other in (names).suffix(1) where"),
            ("Board.swift:14: loop over the sequence twice", "for other in Array(names) + Array(names) where"),
            ("Board.swift:15: do `guest.hear(other)` twice", "guest.hear(other)\nguest.hear(other)"),
            ("Board.swift:11: the predicate of `contains` always true", "names.contains(where: { _ in true })"),
            ("Board.swift:11: the predicate of `contains` always false", "names.contains(where: { _ in false })"),
            ("Board.swift:11: return instead of throwing", "else { return }"),
            ("Board.swift:8: return 0", "var count: Int { 0 }"),
            ("Board.swift:8: return one more", "var count: Int { (names.count) + 1 }"),
            ("Board.swift:27: return true", "-> Bool { true }"),
            ("Board.swift:17: empty the string", "host.hear(label(name) ?? \"\")"),
            ("Board.swift:17: always the default of `??`", "host.hear((\"none\"))"),
            ("Board.swift:13: += to =", "total = name.count"),
            ("Board.swift:12: append at the front", "names.insert(name, at: 0)"),
            ("Board.swift:12: keep only the appended element", "names = [name]"),
            ("Board.swift:27: swap the operands of -", "(abs(start)) - (end) > 2"),
            ("Board.swift:22: drop `case \"A\":`", "switch event {\n        \n        default: break"),
            ("Board.swift:21: `event` passed on as \"\"", "switch \"\" {"),
            ("Board.swift:27: `start` passed on negated", "end - abs((-start)) > 2"),
            ("Board.swift:17: `name` passed on as \"\"", "host.hear(label(\"\") ?? \"none\")"),
            ("Board.swift:15: `guest` to `host`", "host.hear(other)"),
            ("Board.swift:17: `host` to `guest`", "guest.hear(label(name)"),
        ]
        for (id, text) in expected {
            let mutant = try #require(byID[id], "\(id) is made; made: \(byID.keys.sorted())")
            #expect(mutant.contains(text), "\(id) reads \(text)")
        }
    }

    @Test("No operator touches what it cannot change: a literal returned as it is, a string constant, a closure's parameter")
    func operatorsLeaveConstantsAlone() throws {
        let ids = Array(try mutants().keys)
        #expect(!ids.contains { $0.hasPrefix("Board.swift:22:") && $0.contains("empty the string") }, "a case label is a pattern")
        #expect(!ids.contains { $0.contains("`$0`") }, "a closure's anonymous parameter is never substituted")
    }

    @Test("Kata 11's judge gets the original operators only; all operators add to them and keep their ids")
    func originalSetIsKept() throws {
        let original = try mutants(.original), all = try mutants()
        #expect(Set(original.keys).isSubset(of: Set(all.keys)))
        #expect(all.count > original.count + 20)
        #expect(!original.keys.contains { $0.contains("twice") || $0.contains("negated") || $0.contains("predicate") })
        for (id, text) in original { #expect(all[id] == text, "\(id) is the same mutant in both sets") }
    }

    @Test("MUTANTS=original chooses the original operators' mutants; all and a sample choose among every operator's")
    func selectionChoosesOperators() {
        #expect(MutantSelection("original") == .original && MutantSelection("ORIGINAL") == .original)
        #expect(MutantSelection.original.operators == .original && MutantSelection.original.limit == nil)
        #expect(MutantSelection.all.operators == .all && MutantSelection("12")?.operators == .all)
    }

    @Test("A mutant that is the same file as an earlier one is made once")
    func sameTextOnce() throws {
        let all = try MutantGenerator.mutants(of: source, file: "Sources/X/Board.swift", operators: .all)
        #expect(Set(all.map(\.text)).count == all.count)
    }

    @Test("Every kata's reference yields at least 25 mutants")
    func everyKataYieldsEnough() throws {
        let katas = MutantInvarianceTests.katas
        let reader = try SwiftReader.located()
        for kata in try FileManager.default.contentsOfDirectory(atPath: katas.path).sorted() where kata.first?.isNumber == true {
            let solution = katas.appendingPathComponent("\(kata)/.meta/Solution")
            let files = try FileManager.default.contentsOfDirectory(atPath: solution.path).filter {
                $0.hasSuffix(".swift") && !$0.hasSuffix("Tests.swift")
            }
            .map { solution.appendingPathComponent($0) }
            guard !files.isEmpty else { continue }
            var count = 0
            for (file, facts) in zip(files, try reader.read(files: files)) {
                let source = try String(contentsOf: file, encoding: .utf8)
                count +=
                    MutantGenerator.mutants(of: source, file: file.lastPathComponent, points: facts.mutationPoints, operators: .all).count
            }
            #expect(count >= 25, "\(kata): \(count) mutants")
        }
    }
}
