import Foundation
import PlaygroundBasics

/// Puts the learner's tests on trial (kata 11): they must pass against the correct mediator
/// and fail against every mutant, the seven named ones (`.meta/Mutants/<name>/`) and the ones
/// ``MutantGenerator`` makes from the mediator.
///
/// Each implementation is compiled in on its own, in one trial copy of the kata at one path
/// (`.build/kata-trial`), and the tests run with the same environment every time: the process
/// holds nothing that names or stores which implementation it judges. After each build the
/// mediator's source on disk is the correct one again, and the correct mediator is judged
/// twice, at random places in a shuffled order, so a test that remembers earlier runs fails
/// against the correct mediator itself. The quick rebuild makes each mutant cost about a compile.
struct MutantTrial {
    /// The file every variant replaces.
    static let mediatorFile = "Sources/MutantKata/Mediator.swift"

    /// The only modules a test file may import: nothing that reaches files or the process.
    static let allowedImports: Set<String> = ["Testing", "MutantKata"]
    /// Attributes that bind C functions by name, which would reach files without an import.
    static let forbiddenAttributes = ["@_silgen_name", "@_extern", "@_cdecl"]
    /// A mutant that loops for ever counts as caught once this deadline passes.
    static let mutantTimeout: TimeInterval = 20

    let checker: KataChecker

    /// One implementation on trial.
    struct Variant {
        let name: String
        let description: String
        let source: String
        let generated: Bool
    }

    func check(_ kata: KataInfo, folder: URL) throws(KataError) -> KataCheckResult {
        if let refusal = Self.refusal(of: Self.testFiles(in: folder, also: kata.files), in: folder) {
            return KataCheckResult(status: .failed, notes: [refusal])
        }
        guard let correct = try? String(contentsOf: folder.appendingPathComponent(Self.mediatorFile), encoding: .utf8) else {
            throw .missingKataFile(path: folder.appendingPathComponent(Self.mediatorFile).path, role: "mediator on trial")
        }
        let variants = try Self.variants(of: kata, in: folder, correct: correct)
        checker.notice("Judging your tests against the correct mediator (twice) and \(variants.count) mutants, one build each (10–20 s).")
        let trial = KataLayout(folder: folder).trialFolder
        try Self.mirror(folder, into: trial)
        // The learner's tests must compile against the correct mediator before anything is judged.
        try Self.put(Data(correct.utf8), at: trial.appendingPathComponent(Self.mediatorFile))
        if var failure = try checker.build(trial).failure {
            failure.notes.append("Your tests must compile against the mediator before they can judge anything.")
            return failure
        }
        var order: [Variant?] = variants.shuffled()
        order.insert(nil, at: Int.random(in: 0...order.count))
        order.insert(nil, at: Int.random(in: 0...order.count))
        let trialChecker = KataChecker(
            runner: checker.runner, testTimeout: min(checker.testTimeout, Self.mutantTimeout), buildTimeout: checker.buildTimeout)
        var outcomes: [String: KataCheckResult.MutantOutcome] = [:]
        var correctRuns: [KataCheckResult] = []
        for variant in order {
            try Self.put(Data((variant?.source ?? correct).utf8), at: trial.appendingPathComponent(Self.mediatorFile))
            let build = try (variant == nil ? checker : trialChecker).build(trial)
            try Self.put(Data(correct.utf8), at: trial.appendingPathComponent(Self.mediatorFile))
            guard let variant else {
                if let failure = build.failure { return failure }
                var run = try checker.runTests(in: trial)
                run.warnings = build.warnings
                correctRuns.append(run)
                continue
            }
            if build.failure != nil {
                // A generated mutant that does not compile is no mutant; a named one must compile.
                guard variant.generated else {
                    throw .mutantDoesNotCompile(name: variant.name, error: build.failure?.compilerErrors.first?.text ?? "")
                }
                continue
            }
            let run = try trialChecker.runTests(in: trial)
            outcomes[variant.name] = .init(
                name: variant.name, description: variant.description, caughtBy: Self.catches(of: run), generated: variant.generated)
        }
        return Self.verdict(correctRuns: correctRuns, outcomes: variants.compactMap { outcomes[$0.name] })
    }

    /// Who caught a mutant: the failing tests, or why the run stopped.
    static func catches(of run: KataCheckResult) -> [String] {
        switch run.status {
        case .passed: []
        case .failed:
            run.failedTests.isEmpty
                ? ["(the test run failed: \(run.interruption?.cause.rawValue ?? "no test named"))"] : run.failedTests.map(\.title)
        case .compileError, .toolError: ["(the test run stopped: \(run.notes.first ?? "a tool error"))"]
        }
    }

    /// Both correct runs must pass; then the kata is done when every mutant is caught.
    static func verdict(correctRuns: [KataCheckResult], outcomes: [KataCheckResult.MutantOutcome]) -> KataCheckResult {
        guard var result = correctRuns.first else { return KataCheckResult(status: .toolError, notes: ["the correct mediator never ran"]) }
        guard !result.tests.isEmpty || result.status == .toolError else {
            result.status = .failed
            result.notes = ["No tests found. An empty test file catches nothing: write at least one @Test."]
            return result
        }
        if let failing = correctRuns.first(where: { $0.status != .passed }) {
            var failed = failing
            failed.notes.append(
                correctRuns.first?.status == .passed
                    ? "Your tests passed against the correct mediator once and failed the second time: a test must not depend on earlier runs."
                    : "Your tests must pass against the correct mediator before they can judge the mutants.")
            return failed
        }
        result.mutants = outcomes
        if outcomes.contains(where: { !$0.caught }) { result.status = .failed }
        return result
    }

    /// The named mutants (their files must be there) and the generated ones, minus those the
    /// kata lists as equivalent.
    static func variants(of kata: KataInfo, in folder: URL, correct: String) throws(KataError) -> [Variant] {
        var variants: [Variant] = []
        for mutant in kata.mutants {
            let file = KataLayout(folder: folder).mutant(named: mutant.name, file: mediatorFile)
            guard let source = try? String(contentsOf: file, encoding: .utf8) else {
                throw .missingKataFile(path: file.path, role: "mutant \(mutant.name)")
            }
            variants.append(Variant(name: mutant.name, description: mutant.description, source: source, generated: false))
        }
        let equivalent = Set(kata.equivalentMutants.map(\.id))
        for mutant in try MutantGenerator.mutants(of: correct, file: mediatorFile) where !equivalent.contains(mutant.id) {
            variants.append(
                Variant(
                    name: mutant.id, description: MutantClause.of(mutant, clauses: kata.clauses), source: mutant.text,
                    generated: true))
        }
        return variants
    }

    /// Makes `trial` hold the kata's manifest, sources and tests, writing only what differs, so
    /// the quick rebuild sees exactly the learner's edits.
    static func mirror(_ folder: URL, into trial: URL) throws(KataError) {
        let manager = FileManager.default
        var wanted: Set<String> = []
        for root in ["Package.swift", "Sources", "Tests"] {
            let source = folder.appendingPathComponent(root)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: source.path, isDirectory: &isDirectory) else { continue }
            let files: [String] =
                isDirectory.boolValue
                ? (manager.enumerator(atPath: source.path)?.allObjects as? [String] ?? []).map { "\(root)/\($0)" } : [root]
            for file in files {
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: folder.appendingPathComponent(file).path, isDirectory: &isFolder), !isFolder.boolValue,
                    let data = manager.contents(atPath: folder.appendingPathComponent(file).path)
                else { continue }
                wanted.insert(file)
                if manager.contents(atPath: trial.appendingPathComponent(file).path) != data {
                    try put(data, at: trial.appendingPathComponent(file))
                }
            }
        }
        for root in ["Sources", "Tests"] {
            let present = manager.enumerator(atPath: trial.appendingPathComponent(root).path)?.allObjects as? [String] ?? []
            for file in present.map({ "\(root)/\($0)" }) where !wanted.contains(file) {
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: trial.appendingPathComponent(file).path, isDirectory: &isFolder), !isFolder.boolValue {
                    try? manager.removeItem(at: trial.appendingPathComponent(file))
                }
            }
        }
    }

    /// Writes a file of the trial copy atomically; a failure names the path.
    static func put(_ data: Data, at url: URL) throws(KataError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(data, to: url)
        } catch let error as KataError {
            throw error
        } catch {
            throw .fileOperation(operation: "write the trial copy's", path: url.path, reason: error.localizedDescription)
        }
    }

    /// The learner's files and every other Swift file under `Tests/`, relative to the kata.
    static func testFiles(in folder: URL, also files: [String]) -> [String] {
        var found = files
        let tests = folder.appendingPathComponent("Tests")
        let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let relative = "Tests/" + file.standardizedFileURL.path.dropFirst(tests.standardizedFileURL.path.count + 1)
            if !found.contains(relative) { found.append(relative) }
        }
        return found
    }

    /// One line saying why the learner's test files are not run, or `nil`: an import of anything
    /// but `Testing` and `MutantKata`, or a C function bound by name. Only code counts:
    /// comments and strings may say anything.
    static func refusal(of files: [String], in folder: URL) -> String? {
        for file in files {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
            let code = SourceMask.codeLines(text.components(separatedBy: "\n"))
            for (index, line) in code.enumerated() {
                guard let line else { continue }
                if let attribute = forbiddenAttributes.first(where: { line.contains($0) }) {
                    return "Refused: \(file):\(index + 1) uses \(attribute), which binds a C function by name. "
                        + "Tests here judge the mediator by what it does; remove it."
                }
                if let module = importedModules(in: line).first(where: { !allowedImports.contains($0) }) {
                    return "Refused: \(file):\(index + 1) imports \(module). Tests here need only "
                        + allowedImports.sorted().joined(separator: " and ") + "; remove that import."
                }
            }
        }
        return nil
    }

    /// Modules named by `import` declarations on one line of code, whatever their form
    /// (`import struct Glibc.stat`), also several on a line (`import Testing; import Glibc`).
    static func importedModules(in line: String) -> [String] {
        let declaration =
            #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)/#
        return line.split(separator: ";").compactMap { statement in
            String(statement).firstMatch(of: declaration).map { String($0.output.1) }
        }
    }
}
