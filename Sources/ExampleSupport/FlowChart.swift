/// The events of one run laid out for drawing: who has a lifeline, in which order, and the
/// arrows between them. Every flow view (terminal, Mermaid, HTML) draws from this.
public struct FlowChart: Equatable, Sendable {
    /// Lifelines from left to right; the mediator sits in the middle.
    public let participants: [String]
    public let events: [FlowEvent]

    /// Colleagues appear in the order they first take part; each mediator is placed in the
    /// middle of them, so every arrow is short and starts or ends at the centre.
    public init(events: [FlowEvent]) {
        self.events = events
        var colleagues: [String] = []
        var mediators: [String] = []
        for event in events {
            if !colleagues.contains(event.colleague), !mediators.contains(event.colleague) {
                colleagues.append(event.colleague)
            }
            if !mediators.contains(event.mediator) {
                mediators.append(event.mediator)
                colleagues.removeAll { $0 == event.mediator }
            }
        }
        var ordered = colleagues
        ordered.insert(contentsOf: mediators, at: colleagues.count / 2)
        participants = ordered
    }

    /// The lifeline index of `name`.
    public func column(of name: String) -> Int {
        participants.firstIndex(of: name) ?? 0
    }
}
