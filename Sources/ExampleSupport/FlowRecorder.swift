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

    /// Runs `body` with a fresh recorder installed and returns the events it recorded.
    public static func capture(_ body: () throws -> Void) rethrows -> [FlowEvent] {
        let recorder = FlowRecorder()
        try $current.withValue(recorder) { try body() }
        return recorder.events
    }
}

/// How example code records its mediator traffic. Each call is one arrow in a flow view; the
/// printed trace is not touched.
public enum Flow {
    /// `colleague` tells `mediator` that `message` happened.
    public static func report(_ message: String, from colleague: String, to mediator: String) {
        record(.report, colleague: colleague, mediator: mediator, message: message)
    }

    /// `mediator` passes `message` on to `colleague`.
    public static func deliver(_ message: String, from mediator: String, to colleague: String) {
        record(.delivery, colleague: colleague, mediator: mediator, message: message)
    }

    private static func record(_ direction: FlowEvent.Direction, colleague: String, mediator: String, message: String) {
        guard let recorder = FlowRecorder.current else { return }
        recorder.append(
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
