import Foundation

@testable import KataEngine

/// The tiny kata the stale-result fuzz edits: a library whose `total()` sums one part per file,
/// and a test that always fails with the total it computed ("total=17"), so every check shows
/// which code its binary was built from. What a from-scratch build of the same files must say
/// follows from the files alone (``expected``), and the fuzz checks that too, once a run. Every
/// stored property has a written type: a file with an inferred one never keeps an edit to itself,
/// and the fuzz must also test the edits the quick path keeps to their file.
struct FuzzFixture {
    /// A private stored property: its value, whether its type is `Int8`, whether it comes first.
    struct Secret: Equatable {
        var value: Int
        var narrow: Bool
        var early: Bool
    }

    /// One source file of the library, as the fuzz last wrote it.
    struct Part: Equatable {
        var number: Int
        var value: Int
        /// Private helpers the part adds to its value.
        var helpers: [Int] = []
        /// Public helpers the part adds to its value: nothing else names them.
        var lifts: [Int] = []
        /// Computed properties of the part's struct, added to its value.
        var members: [Int] = []
        /// A type of its own whose constant the part adds to its value, when there is one.
        var ownType: Int?
        /// Stored properties after the others in the part's final class, added to its value.
        var fields: [Int] = []
        /// A stored property before the one Total.swift reads: that field moves.
        var earlyField = false
        /// A private stored property of the final class with a written type, wide (`Int`) or
        /// narrow (`Int8`), before the field Total.swift reads (which moves it) or after all the
        /// others, added to the part's value: a rewrite only the class's own file may see.
        var secret: Secret?
        /// `bonus(_: Int)`, an overload of Total.swift's `bonus(_: Any)` the tests' call picks.
        var overload = false
        /// `Probe.score`, which Total.swift's conformance of `Probe` to `Scored` takes up.
        var score = false
        /// `abs(_: Int)`, which the tests' `abs(0)` picks over the standard library's: a function
        /// at file level that only another module's text names.
        var shadow = false
        /// Public functions nobody calls: they change the module's interface only.
        var extras = 0
        /// Private functions nobody calls, in a struct: the tests need not be compiled again.
        var spares = 0
        /// `part3(_ x: Int = 0)` instead of `part3()`: a signature change.
        var takesArgument = false
        var comments = 0
        /// A syntax error somewhere in the file.
        var broken = false

        var contribution: Int {
            value + helpers.reduce(0, +) + lifts.reduce(0, +) + members.reduce(0, +) + (ownType ?? 0) + fields.reduce(0, +)
                + (secret?.value ?? 0)
        }
        var path: String { "Sources/Fuzz/Part\(number).swift" }

        var text: String {
            var lines = (0..<comments).map { "// note \($0)" }
            var calls = helpers.indices.map { " + helper\(number)_\($0)()" } + lifts.indices.map { " + lift\(number)_\($0)()" }
            calls += members.indices.map { " + Shelf\(number)().member\(number)_\($0)" }
            if ownType != nil { calls.append(" + Own\(number).value") }
            calls += fields.indices.map { " + Ledger\(number)().field\(number)_\($0)" }
            if secret != nil { calls.append(" + Ledger\(number)().revealed") }
            lines.append("func part\(number)(\(takesArgument ? "_ x: Int = 0" : "")) -> Int {\n    \(value)\(calls.joined())\n}")
            lines += helpers.enumerated().map { "private func helper\(number)_\($0.offset)() -> Int { \($0.element) }" }
            lines += lifts.enumerated().map { "public func lift\(number)_\($0.offset)() -> Int { \($0.element) }" }
            lines.append("struct Shelf\(number) {")
            lines += members.enumerated().map { "    var member\(number)_\($0.offset): Int { \($0.element) }" }
            lines.append("}")
            lines.append("public final class Ledger\(number) {")
            if earlyField { lines.append("    var early: Int = 0") }
            let secretLine = secret.map { "    private var secret: \($0.narrow ? "Int8" : "Int") = \($0.value)" }
            if let secretLine, secret?.early == true { lines.append(secretLine) }
            lines.append("    public var base: Int = \(FuzzFixture.ledgerBase(number))")
            lines += fields.enumerated().map { "    var field\(number)_\($0.offset): Int = \($0.element)" }
            if let secretLine, secret?.early == false { lines.append(secretLine) }
            if secret != nil { lines.append("    var revealed: Int { Int(secret) }") }
            lines.append("    public init() {}\n}")
            if let ownType { lines.append("enum Own\(number) {\n    static let value: Int = \(ownType)\n}") }
            if overload { lines.append("public func bonus(_ value: Int) -> Int { 10 }") }
            if shadow { lines.append("public func abs(_ value: Int) -> Int { 1 }") }
            lines.append("extension Probe {")
            if score { lines.append("    public var score: Int { 7 }") }
            lines.append("}")
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

    /// What Total.swift reads from another file's final class: a field that must not move.
    static func ledgerBase(_ number: Int) -> Int { 100 * number }

    /// Sums the parts; declares what the parts' overload and conformance hazards build on.
    var mainText: String {
        let calls = parts.map { "part\($0.number)()" }
        let ledgers = parts.map { " + Ledger\($0.number)().base" }.joined()
        return """
            public func total() -> Int { (Probe() as any Scored).score\(calls.map { " + \($0)" }.joined())\(ledgers) }
            public func bonus(_ value: Any) -> Int { 0 }
            public protocol Scored { var score: Int { get } }
            extension Scored { public var score: Int { 0 } }
            public struct Probe: Scored { public init() {} }

            """
    }

    /// What a from-scratch build and run of the files as they are must show.
    var expected: String {
        let overloads = parts.filter(\.overload).count, scores = parts.filter(\.score).count, shadows = parts.filter(\.shadow).count
        guard !parts.contains(where: \.broken), overloads < 2, scores < 2, shadows < 2 else { return "compile error" }
        let bases = parts.map { Self.ledgerBase($0.number) }.reduce(0, +)
        return "total=\(parts.reduce(0) { $0 + $1.contribution } + bases + 10 * overloads + 7 * scores + shadows)"
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
            "import Fuzz\nimport Testing\n\n@Test func report() { Issue.record(\"total=\\(total() + bonus(1) + abs(0))\") }\n")
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
