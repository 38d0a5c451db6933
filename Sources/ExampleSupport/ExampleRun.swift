/// What one run of an example produced: its printed trace and its mediator traffic.
public struct ExampleRun: Sendable {
    public let title: String
    public let trace: String
    public let flow: FlowChart

    /// Runs `body` with both recorders installed.
    public init(title: String, _ body: () -> Void) {
        var events: [FlowEvent] = []
        let trace = OutputRecorder.capture { events = FlowRecorder.capture(body) }
        self.title = title
        self.trace = trace
        self.flow = FlowChart(events: events)
    }

    /// This run as the golden file of `kind` holds it.
    public func rendered(_ kind: GoldenFile) -> String {
        switch kind {
        case .trace: trace
        case .flowDiagram: FlowDiagram(chart: flow).rendered()
        case .flowMermaid: FlowMermaid(chart: flow).rendered()
        case .flowPage: FlowPage(title: title, chart: flow, trace: trace).rendered()
        }
    }
}
