import ExampleSupport
import Foundation
import PatternRunnerCore
import Testing

/// Runs the built `PatternRunner` binary as a user would, for every example.
@Suite struct EndToEndTests {
    /// The binary sits beside the test bundle in SwiftPM's build directory.
    static func runnerBinary() throws -> URL {
        let directories = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()]
        let candidates = directories.compactMap { $0?.appendingPathComponent("PatternRunner") }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
    }

    static func launch(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try runnerBinary()
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test(arguments: ExampleCatalog.examples.map(\.name))
    func binaryPrintsExactlyTheDocumentedTrace(name: String) throws {
        let example = try #require(ExampleCatalog.examples.first { $0.name == name })
        let result = try Self.launch(["run", name])
        #expect(result.status == 0)
        #expect(result.err.isEmpty)
        let comparison = GoldenComparison(documented: example.documentedOutput(), actual: result.out)
        #expect(comparison.passed, Comment(rawValue: comparison.report ?? ""))
    }

    @Test func binaryExitsWith64OnAnUnknownName() throws {
        let result = try Self.launch(["run", "newz"])
        #expect(result.status == 64)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix("PatternRunner: no example named 'newz'; did you mean news?\n"))
    }

    @Test func binaryVerifyClosesWithCounts() throws {
        let result = try Self.launch(["verify"])
        #expect(result.status == 0)
        #expect(result.out.hasSuffix("verify: 5 passed, 0 failed\n"))
    }
}
