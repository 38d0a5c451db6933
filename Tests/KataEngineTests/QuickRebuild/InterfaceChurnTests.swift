import Foundation
import PlaygroundBasics
import Testing

@testable import KataEngine

/// Stored properties added, reordered and removed again change a module's interface each time;
/// every check's result must still be the code's. Round 20 tried handing the tests module to the
/// compiler driver's incremental mode when only a module it reads changed: after the layout went
/// {count} → {count, total} → {total, count} → {count} the driver kept an object compiled for
/// the third, and a passing check failed. The quick rebuild compiles every reader instead.
@Suite(.serialized) struct InterfaceChurnTests {
    private let tiny = TinyKata(named: "interface-churn")
    private let runner = WatchedRunner()

    private func check() throws -> KataCheckResult {
        try KataChecker(runner: runner, testTimeout: 60).check(tiny.info, folder: tiny.folder)
    }

    private func box(_ members: String) throws {
        try tiny.write("Sources/Tiny/Box.swift", "public final class Box {\n\(members)\n    public init() {}\n}\n")
    }

    /// The object file of one of the tests' sources, and when it was written.
    private func objectTime(_ test: String) -> Date? {
        FileTimes.modified(tiny.folder.appendingPathComponent(".build/debug/TinyTests.build/\(test).swift.o"))
    }

    @Test func storedPropertiesComingAndGoingNeverLeaveAStaleResult() throws {
        defer { tiny.remove() }
        try tiny.writeManifest()
        try tiny.write("Sources/Tiny/Work.swift", "public func work() -> Int { 1 }\n")
        try box("    public var count = 0")
        try tiny.write("Tests/TinyTests/UsesWork.swift", "import Testing\nimport Tiny\n@Test func worksOut() { #expect(work() == 1) }\n")
        try tiny.write(
            "Tests/TinyTests/UsesBox.swift", "import Testing\nimport Tiny\n@Test func boxCounts() { #expect(Box().count == 0) }\n")
        #expect(try check().status == .passed)
        #expect(runner.askedSwiftPM(), "the first build is SwiftPM's")
        let work = objectTime("UsesWork")
        #expect(work != nil && objectTime("UsesBox") != nil, "the objects are where SwiftPM puts them")

        // A stored property added to Box changes the module's interface: the file that uses Box is
        // compiled again, the one that only calls work() is not.
        try box("    public var count = 0\n    public var total = 0")
        #expect(try check().status == .passed)
        #expect(!runner.askedSwiftPM(), "without SwiftPM")
        #expect(objectTime("UsesWork") == work, "an object the compiler would write unchanged is left alone")

        // The result is the code's, as the interface changes again and back.
        try box("    public var total = 0\n    public var count = 5")
        #expect(try check().status == .failed, "count starts at 5 now")
        try box("    public var count = 0")
        #expect(try check().status == .passed)
        try tiny.write("Sources/Tiny/Work.swift", "public func work() -> Int { 2 }\npublic func spare() -> Int { 0 }\n")
        #expect(try check().status == .failed, "work() returns 2 now")
        #expect(!runner.askedSwiftPM())
    }
}
