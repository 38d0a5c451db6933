/// What the plumbing can fail at, each naming the operation and the path or command it is
/// about; the layers above turn these into their own errors.
public enum PlumbingError: Error, Equatable, Sendable {
    /// Reading, writing, moving or creating a file or folder failed.
    case fileOperation(operation: String, path: String, reason: String)
    /// A tool could not be started (or a pipe made for it).
    case toolNotStarted(command: String, folder: String, reason: String)
    /// Ctrl-C: no new tool is started once the runner is stopping.
    case interrupted

    public var message: String {
        switch self {
        case .fileOperation(let operation, let path, let reason): "cannot \(operation) \(path): \(reason)"
        case .toolNotStarted(let command, let folder, let reason): "cannot run \(command) in \(folder): \(reason)"
        case .interrupted: "interrupted"
        }
    }
}
