/// Kata 11's mutants in one build (muter's and Stryker's mutant schemata, see ``MutantSchema``):
/// the kept mediator with every mutant that can be switched at run time compiled in, each
/// switched on by its id in `KATA_MUTANT` (0: none, the kept mediator). A mutant then costs a
/// test run, not a build. The switch is a `private` constant of the mediator's file, so even a
/// `@testable import` cannot read it, and the tests can read no environment (no Foundation, no C).
/// Generated mutants are switched where they change an expression or a statement; a kept whole
/// file where it differs inside one body (``BodySwap``); the rest get a build of their own.
struct TrialSchema {
    /// The environment variable that picks the variant.
    static let variable = MutantSchema.variable

    /// The mediator's file with every switchable mutant and the switch in it.
    let text: String
    /// Schema id (1…) per mutant's name.
    let ids: [String: Int]
    /// Mutants that need a build of their own (no run-time switch reaches their change).
    let ownBuild: [String]
    private let schema: MutantSchema
    private let names: [Int: String]

    /// The schema of `kept` with every one of `mutants` that has a ``MutantTrial/Variant/point``,
    /// except those in `excluded`.
    init(kept: String, mutants: [MutantTrial.Variant], excluded: Set<String>) {
        var chosen: [Int: GeneratedMutant] = [:], names: [Int: String] = [:], own: [String] = []
        for mutant in mutants {
            guard let point = mutant.point, point.form != .declaration, !excluded.contains(mutant.name) else {
                own.append(mutant.name)
                continue
            }
            let id = names.count + 1
            names[id] = mutant.name
            chosen[id] = GeneratedMutant(
                file: TrialFiles.mediatorFile, line: point.line, change: point.change, text: "", point: point, occurrence: 1)
        }
        let schema = MutantSchema(source: kept, mutants: chosen)
        for id in schema.unswitchable {
            if let name = names.removeValue(forKey: id) { own.append(name) }
        }
        (self.schema, self.names, ownBuild) = (schema, names, own)
        ids = Dictionary(uniqueKeysWithValues: names.map { ($0.value, $0.key) })
        text = schema.text + Self.switchDeclaration
    }

    /// The schema without the switch's declaration, for a file that declares the switch itself (``TrialVariants``).
    var body: String { schema.text }

    /// The name of the mutant schema id `id` switches on.
    func name(of id: Int) -> String? { names[id] }

    /// Read once, at the end of the mediator's file so no line of the schema moves.
    static let switchDeclaration =
        "\n// Written by kata 11's judge: which variant of this file runs (0: the kept one).\n"
        + MutantSchema.switchDeclaration(access: "private ")

    /// Whether a diagnostic's file is the mediator's (as the kata's relative path, or absolute).
    static func isMediatorFile(_ file: String) -> Bool {
        file == TrialFiles.mediatorFile || file.hasSuffix("/" + TrialFiles.mediatorFile)
    }

    /// The mutants a failed build's errors blame: those whose own code the compiler refused and
    /// those whose wrapping it refused; `nil` when an error is outside every mutant and wrapper.
    func blame(_ errors: [KataCheckResult.Diagnostic]) -> (doesNotCompile: Set<String>, wrapped: Set<String>)? {
        var doesNotCompile: Set<String> = [], wrapped: Set<String> = []
        for error in errors {
            guard Self.isMediatorFile(error.file), let blamed = schema.blame(line: error.line) else { return nil }
            if let id = blamed.doesNotCompile, let name = names[id] { doesNotCompile.insert(name) }
            wrapped.formUnion(blamed.needOwnBuild.compactMap { names[$0] })
        }
        guard !doesNotCompile.isEmpty || !wrapped.isEmpty else { return nil }
        return (doesNotCompile, wrapped.subtracting(doesNotCompile))
    }
}
