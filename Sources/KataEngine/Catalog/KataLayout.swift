import Foundation

/// Where everything of one kata lives, in one place: the learner's files, the starter and the
/// reference kept apart in `.meta`, the catalogued mistakes and kata 11's mutants, and what a
/// check writes under `.build`. Nothing else in the engine spells these paths.
public struct KataLayout: Sendable, Equatable {
    /// The kata's package folder (`Katas/04-news-likes`), or a copy of it.
    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    /// The folder the starter versions of the learner's files are kept in, by file name.
    public var starterFolder: URL { folder.appendingPathComponent(".meta/Starter") }
    /// The folder the reference solution's versions are kept in, by file name.
    public var solutionFolder: URL { folder.appendingPathComponent(".meta/Solution") }
    /// The folder of all catalogued mistakes.
    public var mistakesFolder: URL { folder.appendingPathComponent(".meta/Mistakes") }
    /// Correct solutions in styles unlike the reference (`.meta/Correct/<name>/`), by file
    /// name: `kata verify` proves each passes, so the tests stay fair to every correct style.
    public var correctStylesFolder: URL { folder.appendingPathComponent(".meta/Correct") }
    /// The files shipped beside the learner's, one path a line (`#` starts a comment): any
    /// other file in those folders is the learner's own, which a reset moves into its backup.
    public var givenFilesList: URL { folder.appendingPathComponent(".meta/given-files.txt") }

    /// The paths ``givenFilesList`` names; `nil` when the kata ships no such list.
    public var givenFiles: [String]? {
        guard let text = try? String(contentsOf: givenFilesList, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    public func starter(_ file: String) -> URL { starterFolder.appendingPathComponent(Self.name(of: file)) }
    public func solution(_ file: String) -> URL { solutionFolder.appendingPathComponent(Self.name(of: file)) }
    /// One catalogued mistake's folder: the reference with one mistake, by file name.
    public func mistake(named name: String) -> URL { mistakesFolder.appendingPathComponent(name) }
    /// Kata 11: one named mutant's copy of the mediator.
    public func mutant(named name: String, file: String) -> URL {
        folder.appendingPathComponent(".meta/Mutants/\(name)").appendingPathComponent(Self.name(of: file))
    }

    /// Kata 11: one mutant of the pool that pins each clause of the contract.
    public func poolMutant(named name: String, file: String) -> URL {
        folder.appendingPathComponent(".meta/Pool/\(name)").appendingPathComponent(Self.name(of: file))
    }

    /// A learner's file, given relative to the kata (`Sources/NewsKata/ScreenMediator.swift`).
    public func learnerFile(_ file: String) -> URL { folder.appendingPathComponent(file) }

    /// What builds write: SwiftPM's products and the check's own records.
    public var buildFolder: URL { folder.appendingPathComponent(".build") }
    var debugFolder: URL { buildFolder.appendingPathComponent("debug") }
    var buildPlan: URL { buildFolder.appendingPathComponent("debug.yaml") }
    var quickBuildState: URL { buildFolder.appendingPathComponent("kata-quick-build.json") }
    /// The one lock every build and test run of the kata takes.
    var buildLock: URL { buildFolder.appendingPathComponent("kata-quick-build.lock") }
    var freshnessMark: URL { buildFolder.appendingPathComponent("kata-sources-seen") }
    /// The texts of the kata's Swift files as last built, by digest.
    var builtSources: URL { buildFolder.appendingPathComponent("kata-built-sources") }
    /// Kata 11's trial copy, one path for every implementation judged.
    var trialFolder: URL { buildFolder.appendingPathComponent("kata-trial") }
    /// Where kata 11's runs report: an event stream and a crash folder per run at once.
    var trialRunArea: URL { buildFolder.appendingPathComponent("kata-trial-run") }
    /// Kata 11: one check judges at a time (a watch and a terminal share the trial copy).
    var trialLock: URL { buildFolder.appendingPathComponent("kata-trial.lock") }
    /// Where the reference's tests announce the rules they checked (`kata verify`).
    var announcedRules: URL { buildFolder.appendingPathComponent("kata-rules.txt") }

    /// The compiler's module cache, shared by every kata beside this one (`Katas/.build/module-cache`,
    /// found from a kata or from kata 11's trial copy inside it): Foundation's, Testing's and the C
    /// library's modules are compiled once for all the katas, not once each, which halves every
    /// kata's first build after the first. The compiler locks what it writes there. A folder with
    /// no `KataSupport` near it keeps a cache of its own.
    var moduleCache: URL {
        let parent = folder.deletingLastPathComponent()
        if FileManager.default.fileExists(atPath: parent.appendingPathComponent("KataSupport").path) {
            return parent.appendingPathComponent(".build/module-cache")
        }
        if parent.lastPathComponent == ".build" {
            return KataLayout(folder: parent.deletingLastPathComponent()).moduleCache
        }
        return buildFolder.appendingPathComponent("module-cache")
    }

    /// A scratch file for one run, unique to this process and call.
    func scratchFile(_ prefix: String, extension fileExtension: String) -> URL {
        buildFolder.appendingPathComponent("\(prefix)-\(getpid())-\(UUID().uuidString.prefix(8)).\(fileExtension)")
    }

    /// `.build/debug/<Package>PackageTests.xctest` when it is an executable file (Linux); on
    /// macOS it is a bundle, and SwiftPM runs it.
    var testExecutable: URL? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: debugFolder.path)) ?? []
        var isDirectory: ObjCBool = false
        return names.filter { $0.hasSuffix("PackageTests.xctest") }.map { debugFolder.appendingPathComponent($0) }.first {
            FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }

    private static func name(of file: String) -> String { URL(fileURLWithPath: file).lastPathComponent }
}
