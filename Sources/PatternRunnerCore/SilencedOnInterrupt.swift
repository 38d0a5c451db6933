import PlaygroundBasics

/// Writes nothing once Ctrl-C arrived. Stopping the tools makes a build or a test run end
/// early, and the command waiting on it would otherwise report that ending as a verdict
/// ("the tools could not run the tests", a crash) before the handler exits the runner.
/// `isInterrupted` is asked at each write; the runner's is ``InterruptHandler/isInterrupted``,
/// which turns true before any tool is stopped.
public final class SilencedOnInterrupt: TextOutput {
    private let destination: TextOutput
    private let isInterrupted: @Sendable () -> Bool

    public init(_ destination: TextOutput, isInterrupted: @escaping @Sendable () -> Bool = { InterruptHandler.isInterrupted }) {
        self.destination = destination
        self.isInterrupted = isInterrupted
    }

    public func write(_ text: String) {
        guard !isInterrupted() else { return }
        destination.write(text)
    }
}
