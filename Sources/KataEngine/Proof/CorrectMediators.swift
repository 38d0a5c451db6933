import Foundation

/// Kata 11's correct mediators that store their state differently from the kept one
/// (`.meta/CorrectMediators/<name>/Mediator.swift`: a linked list, a dictionary with an order
/// key, other property names and unused fields, closures). They behave as the contract says, so
/// the learner's tests must pass against each: a test that fails one judges how the mediator
/// stores its colleagues (a `dump`, a `Mirror`, a description of it), not what it does, and the
/// file is refused. Judging by what the tests accept, not by how they are written, is what
/// makes reflection and text comparisons of state fail on their own.
enum CorrectMediators {
    /// The folder, relative to the kata.
    static let folder = ".meta/CorrectMediators"

    /// Every one, sorted by name; its description is its first line, a comment ("// A correct
    /// mediator that …"). A folder without the mediator's file is the kata's problem.
    static func all(in kata: URL) throws(KataError) -> [MutantTrial.Variant] {
        let root = kata.appendingPathComponent(folder)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        var variants: [MutantTrial.Variant] = []
        for name in names {
            let file = root.appendingPathComponent(name).appendingPathComponent(
                URL(fileURLWithPath: TrialFiles.mediatorFile).lastPathComponent)
            guard let source = try? String(contentsOf: file, encoding: .utf8) else {
                throw .missingKataFile(path: file.path, role: "correct mediator \(name)")
            }
            variants.append(
                MutantTrial.Variant(
                    name: name, description: description(of: source, name: name), source: source, generated: false, correct: true))
        }
        return variants
    }

    /// "stores its colleagues in a linked list of weak nodes", from the file's first comment.
    static func description(of source: String, name: String) -> String {
        let first = source.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        let prefix = "// A correct mediator that "
        guard first.hasPrefix(prefix) else { return name }
        return String(first.dropFirst(prefix.count)).trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
