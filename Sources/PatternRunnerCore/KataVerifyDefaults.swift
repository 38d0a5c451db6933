import KataEngine

/// What `kata verify` does when not told otherwise.
enum KataVerifyDefaults {
    /// Every automatic mutant of every reference: about a second each, two katas at a time,
    /// so all of them fit in `make test`'s budget (`--mutants 12` samples, `none` skips).
    static let mutants = MutantSelection.all
}
