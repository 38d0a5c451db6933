import Foundation
import PlaygroundBasics
import Testing

@testable import KataEngine

/// After an edit that changes what a module declares, the compiler decides what else to compile
/// (its driver's incremental mode), and the result is the code's even where the driver's own
/// judgement, by modification times, would be wrong.
@Suite(.serialized) struct CompilerDecidesTests {
    private let tiny = TinyKata(named: "compiler-decides")
    private var checker: KataChecker { KataChecker(testTimeout: 60) }
    private var module: URL { tiny.folder.appendingPathComponent(".build/debug/Tiny.build") }
    private var work: URL { tiny.folder.appendingPathComponent("Sources/Tiny/Work.swift") }

    /// Helper.swift calls `pick(1)`, which resolves to `pick(_: Any)` until Work.swift declares
    /// `pick(_: Int)`; Other.swift names nothing Work.swift declares.
    private func writeKata() throws {
        try tiny.writePackageExpectingOne()
        try tiny.write("Sources/Tiny/Helper.swift", "func pick(_ value: Any) -> Int { 0 }\nfunc picked() -> Int { pick(1) }\n")
        try tiny.write("Sources/Tiny/Other.swift", "func other() -> Int { 7 }\n")
        try learner("picked()")
    }

    private func learner(_ body: String, adding extra: String = "") throws {
        try tiny.write("Sources/Tiny/Work.swift", "public func work() -> Int {\n    \(body)\n}\n" + extra)
    }

    private func check() throws -> KataCheckResult { try checker.check(tiny.info, folder: tiny.folder) }

    private func modified(_ url: URL) -> Date? { FileTimes.modified(url) }

    @Test func anInternalAdditionCompilesWhatDependsOnItAndNothingElse() throws {
        defer { tiny.remove() }
        try writeKata()
        #expect(try check().build == .swiftPM, "the first build is SwiftPM's")
        try learner("picked() + 0")
        #expect(try check().status == .failed, "a body edit")
        let other = try #require(modified(module.appendingPathComponent("Other.swift.o")))

        try learner("picked() + 0", adding: "func pick(_ value: Int) -> Int { 1 }\n")
        let added = try check()
        #expect(added.status == .passed, "Helper.swift's call resolves to the new overload: \(added.failedTests)")
        #expect(added.build == .quick, "without SwiftPM")
        #expect(modified(module.appendingPathComponent("Other.swift.o")) == other, "a file that names nothing that changed is left alone")
    }

    /// The driver takes a file whose modification time is the one it recorded for unchanged; a
    /// `cp -p` or two saves within the clock's resolution make exactly that. The check knows by
    /// content, and takes the object away so the driver compiles the file and reads what it declares.
    @Test func aFileTheDriversClockCallsUnchangedIsCompiledForAll() throws {
        defer { tiny.remove() }
        try writeKata()
        #expect(try check().build == .swiftPM)
        let recorded = try #require(modified(work), "the time SwiftPM's driver recorded")
        try learner("picked() + 0")
        #expect(try check().status == .failed, "a body edit")

        try learner("picked() + 0", adding: "func pick(_ value: Int) -> Int { 1 }\n")
        try FileManager.default.setAttributes([.modificationDate: recorded], ofItemAtPath: work.path)
        let added = try check()
        #expect(added.status == .passed, "the new overload reaches Helper.swift: \(added.failedTests)")
        #expect(added.build == .quick)
    }

    /// A check that fails to compile one file may have compiled another already; when that
    /// one goes back to its last good text, the object the failed check left behind must not
    /// reach the binary.
    @Test func aCheckAfterAFailedOneCompilesWhatTheFailedOneLeftBehind() throws {
        defer { tiny.remove() }
        try tiny.writePackageExpectingOne()
        try tiny.write("Sources/Tiny/Helper.swift", "func helper() -> Int { 0 }\n")
        try learner("1 + helper()")
        #expect(try check().build == .swiftPM)
        try learner("1 + helper() + 0")
        #expect(try check().status == .passed, "a body edit")

        try learner("2")
        try tiny.write("Sources/Tiny/Helper.swift", "func helper() -> Int { 0 +")
        #expect(try check().status == .compileError, "Helper.swift does not compile; Work.swift did")
        try learner("1 + helper() + 0")
        try tiny.write("Sources/Tiny/Helper.swift", "func helper() -> Int { 0 + 0 }\n")
        let after = try check()
        #expect(after.status == .passed, "work() returns 1 again, not the 2 the failed check compiled: \(after.failedTests)")
    }
}
