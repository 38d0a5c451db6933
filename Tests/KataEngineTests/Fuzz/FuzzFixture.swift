import Foundation

@testable import KataEngine

/// The tiny kata the stale-result fuzz edits: a library whose `total()` sums one part per file,
/// and a test that always fails with the total it computed ("total=17"), so every check shows
/// which code its binary was built from. What a from-scratch build of the same files must say
/// follows from the files alone (``expected``), and the fuzz checks that too, once a run.
struct FuzzFixture {
    /// One source file of the library, as the fuzz last wrote it.
    struct Part: Equatable {
        var number: Int
        var value: Int
        /// Private helpers the part adds to its value.
        var helpers: [Int] = []
        /// Public functions nobody calls: they change the module's interface only.
        var extras = 0
        /// Private functions nobody calls, in a struct: the tests need not be compiled again.
        var spares = 0
        /// `part3(_ x: Int = 0)` instead of `part3()`: a signature change.
        var takesArgument = false
        var comments = 0
        /// A syntax error somewhere in the file.
        var broken = false

        var contribution: Int { value + helpers.reduce(0, +) }
        var path: String { "Sources/Fuzz/Part\(number).swift" }

        var text: String {
            var lines = (0..<comments).map { "// note \($0)" }
            let helperCalls = helpers.indices.map { " + helper\(number)_\($0)()" }.joined()
            lines.append("func part\(number)(\(takesArgument ? "_ x: Int = 0" : "")) -> Int { \(value)\(helperCalls) }")
            lines += helpers.enumerated().map { "private func helper\(number)_\($0.offset)() -> Int { \($0.element) }" }
            lines += (0..<extras).map { "public func extra\(number)_\($0)() -> Int { \($0) }" }
            if spares > 0 {
                lines.append("struct Spares\(number) {")
                lines += (0..<spares).map { "    private func spare\(number)_\($0)() -> Int { \($0) }" }
                lines.append("}")
            }
            if broken { lines.append("func broken\(number)( {") }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    let folder: URL
    var parts: [Part]

    var mainText: String {
        let calls = parts.map { "part\($0.number)()" }
        return "public func total() -> Int { 0\(calls.map { " + \($0)" }.joined()) }\n"
    }

    /// What a from-scratch build and run of the files as they are must show.
    var expected: String {
        parts.contains(where: \.broken) ? "compile error" : "total=\(parts.reduce(0) { $0 + $1.contribution })"
    }

    static let kata = KataInfo(
        slug: "00-fuzz", title: "Fuzz", document: "000", teaches: "t", files: ["Sources/Fuzz/Part1.swift"], hints: [])

    /// Writes the package and its first two parts.
    static func create(in folder: URL) throws -> FuzzFixture {
        let fixture = FuzzFixture(folder: folder, parts: [Part(number: 1, value: 1), Part(number: 2, value: 2)])
        try fixture.write(
            "Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "FuzzKata", targets: [.target(name: "Fuzz"), .testTarget(name: "FuzzTests", dependencies: ["Fuzz"])])

            """)
        try fixture.write(
            "Tests/FuzzTests/ReportTests.swift",
            "import Fuzz\nimport Testing\n\n@Test func report() { Issue.record(\"total=\\(total())\") }\n")
        for part in fixture.parts { try fixture.write(part.path, part.text) }
        try fixture.write("Sources/Fuzz/Total.swift", fixture.mainText)
        return fixture
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    /// What a check's result says about the code it ran: its total, or that it did not compile.
    static func observed(_ result: KataCheckResult) -> String {
        switch result.status {
        case .compileError: return "compile error"
        case .failed:
            let texts = result.failedTests.flatMap(\.issues).map(\.text)
            return texts.first { $0.hasPrefix("total=") } ?? "failed without a total: \(texts)"
        case .passed: return "passed (impossible)"
        case .toolError: return "tool error: \(result.notes.joined(separator: "; ")) \(result.outputTail ?? "")"
        }
    }
}
