/// One message on its way through a mediator: a colleague reporting to the mediator, or the
/// mediator passing something on to a colleague. Flow views draw one arrow per event.
public struct FlowEvent: Equatable, Sendable {
    /// Which way the message travels relative to the mediator.
    public enum Direction: String, Sendable {
        /// A colleague tells the mediator something happened.
        case report
        /// The mediator tells a colleague what to do or what happened.
        case delivery
    }

    public let direction: Direction
    public let colleague: String
    public let mediator: String
    public let message: String
    /// How many trace lines had been printed when the message was sent…
    public let tracePosition: Int
    /// …and when its receiver returned: the lines in between were printed while it was handled
    /// (the receiver's own, and those of any message it sent in turn).
    public internal(set) var traceEnd: Int

    public init(
        direction: Direction, colleague: String, mediator: String, message: String, tracePosition: Int = 0, traceEnd: Int? = nil
    ) {
        self.direction = direction
        self.colleague = colleague
        self.mediator = mediator
        self.message = message
        self.tracePosition = tracePosition
        self.traceEnd = traceEnd ?? tracePosition
    }

    /// Who sends: the colleague for a report, the mediator for a delivery.
    public var sender: String { direction == .report ? colleague : mediator }
    /// Who receives.
    public var receiver: String { direction == .report ? mediator : colleague }

    /// `News Feed -> Screen Mediator: likeAdded(id 1)`: the one-line form kata flows are compared in.
    public var line: String { "\(sender) -> \(receiver): \(message)" }
}
