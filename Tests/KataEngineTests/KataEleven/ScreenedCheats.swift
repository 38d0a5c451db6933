import Testing

/// Test files that reach, or try to reach, beyond the mediator's public API: each must be
/// refused by the screen (Swift's parser), whatever comments, strings, backticks or line breaks
/// hide it. `reason` is what the refusal must say.
enum ScreenedCheats {
    struct Cheat: Sendable, CustomTestStringConvertible {
        let name: String
        let reason: String
        let text: String
        var extraFiles: [String: String] = [:]
        var testDescription: String { name }
    }

    static let header = "import MutantKata\nimport Testing\n"
    static let aTest = "\n@Test func hears() { #expect(Mediator().colleagues.isEmpty) }\n"

    static let all: [Cheat] = [
        // Reading the variant's digest or source through #filePath needs files: Foundation.
        Cheat(
            name: "reads the built source beside #filePath", reason: "imports Foundation",
            text: header + """
                import Foundation
                let built = try? String(contentsOfFile: URL(fileURLWithPath: #filePath)
                    .deletingLastPathComponent().appendingPathComponent("../../Sources/MutantKata/Mediator.swift").path, encoding: .utf8)
                """ + aTest),
        Cheat(name: "internal import Glibc", reason: "imports Glibc", text: header + "internal import Glibc\n" + aTest),
        Cheat(name: "a backticked module", reason: "imports Foundation", text: header + "import `Foundation`\n" + aTest),
        Cheat(name: "import split over lines", reason: "imports Glibc", text: header + "import\n    Glibc\n" + aTest),
        Cheat(name: "a comment before import", reason: "imports Glibc", text: header + "/* hello */ import Glibc\n" + aTest),
        Cheat(name: "a scoped import", reason: "imports Glibc", text: header + "import func Glibc.getenv\n" + aTest),
        Cheat(name: "an import inside #if", reason: "imports Glibc", text: header + "#if canImport(Glibc)\nimport Glibc\n#endif\n" + aTest),
        Cheat(
            name: "@_silgen_name after a // comment ending in three quotes", reason: "uses @_silgen_name",
            text: header + "// the mask thought a string began here: \"\"\"\n"
                + "@_silgen_name(\"getpid\") func processID() -> Int32\n" + aTest),
        Cheat(
            name: "@_silgen_name after a quote in a block comment", reason: "uses @_silgen_name",
            text: header + "/* a lone \" quote */\n@_silgen_name(\"getpid\") func processID() -> Int32\n" + aTest),
        Cheat(
            name: "@_silgen_name after a raw string ending in a backslash", reason: "uses @_silgen_name",
            text: header + "let slash = #\"\\\"#\n@_silgen_name(\"getpid\") func processID() -> Int32\n" + aTest),
        Cheat(name: "@_cdecl", reason: "uses @_cdecl", text: header + "@_cdecl(\"hook\") func hook() {}\n" + aTest),
        // `@c` is `@_cdecl` made official: a test function may take a symbol name of the mediator's.
        Cheat(name: "@c", reason: "uses @c", text: header + "@c(hook) func hook() {}\n" + aTest),
        Cheat(
            name: "an exit test whose child crashes on purpose", reason: "an exit test that expects its child process",
            text: header + aTest + "@Test func crashes() async { await #expect(processExitsWith: .failure) { fatalError() } }\n"),
        Cheat(
            name: "an exit test expecting a signal, a comment inside the macro", reason: "an exit test that expects its child process",
            text: header + aTest
                + "@Test func signals() async { await #require( /* .success */ exitsWith: .signal(4)) { fatalError() } }\n"),
        Cheat(name: "@_extern(c)", reason: "uses @_extern", text: header + "@_extern(c) func getpid() -> Int32\n" + aTest),
        Cheat(
            name: "@_spi import of Testing", reason: "uses @_spi",
            text: "import MutantKata\n@_spi(ForToolsIntegrationOnly) import Testing\n" + aTest),
        Cheat(
            name: "@_implementationOnly import", reason: "uses @_implementationOnly",
            text: "@_implementationOnly import MutantKata\nimport Testing\n" + aTest),
        Cheat(
            name: "machine code read through the class metadata, vouched for", reason: "vouches for unsafe code with unsafe",
            text: header + """
                func codeHash() -> Int {
                    let metadata = unsafe unsafeBitCast(Mediator.self, to: UnsafeRawPointer.self)
                    return unsafe metadata.load(fromByteOffset: 64, as: Int.self)
                }
                """ + aTest),
        Cheat(
            name: "@unchecked Sendable", reason: "vouches for unsafe code with @unchecked",
            text: header + "final class Box: @unchecked Sendable { var runs = 0 }\n" + aTest),
        Cheat(
            name: "nonisolated(unsafe) shared state", reason: "vouches for unsafe code with nonisolated(unsafe)",
            text: header + "nonisolated(unsafe) var runs = 0\n" + aTest),
        Cheat(
            name: "unowned(unsafe)", reason: "vouches for unsafe code with unowned(unsafe)",
            text: header + "final class Holder { unowned(unsafe) let mediator: Mediator; init(_ m: Mediator) { mediator = m } }\n" + aTest),
        Cheat(
            name: "for unsafe over a sequence", reason: "vouches for unsafe code with for unsafe",
            text: header + "func walk() { for unsafe step in [1, 2] { _ = step } }\n" + aTest),
        Cheat(
            name: "@unsafe on a declaration", reason: "vouches for unsafe code with @unsafe",
            text: header + "@unsafe func risky() {}\n" + aTest),
        Cheat(
            name: "@safe on a declaration", reason: "vouches for unsafe code with @safe", text: header + "@safe func fine() {}\n" + aTest),
        // A nested test run writes files wherever its configuration says: over the judge's
        // choice of mutant, its event stream, or its crash folder as a forged crash report.
        Cheat(
            name: "a nested test run through __swiftPMEntryPoint", reason: "uses __swiftPMEntryPoint",
            text: header + "func nested() async -> CInt { await __swiftPMEntryPoint(passing: nil) }\n" + aTest),
        Cheat(
            name: "the test library's arguments type", reason: "uses __CommandLineArguments_v0",
            text: header + "func arguments() -> Any.Type { Testing.__CommandLineArguments_v0.self }\n" + aTest),
        Cheat(
            name: "the retain count read through the standard library's underscored function", reason: "uses _getRetainCount",
            text: header + "func kept(_ object: AnyObject) -> Bool { _getRetainCount(object) > 2 }\n" + aTest),
        Cheat(
            name: "the underscored source-location macro used as a plain name", reason: "uses _sourceLocation",
            text: header + "func here() -> SourceLocation { _sourceLocation() }\n" + aTest),
        Cheat(
            name: "#sourceLocation moving the tests' own crash into the mediator's file", reason: "uses #sourceLocation",
            text: header + "func stop() {\n#sourceLocation(file: \"Sources/MutantKata/Mediator.swift\", line: 52)\n"
                + "    fatalError(\"caught\")\n#sourceLocation()\n}\n" + aTest),
        Cheat(
            name: "a second test file that imports Foundation", reason: "Extra.swift:1 imports Foundation", text: header + aTest,
            extraFiles: [
                "Tests/MutantKataTests/Extra.swift": "import Foundation\nlet home = ProcessInfo.processInfo.environment[\"HOME\"]\n"
            ]),
    ]
}
