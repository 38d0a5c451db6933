/// How many automatic mutants a proof runs per kata: every one (`make mutation`), every one of
/// the original operators (what `make test` affords in its time budget), an even sample, or none.
public enum MutantSelection: Sendable, Equatable {
    case none
    case sample(Int)
    /// Every mutant of the original operators (see ``MutationOperators``).
    case original
    /// Every mutant of every operator: what `kata verify` (and `make test`) runs.
    case all

    /// Parses `all`, `original`, `none` or a whole number; `nil` for anything else.
    public init?(_ text: String) {
        switch text.lowercased() {
        case "all": self = .all
        case "original": self = .original
        case "none", "0": self = .none
        default:
            guard let count = Int(text), count > 0 else { return nil }
            self = .sample(count)
        }
    }

    var limit: Int? {
        switch self {
        case .none: 0
        case .sample(let count): count
        case .original, .all: nil
        }
    }

    /// The operators whose mutants are chosen.
    var operators: MutationOperators { self == .original ? .original : .all }
}
