import Foundation
import KataEngine

/// A throwaway repository root holding `Katas/katas.json` and one kata, `01-demo` unless told
/// otherwise: its learner file, starter and reference, and, for katas that really build, a
/// package and tests. Every test that needs a kata uses this one fixture.
public final class KataFixture {
    public let folder: TemporaryFolder
    public let kata: KataInfo

    /// The repository root (where `Katas/` lives).
    public var root: URL { folder.url }
    /// The `Katas` folder.
    public var katas: URL { folder.path("Katas") }
    public var kataFolder: URL { katas.appendingPathComponent(kata.slug) }
    /// The first learner file.
    public var learnerFile: URL { kataFolder.appendingPathComponent(kata.files[0]) }
    public var catalog: KataCatalog { KataCatalog(katas: [kata], directory: katas) }

    /// `files` are written inside the kata folder (a `Package.swift`, tests); the learner file
    /// holds "// my work", the starter "// starter" (unless `starter` is false), the reference
    /// "// solution".
    public init(
        slug: String = "01-demo", learnerFile: String = "Sources/Demo/Learner.swift", starter: Bool = true,
        files: [String: String] = [:]
    ) throws {
        folder = try TemporaryFolder("kata-fixture")
        kata = KataInfo(
            slug: slug, title: "Demo", document: "000", teaches: "t", files: [learnerFile], hints: ["first", "second", "third"])
        let name = URL(fileURLWithPath: learnerFile).lastPathComponent
        try folder.write("Katas/\(slug)/\(learnerFile)", "// my work\n")
        if starter { try folder.write("Katas/\(slug)/.meta/Starter/\(name)", "// starter\n") }
        try folder.write("Katas/\(slug)/.meta/Solution/\(name)", "// solution\n")
        for (path, text) in files { try folder.write("Katas/\(slug)/\(path)", text) }
        let metadata = """
            {"katas": [{"slug": "\(slug)", "title": "Demo", "document": "000", "teaches": "t",
              "files": ["\(learnerFile)"], "hints": ["first", "second", "third"]}]}
            """
        try folder.write("Katas/katas.json", metadata)
    }

    /// Rewrites a file of the kata (relative to its folder).
    public func write(_ relative: String, _ text: String) throws {
        try folder.write("Katas/\(kata.slug)/\(relative)", text)
    }
}
