import Foundation

/// Proves the kata contract for one kata in a copy under `workspace`: the starter fails in the
/// way its kind asks, the reference solution passes, and every piece the metadata promises is
/// there. `Sendable`, so the verifier can prove several katas at once.
struct KataProver: Sendable {
    let catalog: KataCatalog
    let environment: RunnerEnvironment
    /// A temporary `Katas` folder that already holds a copy of `KataSupport`.
    let workspace: URL

    /// Minimum number of progressive hints per kata.
    static let minimumHints = 3

    /// How one kata fared, as the lines `kata verify` prints for it.
    struct Proof: Sendable {
        let passed: Bool
        let report: String
    }

    func prove(_ kata: KataInfo) -> Proof {
        let clock = Date()
        var problems = missingPieces(of: kata)
        var details: [String] = []
        if problems.isEmpty {
            do {
                (problems, details) = try provePackage(kata)
            } catch {
                problems = ["could not prepare a copy: \(error)"]
            }
        }
        let seconds = String(format: "%.1f s", Date().timeIntervalSince(clock))
        guard problems.isEmpty else {
            return Proof(passed: false, report: "FAIL \(kata.slug) (\(seconds)):\n" + problems.map { "     - \($0)\n" }.joined())
        }
        let lines = ["ok   \(kata.slug)  \(Self.promise(of: kata.kind)) (\(seconds))"] + details.map { "     \($0)" }
        return Proof(passed: true, report: lines.map { $0 + "\n" }.joined())
    }

    /// What was proven, in the words of the kata's kind.
    static func promise(of kind: KataInfo.Kind) -> String {
        switch kind {
        case .behaviour: "starter fails, reference passes"
        case .design: "starter passes behaviour but fails its design check, reference passes both"
        case .mutants: "starter's tests let mutants survive, an empty test file fails, reference catches all"
        }
    }

    /// README, tests, hints, starter and solution for every learner file.
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
        for file in kata.files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            let learner = folder.appendingPathComponent(file)
            let starter = folder.appendingPathComponent(".meta/Starter/\(name)")
            for (label, url) in [("learner file", learner), ("starter", starter), ("solution", folder.appendingPathComponent(".meta/Solution/\(name)"))]
            where !manager.fileExists(atPath: url.path) {
                problems.append("\(label) \(url.path) is missing")
            }
            // In CI the repository must ship the starter as the learner's file.
            if environment.isCI, manager.fileExists(atPath: learner.path),
                manager.contents(atPath: learner.path) != manager.contents(atPath: starter.path)
            {
                problems.append("\(file) differs from .meta/Starter/\(name)")
            }
        }
        return problems
    }

    /// Copies the kata, installs the starter, then the solution, and checks each. For a
    /// mutants kata, also proves that an empty test file fails.
    private func provePackage(_ kata: KataInfo) throws -> (problems: [String], details: [String]) {
        let copy = workspace.appendingPathComponent(kata.slug)
        try FolderCopy.copy(catalog.folder(of: kata), to: copy)
        try install("Starter", of: kata, into: copy)
        let starter = try KataChecker.check(kata, folder: copy)
        var problems = KataContract.starterProblems(starter, kind: kata.kind)
        if kata.kind == .mutants {
            for file in kata.files {
                try Data("import Testing\n".utf8).write(to: copy.appendingPathComponent(file))
            }
            problems += KataContract.emptyTestFileProblems(try KataChecker.check(kata, folder: copy))
        }
        try install("Solution", of: kata, into: copy)
        let solution = try KataChecker.check(kata, folder: copy)
        problems += KataContract.solutionProblems(solution, kind: kata.kind)
        problems += KataContract.warningProblems(starter: starter, solution: solution, learnerFiles: kata.files)
        let details = (solution.mutants ?? []).map { "reference catches \($0.name) with \($0.caughtBy.joined(separator: ", "))" }
        return (problems, details)
    }

    private func install(_ variant: String, of kata: KataInfo, into copy: URL) throws {
        let manager = FileManager.default
        for file in kata.files {
            let source = copy.appendingPathComponent(".meta/\(variant)/\(URL(fileURLWithPath: file).lastPathComponent)")
            let target = copy.appendingPathComponent(file)
            if manager.fileExists(atPath: target.path) { try manager.removeItem(at: target) }
            try manager.copyItem(at: source, to: target)
        }
    }
}
