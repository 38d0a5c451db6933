import PlaygroundBasics

/// One self-contained HTML page for a projector: the sequence diagram (inline SVG) beside the
/// printed trace. Arrow keys step through the messages one at a time and light up the trace
/// line each one leads to. Nothing is fetched; the page is well-formed XML so tests can walk it.
public struct FlowPage: Sendable {
    public let title: String
    public let chart: FlowChart
    /// The trace as printed, one entry per line, leading and trailing blank lines trimmed.
    public let traceLines: [String]
    /// How many blank lines were trimmed from the top, so event positions still point right.
    private let trimmedLeadingLines: Int

    public init(title: String, chart: FlowChart, trace: String) {
        self.title = title
        self.chart = chart
        var lines = trace.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var leading = 0
        while let first = lines.first, first.allSatisfy(\.isWhitespace), !lines.isEmpty {
            lines.removeFirst()
            leading += 1
        }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        traceLines = lines
        trimmedLeadingLines = leading
    }

    private static let spacing = 230, margin = 130, top = 40, rowHeight = 54, firstRow = 130

    /// The trace line an event leads to: the first line printed after it (skipping blank lines),
    /// or the last line when nothing followed.
    public func traceLine(for event: FlowEvent) -> Int {
        guard !traceLines.isEmpty else { return 0 }
        var line = min(max(0, event.tracePosition - trimmedLeadingLines), traceLines.count - 1)
        while line < traceLines.count - 1, traceLines[line].allSatisfy(\.isWhitespace) { line += 1 }
        return line
    }

    public func rendered() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <title>\(HTMLText.escaped(title)) — message flow</title>
        <style>
        \(Self.css)
        </style>
        </head>
        <body>
        <h1>\(HTMLText.escaped(title))</h1>
        <p class="help">← → step through the messages · Home: back to the start · #N in the address opens step N · <span id="status">step 0 of \(chart.events.count)</span></p>
        <main>
        <section class="diagram">
        \(svg())
        </section>
        <section class="trace">
        <h2>Printed trace</h2>
        <ol>
        \(traceItems())
        </ol>
        </section>
        </main>
        <script>
        \(Self.script)
        </script>
        </body>
        </html>

        """
    }

    private func svg() -> String {
        let width = Self.margin * 2 + Self.spacing * max(0, chart.participants.count - 1)
        let bottom = Self.firstRow + Self.rowHeight * chart.events.count
        var parts = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(bottom + 20)" viewBox="0 0 \#(width) \#(bottom + 20)" role="img" aria-label="sequence diagram">"#,
            #"<defs><marker id="head" viewBox="0 0 10 10" refX="10" refY="5" markerUnits="userSpaceOnUse" markerWidth="16" markerHeight="16" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>"#,
        ]
        for (index, name) in chart.participants.enumerated() {
            let x = x(of: index)
            let kind = chart.events.contains { $0.mediator == name } ? "participant mediator" : "participant"
            parts.append(
                #"<g class="\#(kind)"><rect x="\#(x - 105)" y="\#(Self.top)" width="210" height="48" rx="8"/><text x="\#(x)" y="\#(Self.top + 32)">\#(HTMLText.escaped(name))</text><line class="lifeline" x1="\#(x)" y1="\#(Self.top + 48)" x2="\#(x)" y2="\#(bottom)"/></g>"#
            )
        }
        for (index, event) in chart.events.enumerated() {
            let from = x(of: chart.column(of: event.sender)), to = x(of: chart.column(of: event.receiver))
            let y = Self.firstRow + Self.rowHeight * index
            let label = event.message.count > 22 ? String(event.message.prefix(21)) + "…" : event.message
            parts.append(
                #"<g class="event \#(event.direction.rawValue)" id="event-\#(index + 1)" data-line="\#(traceLine(for: event) + 1)"><title>\#(index + 1). \#(HTMLText.escaped(event.line))</title><line x1="\#(from)" y1="\#(y)" x2="\#(to)" y2="\#(y)" marker-end="url(#head)"/><text x="\#((from + to) / 2)" y="\#(y - 9)">\#(HTMLText.escaped(label))</text></g>"#
            )
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    private func x(of column: Int) -> Int { Self.margin + Self.spacing * column }

    private func traceItems() -> String {
        traceLines.enumerated().map { index, line in
            let text = line.allSatisfy(\.isWhitespace) ? "&#160;" : HTMLText.escaped(line)
            return #"<li id="line-\#(index + 1)">\#(text)</li>"#
        }.joined(separator: "\n")
    }

    private static let css = """
        body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; font-size: 24px; margin: 24px; color: #1d1d1f; background: #fff; }
        h1 { font-size: 36px; margin: 0 0 8px; }
        h2 { font-size: 26px; margin: 0 0 8px; }
        .help { color: #555; margin: 0 0 16px; }
        main { display: flex; gap: 32px; align-items: flex-start; }
        .diagram { flex: 0 0 auto; overflow-x: auto; }
        .trace { flex: 1 1 0; min-width: 0; }
        .trace ol { font-family: Menlo, Consolas, monospace; font-size: 20px; padding-left: 3em; margin: 0; }
        .trace li { white-space: pre-wrap; padding: 2px 6px; border-radius: 4px; }
        .trace li.current { background: #ffe08a; font-weight: bold; }
        svg text { font-size: 20px; text-anchor: middle; }
        .participant rect { fill: #eef3fb; stroke: #4a6fa5; stroke-width: 2; }
        .participant.mediator rect { fill: #4a6fa5; }
        .participant.mediator text { fill: #fff; font-weight: bold; }
        .lifeline { stroke: #9aa7b8; stroke-width: 2; stroke-dasharray: 6 6; }
        .event line { stroke-width: 3; }
        .event.report line { stroke: #0a7ea4; }
        .event.delivery line { stroke: #2e8540; }
        .event marker path, marker path { fill: #333; }
        .event.current line { stroke: #d12f2f; stroke-width: 6; }
        .event.current text { fill: #d12f2f; font-weight: bold; }
        .event.ahead { opacity: 0.25; }
        """

    /// Steps with the arrow keys; written without `<` or `&` so the page stays well-formed XML.
    private static let script = """
        const events = Array.from(document.querySelectorAll('g.event'));
        let step = 0;
        function show(next) {
          step = Math.max(0, Math.min(events.length, next));
          document.querySelectorAll('.current').forEach(function (node) { node.classList.remove('current'); });
          events.forEach(function (event, index) { event.classList.toggle('ahead', step !== 0 ? index >= step : false); });
          if (step !== 0) {
            const event = events[step - 1];
            event.classList.add('current');
            const line = document.getElementById('line-' + event.dataset.line);
            if (line) { line.classList.add('current'); line.scrollIntoView({ block: 'nearest' }); }
          }
          document.getElementById('status').textContent = 'step ' + step + ' of ' + events.length;
        }
        document.addEventListener('keydown', function (key) {
          if (key.key === 'ArrowRight' || key.key === 'ArrowDown' || key.key === ' ') { show(step + 1); key.preventDefault(); }
          if (key.key === 'ArrowLeft' || key.key === 'ArrowUp') { show(step - 1); key.preventDefault(); }
          if (key.key === 'Home') { show(0); }
        });
        events.forEach(function (event, index) { event.addEventListener('click', function () { show(index + 1); }); });
        // A link may open the page at a step: flow.html#5.
        const start = parseInt(window.location.hash.slice(1), 10);
        if (start) { show(start); }
        """
}
