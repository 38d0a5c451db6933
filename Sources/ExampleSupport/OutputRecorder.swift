import Synchronization

/// Collects the text an example prints while it runs inside ``OutputRecorder/capture(_:)``.
///
/// Recording goes through a task-local sink instead of redirecting the process's stdout, so
/// tests running in parallel each see only their own example's lines, and XCTest's own output
/// on Linux never leaks into a trace.
public final class OutputRecorder: Sendable {
    /// The recorder that ``print(_:separator:terminator:)`` writes to in the current task, if any.
    @TaskLocal public static var current: OutputRecorder?

    private let buffer = Mutex((text: "", lineCount: 0))

    public init() {}

    /// Everything recorded so far, exactly as printed.
    public var text: String {
        buffer.withLock { $0.text }
    }

    /// How many complete lines have been printed so far (flow events point into the trace).
    var lineCount: Int {
        buffer.withLock { $0.lineCount }
    }

    func append(_ string: String) {
        buffer.withLock { state in
            state.text += string
            state.lineCount += string.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        }
    }

    /// Runs `body` with a fresh recorder installed and returns what it printed.
    public static func capture(_ body: () throws -> Void) rethrows -> String {
        let recorder = OutputRecorder()
        try $current.withValue(recorder) {
            try body()
        }
        return recorder.text
    }
}
