import Foundation
import PlaygroundBasics

/// Runs a kata's tests against automatic mutants of its reference solution (see
/// ``MutantGenerator``): the measure of how much the tests pin down. Mutants run as a schema
/// (see ``SchemaRun``): one build for all, a test run each. A mutant that does not compile is
/// dropped; one that makes a test fail (or crash, or hang) is killed; one that
/// passes must be listed as equivalent in katas.json with a reason, or it survives and the
/// proof fails. A listed one is not run: its reason says no test can tell it from the
/// reference, and a run (the whole suite, as nothing fails) could change no verdict. The
/// mistake catalogue teaches; mutants measure.
public struct MutationProof: Sendable {
    let checker: KataChecker
    /// Mutants that loop for ever are killed by this deadline, far below a learner's.
    static let testTimeout: TimeInterval = 20

    /// What happened to a kata's mutants.
    public struct Report: Sendable, Equatable {
        /// What became of one mutant, in words.
        public struct Fate: Sendable, Equatable {
            public let mutant: String
            public let fate: String
        }

        public var generated = 0
        /// Of those generated, how many were chosen to run (all of them unless a selection narrowed it).
        public var chosen = 0
        public var compiled = 0
        public var killed = 0
        public var equivalent = 0
        /// Ids of mutants that passed every test and are not listed as equivalent.
        public var survivors: [String] = []
        /// Listed as equivalent but no longer generated: the reference changed since.
        public var staleEquivalents: [String] = []
        /// Mutants the tools could not run at all.
        public var failures: [String] = []
        /// Of those compiled, how many ran in the one schema build (a test run each, no compile).
        public var inSchema = 0
        /// How long the mutants took, builds and runs.
        public var seconds = 0.0
        /// Every mutant chosen, with what became of it: those listed as equivalent first, then
        /// those run, in the order they were generated.
        public var fates: [Fate] = []
    }

    /// Every mutant of every learner file, and those chosen: the ones `operators` make, or a
    /// deterministic sample of `limit` of them.
    static func mutants(of kata: KataInfo, solutionFolder: URL, limit: Int?, operators: MutationOperators = .all) throws(KataError) -> (
        all: [GeneratedMutant], chosen: [GeneratedMutant]
    ) {
        let files = kata.files.map { (file: $0, url: solutionFolder.appendingPathComponent(URL(fileURLWithPath: $0).lastPathComponent)) }
            .filter { FileManager.default.fileExists(atPath: $0.url.path) }
        let facts: [SwiftFileFacts]
        do {
            facts = try SwiftReader.located().read(files: files.map(\.url))
        } catch {
            throw .swiftParserUnavailable(error)
        }
        var all: [GeneratedMutant] = []
        for (file, fileFacts) in zip(files, facts) {
            guard let source = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
            all += MutantGenerator.mutants(of: source, file: file.file, points: fileFacts.mutationPoints, operators: .all)
        }
        let made = all.filter { operators.admits($0.point) }
        guard let limit, limit < made.count else { return (all, made) }
        // Spread evenly over the files and lines, the same sample on every run.
        let stride = Double(made.count) / Double(limit)
        return (all, (0..<limit).map { made[Int(Double($0) * stride)] })
    }

    /// Runs the chosen mutants in `copy`, where the reference is installed by `installSolution`:
    /// as many as can be in one schema build (a test run each), the rest in a build each.
    /// Read by the katas' test support (`ShrinkSwitch` in KataTestSupport): "0" reports a
    /// failing program as found, without shrinking it.
    static let shrinkVariable = "KATA_SHRINK"

    func run(
        _ kata: KataInfo, in copy: URL, limit: Int?, operators: MutationOperators = .all, environment: [String: String?],
        installSolution: () throws -> Void
    ) throws -> Report {
        let started = Date()
        let (all, chosen) = try Self.mutants(
            of: kata, solutionFolder: KataLayout(folder: copy).solutionFolder, limit: limit, operators: operators)
        let equivalents = Dictionary(kata.equivalentMutants.map { ($0.id, $0.reason) }, uniquingKeysWith: { first, _ in first })
        var report = Report(generated: all.count, chosen: chosen.count)
        // Stale whatever the sample: a listed mutant the reference no longer has.
        let generated = Set(all.map(\.id))
        report.staleEquivalents = equivalents.keys.filter { !generated.contains($0) }.sorted()
        let listed = chosen.filter { equivalents[$0.id] != nil }
        report.equivalent = listed.count
        report.fates = listed.map { Report.Fate(mutant: $0.id, fate: "equivalent (listed, not run): \(equivalents[$0.id] ?? "")") }
        let toRun = chosen.filter { equivalents[$0.id] == nil }
        var quickChecker = KataChecker(runner: checker.runner, testTimeout: Self.testTimeout, buildTimeout: checker.buildTimeout)
        quickChecker.stopsAtFirstFailure = true
        // A mutant is killed by the first failing test, whatever its program: the kata's test
        // support reports it unshrunk (shrinking a warm program reruns it dozens of times).
        var environment = environment
        environment[Self.shrinkVariable] = "0"
        let schema = try SchemaRun(checker: quickChecker, kata: kata, copy: copy, environment: environment)
            .run(toRun, installSolution: installSolution)
        report.inSchema = schema.results.count
        for (index, mutant) in toRun.enumerated() {
            var result = schema.results[index]
            if result == nil, schema.ownBuild.contains(index) {
                try installSolution()
                try AtomicFile.write(Data(mutant.text.utf8), to: copy.appendingPathComponent(mutant.file))
                result = try quickChecker.check(kata, folder: copy, environment: environment)
            }
            guard let result else { continue }
            switch result.status {
            case .compileError:
                report.fates.append(Report.Fate(mutant: mutant.id, fate: "does not compile (dropped)"))
                continue
            case .failed:
                report.killed += 1
                // The run stopped at its first failing test: that test is the one that killed it.
                let tests = result.failedTests.map(\.title)
                report.fates.append(Report.Fate(mutant: mutant.id, fate: "killed by \(tests.first ?? "a failing test")"))
            case .passed:
                report.survivors.append(mutant.id)
                report.fates.append(Report.Fate(mutant: mutant.id, fate: "SURVIVED"))
            case .toolError:
                report.failures.append("\(mutant.id): \(result.notes.joined(separator: "; "))")
                report.fates.append(Report.Fate(mutant: mutant.id, fate: "could not be run"))
            }
            report.compiled += 1
        }
        try installSolution()
        report.seconds = Date().timeIntervalSince(started)
        return report
    }
}
