import Foundation
import PlaygroundBasics
import Testing

@testable import KataEngine

/// A function at file level whose name no other file's text holds is compiled alone; one whose
/// name another file's text holds, or a macro's expansion writes, compiles the readers: every
/// check's result is still the one a build from scratch gives.
@Suite(.serialized) struct FreeFunctionRebuildTests {
    private let tiny = TinyKata(named: "free-function")
    private let runner = WatchedRunner()
    private let work = "public func work() -> Int {\n    helper()\n}\n"

    /// The package with `tests` as its tests and `helper()` in Helper.swift; Work.swift, the
    /// learner's file, is written by each check.
    private func writeKata(tests: String) throws {
        try tiny.writeManifest()
        try tiny.write("Sources/Tiny/Helper.swift", "func helper() -> Int { 1 }\n")
        try tiny.write("Tests/TinyTests/TinyTests.swift", tests)
    }

    /// The check's result once Work.swift holds `text`.
    private func check(work text: String) throws -> KataCheckResult {
        try tiny.write("Sources/Tiny/Work.swift", text)
        return try KataChecker(runner: runner, testTimeout: 60).check(tiny.info, folder: tiny.folder)
    }

    /// A function at file level that no other file names is compiled alone: the module's other
    /// files and the tests stay as they were, and the tests still see everything they call. One
    /// whose name another file writes — an overload the tests' call now picks over the standard
    /// library's — compiles the other files and the tests, as a build from scratch would.
    @Test func aFreeFunctionNoOtherFileNamesIsCompiledAlone() throws {
        defer { tiny.remove() }
        try writeKata(
            tests: """
                import Testing
                import Tiny
                @Test func worksOut() { #expect(work() == 1) }
                @Test func distanceIsStandard() { #expect(abs(-2) == 2) }

                """)
        /// The failing tests after Work.swift is written, and which modules that compiled.
        func check(_ text: String) throws -> (failing: [String], tiny: Bool, tests: Bool, swiftPM: Bool) {
            runner.ran.withLock { $0.removeAll() }
            let failing = try self.check(work: text).failedTests.map(\.name).sorted()
            let runs = runner.ran.withLock { $0 }
            // Helper.swift compiled: a frontend job with it as a primary file, or the driver for the whole module.
            let helper = runs.contains { run in
                zip(run, run.dropFirst()).contains { $0 == "-primary-file" && $1.hasSuffix("/Helper.swift") }
                    || run.first?.hasSuffix("swiftc") == true && run.contains("Tiny")
            }
            let tests = runs.contains { $0.contains("-module-name") && $0.contains("TinyTests") }
            return (failing, helper, tests, runs.contains { $0.starts(with: ["swift", "build"]) })
        }
        #expect(try check(work).swiftPM, "the first build is SwiftPM's")
        #expect(try check(work + "// a note\n").failing == [])

        let added = try check(work + "func spareOne() -> Int { 5 }\n")
        #expect(added.failing == [] && !added.tests && !added.swiftPM, "a new internal function nobody names: the tests are left alone")
        #expect(!added.tiny, "and so is Helper.swift")
        let used = try check("public func work() -> Int {\n    helper() + spareOne()\n}\nfunc spareOne() -> Int { 5 }\n")
        #expect(used.failing == ["worksOut()"] && !used.tests, "the new function is called: the result is the code's")
        let gone = try check(work)
        #expect(gone.failing == [] && !gone.tests, "and gone again")

        let shadow = try check(work + "public func abs(_ value: Int) -> Int { 0 }\n")
        #expect(shadow.failing == ["distanceIsStandard()"], "the tests' abs(-2) picks the new overload")
        #expect(shadow.tests && !shadow.swiftPM, "the tests write its name: they are compiled again")
        let unshadowed = try check(work)
        #expect(unshadowed.failing == [] && unshadowed.tests, "and without it again")

        let named = try check(work + "func help() -> Int { 2 }\n")
        #expect(named.failing == [] && named.tiny && named.tests, "a name within another file's text (help in helper) counts as named")
        let member = try check(work + "extension Int {\n    func lonely() -> Int { self }\n}\n")
        #expect(member.failing == [] && member.tests, "a member, even one nobody names, compiles the tests")
    }

    /// A macro's expansion is text no file holds: `#Predicate` expands to
    /// `FoundationEssentials.Predicate(…)`, and a new `func FoundationEssentials()` in the kata
    /// takes the module's place there. A build from scratch stops with a compile error; so must
    /// the check, although no file's text holds the name (found by an attacker who never saw
    /// the rule's tests).
    @Test func aNameAMacroExpansionWritesIsCompiledFor() throws {
        defer { tiny.remove() }
        try writeKata(
            tests: """
                import Foundation
                import Testing
                import Tiny
                @Test func worksOut() throws {
                    let small = #Predicate<Int> { $0 < 3 }
                    #expect(try small.evaluate(work()))
                }

                """)
        #expect(try check(work: work).status == .passed, "the first build is SwiftPM's")
        #expect(try check(work: work + "// a note\n").status == .passed, "the quick path records its jobs")
        let shadowed = try check(work: work + "public func FoundationEssentials() -> Int { 1 }\n")
        #expect(shadowed.status == .compileError, "the tests' expansion now finds the function: \(shadowed)")
        #expect(try check(work: work).status == .passed, "and the module again once it is gone")
    }
}
