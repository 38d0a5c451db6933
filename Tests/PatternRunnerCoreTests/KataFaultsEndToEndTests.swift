import Foundation
import KataEngine
import Testing

/// A one-kata repository whose learner file the test rewrites: what a learner sees when their
/// code loops for ever or crashes, and that Ctrl-C leaves nothing running. One package, built
/// once (about 10 s cold), serves every step.
private final class TinyKataRoot {
    let root: URL
    var kata: URL { root.appendingPathComponent("Katas/01-tiny") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-faults-\(UUID().uuidString)")
        let files: [String: String] = [
            "Katas/katas.json": """
                {"katas": [{"slug": "01-tiny", "title": "Tiny", "document": "000", "teaches": "t",
                  "files": ["Sources/Tiny/Work.swift"], "hints": ["a", "b", "c"]}]}
                """,
            "Katas/01-tiny/Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(
                    name: "Tiny", targets: [.target(name: "Tiny"), .testTarget(name: "TinyTests", dependencies: ["Tiny"])])
                """,
            "Katas/01-tiny/Tests/TinyTests/TinyTests.swift": """
                import Testing
                import Tiny
                @Test func quick() { #expect(Bool(true)) }
                @Test func worksOut() { #expect(work() == 1, "work() gives 1") }
                """,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func learnerCode(_ body: String) throws {
        let url = kata.appendingPathComponent("Sources/Tiny/Work.swift")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "public func work() -> Int {\n\(body)\n}\n".write(to: url, atomically: true, encoding: .utf8)
    }

    /// Runs the runner binary in this root; `interruptWhen` is polled and, once true, SIGINT is sent.
    func run(_ arguments: [String], interruptWhen: (() -> Bool)? = nil) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try EndToEndTests.runnerBinary()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["MEDIATOR_PLAYGROUND_ROOT": root.path, "NO_COLOR": "1"]) { $1 }
        let out = Pipe(), err = Pipe()
        (process.standardOutput, process.standardError) = (out, err)
        try process.run()
        if let interruptWhen {
            let deadline = Date().addingTimeInterval(120)
            while !interruptWhen(), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            kill(process.processIdentifier, SIGINT)
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// Processes whose command line mentions this root (the pattern's brackets keep pgrep's
    /// own shell out of the answer).
    func runningProcesses() -> String {
        let name = root.lastPathComponent
        let pattern = "[" + String(name.prefix(1)) + "]" + name.dropFirst()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "pgrep -fa '\(pattern)' || true"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
        SwiftPMLocks.remove(under: root)
    }
}

@Suite(.serialized) struct KataFaultsEndToEndTests {
    @Test func endlessLoopCrashAndCtrlCAreTheLearnersFailureAndLeaveNothingRunning() throws {
        let tiny = try TinyKataRoot()

        try tiny.learnerCode("    var n = 0\n    while n >= 0 { n = (n + 1) % 7 }\n    return n")
        let loop = try tiny.run(["kata", "check", "1", "--timeout", "3"])
        #expect(loop.status == 1, "an endless loop is a failed check, not a tool error: \(loop.err)")
        #expect(loop.out.contains("your code did not finish in 3 s; the test `worksOut()` was running"), "got: \(loop.out)")
        #expect(tiny.runningProcesses().isEmpty, "still running after the timeout: \(tiny.runningProcesses())")

        try tiny.learnerCode("    fatalError(\"boom\")")
        let crash = try tiny.run(["kata", "check", "1"])
        #expect(crash.status == 1)
        #expect(crash.out.contains("your code crashed; the test `worksOut()` was running"), "got: \(crash.out)")
        #expect(crash.out.contains("Work.swift:2: Fatal error: boom"), "the runtime's own line, with file and line: \(crash.out)")

        try tiny.learnerCode("    var n = 0\n    while n >= 0 { n = (n + 1) % 7 }\n    return n")
        let interrupted = try tiny.run(["kata", "check", "1"]) { tiny.runningProcesses().contains("TinyPackageTests") }
        #expect(interrupted.status == 130)
        #expect(interrupted.err.contains("nothing is left running"))
        Thread.sleep(forTimeInterval: 0.3)
        #expect(tiny.runningProcesses().isEmpty, "still running after Ctrl-C: \(tiny.runningProcesses())")

        try tiny.learnerCode("    1")
        let fixed = try tiny.run(["kata", "check", "1"])
        #expect(fixed.status == 0 && fixed.out.contains("all 2 tests pass"), "got: \(fixed.out)")
    }
}
