import Foundation

/// One automatic mutant: a learner file of a kata's reference solution with one small change,
/// made by ``MutantGenerator``. Mutants measure a kata's tests: every one that compiles must
/// make some test fail, unless the kata lists it as equivalent.
public struct GeneratedMutant: Sendable, Equatable {
    /// The learner file, relative to the kata's folder.
    public let file: String
    /// The 1-based line the change is on.
    public let line: Int
    /// What changed, in words (`flip == to !=`).
    public let change: String
    /// The whole mutated file.
    public let text: String

    /// Stable while the reference is not edited: what `equivalentMutants` in katas.json names.
    public var id: String { "\(URL(fileURLWithPath: file).lastPathComponent):\(line): \(change)" }
}

/// Makes the mutants of a Swift source file, in the manner of cargo-mutants, Stryker and PIT:
/// delete a statement, swap two adjacent statements, flip comparison and boolean operators,
/// `weak`/`unowned` to strong, `first` ↔ `last`, reverse a loop, ±1 on integer literals,
/// `+=` ↔ `-=`, an early `return`, `break` ↔ `continue`, `allSatisfy` ↔ `contains(where:)`,
/// `min` ↔ `max`, a loop that skips its first or last element or loses its `where`, and a
/// negated `if` or `guard` condition. It works on lines, with string literals and comments masked, so it needs no
/// parser; mutants that do not compile are simply dropped by the proof.
public enum MutantGenerator {
    public static func mutants(of source: String, file: String) -> [GeneratedMutant] {
        let lines = source.components(separatedBy: "\n")
        let code = SourceMask.codeLines(lines)
        var found: [GeneratedMutant] = []
        func add(_ index: Int, _ change: String, _ newLines: [String]) {
            found.append(GeneratedMutant(file: file, line: index + 1, change: change, text: newLines.joined(separator: "\n")))
        }
        for index in lines.indices {
            guard let masked = code[index] else { continue }
            for replacement in TokenReplacement.all {
                for (occurrence, range) in replacement.ranges(in: masked).enumerated() {
                    var changed = lines
                    changed[index] = replacement.apply(to: lines[index], at: range)
                    add(index, replacement.label + (occurrence > 0 ? " (occurrence \(occurrence + 1))" : ""), changed)
                }
            }
            for (occurrence, (range, value)) in IntegerLiteral.ranges(in: masked).enumerated() {
                for delta in [1, -1] {
                    var changed = lines
                    changed[index] = IntegerLiteral.replace(lines[index], at: range, with: value + delta)
                    add(index, "\(value) to \(value + delta)" + (occurrence > 0 ? " (occurrence \(occurrence + 1))" : ""), changed)
                }
            }
            for (change, rewritten) in LoopReversal.variants(of: lines[index], masked: masked)
                + ConditionNegation.variants(of: lines[index], masked: masked)
            {
                var changed = lines
                changed[index] = rewritten
                add(index, change, changed)
            }
            if StatementShape.isSimpleStatement(masked, previous: StatementShape.previousCode(code, before: index)) {
                var changed = lines
                changed.remove(at: index)
                changed.insert("", at: index)
                add(index, "delete `\(masked.trimmingCharacters(in: .whitespaces))`", changed)
                if index + 1 < lines.count, let next = code[index + 1], StatementShape.isSimpleStatement(next, previous: masked),
                    StatementShape.indentation(next) == StatementShape.indentation(masked),
                    !(StatementShape.isPropertyStore(masked) && StatementShape.isPropertyStore(next))
                {
                    var swapped = lines
                    swapped.swapAt(index, index + 1)
                    add(index, "swap with the next statement", swapped)
                }
            }
            if StatementShape.opensVoidFunction(masked) {
                var changed = lines
                // `return;`: a bare `return` would take the next line as its value, which for a
                // function returning nothing is the same function.
                changed.insert(StatementShape.indentation(masked) + "    return;", at: index + 1)
                add(index, "return at once", changed)
            }
        }
        return found
    }
}
