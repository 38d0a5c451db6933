import Foundation

/// One run of an outside tool (`swift build`, a test binary): what to run, where, with which
/// environment changes, and how long it may take.
public struct ToolInvocation: Sendable, Equatable {
    public var arguments: [String]
    public var directory: URL
    /// Variables to set; a `nil` value removes the variable from the inherited environment.
    public var environment: [String: String?]
    /// Seconds until the whole process group is killed; `nil` waits for ever. With a
    /// ``processorTimeLimit`` it only guards against a hang: see there.
    public var timeout: TimeInterval?
    /// Seconds of processor time each process of the tool may use (`ulimit -S -t`): the kernel
    /// then stops it with `SIGXCPU` (``ToolOutcome/Ending/signalled(_:)``), however busy the
    /// machine is. A wall-clock `timeout` alone would stop a run that a loaded machine merely
    /// slowed. With this set, the `timeout` is stretched while the group is still using the
    /// processor (where the runner can see that, ``ProcessTree``) and fires only once it has
    /// stopped using it: a hang, or a machine too busy to tell.
    public var processorTimeLimit: TimeInterval?
    /// Asked after each chunk of output: once met, the group is killed (``StopCondition``).
    public var stopWhen: StopCondition?
    /// A file the tool's standard output goes to (created or emptied), apart from its standard
    /// error, which is still collected: what a test binary itself writes there, and only that.
    public var standardOutput: URL?

    public init(
        _ arguments: [String], in directory: URL, environment: [String: String?] = [:], timeout: TimeInterval? = nil,
        stopWhen: StopCondition? = nil, processorTimeLimit: TimeInterval? = nil
    ) {
        (self.arguments, self.directory, self.environment, self.timeout) = (arguments, directory, environment, timeout)
        (self.stopWhen, self.processorTimeLimit) = (stopWhen, processorTimeLimit)
    }
}

/// How a tool run ended, and everything it wrote to standard output and error, interleaved.
public struct ToolOutcome: Sendable, Equatable {
    public enum Ending: Sendable, Equatable {
        case exited(Int32)
        /// Killed by a signal it did not handle: a crash (SIGILL, SIGTRAP, SIGSEGV …) or a kill.
        case signalled(Int32)
        /// The timeout fired and the whole process group was killed.
        case timedOut
        /// The invocation's ``StopCondition`` was met and the whole process group was killed.
        case stoppedOnRequest
    }

    public let ending: Ending
    public let output: String

    public init(ending: Ending, output: String) { (self.ending, self.output) = (ending, output) }

    public var succeeded: Bool { ending == .exited(0) }
}

/// Runs tools. The engine talks only to this protocol, so its tests can replay recorded
/// outcomes instead of starting compilers.
public protocol ToolRunning: Sendable {
    /// `onOutput` sees each chunk of output as it arrives (for "waiting for a lock" notices).
    func run(_ invocation: ToolInvocation, onOutput: (@Sendable (String) -> Void)?) throws(PlumbingError) -> ToolOutcome
}

extension ToolRunning {
    public func run(_ invocation: ToolInvocation) throws(PlumbingError) -> ToolOutcome {
        try run(invocation, onOutput: nil)
    }
}
