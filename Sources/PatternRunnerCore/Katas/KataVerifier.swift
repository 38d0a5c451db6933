import Foundation

/// Proves the kata contract for each kata, in a temporary copy: the starter compiles and fails
/// at least one test, the reference solution passes every test, and every piece the metadata
/// promises is there. The learner's files are only read, never written.
struct KataVerifier {
    let catalog: KataCatalog
    let console: Console
    let environment: RunnerEnvironment

    /// Minimum number of progressive hints per kata.
    static let minimumHints = 3

    func verify(_ katas: [KataInfo]) throws -> ExitStatus {
        let started = Date()
        let manager = FileManager.default
        let workspace = manager.temporaryDirectory.appendingPathComponent("kata-verify-\(UUID().uuidString)/Katas")
        defer { try? manager.removeItem(at: workspace.deletingLastPathComponent()) }
        try FolderCopy.copy(
            catalog.directory.appendingPathComponent("KataSupport"), to: workspace.appendingPathComponent("KataSupport"))

        var passed = 0, failed = 0
        var problems = unlistedKataFolders().map { "folder Katas/\($0) is not listed in Katas/katas.json" }
        if !problems.isEmpty {
            failed += 1
            console.out.line("FAIL metadata: " + problems.joined(separator: "; "))
        }
        for kata in katas {
            let clock = Date()
            problems = missingPieces(of: kata)
            var details: [String] = []
            if problems.isEmpty {
                (problems, details) = try provePackage(kata, in: workspace)
            }
            let seconds = String(format: "%.1f s", Date().timeIntervalSince(clock))
            if problems.isEmpty {
                passed += 1
                console.out.line("ok   \(kata.slug)  \(Self.promise(of: kata.kind)) (\(seconds))")
                details.forEach { console.out.line("     \($0)") }
            } else {
                failed += 1
                console.out.line("FAIL \(kata.slug) (\(seconds)):\n" + problems.map { "     - \($0)" }.joined(separator: "\n"))
            }
        }
        console.out.line(String(format: "(%.0f s in all)", Date().timeIntervalSince(started)))
        console.out.line("kata-verify: \(passed) passed, \(failed) failed")
        return failed == 0 ? .success : .failure
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
    private func missingPieces(of kata: KataInfo) -> [String] {
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
    private func provePackage(_ kata: KataInfo, in workspace: URL) throws -> (problems: [String], details: [String]) {
        let copy = workspace.appendingPathComponent(kata.slug)
        try FolderCopy.copy(catalog.folder(of: kata), to: copy)
        try install("Starter", of: kata, into: copy)
        var problems = KataContract.starterProblems(try KataChecker.check(kata, folder: copy), kind: kata.kind)
        if kata.kind == .mutants {
            for file in kata.files {
                try Data("import Testing\n".utf8).write(to: copy.appendingPathComponent(file))
            }
            problems += KataContract.emptyTestFileProblems(try KataChecker.check(kata, folder: copy))
        }
        try install("Solution", of: kata, into: copy)
        let solution = try KataChecker.check(kata, folder: copy)
        problems += KataContract.solutionProblems(solution, kind: kata.kind)
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

    /// `Katas/NN-…` folders that the metadata does not mention.
    private func unlistedKataFolders() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: catalog.directory.path)) ?? []
        let listed = Set(catalog.katas.map(\.slug))
        return names.filter { $0.first?.isNumber == true && !listed.contains($0) }.sorted()
    }
}
