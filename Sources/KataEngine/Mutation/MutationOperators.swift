/// Which mutation operators make a file's mutants.
///
/// The `original` set is what kata 11's judge was written against: its clauses and its list
/// of equivalent mutants name those mutants, so it keeps them. Katas 01–10 are measured with
/// `all`: the original set and the extended operators (a filter negated, a loop stopped after
/// one pass, a side effect done twice, a constant predicate, a `throw` become `return`, a
/// plain return value, an emptied string, the default of `??`, `=` for `+=`, an append at the
/// front, operands swapped), so even a small reference yields enough mutants to measure its tests.
public enum MutationOperators: Sendable, Equatable {
    case original
    case all

    func admits(_ point: SwiftMutationPoint) -> Bool { self == .all || !point.extended }
}
