import Foundation
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// A lane keeps, of the kata proved before, only what building the shared package made.
@Suite struct ProofLaneTests {
    @Test("Clearing a lane removes the kata before and every build product of its own, keeping the shared package's")
    func aClearedLaneKeepsOnlyTheSharedBuild() throws {
        let temporary = try TemporaryFolder("proof-lane")
        for target in ["KataSupport", "KataTestSupport", "LiveHeapCounter"] {
            try temporary.write("Katas/KataSupport/Sources/\(target)/File.swift", "")
        }
        let lane = ProofLane(folder: temporary.path("Katas/lane-1"), sharedPackage: temporary.path("Katas/KataSupport"))
        #expect(lane.sharedTargets == ["KataSupport", "KataTestSupport", "LiveHeapCounter"])
        let kept = [
            ".build/build.db", ".build/\(BuildFolderHome.stampName)",
            ".build/x86_64-unknown-linux-gnu/debug/KataSupport.build/Trace.swift.o",
            ".build/x86_64-unknown-linux-gnu/debug/KataTestSupport.build/output-file-map.json",
            ".build/x86_64-unknown-linux-gnu/debug/LiveHeapCounter.build/LiveHeapCounter.c.o",
            ".build/x86_64-unknown-linux-gnu/debug/Modules/KataTestSupport.swiftmodule",
            ".build/x86_64-unknown-linux-gnu/debug/index/store/v5/units/Trace.swift.o-1",
        ]
        let gone = [
            "Package.swift", "README.md", "Sources/GameKata/Mediator.swift", ".meta/Solution/Mediator.swift", ".build/debug.yaml",
            ".build/workspace-state.json", ".build/kata-quick-rebuild.json", ".build/kata-trial/Package.swift",
            ".build/x86_64-unknown-linux-gnu/debug/GameKata.build/Mediator.swift.o",
            ".build/x86_64-unknown-linux-gnu/debug/KataSupportExtras.build/Other.swift.o",
            ".build/x86_64-unknown-linux-gnu/debug/Kata03GameBroadcastPackageTests.xctest",
            ".build/x86_64-unknown-linux-gnu/debug/Modules/GameKata.swiftmodule", ".build/x86_64-unknown-linux-gnu/debug/description.json",
            ".build/x86_64-unknown-linux-gnu/release/KataSupport.build/Trace.swift.o",
        ]
        for path in kept + gone { try temporary.write("Katas/lane-1/\(path)", "x") }
        let build = lane.folder.appendingPathComponent(".build")
        try FileManager.default.createSymbolicLink(
            at: build.appendingPathComponent("debug"), withDestinationURL: build.appendingPathComponent("x86_64-unknown-linux-gnu/debug"))

        try lane.clear()

        for path in kept {
            #expect(FileManager.default.fileExists(atPath: lane.folder.appendingPathComponent(path).path), "kept: \(path)")
        }
        for path in gone + [".build/debug"] {
            let url = lane.folder.appendingPathComponent(path)
            #expect((try? url.checkResourceIsReachable()) != true && !isLink(url), "removed: \(path)")
        }
        #expect(throws: Never.self) { try ProofLane(folder: temporary.path("Katas/lane-2"), sharedPackage: temporary.url).clear() }
    }

    private func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }
}
