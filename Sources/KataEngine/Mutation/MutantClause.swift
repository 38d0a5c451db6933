/// What a generated mutant of kata 11's mediator breaks, in the contract's words: the clause
/// of the function (or type) the change is in, as katas.json maps them.
enum MutantClause {
    static func of(_ mutant: GeneratedMutant, clauses: [String: String]) -> String {
        let name = mutant.point.context
        guard !name.isEmpty else { return "in the mediator" }
        let clause = clauses[name].map { " — breaks clause \($0)" } ?? ""
        return "in `\(name)`\(clause)"
    }
}
