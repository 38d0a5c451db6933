import Foundation

/// One automatic mutant: a learner file of a kata's reference solution with one small change,
/// made by ``MutantGenerator``. Mutants measure a kata's tests: every one that compiles must
/// make some test fail, unless the kata lists it as equivalent.
public struct GeneratedMutant: Sendable, Equatable {
    /// The learner file, relative to the kata's folder.
    public let file: String
    /// The 1-based line the change is on.
    public let line: Int
    /// What changed, in words (`== to !=`).
    public let change: String
    /// The whole mutated file.
    public let text: String
    /// Where the parser found the change, and how a schema switches it on.
    public let point: SwiftMutationPoint
    /// 1 for the first mutant with this change on this line, 2 for the next …
    let occurrence: Int

    /// Stable while the reference is not edited: what `equivalentMutants` in katas.json names.
    public var id: String {
        "\(URL(fileURLWithPath: file).lastPathComponent):\(line): \(change)" + (occurrence > 1 ? " (occurrence \(occurrence))" : "")
    }

    /// What the mutant does, free of comments, layout and line numbers (see ``SwiftMutationPoint/effect``).
    public var effect: String { "\(URL(fileURLWithPath: file).lastPathComponent): \(point.effect)" }
}
