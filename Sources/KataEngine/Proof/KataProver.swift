import Foundation
import PlaygroundBasics

/// Proves the kata contract for one kata in a copy in a ``ProofLane``, building the copy once
/// and swapping files in between runs: the starter fails in the way its kind asks, the
/// reference passes, every catalogued mistake is caught, every correct solution in another
/// style (`.meta/Correct`) passes, and every numbered README rule has a test that states it.
public struct KataProver: Sendable {
    public let catalog: KataCatalog
    public let checker: KataChecker
    /// In CI the repository must ship each starter as the learner's file.
    public let isCI: Bool
    /// How many automatic mutants of each reference to run.
    let mutants: MutantSelection

    /// Minimum number of progressive hints per kata.
    static let minimumHints = 3

    /// How one kata fared.
    public struct Proof: Sendable, Equatable {
        public let kata: String
        public let kind: KataInfo.Kind
        public let problems: [String]
        /// Per catalogued mistake (or, for kata 11, per mutant the reference catches): who caught it.
        public let catches: [Catch]
        /// The rules the reference's tests checked over generated scenarios, and how many.
        public let rules: [RuleCoverage]
        /// What happened to the automatic mutants of the reference, when any were run.
        public let mutation: MutationProof.Report?
        public let seconds: Double

        public var passed: Bool { problems.isEmpty }
    }

    public struct Catch: Sendable, Equatable {
        public let name: String
        public let description: String
        public let caughtBy: [String]
    }

    /// Proves `kata` in `lane`, which is cleared of the kata proved there before (``ProofLane``).
    func prove(_ kata: KataInfo, in lane: ProofLane) -> Proof {
        let clock = Date()
        var problems = missingPieces(of: kata)
        var catches: [Catch] = []
        var rules: [RuleCoverage] = []
        var mutation: MutationProof.Report?
        if problems.isEmpty {
            do {
                (problems, catches, rules, mutation) = try provePackage(kata, in: lane)
            } catch {
                problems = ["could not prepare a copy: \((error as? KataError)?.message ?? "\(error)")"]
            }
        }
        return Proof(
            kata: kata.slug, kind: kata.kind, problems: problems, catches: catches, rules: rules, mutation: mutation,
            seconds: Date().timeIntervalSince(clock))
    }

    /// README, tests, hints, starter, solution and mistakes for every learner file.
    func missingPieces(of kata: KataInfo) -> [String] {
        let folder = catalog.folder(of: kata)
        let manager = FileManager.default
        var problems: [String] = []
        for required in ["README.md", "Package.swift"] where !manager.fileExists(atPath: folder.appendingPathComponent(required).path) {
            problems.append("\(required) is missing")
        }
        let tests = manager.enumerator(atPath: folder.appendingPathComponent("Tests").path)?.allObjects as? [String] ?? []
        if !tests.contains(where: { $0.hasSuffix(".swift") }) { problems.append("no tests under Tests/") }
        if kata.hints.count < Self.minimumHints {
            problems.append("\(kata.hints.count) hints; at least \(Self.minimumHints) are needed")
        }
        if kata.files.isEmpty { problems.append("the metadata lists no learner files") }
        if kata.kind == .mutants, kata.mutants.count < KataContract.minimumMutants {
            problems.append("\(kata.mutants.count) mutants; at least \(KataContract.minimumMutants) are needed")
        }
        if kata.kind != .mutants, kata.mistakes.count < KataContract.minimumMistakes {
            problems.append("\(kata.mistakes.count) catalogued mistakes; at least \(KataContract.minimumMistakes) are needed")
        }
        let layout = KataLayout(folder: folder)
        let mistakesFolder = layout.mistakesFolder
        let listed = Set(kata.mistakes.map(\.name))
        for name in (try? manager.contentsOfDirectory(atPath: mistakesFolder.path)) ?? [] where !listed.contains(name) {
            problems.append("\(mistakesFolder.path)/\(name) is not listed in the kata's mistakes")
        }
        for mistake in kata.mistakes {
            let files = (try? manager.contentsOfDirectory(atPath: layout.mistake(named: mistake.name).path)) ?? []
            if files.isEmpty { problems.append("mistake \(mistake.name) has no files in \(mistakesFolder.path)/\(mistake.name)") }
            let learnerNames = Set(kata.files.map { URL(fileURLWithPath: $0).lastPathComponent })
            for file in files where !learnerNames.contains(file) {
                problems.append("mistake \(mistake.name) holds \(file), which is not a learner file")
            }
        }
        if kata.kind == .mutants { problems += pristineProblems(of: kata, in: folder) }
        for file in kata.files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            let learner = folder.appendingPathComponent(file)
            let starter = layout.starter(file)
            for (label, url) in [
                ("learner file", learner), ("starter", starter), ("solution", layout.solution(file)),
            ]
            where !manager.fileExists(atPath: url.path) {
                problems.append("\(label) \(url.path) is missing")
            }
            if isCI, manager.fileExists(atPath: learner.path),
                manager.contents(atPath: learner.path) != manager.contents(atPath: starter.path)
            {
                problems.append("\(file) differs from .meta/Starter/\(name)")
            }
        }
        problems += givenFilesProblems(of: kata, layout: layout)
        return problems
    }

    /// The list of files shipped beside the learner's must name what ships (a reset moves any
    /// other file there into the backup): each listed file exists, and in CI no other is there.
    func givenFilesProblems(of kata: KataInfo, layout: KataLayout) -> [String] {
        guard let given = layout.givenFiles else {
            return [".meta/given-files.txt is missing: list the files shipped beside the learner's (a reset keeps only those)"]
        }
        var problems = given.filter { !FileManager.default.fileExists(atPath: layout.folder.appendingPathComponent($0).path) }
            .map { ".meta/given-files.txt lists \($0), which is not there" }
        if isCI {
            problems += KataReset.addedFiles(of: kata, in: layout.folder).map {
                "\($0) ships beside the learner's files but .meta/given-files.txt does not list it (a reset would move it aside)"
            }
        }
        return problems
    }

    /// A proof runs every seed of every property: a `SEED` left in the shell must not narrow it.
    private static let fullRun: [String: String?] = ["SEED": nil]

    private func provePackage(_ kata: KataInfo, in lane: ProofLane) throws -> (
        problems: [String], catches: [Catch], rules: [RuleCoverage], mutation: MutationProof.Report?
    ) {
        let copy = lane.folder
        try lane.clear()
        try FolderCopy.copy(catalog.folder(of: kata), to: copy)
        try install(.meta("Starter"), of: kata, into: copy)
        // In from the first build, so the mutation proof's schema build compiles edits, not a new file.
        if kata.kind != .mutants, mutants != .none { try SchemaRun.placeSwitchFiles(for: kata.files, in: copy) }
        // Kata 11's starter need only let a named mutant live: judging it against the rest is time spent for nothing.
        let starter =
            kata.kind == .mutants
            ? try MutantTrial(checker: checker, only: Set(kata.mutants.map(\.name))).check(kata, folder: copy)
            : try checker.check(kata, folder: copy, environment: Self.fullRun)
        var problems = KataContract.starterProblems(starter, kind: kata.kind)
        if kata.kind == .mutants {
            for file in kata.files { try AtomicFile.write(Data("import Testing\n".utf8), to: copy.appendingPathComponent(file)) }
            problems += KataContract.emptyTestFileProblems(try checker.check(kata, folder: copy))
        }
        try install(.meta("Solution"), of: kata, into: copy)
        let announced = KataLayout(folder: copy).announcedRules
        try? FileManager.default.removeItem(at: announced)
        var environment = Self.fullRun
        environment[RuleCoverage.environmentKey] = announced.path
        let solution = try checker.check(kata, folder: copy, environment: environment)
        let rules = RuleCoverage.parse((try? String(contentsOf: announced, encoding: .utf8)) ?? "")
        problems += KataContract.solutionProblems(solution, kind: kata.kind)
        problems += KataContract.warningProblems(starter: starter, solution: solution, learnerFiles: kata.files)
        var catches = (solution.mutants ?? []).map { Catch(name: $0.name, description: $0.description, caughtBy: $0.caughtBy) }
        problems += KataContract.poolProblems(kata.pool, outcomes: solution.mutants ?? [])
        if kata.kind != .mutants {
            let readme = (try? String(contentsOf: copy.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
            problems += ReadmeAgreement.problems(readme: readme, testNames: solution.tests.map(\.title), announced: rules)
        }
        problems += kata.mistakes.compactMap { MistakeDrift.problem(of: $0, in: copy) }
        problems += kata.mutants.compactMap { MistakeDrift.problem(of: $0, in: copy) }
        for mistake in kata.mistakes {
            try install(.meta("Solution"), of: kata, into: copy)
            try install(.mistake(mistake.name), of: kata, into: copy)
            let result = try checker.check(kata, folder: copy, environment: Self.fullRun)
            if let problem = KataContract.mistakeProblem(result, mistake: mistake) { problems.append(problem) }
            if let group = mistake.refusedBy {
                catches.append(Catch(name: mistake.name, description: mistake.description, caughtBy: ["the compiler ([#\(group)])"]))
                continue
            }
            problems += KataContract.failureTextProblems(result, mistake: mistake, kataNumber: kata.number)
            if let problem = KataContract.leadProblem(result, mistake: mistake, kind: kata.kind) { problems.append(problem) }
            problems += KataContract.wordsProblems(result, mistake: mistake)
            catches.append(Catch(name: mistake.name, description: mistake.description, caughtBy: result.failedTests.map(\.title)))
        }
        let styles = (try? FileManager.default.contentsOfDirectory(atPath: KataLayout(folder: copy).correctStylesFolder.path)) ?? []
        for style in styles.sorted() {
            try install(.meta("Solution"), of: kata, into: copy)
            try install(.correct(style), of: kata, into: copy)
            let result = try checker.check(kata, folder: copy, environment: Self.fullRun)
            if let problem = KataContract.correctStyleProblem(result, style: style) { problems.append(problem) }
        }
        var mutation: MutationProof.Report?
        if kata.kind != .mutants, mutants != .none {
            do {
                let report = try MutationProof(checker: checker).run(
                    kata, in: copy, limit: mutants.limit, operators: mutants.operators, environment: Self.fullRun
                ) {
                    try install(.meta("Solution"), of: kata, into: copy)
                }
                problems += Self.mutationProblems(report)
                mutation = report
            } catch KataError.swiftParserUnavailable(let reason) {
                // Everything else was proven; the mutants alone wait for a toolchain with the parser.
                problems.append("automatic mutants were not run: \(reason)")
            }
        }
        return (problems, catches, rules, mutation)
    }

    static func mutationProblems(_ report: MutationProof.Report) -> [String] {
        var problems: [String] = []
        if !report.survivors.isEmpty {
            problems.append(
                "\(report.survivors.count) automatic mutant(s) of the reference pass every test (strengthen the tests, or list a "
                    + "mutant in equivalentMutants with its reason): " + report.survivors.joined(separator: "; "))
        }
        if !report.staleEquivalents.isEmpty {
            problems.append(
                "equivalentMutants lists mutants the reference no longer has: " + report.staleEquivalents.joined(separator: "; "))
        }
        problems += report.failures.map { "a mutant could not be run: \($0)" }
        return problems
    }

    private enum Variant {
        case meta(String)
        case mistake(String)
        /// A correct solution in another style.
        case correct(String)

        var folder: String {
            switch self {
            case .meta(let name): ".meta/\(name)"
            case .mistake(let name): ".meta/Mistakes/\(name)"
            case .correct(let name): ".meta/Correct/\(name)"
            }
        }
    }

    /// Copies the variant's version of each learner file it has over the learner file.
    private func install(_ variant: Variant, of kata: KataInfo, into copy: URL) throws {
        for file in kata.files {
            let source = copy.appendingPathComponent("\(variant.folder)/\(URL(fileURLWithPath: file).lastPathComponent)")
            guard let data = FileManager.default.contents(atPath: source.path) else {
                if case .meta = variant { throw KataError.missingKataFile(path: source.path, role: "file") }
                continue
            }
            try AtomicFile.write(data, to: copy.appendingPathComponent(file))
        }
    }
}
