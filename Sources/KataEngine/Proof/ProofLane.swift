import Foundation
import PlaygroundBasics

/// A folder of `kata verify`'s workspace in which one proving thread proves kata after kata.
///
/// Every kata but the last depends on the package the katas share (`KataSupport`), and SwiftPM
/// builds a dependency inside each package's own build folder: proved each in a folder of its
/// own, every kata compiled the shared package anew. In a lane, the next kata's build finds it
/// built already, by the same command in the same place from the same sources (the lane's path,
/// the shared package's path and the module cache are one for all of them), so SwiftPM's record
/// (`build.db`) says it is up to date. Nothing else of the kata before is kept: its files, its
/// modules, its test binary, the checks' own records and kata 11's trial all go.
struct ProofLane {
    let folder: URL
    /// The shared package's targets (its `Sources` folders): what of a build the lane keeps.
    let sharedTargets: [String]

    init(folder: URL, sharedPackage: URL) {
        self.folder = folder
        let sources = sharedPackage.appendingPathComponent("Sources")
        sharedTargets = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Empties the lane for the next kata, keeping only SwiftPM's record of what it built, the
    /// stamp of the folder the build was made for (``BuildFolderHome``), and, in each build
    /// configuration, the index store and what the shared targets' compilation left.
    func clear() throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: folder.path) else { return }
        for name in try manager.contentsOfDirectory(atPath: folder.path) where name != ".build" {
            try manager.removeItem(at: folder.appendingPathComponent(name))
        }
        let build = folder.appendingPathComponent(".build")
        for name in (try? manager.contentsOfDirectory(atPath: build.path)) ?? []
        where name != "build.db" && name != BuildFolderHome.stampName {
            let entry = build.appendingPathComponent(name)
            let configuration = entry.appendingPathComponent("debug")
            // `.build/debug` is a link to the triple's folder; the triple's folder is kept, pruned.
            guard !Self.isLink(entry), manager.fileExists(atPath: configuration.path), !Self.isLink(configuration) else {
                try manager.removeItem(at: entry)
                continue
            }
            for inner in try manager.contentsOfDirectory(atPath: entry.path) where inner != "debug" {
                try manager.removeItem(at: entry.appendingPathComponent(inner))
            }
            try prune(configuration)
        }
    }

    /// Keeps the index store, the shared targets' folders and their modules in `Modules`.
    private func prune(_ configuration: URL) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: configuration.path) where name != "index" && !isShared(name) {
            let entry = configuration.appendingPathComponent(name)
            guard name == "Modules", !Self.isLink(entry) else {
                try manager.removeItem(at: entry)
                continue
            }
            for module in try manager.contentsOfDirectory(atPath: entry.path) where !isShared(module) {
                try manager.removeItem(at: entry.appendingPathComponent(module))
            }
        }
    }

    /// `KataTestSupport.build`, `KataSupport.swiftmodule`: a shared target's name, then a dot.
    private func isShared(_ name: String) -> Bool {
        sharedTargets.contains { name.hasPrefix($0 + ".") }
    }

    private static func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }
}
