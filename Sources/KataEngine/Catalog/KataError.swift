import PlaygroundBasics

/// A problem outside the command line, as a case with the facts the message is made of:
/// every one names the path (or the command) it is about and, where there is one, the fix.
public enum KataError: Error, Equatable, Sendable {
    /// `katas.json` is missing, unreadable, or names things that are not there.
    case catalog(path: String, problem: String)
    /// A file the learner edits cannot be checked as it is.
    case learnerFile(kata: String, file: String, folder: String, problem: LearnerFileProblem)
    /// The kata folder cannot take a build (read-only, another owner).
    case readOnlyKata(folder: String)
    /// A file the kata ships with is gone: a starter, a reference, a named mutant, an expected flow.
    case missingKataFile(path: String, role: String)
    /// Reading, writing, moving or creating a file or folder failed.
    case fileOperation(operation: String, path: String, reason: String)
    /// A tool could not be started (or a pipe made for it).
    case toolNotStarted(command: String, folder: String, reason: String)
    /// Ctrl-C: no new tool is started once the runner is stopping.
    case interrupted
    /// A request the engine refuses for the learner's safety.
    case refused(String)
    /// A named mutant of kata 11 does not compile against the learner's tests.
    case mutantDoesNotCompile(name: String, error: String)
    /// Swift's parser is needed (mutation proofs, kata 11's judge) and this toolchain cannot give it.
    case swiftParserUnavailable(SwiftReaderError)
    /// The files changed during the check (a save under `make watch`): its verdict would judge
    /// code no longer on disk, so the check stopped and the new content is checked instead.
    case superseded

    /// A plumbing failure as the engine reports it.
    public init(_ failure: PlumbingError) {
        switch failure {
        case .fileOperation(let operation, let path, let reason): self = .fileOperation(operation: operation, path: path, reason: reason)
        case .toolNotStarted(let command, let folder, let reason): self = .toolNotStarted(command: command, folder: folder, reason: reason)
        case .interrupted: self = .interrupted
        }
    }

    /// Runs plumbing inside the engine's typed throws: `try KataError.from { try runner.run(…) }`.
    public static func from<T>(_ body: () throws(PlumbingError) -> T) throws(KataError) -> T {
        do {
            return try body()
        } catch {
            throw KataError(error)
        }
    }

    public enum LearnerFileProblem: String, Sendable {
        case missing, isAFolder, unreadable, empty
    }

    public var message: String {
        switch self {
        case .catalog(let path, let problem): "\(path): \(problem)"
        case .learnerFile(let kata, let file, let folder, let problem):
            switch problem {
            case .missing:
                "\(file) is missing from \(folder): put your file back, or run make reset NAME=\(kata) to restore the starter (your files are backed up first)"
            case .isAFolder:
                "\(file) in \(folder) is a folder, not a Swift file: move it away, then run make reset NAME=\(kata) to restore the starter (your files are backed up first)"
            case .unreadable: "\(file) in \(folder) cannot be read: give yourself read permission (chmod u+r \(folder)/\(file))"
            case .empty:
                "\(file) in \(folder) is empty, and the tests need what it declares: undo the edit in your editor, see your backups with make restore NAME=\(kata), or run make reset NAME=\(kata) to restore the starter"
            }
        case .readOnlyKata(let folder):
            "cannot build in \(folder): a check writes its build to \(folder)/.build, and the folder is read-only (chmod -R u+w \(folder), or work in a copy you own)"
        case .missingKataFile(let path, let role): "the \(role) \(path) is missing; nothing was changed (git checkout restores it)"
        case .fileOperation(let operation, let path, let reason): "cannot \(operation) \(path): \(reason)"
        case .toolNotStarted(let command, let folder, let reason): "cannot run \(command) in \(folder): \(reason)"
        case .interrupted: "interrupted"
        case .refused(let why): why
        case .mutantDoesNotCompile(let name, let error): "the mutant \(name) does not compile: \(error)"
        case .swiftParserUnavailable(let reason): reason.description
        case .superseded: "the files changed during the check; check them again"
        }
    }
}
