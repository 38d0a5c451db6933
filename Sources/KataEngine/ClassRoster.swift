import Foundation

/// A workshop room's progress: every learner's hand-in found in a folder, newest per learner,
/// and every file that could not be used with the reason, never a crash.
public struct ClassRoster: Equatable, Sendable {
    /// A file that was skipped, and why.
    public struct Problem: Equatable, Sendable {
        public enum Reason: Error, Equatable, Sendable, CustomStringConvertible {
            case malformed(String)
            case unknownVersion(String)
            case duplicate(of: String)
            case tooLarge
            case unreadable

            public var description: String {
                switch self {
                case .malformed(let why): "malformed: \(why)"
                case .unknownVersion(let version): "unknown version \(version) (this runner reads version \(LearnerReport.currentVersion))"
                case .duplicate(let kept): "an older copy of a learner also in \(kept)"
                case .tooLarge: "larger than any progress file (over 1 MB)"
                case .unreadable: "cannot be read"
                }
            }
        }

        public let file: String
        public let reason: Reason
    }

    /// One learner per row, sorted by name.
    public let learners: [LearnerReport]
    public let problems: [Problem]

    static let sizeLimit = 1_000_000

    /// Reads every `*.json` below `folder` (hidden files and folders aside).
    public static func load(folder: URL) throws(KataError) -> ClassRoster {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .environment("no such folder: \(folder.path)")
        }
        var files: [URL] = []
        let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey], options: [.skipsHiddenFiles])
        while let file = walker?.nextObject() as? URL {
            if file.pathExtension.lowercased() == "json" { files.append(file) }
        }
        files.sort { $0.path < $1.path }
        var problems: [Problem] = []
        var newest: [String: (report: LearnerReport, file: String)] = [:]
        for file in files {
            let name = String(file.path.dropFirst(folder.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let size = (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            guard size <= sizeLimit else {
                problems.append(Problem(file: name, reason: .tooLarge))
                continue
            }
            guard let data = FileManager.default.contents(atPath: file.path) else {
                problems.append(Problem(file: name, reason: .unreadable))
                continue
            }
            switch LearnerReport.decode(data) {
            case .failure(let reason):
                problems.append(Problem(file: name, reason: reason))
            case .success(let report):
                let key = report.learner.trimmingCharacters(in: .whitespaces).lowercased()
                if let kept = newest[key] {
                    // The newest hand-in of a learner counts; the other is listed as skipped.
                    if report.written > kept.report.written {
                        problems.append(Problem(file: kept.file, reason: .duplicate(of: name)))
                        newest[key] = (report, name)
                    } else {
                        problems.append(Problem(file: name, reason: .duplicate(of: kept.file)))
                    }
                } else {
                    newest[key] = (report, name)
                }
            }
        }
        let learners = newest.values.map(\.report).sorted { $0.learner.lowercased() < $1.learner.lowercased() }
        return ClassRoster(learners: learners, problems: problems)
    }
}
