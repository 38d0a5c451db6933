import Foundation

/// Puts the learner's tests on trial: they must pass against the correct implementation and
/// fail against every mutant. The kata's code picks its implementation from `KATA_MUTANT` at
/// run time, so the package is built once and only the test runs repeat.
enum MutantChecker {
    static let environmentKey = "KATA_MUTANT"

    static func check(folder: URL, mutants: [KataInfo.Mutant]) throws(KataError) -> KataTestResult {
        let build = try ProcessRunner.run(["swift", "build", "--build-tests"], in: folder)
        guard build.status == 0 else {
            return SwiftTestOutputParser.parse(build.output, exitStatus: build.status, kataFolder: folder.path)
        }
        var result = try runBuiltTests(in: folder, mutant: nil)
        result.warnings = SwiftTestOutputParser.diagnostics(
            "warning", in: build.output.components(separatedBy: "\n"), kataFolder: folder.path)
        // Swift Testing exits non-zero when it finds no tests; either way, say why.
        guard result.tests > 0 || result.status == .compileError || result.status == .toolError else {
            result.status = .failed
            result.notes.append("No tests found. An empty test file catches nothing: write at least one @Test.")
            return result
        }
        guard result.status == .passed else {
            result.notes.append("Your tests must pass against the correct mediator before they can judge the mutants.")
            return result
        }
        var outcomes: [KataTestResult.MutantOutcome] = []
        for mutant in mutants {
            let run = try runBuiltTests(in: folder, mutant: mutant.name)
            let caughtBy: [String] =
                switch run.status {
                case .passed: []
                case .failed: run.failedTests.isEmpty ? ["(the test run failed)"] : run.failedTests
                case .compileError, .toolError: ["(the test run stopped: \(run.rawTail?.split(separator: "\n").last ?? "crash"))"]
                }
            outcomes.append(.init(name: mutant.name, description: mutant.description, caughtBy: caughtBy))
        }
        result.mutants = outcomes
        if outcomes.contains(where: { !$0.caught }) { result.status = .failed }
        return result
    }

    /// Runs the already built tests. On Linux the test product is a plain executable that
    /// runs Swift Testing itself in about 20 ms, against 0.7 s for `swift test --skip-build`;
    /// where it is not (a macOS bundle), SwiftPM runs it.
    private static func runBuiltTests(in folder: URL, mutant: String?) throws(KataError) -> KataTestResult {
        let arguments =
            testExecutable(in: folder).map { [$0.path, "--testing-library", "swift-testing"] }
            ?? ["swift", "test", "--disable-xctest", "--skip-build"]
        var environment = ["NO_COLOR": "1"]
        environment[environmentKey] = mutant
        let outcome = try ProcessRunner.run(arguments, in: folder, extraEnvironment: environment)
        return SwiftTestOutputParser.parse(outcome.output, exitStatus: outcome.status, kataFolder: folder.path)
    }

    /// `.build/debug/<Package>PackageTests.xctest` when it is an executable file.
    private static func testExecutable(in folder: URL) -> URL? {
        let debug = folder.appendingPathComponent(".build/debug")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: debug.path)) ?? []
        var isDirectory: ObjCBool = false
        return names.filter { $0.hasSuffix("PackageTests.xctest") }.map { debug.appendingPathComponent($0) }.first {
            FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }
}
