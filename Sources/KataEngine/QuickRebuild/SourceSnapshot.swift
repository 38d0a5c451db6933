import Foundation
import PlaygroundBasics

/// A fingerprint of every file a kata's build reads: its manifest, its `Sources` and `Tests`,
/// and the same for each package it depends on by path. Two snapshots tell which files
/// changed, appeared or went away between two builds. Contents, not modification times: an
/// edit saved within the file system's time resolution (a second on some) still counts, and
/// a file touched but unchanged does not.
struct SourceSnapshot: Codable, Equatable, Sendable {
    var files: [String: String] = [:]

    /// What a kata folder's build depends on: its own manifest and sources, those of the
    /// packages its `Package.swift` names with `.package(path:)` and of every package the build
    /// plan compiles from, and every folder the plan compiles sources from wherever a target's
    /// manifest puts them (`path:`, `sources:`), so a file added or edited there counts.
    static func roots(of folder: URL, plan: SwiftPMBuildPlan? = nil) -> [URL] {
        var packages: [URL] = []
        let planned = plan.map(packageFolders(of:)) ?? []
        for package in [folder] + pathDependencies(of: folder) + planned where !packages.contains(package.standardizedFileURL) {
            packages.append(package.standardizedFileURL)
        }
        let conventional = packages.flatMap { package in
            ["Package.swift", "Package.resolved", "Sources", "Tests"].map { package.appendingPathComponent($0) }
        }
        let sourceFolders = Set((plan?.modules ?? []).flatMap(\.sources).map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        let uncovered = sourceFolders.sorted().filter { path in !covers(path, roots: conventional) }.map { URL(fileURLWithPath: $0) }
        return conventional + uncovered
    }

    /// Every file below the roots, except hidden ones (editor swap files, `.DS_Store`), which
    /// SwiftPM does not build either.
    static func take(of roots: [URL]) -> SourceSnapshot {
        var snapshot = SourceSnapshot()
        for file in FileListing.files(under: roots) { snapshot.add(file) }
        return snapshot
    }

    /// Paths whose signature differs between the two snapshots, or that only one of them has.
    func changedPaths(since earlier: SourceSnapshot) -> [String] {
        Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }.sorted()
    }

    /// Whether `path` lies inside one of the folders a snapshot of `roots` covers.
    static func covers(_ path: String, roots: [URL]) -> Bool {
        roots.contains { path == $0.path || path.hasPrefix($0.path + "/") }
    }

    private mutating func add(_ file: URL) {
        guard let data = FileManager.default.contents(atPath: file.path) else { return }
        let path = file.standardizedFileURL.path
        files[path] = CanonicalTwins.combining(files[path], ContentDigest.of(data))
    }

    /// The package folder (the nearest one holding a `Package.swift`) of every source the plan compiles.
    static func packageFolders(of plan: SwiftPMBuildPlan) -> [URL] {
        var folders: Set<String> = []
        for source in Set(plan.modules.flatMap(\.sources).map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }) {
            var folder = URL(fileURLWithPath: source)
            while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                folder.deleteLastPathComponent()
            }
            if folder.path != "/" { folders.insert(folder.path) }
        }
        return folders.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// Folders named by `.package(path: "…")` in the kata's manifest, resolved against it.
    private static func pathDependencies(of folder: URL) -> [URL] {
        guard let manifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) else { return [] }
        return manifest.matches(of: #/\.package\(\s*(?:name:\s*"[^"]*",\s*)?path:\s*"([^"]+)"/#).map { match in
            let path = String(match.1)
            return (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)).standardizedFileURL
        }
    }
}
