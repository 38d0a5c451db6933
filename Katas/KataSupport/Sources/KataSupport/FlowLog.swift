import Synchronization

/// Records a kata's mediator traffic as lines like `Mario -> Mediator: send(death note)`, per
/// task, so `make kata NAME=… FLOW=1` can draw what the learner's mediator did.
///
/// The given colleague code records; the learner's mediator never has to. A colleague wraps its
/// call to the mediator in ``report(_:from:to:_:)``; a colleague method the mediator calls
/// starts with ``delivered(_:to:)``, which records an arrow from whichever mediator is speaking.
/// (The playground's `ExampleSupport` has the same idea; katas carry their own copy.)
public final class FlowLog: Sendable {
    @TaskLocal static var current: FlowLog?
    /// The mediator currently acting on a colleague's report, if any.
    @TaskLocal static var speaker: String?
    /// The colleague whose arrow ``delivering(_:to:_:)`` already recorded for the call running now.
    @TaskLocal static var alreadyRecorded: String?

    private let lines = Mutex<[String]>([])

    /// Runs `body` and returns the arrows it recorded, in order.
    public static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let log = FlowLog()
        try $current.withValue(log) { try body() }
        return log.lines.withLock { $0 }
    }

    /// `colleague` tells `mediator` about `message`; what `body` does, the mediator does.
    @discardableResult
    public static func report<T>(_ message: String, from colleague: String, to mediator: String, _ body: () throws -> T) rethrows
        -> T
    {
        guard let log = current else { return try body() }
        log.lines.withLock { $0.append("\(colleague) -> \(mediator): \(message)") }
        return try $speaker.withValue(mediator) { try body() }
    }

    /// `colleague` was called with `message`: an arrow from the speaking mediator, if there is one.
    public static func delivered(_ message: String, to colleague: String) {
        guard let log = current, let mediator = speaker, alreadyRecorded != colleague else { return }
        log.lines.withLock { $0.append("\(mediator) -> \(colleague): \(message)") }
    }

    /// Records the arrow to `colleague`, then runs `body` (the colleague's own method) without
    /// recording it again: a test that wraps a learner's colleague records its arrows, and a
    /// `delivered` line the learner adds to that colleague counts once, not twice.
    @discardableResult
    public static func delivering<T>(_ message: String, to colleague: String, _ body: () throws -> T) rethrows -> T {
        delivered(message, to: colleague)
        return try $alreadyRecorded.withValue(colleague) { try body() }
    }
}
