import Foundation
import PlaygroundBasics
import Testing

@testable import KataEngine

/// CI runs a fixed list of seeds (at least 60 checks); `make fuzz-check` runs 500 and more
/// (`FUZZ_STEPS` per seed, `FUZZ_SEEDS` as a comma-separated list). A stale result fails with
/// the edits that lead to it.
@Suite(.serialized) struct StaleResultFuzzTests {
    @Test("A check after any sequence of edits reports the code as it is, as a from-scratch build would")
    func everyCheckReportsTheCodeAsItIs() throws {
        let environment = ProcessInfo.processInfo.environment
        let seeds = environment["FUZZ_SEEDS"].map { $0.split(separator: ",").compactMap { UInt64($0) } } ?? [1, 2]
        let steps = environment["FUZZ_STEPS"].flatMap(Int.init) ?? 32
        var report = StaleResultFuzz.Report()
        for (index, seed) in seeds.enumerated() {
            try StaleResultFuzz(seed: seed, steps: steps, checker: KataChecker(testTimeout: 60)).run(into: &report, fromScratch: index == 0)
        }
        print("stale-result fuzz: \(report.summary)")
        if let output = environment["FUZZ_REPORT"] { try? Data(report.summary.utf8).write(to: URL(fileURLWithPath: output)) }
        #expect(report.steps >= 60 || environment["FUZZ_STEPS"] != nil, "CI runs at least 60 checks")
        #expect(report.stale.isEmpty, "\(report.stale.count) stale result(s):\n\(report.stale.prefix(1).joined(separator: "\n"))")
        #expect(report.scratchMismatches.isEmpty, "\(report.scratchMismatches)")
    }

    /// Issue 19's two recipes, exactly: a `cp -p` back to an older file, or a save that keeps
    /// the modification time, together with a new file (which only SwiftPM builds).
    @Test("cp -p back to older content, or a save that keeps the modification time, plus a new file: the check sees the content")
    func restoredOrSameTimeContentWithANewFileIsBuilt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stale-recipes-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            SwiftPMLocks.remove(under: folder)
        }
        var fixture = try FuzzFixture.create(in: folder)
        let checker = KataChecker(testTimeout: 60)
        func check() throws -> String { FuzzFixture.observed(try checker.check(FuzzFixture.kata, folder: folder)) }
        let manager = FileManager.default
        let first = fixture.url(fixture.parts[0].path).path
        func modified() throws -> Date { try manager.attributesOfItem(atPath: first)[.modificationDate] as? Date ?? Date() }

        #expect(try check() == "total=303", "1 + 2, and the ledgers Total.swift reads (100 + 200)")
        // Recipe A: the older file comes back with its older time, and a file is added.
        let (older, olderTime) = (fixture.parts[0], try modified())
        fixture.parts[0].value = 40
        try fixture.write(fixture.parts[0].path, fixture.parts[0].text)
        #expect(try check() == "total=342")
        fixture.parts[0] = older
        try fixture.write(older.path, older.text)
        try manager.setAttributes([.modificationDate: olderTime], ofItemAtPath: first)
        fixture.parts.append(FuzzFixture.Part(number: 3, value: 100))
        try fixture.write(fixture.parts[2].path, fixture.parts[2].text)
        try fixture.write("Sources/Fuzz/Total.swift", fixture.mainText)
        #expect(try check() == fixture.expected, "recipe A")
        // Recipe B: new content saved with the time the file had, and a file is added.
        let time = try modified()
        fixture.parts[0].value = 7
        try fixture.write(fixture.parts[0].path, fixture.parts[0].text)
        try manager.setAttributes([.modificationDate: time], ofItemAtPath: first)
        fixture.parts.append(FuzzFixture.Part(number: 4, value: 1000))
        try fixture.write(fixture.parts[3].path, fixture.parts[3].text)
        try fixture.write("Sources/Fuzz/Total.swift", fixture.mainText)
        #expect(try check() == fixture.expected, "recipe B")
    }
}
