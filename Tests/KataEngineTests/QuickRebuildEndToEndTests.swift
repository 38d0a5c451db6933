import Foundation
import PlaygroundBasics
import Synchronization
import Testing

@testable import KataEngine

/// A tiny package checked again and again as a learner edits it: every result must match the
/// code as it is at that moment, whichever way the binary was built.
@Suite(.serialized) struct QuickRebuildEndToEndTests {
    private let tiny = TinyKata(named: "quick-rebuild")
    var folder: URL { tiny.folder }
    private let runner = WatchedRunner()
    private var checker: KataChecker { KataChecker(runner: runner, testTimeout: 60) }
    var kata: KataInfo { tiny.info }

    private func write(_ path: String, _ text: String) throws { try tiny.write(path, text) }
    private func writeManifest() throws { try tiny.writeManifest() }
    private func removeFolder() { tiny.remove() }

    private func learner(_ body: String) throws {
        try write("Sources/Tiny/Work.swift", "public func work() -> Int {\n\(body)\n}\n")
    }

    @Test func everyCheckReportsTheCodeAsItIsNowAndEditsInsideTheKataSkipSwiftPM() throws {
        defer { removeFolder() }
        try writeManifest()
        try write("Sources/Tiny/Helper.swift", "func helper() -> Int { 1 }\n")
        try write("Tests/TinyTests/TinyTests.swift", "import Testing\nimport Tiny\n@Test func worksOut() { #expect(work() == 1) }\n")

        try learner("    0")
        #expect(try checker.check(kata, folder: folder).status == .failed)
        #expect(runner.askedSwiftPM(), "the first build is SwiftPM's")

        try learner("    helper()")
        #expect(try checker.check(kata, folder: folder).status == .passed, "a body edit is seen")
        #expect(!runner.askedSwiftPM(), "a body edit is rebuilt without SwiftPM")
        #if os(Linux)
            let state = try JSONDecoder().decode(
                QuickRebuild.State.self, from: Data(contentsOf: KataLayout(folder: folder).quickBuildState))
            let linker = try #require(state.link?.first { $0.kind == "link" }?.arguments.first)
            #expect(!linker.hasSuffix("/clang"), "the relink starts the linker clang would start, not clang: \(linker)")
        #endif

        #expect(try checker.check(kata, folder: folder).status == .passed)
        #expect(!runner.askedSwiftPM(), "nothing changed: nothing is built")

        try write("Sources/Tiny/Helper.swift", "func helper() -> Int { 2 }\n")
        #expect(try checker.check(kata, folder: folder).status == .failed, "another file's body changed what work() returns")
        #expect(!runner.askedSwiftPM())
        try write("Sources/Tiny/Helper.swift", "func helper() -> Int { 1 }\n")
        #expect(try checker.check(kata, folder: folder).status == .passed)

        try learner("    helper() * 3")
        runner.stopsAtTheLink.withLock { $0 = true }
        #expect(throws: KataError.self) { try checker.check(kata, folder: folder) }
        runner.stopsAtTheLink.withLock { $0 = false }
        // As on a file system whose clock counts whole seconds: the new object does not look
        // newer than the binary, so only the engine's own record can say a link is owed.
        let binary = try #require(KataLayout(folder: folder).testExecutable)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(3600)], ofItemAtPath: binary.path)
        #expect(
            try checker.check(kata, folder: folder).status == .failed,
            "a run stopped between compiling and linking: the next one links, although the objects are already new")
        #expect(!runner.askedSwiftPM())
        try learner("    helper()")
        #expect(try checker.check(kata, folder: folder).status == .passed)

        try learner("    let unused = 5\n    return 2")
        let warned = try checker.check(kata, folder: folder)
        #expect(warned.status == .failed, "a second body edit in a row is seen too")
        #expect(warned.warnings.contains { $0.file == "Sources/Tiny/Work.swift" && $0.line == 2 }, "got \(warned.warnings)")
        #expect(!runner.askedSwiftPM())

        _ = runner.compiled(module: "TinyTests")
        try learner("    helper()\n}\npublic func more() -> Int {\n    3")
        #expect(try checker.check(kata, folder: folder).status == .passed)
        #expect(!runner.compiledKeepingRecord(module: "TinyTests"), "a public function no other file names: the tests are left alone")
        #expect(!runner.askedSwiftPM(), "a new public function changes the interface, without SwiftPM")
        try learner("    helper()\n}\npublic func more() -> Int {\n    3\n}\npublic func works() -> Int {\n    4")
        #expect(try checker.check(kata, folder: folder).status == .passed)
        #expect(
            runner.compiledKeepingRecord(module: "TinyTests"),
            "a public function whose name the tests hold (worksOut): they are compiled again")
        #expect(!runner.askedSwiftPM())
        try learner("    helper()\n}\npublic func more() -> Int {\n    3")
        #expect(try checker.check(kata, folder: folder).status == .passed)
        #expect(runner.compiledKeepingRecord(module: "TinyTests"), "and again when it goes")

        try learner("    helper()\n}\npublic func more() -> Int {\n    3\n}\nprivate func spare() -> Int {\n    4")
        _ = runner.compiled(module: "TinyTests")
        #expect(try checker.check(kata, folder: folder).status == .passed)
        #expect(!runner.compiled(module: "TinyTests"), "a private helper no other file can see: the tests are not compiled again")
        try learner("    helper() + spare() - 4\n}\npublic func more() -> Int {\n    3\n}\nprivate func spare() -> Int {\n    4")
        #expect(try checker.check(kata, folder: folder).status == .passed, "the helper is used now")
        try learner("    helper() + spare() - 4\n}\npublic func more() -> Int {\n    3\n}\nprivate func spare() -> Int {\n    5")
        #expect(try checker.check(kata, folder: folder).status == .failed, "its body changed")
        try learner("    helper()\n}\npublic func more() -> Int {\n    3")
        #expect(try checker.check(kata, folder: folder).status == .passed, "and it is gone")
        #expect(!runner.askedSwiftPM())

        try learner("    helper() +")
        let broken = try checker.check(kata, folder: folder)
        #expect(broken.status == .compileError && broken.compilerErrors.first?.file == "Sources/Tiny/Work.swift", "got \(broken)")
        #expect(broken.compilerErrors.first?.line == 3, "the line after the dangling '+': got \(broken.compilerErrors)")
        #expect(!runner.askedSwiftPM(), "the compiler's own errors, without asking SwiftPM")

        try learner("    helper() + 1")
        #expect(try checker.check(kata, folder: folder).status == .failed, "fixed the error, wrong answer")

        try write("Sources/Tiny/Extra.swift", "func extra() -> Int { 0 }\n")
        try learner("    helper() + extra()")
        #expect(try checker.check(kata, folder: folder).status == .passed, "a new file is built by SwiftPM")
        #expect(runner.askedSwiftPM())

        try learner("    helper() * 7")
        #expect(try checker.check(kata, folder: folder).status == .failed)
        #expect(!runner.askedSwiftPM(), "after SwiftPM planned again, edits are quick again")
    }

    /// Without Swift's parser (a toolchain that lacks it, or a reader that fails), a private
    /// addition is compiled for as a build from scratch would: the tests are compiled again, and
    /// the result is the code's; with the parser, the same kind of edit is not.
    @Test func withoutTheParserTheReadersAreCompiledAgain() throws {
        defer { removeFolder() }
        try writeManifest()
        try write("Tests/TinyTests/TinyTests.swift", "import Testing\nimport Tiny\n@Test func worksOut() { #expect(work() == 1) }\n")
        try learner("    1")
        let failingReader = SwiftReader(program: URL(fileURLWithPath: "/bin/false"), runner: ProcessGroupRunner())
        for (what, reader) in [("no parser", SwiftReader?.none), ("a reader that fails", failingReader)] {
            let checker = KataChecker(runner: runner, testTimeout: 60) { reader }
            #expect(try checker.check(kata, folder: folder).status == .passed)
            _ = runner.compiled(module: "TinyTests")
            try learner("    1\n}\nprivate func spare\(what.count)() -> Int {\n    \(what.count)")
            #expect(try checker.check(kata, folder: folder).status == .passed, "\(what)")
            #expect(runner.compiledKeepingRecord(module: "TinyTests"), "\(what): the tests are compiled again")
            #expect(!runner.askedSwiftPM(), "\(what): still without SwiftPM")
        }
        try learner("    1\n}\nprivate func spare() -> Int {\n    0")
        _ = runner.compiled(module: "TinyTests")
        #expect(try checker.check(kata, folder: folder).status == .passed)
        #expect(!runner.compiled(module: "TinyTests"), "with the parser, a private function is not compiled for")
    }

    /// Additions other code picks up without naming them in the changed file: a member another
    /// file's extension now finds before a global function, an overload the tests' call now
    /// resolves to, and a member that fills a conformance declared in another file. Each must
    /// reach the tests, however the build got there.
    @Test func additionsOtherFilesPickUpAreCompiledFor() throws {
        defer { removeFolder() }
        try writeManifest()
        try write(
            "Sources/Tiny/Oops.swift",
            """
            import Foundation

            public struct Oops: LocalizedError {
                public init() {}
            }

            public func message() -> String { Oops().localizedDescription }
            public func pick(_ value: Any) -> String { "any" }
            public func helper() -> String { "global" }

            extension Tally {
                public func viaHelper() -> String { helper() }
            }

            """)
        try write(
            "Tests/TinyTests/TinyTests.swift",
            """
            import Testing
            import Tiny
            @Test func messageIsOurs() { #expect(message() == "ours") }
            @Test func pickTakesTheInt() { #expect(pick(1) == "int") }
            @Test func helperIsTheMember() { #expect(Tally().viaHelper() == "member") }

            """)
        func failing() throws -> [String] { try checker.check(kata, folder: folder).failedTests.map(\.name).sorted() }
        func learner(_ body: String, extending: String = "", tally: String = "") throws {
            try self.learner(
                "    \(body)\n}\nextension Oops {\n\(extending)\n}\npublic final class Tally {\n    public init() {}\n\(tally)")
        }
        try learner("0")
        #expect(try failing() == ["helperIsTheMember()", "messageIsOurs()", "pickTakesTheInt()"])
        #expect(runner.askedSwiftPM(), "the first build is SwiftPM's")
        try learner("1")
        #expect(try failing() == ["helperIsTheMember()", "messageIsOurs()", "pickTakesTheInt()"])
        try learner("1", tally: "    func helper() -> String { \"member\" }")
        #expect(
            try failing() == ["messageIsOurs()", "pickTakesTheInt()"],
            "Oops.swift's extension of Tally now finds the member, not the global")
        try learner("1")

        let overload = "1\n}\npublic func pick(_ value: Int) -> String {\n    \"int\""
        try learner(overload)
        #expect(try failing() == ["helperIsTheMember()", "messageIsOurs()"], "the tests' call resolves to the new overload")
        #expect(!runner.askedSwiftPM())

        try learner(overload, extending: "    public var errorDescription: String? { \"ours\" }")
        #expect(try failing() == ["helperIsTheMember()"], "the conformance declared in Oops.swift takes the new member")
        try learner(overload)
        #expect(try failing() == ["helperIsTheMember()", "messageIsOurs()"], "and lets it go again")
    }

    /// Internal edits the compiler takes up in other files although none of them writes the
    /// changed name, or even sees a changed declaration: a method moved from an extension to
    /// file scope (a new overload another file's call picks), declarations swapped between
    /// `#if false` and `#else`, and a type named `StringLiteralType` (the default type of
    /// another file's literals). Each recompiles the module's other files and the tests.
    @Test func internalEditsOtherFilesTakeUpImplicitlyAreCompiledFor() throws {
        defer { removeFolder() }
        try writeManifest()
        try write(
            "Sources/Tiny/Helper.swift",
            """
            func pick(_ values: Any...) -> String { "variadic" }
            func describe(_ value: Any) -> String { "\\(value)" }
            public func greeting() -> String { pick("x") }
            public func shout() -> String { describe("hi") }

            """)
        try write(
            "Tests/TinyTests/TinyTests.swift",
            """
            import Testing
            import Tiny
            @Test func greetingIsVariadic() { #expect(greeting() == "variadic") }
            @Test func shoutIsLower() { #expect(shout() == "hi") }

            """)
        let specific = "func pick(_ line: String) -> String { \"specific\" }\n"
        let member = "struct Box {}\nextension Box {\n    \(specific)}\n"
        let live = "#if false\n\(specific)#else\nfunc quiet(_ line: String) -> String { \"\" }\n#endif\n"
        let literal = """
            struct StringLiteralType: ExpressibleByStringLiteral, CustomStringConvertible {
                let text: String
                init(stringLiteral value: String) { text = value }
                var description: String { text.uppercased() }
            }

            """
        /// The failing tests after `extra` is added to Work.swift, and whether that compiled the
        /// tests and asked SwiftPM.
        func check(_ extra: String, body: String = "1") throws -> (failing: [String], testsCompiled: Bool, swiftPM: Bool) {
            try write("Sources/Tiny/Work.swift", "public func work() -> Int {\n    \(body)\n}\n" + extra)
            runner.ran.withLock { $0.removeAll() }
            let failing = try checker.check(kata, folder: folder).failedTests.map(\.name).sorted()
            let runs = runner.ran.withLock { $0 }
            let tests = runs.contains { $0.contains("-module-name") && $0.contains("TinyTests") }
            return (failing, tests, runs.contains { $0.starts(with: ["swift", "build"]) })
        }
        #expect(try check(member).swiftPM, "the first build is SwiftPM's")
        #expect(try check(member, body: "2").failing == [], "a body edit: the quick path records its jobs")

        let moved = try check("struct Box {}\nextension Box {\n}\n" + specific)
        #expect(moved.failing == ["greetingIsVariadic()"], "Helper.swift's call picks the new global overload")
        #expect(moved.testsCompiled && !moved.swiftPM)
        #expect(try check(member).failing == [])

        #expect(try check(live).failing == [])
        let swapped = try check("#if false\nfunc quiet(_ line: String) -> String { \"\" }\n#else\n\(specific)#endif\n")
        #expect(swapped.failing == ["greetingIsVariadic()"], "the live clause declares the overload now")
        #expect(swapped.testsCompiled && !swapped.swiftPM)

        let typed = try check(live + literal)
        #expect(typed.failing == ["shoutIsLower()"], "Helper.swift's literal takes the new default type")
        #expect(typed.testsCompiled && !typed.swiftPM)
    }

    /// A check whose code does not compile can still write the module's new interface (its
    /// emitting job skips bodies, so it succeeds where compiling the file fails). The next check
    /// must compare with the interface the other files were compiled against, not with that one:
    /// a subclass in another file lays out its table of methods by its base's private storage.
    @Test func anInterfaceWrittenByACheckThatDidNotCompileStillCountsAsChanged() throws {
        defer { removeFolder() }
        try writeManifest()
        try write(
            "Tests/TinyTests/TinyTests.swift", "import Testing\nimport Tiny\n@Test func countsNone() { #expect(Sub().count() == 0) }\n")
        try write("Sources/Tiny/Sub.swift", "public final class Sub: Base {\n    public override init() { super.init() }\n}\n")
        func base(storage: String, count: String) throws {
            try write(
                "Sources/Tiny/Base.swift",
                "open class Base {\n    \(storage)\n    public init() {}\n    open func count() -> Int { \(count) }\n}\n")
        }
        try base(storage: "private var items: [Int] = []", count: "items.count")
        #expect(try checker.check(kata, folder: folder).status == .passed)
        try base(storage: "private var items: [Int] = []", count: "items.count + 0")
        #expect(try checker.check(kata, folder: folder).status == .passed, "a body edit: the quick path records its jobs")
        _ = runner.askedSwiftPM()

        try base(storage: "private var roster = \"\"", count: "roster.count + notDeclaredAnywhere")
        #expect(try checker.check(kata, folder: folder).status == .compileError)
        try base(storage: "private var roster = \"\"", count: "roster.count")
        let fixed = try checker.check(kata, folder: folder)
        #expect(fixed.status == .passed, "\(fixed.compilerErrors) \(fixed.notes)")
        #expect(!runner.askedSwiftPM(), "Sub.swift was compiled again by the quick path, so the link needed no SwiftPM")
    }
}
