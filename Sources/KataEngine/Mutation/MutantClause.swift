/// What a generated mutant of kata 11's mediator breaks, in the contract's words: the clause
/// of the function (or type) the changed line belongs to, as katas.json maps them.
enum MutantClause {
    static func of(_ mutant: GeneratedMutant, in source: String, clauses: [String: String]) -> String {
        let lines = source.components(separatedBy: "\n")
        var index = min(mutant.line - 1, lines.count - 1)
        while index >= 0 {
            if let match = lines[index].firstMatch(of: #/(?:func|var|class|struct|init)\s*([A-Za-z_][A-Za-z0-9_]*)?/#) {
                let name = match.output.1.map(String.init) ?? "init"
                let clause = clauses[name].map { " — breaks clause \($0)" } ?? ""
                return "in `\(name)`\(clause)"
            }
            index -= 1
        }
        return "in the mediator"
    }
}
