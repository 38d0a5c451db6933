import Foundation
import PlaygroundBasics

/// What kata 11's judge builds: the kata's own files as they ship (`.meta/Pristine`: the
/// manifest, the correct mediator, the given test helpers) and the learner's test files, nothing
/// else. Anything else the learner changed or added in their folder is left out, and named.
struct TrialFiles: Equatable {
    /// The kata's own files, relative to the kata folder (`Sources/MutantKata/Mediator.swift`).
    var pristine: [String: Data]
    /// The learner's test files: the kata's learner files and any other Swift file they added
    /// beside them in the test target. Relative to the kata folder.
    var learnerTests: [String: Data]
    /// Files of the learner's folder the judge leaves out, each with what it is (`changed`, `added`).
    var ignored: [(path: String, what: String)]

    static func == (left: TrialFiles, right: TrialFiles) -> Bool {
        left.pristine == right.pristine && left.learnerTests == right.learnerTests
            && left.ignored.map { "\($0.path) \($0.what)" } == right.ignored.map { "\($0.path) \($0.what)" }
    }

    /// The folder the kata's own files are kept in, with the package's layout.
    static let pristineFolder = ".meta/Pristine"
    /// The correct mediator, relative to the kata (and to the pristine folder).
    static let mediatorFile = "Sources/MutantKata/Mediator.swift"
    /// A learner may add this many test files, each this large, and no more.
    static let maximumTestFiles = 16
    static let maximumTestFileBytes = 256 * 1024

    /// The correct mediator's text.
    var correctMediator: String { String(decoding: pristine[Self.mediatorFile] ?? Data(), as: UTF8.self) }

    /// Every file of the package the judge builds, with its contents.
    var package: [String: Data] { pristine.merging(learnerTests) { _, learner in learner } }

    /// One line naming what was left out, or `nil` when the folder holds only the kata's files.
    var ignoredNote: String? {
        guard !ignored.isEmpty else { return nil }
        let listed = ignored.prefix(4).map { "\(TerminalText.safe($0.path)) (\($0.what))" }.joined(separator: ", ")
        let more = ignored.count > 4 ? " and \(ignored.count - 4) more" : ""
        return "Only your test files are judged: the judge builds the kata's own manifest, mediator and helpers, "
            + "so it ignored \(listed)\(more)."
    }

    /// Reads the kata's own files and the learner's tests from `folder`.
    static func gather(_ kata: KataInfo, folder: URL) throws(KataError) -> TrialFiles {
        let pristineRoot = folder.appendingPathComponent(pristineFolder)
        let pristine = files(under: pristineRoot, roots: ["Package.swift", "Sources", "Tests"]).compactMapValues { $0 }
        guard pristine[mediatorFile] != nil, pristine["Package.swift"] != nil else {
            throw .missingKataFile(path: pristineRoot.appendingPathComponent(mediatorFile).path, role: "correct mediator")
        }
        let testFolders = Set(kata.files.map { ($0 as NSString).deletingLastPathComponent + "/" })
        var learnerTests: [String: Data] = [:]
        var ignored: [(path: String, what: String)] = []
        for (path, data) in files(under: folder, roots: ["Package.swift", "Sources", "Tests"]).sorted(by: { $0.key < $1.key }) {
            let isLearnerFile =
                kata.files.contains(path)
                || (pristine[path] == nil && path.hasSuffix(".swift") && testFolders.contains { path.hasPrefix($0) })
            if isLearnerFile {
                guard let data, learnerTests.count < maximumTestFiles else {
                    ignored.append((path, data == nil ? "over 256 KB" : "one test file too many"))
                    continue
                }
                learnerTests[path] = data
            } else if let own = pristine[path] {
                if own != data { ignored.append((path, "changed")) }
            } else {
                ignored.append((path, "added"))
            }
        }
        return TrialFiles(pristine: pristine, learnerTests: learnerTests, ignored: ignored)
    }

    /// The regular files under `roots` of `folder` (a root may be a file), relative to `folder`.
    /// A file over ``maximumTestFileBytes`` is listed without its contents (`nil`): nothing
    /// the learner leaves in the folder makes the judge read gigabytes.
    static func files(under folder: URL, roots: [String]) -> [String: Data?] {
        let manager = FileManager.default
        var found: [String: Data?] = [:]
        for root in roots {
            let top = folder.appendingPathComponent(root)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: top.path, isDirectory: &isDirectory) else { continue }
            let relative: [String] =
                isDirectory.boolValue ? (manager.subpaths(atPath: top.path) ?? []).map { "\(root)/\($0)" } : [root]
            for path in relative {
                var isFolder: ObjCBool = false
                let url = folder.appendingPathComponent(path)
                guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                let size = (try? manager.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
                guard let size, size <= maximumTestFileBytes else {
                    found[path] = .some(nil)
                    continue
                }
                found[path] = manager.contents(atPath: url.path)
            }
        }
        return found
    }
}
