/// How many automatic mutants a proof runs per kata: all of them (`make mutation`), an even
/// sample (what `make test` affords in its time budget), or none.
public enum MutantSelection: Sendable, Equatable {
    case none
    case sample(Int)
    case all

    /// Parses `all`, `none` or a whole number; `nil` for anything else.
    public init?(_ text: String) {
        switch text.lowercased() {
        case "all": self = .all
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
        case .all: nil
        }
    }
}
