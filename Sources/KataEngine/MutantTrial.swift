import Foundation

/// Puts the learner's tests on trial (kata 11): they must pass against the correct mediator
/// and fail against every mutant. One build serves every run; the mediator reads its
/// implementation from `KATA_MUTANT`, which every run sets, the correct one to a decoy, so
/// the environment does not tell a test which run it is in and a value left in the
/// learner's shell changes nothing. Tests that look at the switch are refused unread.
struct MutantTrial {
    static let environmentKey = "KATA_MUTANT"

    /// Words a test file may not contain: the switch, every way to read it (the environment,
    /// files such as /proc/self/environ, C functions bound by name, raw memory), and the route
    /// to internals (`@testable`) where the mutant is chosen. Strings can be spelled in pieces;
    /// the names of APIs cannot, so these are what is matched.
    static let forbiddenWords = [
        "KATA_MUTANT", "Mutant.", "Mutant(", "@testable", "ProcessInfo", "getenv", "environ", "setenv", "dlsym",
        "dlopen", "CommandLine", "/proc", "contentsOf", "FileManager", "FileHandle", "fopen", "popen", "posix_spawn",
        "_silgen_name", "@_extern", "@_cdecl", "Unsafe", "bitPattern",
    ]

    /// The only modules a test file may import: what the kata's tests need, and nothing that
    /// reaches the process (Foundation, Glibc, Darwin …).
    static let allowedImports: Set<String> = ["Testing", "MutantKata"]

    let checker: KataChecker

    func check(_ kata: KataInfo, folder: URL) throws(KataError) -> KataCheckResult {
        // Every Swift file of the tests counts, not only the learner's: a new file would do as well.
        if let refusal = Self.refusal(of: Self.testFiles(in: folder, also: kata.files), in: folder) {
            return KataCheckResult(status: .failed, notes: [refusal])
        }
        let build = try checker.build(folder)
        if let failure = build.failure { return failure }
        var result = try checker.runTests(
            in: folder, environment: [Self.environmentKey: Self.decoy(avoiding: Set(kata.mutants.map(\.name)))])
        result.warnings = build.warnings
        guard !result.tests.isEmpty || result.status == .toolError else {
            result.status = .failed
            result.notes = ["No tests found. An empty test file catches nothing: write at least one @Test."]
            return result
        }
        guard result.status == .passed else {
            result.notes.append("Your tests must pass against the correct mediator before they can judge the mutants.")
            return result
        }
        var outcomes: [KataCheckResult.MutantOutcome] = []
        for mutant in kata.mutants {
            let run = try checker.runTests(in: folder, environment: [Self.environmentKey: mutant.name])
            let caughtBy: [String] =
                switch run.status {
                case .passed: []
                case .failed:
                    run.failedTests.isEmpty
                        ? ["(the test run failed: \(run.interruption?.cause.rawValue ?? "no test named"))"]
                        : run.failedTests.map(\.title)
                case .compileError, .toolError: ["(the test run stopped: \(run.notes.first ?? "a tool error"))"]
                }
            outcomes.append(.init(name: mutant.name, description: mutant.description, caughtBy: caughtBy))
        }
        result.mutants = outcomes
        if outcomes.contains(where: { !$0.caught }) { result.status = .failed }
        return result
    }

    /// A name that is no mutant's, different on every run, shaped like a mutant's name
    /// (`keeps-late-receivers`), so its value does not tell a test which run it is in either.
    static func decoy(avoiding mutants: Set<String> = []) -> String {
        let verbs = ["skips", "keeps", "drops", "repeats", "delivers", "loses", "swaps", "holds"]
        let middles = ["late", "first", "every", "nested", "released", "extra", "early", "odd"]
        let nouns = ["receivers", "messages", "colleagues", "senders", "replies", "entries"]
        var name: String
        repeat {
            name = [verbs.randomElement(), middles.randomElement(), nouns.randomElement()].compactMap { $0 }.joined(separator: "-")
        } while mutants.contains(name)
        return name
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

    /// One line saying why the learner's test files are not run, or `nil`.
    static func refusal(of files: [String], in folder: URL) -> String? {
        for file in files {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
            if let word = forbiddenWords.first(where: { text.contains($0) }) {
                return "Refused: \(file) mentions \(word). Tests here judge the mediator by its behaviour alone, "
                    + "never by which implementation is running; remove every use of \(word)."
            }
            if let module = importedModules(in: text).first(where: { !allowedImports.contains($0) }) {
                return "Refused: \(file) imports \(module). Tests here need only "
                    + allowedImports.sorted().joined(separator: " and ") + "; remove that import."
            }
        }
        return nil
    }

    /// Modules named by `import` declarations, whatever their form (`import struct Glibc.stat`).
    static func importedModules(in text: String) -> [String] {
        let declaration =
            #/(?m)^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)/#
        return text.matches(of: declaration).map { String($0.output.1) }
    }
}
