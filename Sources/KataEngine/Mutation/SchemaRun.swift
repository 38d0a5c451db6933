import Foundation
import PlaygroundBasics

/// Runs many mutants of a kata's reference in one build (see ``MutantSchema``): the schema of
/// each learner file and a switch file are compiled once, then the tests run once per mutant
/// with `KATA_MUTANT` naming it. A compiler error inside a mutant's own code means that mutant
/// does not compile (as its own build would say); an error in a wrapper sends the wrapper's
/// mutants to a build each; an error nothing explains sends every mutant there.
struct SchemaRun {
    let checker: KataChecker
    let kata: KataInfo
    let copy: URL
    let environment: [String: String?]

    /// The environment variable the switch file reads.
    static let variable = MutantSchema.variable
    /// Rebuilds after dropping the mutants an error blames, before giving up on the schema.
    static let rounds = 8
    static let switchFileName = "KataMutantSwitch.swift"

    struct Outcome {
        /// Test results by index in the mutants given.
        var results: [Int: KataCheckResult] = [:]
        /// Mutants whose own code the compiler refused.
        var doesNotCompile: Set<Int> = []
        /// Mutants that need a build of their own.
        var ownBuild: Set<Int> = []
    }

    func run(_ mutants: [GeneratedMutant], installSolution: () throws -> Void) throws -> Outcome {
        var outcome = Outcome()
        var active = Set(mutants.indices.filter { mutants[$0].point.form != .declaration })
        outcome.ownBuild = Set(mutants.indices).subtracting(active)
        // Switch files already in place (``placeSwitchFiles(for:in:)``) stay for the builds after.
        let placed = Self.switchFolders(for: kata.files, in: copy).filter { Self.holdsSwitchFile($0) }
        defer { removeSwitchFiles(except: placed) }
        var built = false
        for _ in 0..<Self.rounds where !active.isEmpty {
            try installSolution()
            var schemas: [String: MutantSchema] = [:]
            for file in Set(active.map { mutants[$0].file }) {
                let source = try String(contentsOf: KataLayout(folder: copy).solution(file), encoding: .utf8)
                let chosen = Dictionary(uniqueKeysWithValues: active.filter { mutants[$0].file == file }.map { ($0 + 1, mutants[$0]) })
                let schema = MutantSchema(source: source, mutants: chosen)
                for id in schema.unswitchable { active.remove(id - 1) }
                outcome.ownBuild.formUnion(schema.unswitchable.map { $0 - 1 })
                try AtomicFile.write(Data(schema.text.utf8), to: copy.appendingPathComponent(file))
                schemas[file] = schema
            }
            try Self.placeSwitchFiles(for: mutants.map(\.file), in: copy)
            let build = try checker.build(copy)
            guard let failure = build.failure else {
                built = true
                break
            }
            let blamed = failure.status == .compileError ? Self.blame(failure.compilerErrors, schemas: schemas) : nil
            guard let blamed, !blamed.doesNotCompile.isEmpty || !blamed.ownBuild.isEmpty else { break }
            outcome.doesNotCompile.formUnion(blamed.doesNotCompile)
            outcome.ownBuild.formUnion(blamed.ownBuild)
            active.subtract(blamed.doesNotCompile.union(blamed.ownBuild))
        }
        guard built, !active.isEmpty else {
            outcome.ownBuild.formUnion(active)
            return outcome
        }
        // With no mutant switched on, the schema must be the reference: its tests pass.
        var plain = environment
        plain[Self.variable] = .some(nil)
        guard try checker.runTests(in: copy, environment: plain).status == .passed else {
            outcome.ownBuild.formUnion(active)
            return outcome
        }
        // Most mutants fall to the few tests that killed the ones before: those run first, alone,
        // and the whole run (stopping at its first failure) only when none of them fails.
        var killers: [String] = []
        for index in active.sorted() {
            var switched = environment
            switched[Self.variable] = "\(index + 1)"
            if !killers.isEmpty {
                let first = try checker.runTests(in: copy, environment: switched, only: killers)
                // Killed only by a test that ran and failed (a filter that matched nothing fails too).
                if first.status == .failed, !first.failedTests.isEmpty {
                    outcome.results[index] = first
                    continue
                }
            }
            let result = try checker.runTests(in: copy, environment: switched)
            outcome.results[index] = result
            if let killer = result.failedTests.first?.name, !killers.contains(killer), killers.count < Self.killersRunFirst {
                killers.append(killer)
            }
        }
        return outcome
    }

    /// How many of the tests that killed earlier mutants run first against each next one.
    static let killersRunFirst = 4

    /// Schema ids (1-based) the errors blame, as indices; `nil` when one error blames nothing.
    static func blame(_ errors: [KataCheckResult.Diagnostic], schemas: [String: MutantSchema]) -> (
        doesNotCompile: Set<Int>, ownBuild: Set<Int>
    )? {
        var doesNotCompile: Set<Int> = [], ownBuild: Set<Int> = []
        for error in errors {
            guard let schema = schemas.first(where: { error.file == $0.key || error.file.hasSuffix("/" + $0.key) })?.value,
                let blamed = schema.blame(line: error.line)
            else { return nil }
            if let id = blamed.doesNotCompile { doesNotCompile.insert(id - 1) }
            ownBuild.formUnion(blamed.needOwnBuild.map { $0 - 1 })
        }
        return (doesNotCompile, ownBuild.subtracting(doesNotCompile))
    }

    /// The module folders (`Sources/<Module>/`) that hold `files`.
    static func switchFolders(for files: [String], in copy: URL) -> Set<URL> {
        Set(files.map { copy.appendingPathComponent($0).deletingLastPathComponent() })
    }

    /// Writes the switch file beside `files`, where it is not already. Placed before a copy's
    /// first build, it makes the schema an edit of existing files, which ``QuickRebuild`` compiles
    /// without SwiftPM (a new file makes SwiftPM plan and compile the module, its tests and the
    /// test discovery again), and with only bodies changed, without compiling the tests again.
    /// With no mutant switched on it changes nothing a test can see.
    static func placeSwitchFiles(for files: [String], in copy: URL) throws {
        for folder in switchFolders(for: files, in: copy) where !holdsSwitchFile(folder) {
            try AtomicFile.write(Data(MutantSchema.switchFile.utf8), to: folder.appendingPathComponent(switchFileName))
        }
    }

    private static func holdsSwitchFile(_ folder: URL) -> Bool {
        FileManager.default.contents(atPath: folder.appendingPathComponent(switchFileName).path) == Data(MutantSchema.switchFile.utf8)
    }

    private func removeSwitchFiles(except kept: Set<URL>) {
        for folder in Self.switchFolders(for: kata.files, in: copy).subtracting(kept) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(Self.switchFileName))
        }
    }
}
