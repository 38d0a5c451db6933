/// A question the runner asks each time a tool writes output: once it answers yes, the runner
/// kills the tool's process group and reports ``ToolOutcome/Ending/stoppedOnRequest``. A
/// mutant's test run stops this way at its first failing test: one failure is all a proof
/// needs, and the tests after it (the slowest are the long programs) are time spent for
/// nothing; a save under `make watch` stops a build the same way. The answer comes from files
/// (the run's event stream, the learner's sources), never from the output's text, which the
/// tool's tests control.
public final class StopCondition: Sendable, Equatable {
    private let holds: @Sendable () -> Bool

    public init(_ holds: @escaping @Sendable () -> Bool) { self.holds = holds }

    public func isMet() -> Bool { holds() }

    /// Two conditions are the same only when they are one object: closures cannot be compared.
    public static func == (left: StopCondition, right: StopCondition) -> Bool { left === right }
}
