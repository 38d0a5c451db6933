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

    /// Appends `event` and returns its index, so its end can be set when its receiver returns.
    func append(_ event: FlowEvent) -> Int {
        recorded.withLock { events in
            events.append(event)
            return events.count - 1
        }
    }

    func finish(_ index: Int, at position: Int) {
        recorded.withLock { events in
            if events.indices.contains(index) { events[index].traceEnd = max(events[index].tracePosition, position) }
        }
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

/// How example code records its mediator traffic. Each call is one arrow in a flow view and
/// wraps the call it stands for (`Flow.deliver("doC()", …) { component2.doC() }`), so a view
/// knows exactly which trace lines the message caused; the printed trace is not touched. Names
/// and messages are built only while a recording runs, so an example outside a capture (or in
/// `make bench`) pays one task-local read per arrow.
public enum Flow {
    /// `colleague` tells `mediator` that `message` happened; `handling` is the mediator's work.
    @discardableResult
    public static func report<Result, Failure: Error>(
        _ message: @autoclosure () -> String, from colleague: @autoclosure () -> String, to mediator: @autoclosure () -> String,
        _ handling: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard let recorder = FlowRecorder.active else { return try handling() }
        return try recorder.record(.report, colleague: colleague(), mediator: mediator(), message: message(), handling)
    }

    /// `mediator` passes `message` on to `colleague`; `handling` is the colleague's work.
    @discardableResult
    public static func deliver<Result, Failure: Error>(
        _ message: @autoclosure () -> String, from mediator: @autoclosure () -> String, to colleague: @autoclosure () -> String,
        _ handling: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard let recorder = FlowRecorder.active else { return try handling() }
        return try recorder.record(.delivery, colleague: colleague(), mediator: mediator(), message: message(), handling)
    }
}

extension FlowRecorder {
    fileprivate func record<Result, Failure: Error>(
        _ direction: FlowEvent.Direction, colleague: String, mediator: String, message: String,
        _ handling: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let index = append(
            FlowEvent(
                direction: direction, colleague: colleague, mediator: mediator, message: message,
                tracePosition: OutputRecorder.current?.lineCount ?? 0))
        defer { finish(index, at: OutputRecorder.current?.lineCount ?? 0) }
        return try handling()
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
