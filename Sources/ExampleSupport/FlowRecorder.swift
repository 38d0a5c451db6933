import Synchronization

/// Collects the mediator traffic of an example while it runs inside ``capture(_:)``.
///
/// Like ``OutputRecorder`` it is task-local, so examples running in parallel tests never see
/// each other's events; outside a capture, recording costs one task-local read and nothing else.
public final class FlowRecorder: Sendable {
    @TaskLocal static var current: FlowRecorder?

    private let recorded = Mutex<[FlowEvent]>([])

    init() {}

    var events: [FlowEvent] { recorded.withLock { $0 } }

    func append(_ event: FlowEvent) {
        recorded.withLock { $0.append(event) }
    }

    /// How many captures are running anywhere: while none is, recording skips even the
    /// task-local read, so examples measured by `make bench` pay one relaxed load per arrow.
    static let activeCaptures = Atomic<Int>(0)

    /// Runs `body` with a fresh recorder installed and returns the events it recorded.
    public static func capture(_ body: () throws -> Void) rethrows -> [FlowEvent] {
        let recorder = FlowRecorder()
        activeCaptures.wrappingAdd(1, ordering: .relaxed)
        defer { activeCaptures.wrappingSubtract(1, ordering: .relaxed) }
        try $current.withValue(recorder) { try body() }
        return recorder.events
    }

    /// The recorder of the current task, if a capture is running.
    static var active: FlowRecorder? {
        activeCaptures.load(ordering: .relaxed) > 0 ? current : nil
    }
}

/// How example code records its mediator traffic. Each call is one arrow in a flow view; the
/// printed trace is not touched. Names and messages are built only while a recording runs, so
/// an example outside a capture (or in `make bench`) pays one task-local read per arrow.
public enum Flow {
    /// `colleague` tells `mediator` that `message` happened.
    public static func report(
        _ message: @autoclosure () -> String, from colleague: @autoclosure () -> String, to mediator: @autoclosure () -> String
    ) {
        guard let recorder = FlowRecorder.active else { return }
        recorder.record(.report, colleague: colleague(), mediator: mediator(), message: message())
    }

    /// `mediator` passes `message` on to `colleague`.
    public static func deliver(
        _ message: @autoclosure () -> String, from mediator: @autoclosure () -> String, to colleague: @autoclosure () -> String
    ) {
        guard let recorder = FlowRecorder.active else { return }
        recorder.record(.delivery, colleague: colleague(), mediator: mediator(), message: message())
    }
}

extension FlowRecorder {
    fileprivate func record(_ direction: FlowEvent.Direction, colleague: String, mediator: String, message: String) {
        append(
            FlowEvent(
                direction: direction, colleague: colleague, mediator: mediator, message: message,
                tracePosition: OutputRecorder.current?.lineCount ?? 0))
    }
}

/// A colleague that tells flow views what to call its lifeline.
public protocol FlowParticipant {
    var flowName: String { get }
}

extension Flow {
    /// The lifeline name of `participant`: its ``FlowParticipant/flowName``, else its type.
    public static func name(of participant: Any) -> String {
        (participant as? FlowParticipant)?.flowName ?? String(describing: type(of: participant))
    }
}

extension Flow {
    /// A dictionary message by its keys, sorted: short, stable, and free of random values.
    public static func keys(of message: [String: Any]) -> String {
        message.keys.sorted().joined(separator: ", ")
    }
}
