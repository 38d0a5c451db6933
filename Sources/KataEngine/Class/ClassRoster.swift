import Foundation
import PlaygroundBasics

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
            /// A device, a pipe, a socket, a folder named `.json`: nothing a learner hands in.
            case notAFile
            /// A file whose name does not end in `.json`: notes, a stray download.
            case notProgress
            /// A link to something outside the folder (`/etc/shadow`): never read, so `make class`,
            /// often run as an administrator, reads nothing a hand-in folder does not hold.
            case outsideFolder

            public var description: String {
                switch self {
                case .malformed(let why): "malformed: \(why)"
                case .unknownVersion(let version): "unknown version \(version) (this runner reads version \(LearnerReport.currentVersion))"
                case .duplicate(let kept): "an older copy of a learner also in \(kept)"
                case .tooLarge: "larger than any progress file (over 1 MB)"
                case .unreadable: "cannot be read"
                case .notAFile: "not a regular file (a link is judged by what it points to)"
                case .notProgress: "not a progress file (those end in .json)"
                case .outsideFolder: "a link to a file outside the folder (not read)"
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

    public init(learners: [LearnerReport], problems: [Problem]) { (self.learners, self.problems) = (learners, problems) }

    /// Reads every `*.json` below `folder` (hidden files and folders aside); every other file
    /// is listed as skipped, so nothing handed in disappears without a word.
    public static func load(folder: URL) throws(KataError) -> ClassRoster {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .fileOperation(operation: "read the folder", path: folder.path, reason: "no such folder")
        }
        var files: [URL] = []
        let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey], options: [.skipsHiddenFiles])
        var problems: [Problem] = []
        while let file = walker?.nextObject() as? URL {
            if file.pathExtension.lowercased() == "json" {
                files.append(file)
            } else if (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                problems.append(
                    Problem(file: String(file.path.dropFirst(folder.path.count)).trimmingPrefix("/").description, reason: .notProgress))
            }
        }
        files.sort { $0.path < $1.path }
        var newest: [String: (report: LearnerReport, file: String)] = [:]
        let inside = PathContainment.resolved(folder.path) ?? folder.path
        for file in files {
            let name = String(file.path.dropFirst(folder.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let data: Data
            switch contents(of: file, inside: inside) {
            case .success(let read): data = read
            case .failure(let reason):
                problems.append(Problem(file: name, reason: reason))
                continue
            }
            switch LearnerReport.decode(data) {
            case .failure(let reason):
                problems.append(Problem(file: name, reason: reason))
            case .success(let report) where report.fileProblem != nil:
                problems.append(Problem(file: name, reason: .malformed(report.fileProblem ?? "")))
            case .success(let report):
                // One learner is a name on a machine: two Sams on two laptops are two rows.
                let key = report.learner.trimmingCharacters(in: .whitespaces).lowercased() + "\u{0}" + (report.machine ?? "")
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

    /// A hand-in's bytes, judged by what a link points to: only a regular file inside the folder
    /// (`inside`, its links resolved), and never more than the size limit is read, even from a
    /// file that grows while it is read.
    private static func contents(of file: URL, inside: String) -> Result<Data, Problem.Reason> {
        guard let real = PathContainment.resolved(file.path), real.hasPrefix(inside.hasSuffix("/") ? inside : inside + "/") else {
            return .failure(.outsideFolder)
        }
        let target = URL(fileURLWithPath: real)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: target.path) else { return .failure(.unreadable) }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { return .failure(.notAFile) }
        if let size = attributes[.size] as? Int, size > sizeLimit { return .failure(.tooLarge) }
        guard let handle = try? FileHandle(forReadingFrom: target) else { return .failure(.unreadable) }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: sizeLimit + 1) ?? Data() else { return .failure(.unreadable) }
        return data.count > sizeLimit ? .failure(.tooLarge) : .success(data)
    }
}
