/// The process exit codes the runner uses, following BSD `sysexits.h` for usage errors.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    /// The command ran but found a problem: a trace mismatch, a failing kata.
    case failure = 1
    /// The command line itself is wrong (`EX_USAGE`).
    case usage = 64
    /// Something the command needs failed: a missing file, a tool that cannot run (`EX_SOFTWARE`).
    case toolFailure = 70
}
