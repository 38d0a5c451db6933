import Foundation
import PlaygroundBasics

@testable import KataEngine

/// A kata in miniature for the end-to-end build tests: one library, Tiny, and its tests, in a
/// folder of its own under the temporary directory, written file by file as a learner would.
struct TinyKata {
    let folder: URL
    let info = KataInfo(slug: "01-tiny", title: "Tiny", document: "000", teaches: "t", files: ["Sources/Tiny/Work.swift"], hints: [])

    init(named name: String) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The manifest: Tiny and TinyTests, which reads it.
    func writeManifest() throws {
        try write(
            "Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Tiny", targets: [.target(name: "Tiny"), .testTarget(name: "TinyTests", dependencies: ["Tiny"])])
            """)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
        SwiftPMLocks.remove(under: folder)
    }

    /// The manifest and one test: `work()` must return 1 (the learner's file is written apart).
    func writePackageExpectingOne() throws {
        try writeManifest()
        try write("Tests/TinyTests/TinyTests.swift", "import Testing\nimport Tiny\n@Test func worksOut() { #expect(work() == 1) }\n")
    }
}
