import PlaygroundBasics

/// One self-contained HTML page for a projector: the sequence diagram (inline SVG) beside the
/// printed trace, or above it when the diagram is too wide to share the screen. Arrow keys,
/// PageDown/PageUp (what presenter clickers send) and Space step through the messages one at a time and light up exactly the trace lines each message printed
/// (a message that printed nothing says so). The header stays put and each panel scrolls its own
/// way to the current arrow and line. Nothing is fetched; the page is well-formed XML so tests
/// can walk it.
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

    private static let spacing = 230, margin = 125, top = 10, rowHeight = 54, firstRow = 100
    /// About how wide one character of a 20 px label is, to know whether a label fits its arrow.
    private static let characterWidth = 10.5
    /// The trace panel's width beside the diagram; a diagram that leaves it less room is stacked above it.
    private static let traceWidth = 520

    /// The trace lines (0-based) that event `index` printed itself: those printed between its
    /// sending and its receiver's return, less those of the messages it sent in turn; blank lines
    /// aside. Empty when handling it printed nothing.
    public func traceLines(forEventAt index: Int) -> [Int] {
        let events = chart.events
        guard events.indices.contains(index) else { return [] }
        let event = events[index]
        var own = Set(event.tracePosition..<max(event.tracePosition, event.traceEnd))
        for nested in events[(index + 1)...] where nested.tracePosition < event.traceEnd {
            own.subtract(nested.tracePosition..<max(nested.tracePosition, nested.traceEnd))
        }
        return own.map { $0 - trimmedLeadingLines }.filter { traceLines.indices.contains($0) && !traceLines[$0].allSatisfy(\.isWhitespace) }
            .sorted()
    }

    /// The diagram's width at full size.
    var diagramWidth: Int { Self.margin * 2 + Self.spacing * max(0, chart.participants.count - 1) }

    public func rendered() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width"/>
        <title>\(HTMLText.escaped(title)) — message flow</title>
        <style>
        \(Self.css)
        @media (max-width: \(diagramWidth + Self.traceWidth + 80)px) { \(Self.stackedCSS) }
        </style>
        </head>
        <body>
        <header>
        <h1>\(HTMLText.escaped(title))</h1>
        <p class="help">← → step through the messages · Home: back to the start · #N opens step N · grey lines: printed outside any message · <span id="status">step 0 of \(chart.events.count)</span></p>
        </header>
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

    /// Two drawings of one width: the participants' boxes, which stay at the top of the diagram's
    /// panel while it scrolls, and the lifelines with one arrow per message.
    private func svg() -> String {
        let width = diagramWidth
        let headHeight = Self.top + 48 + 8
        let bottom = Self.firstRow - headHeight + Self.rowHeight * chart.events.count
        var head = [
            #"<svg class="participants" xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(headHeight)" viewBox="0 0 \#(width) \#(headHeight)" role="img" aria-label="participants">"#
        ]
        var body = [
            #"<svg class="messages" xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(bottom + 20)" viewBox="0 0 \#(width) \#(bottom + 20)" role="img" aria-label="sequence diagram">"#,
            #"<defs><marker id="head" viewBox="0 0 10 10" refX="10" refY="5" markerUnits="userSpaceOnUse" markerWidth="16" markerHeight="16" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>"#,
        ]
        for (index, name) in chart.participants.enumerated() {
            let x = x(of: index)
            let kind = chart.events.contains { $0.mediator == name } ? "participant mediator" : "participant"
            head.append(
                #"<g class="\#(kind)"><rect x="\#(x - 105)" y="\#(Self.top)" width="210" height="48" rx="8"/><text x="\#(x)" y="\#(Self.top + 32)">\#(HTMLText.escaped(name))</text><line class="lifeline" x1="\#(x)" y1="\#(Self.top + 48)" x2="\#(x)" y2="\#(headHeight)"/></g>"#
            )
            body.append(#"<line class="lifeline" x1="\#(x)" y1="0" x2="\#(x)" y2="\#(bottom)"/>"#)
        }
        for (index, event) in chart.events.enumerated() {
            let from = x(of: chart.column(of: event.sender)), to = x(of: chart.column(of: event.receiver))
            let y = Self.firstRow - headHeight + Self.rowHeight * index
            // A row holds one label, so it may run past its arrow's ends; it is cut only where
            // it would leave the drawing.
            let middle = (from + to) / 2
            let room = max(4, Int(Double(2 * min(middle, width - middle) - 16) / Self.characterWidth))
            let label = event.message.count > room ? String(event.message.prefix(room - 1)) + "…" : event.message
            let lines = traceLines(forEventAt: index).map { String($0 + 1) }.joined(separator: " ")
            body.append(
                #"<g class="event \#(event.direction.rawValue)" id="event-\#(index + 1)" data-lines="\#(lines)"><title>\#(index + 1). \#(HTMLText.escaped(event.line))</title><line x1="\#(from)" y1="\#(y)" x2="\#(to)" y2="\#(y)" marker-end="url(#head)"/><text x="\#((from + to) / 2)" y="\#(y - 9)">\#(HTMLText.escaped(label))</text></g>"#
            )
        }
        return (head + ["</svg>"] + body + ["</svg>"]).joined(separator: "\n")
    }

    private func x(of column: Int) -> Int { Self.margin + Self.spacing * column }

    /// Lines no message printed (a client or a colleague speaking on its own) are marked, so a
    /// step never seems to skip them by mistake.
    private func traceItems() -> String {
        let printedByMessages = Set(chart.events.indices.flatMap(traceLines(forEventAt:)))
        return traceLines.enumerated().map { index, line in
            let blank = line.allSatisfy(\.isWhitespace)
            let text = blank ? "&#160;" : HTMLText.escaped(line)
            let outside = blank || printedByMessages.contains(index) ? "" : #" class="outside" title="printed outside any message""#
            return #"<li id="line-\#(index + 1)"\#(outside)>\#(text)</li>"#
        }.joined(separator: "\n")
    }

    /// Side by side: the header stays put, the diagram and the trace scroll in their own panels,
    /// so stepping never scrolls the page away from the current arrow.
    private static let css = """
        html, body { height: 100%; }
        body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; font-size: 24px; margin: 0; color: #1d1d1f; background: #fff; display: flex; flex-direction: column; }
        header { flex: 0 0 auto; padding: 12px 24px 8px; border-bottom: 1px solid #dde; }
        h1 { font-size: 32px; margin: 0 0 4px; }
        h2 { font-size: 22px; margin: 0 0 8px; }
        .help { color: #555; margin: 0; font-size: 20px; }
        #status { color: #1d1d1f; font-weight: bold; }
        main { flex: 1 1 auto; min-height: 0; display: flex; gap: 24px; padding: 12px 24px 0; }
        .diagram { flex: 1 1 auto; min-width: 0; overflow: auto; }
        .diagram svg { max-width: 100%; height: auto; display: block; }
        .diagram svg.participants { position: sticky; top: 0; background: #fff; z-index: 1; }
        .trace { flex: 0 0 \(traceWidth)px; overflow: auto; }
        .trace ol { font-family: Menlo, Consolas, monospace; font-size: 18px; padding-left: 3em; margin: 0; }
        .trace li { white-space: pre-wrap; padding: 2px 6px; border-radius: 4px; }
        .trace li.current { background: #ffe08a; font-weight: bold; }
        .trace li.outside { color: #777; }
        #status.silent { color: #a33; }
        svg text { font-size: 20px; text-anchor: middle; }
        .event text { paint-order: stroke; stroke: #fff; stroke-width: 6px; stroke-linejoin: round; }
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

    /// A diagram too wide to share the screen goes above, and the trace becomes a panel below it.
    private static let stackedCSS =
        "main { flex-direction: column; gap: 8px; } .diagram { flex: 1 1 0; } "
        + ".trace { flex: 0 0 30vh; border-top: 1px solid #dde; padding-top: 6px; } .trace h2 { font-size: 18px; margin: 0 0 4px; }"

    /// Steps with the arrow keys; written without `<` or `&` so the page stays well-formed XML.
    private static let script = """
        const events = Array.from(document.querySelectorAll('g.event'));
        let step = 0;
        function show(next) {
          step = Math.max(0, Math.min(events.length, next));
          document.querySelectorAll('.current').forEach(function (node) { node.classList.remove('current'); });
          events.forEach(function (event, index) { event.classList.toggle('ahead', step !== 0 ? index >= step : false); });
          let said = 'step ' + step + ' of ' + events.length;
          let silent = false;
          if (step !== 0) {
            const event = events[step - 1];
            event.classList.add('current');
            event.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            const numbers = event.dataset.lines.split(' ').filter(function (number) { return number !== ''; });
            numbers.forEach(function (number, index) {
              const line = document.getElementById('line-' + number);
              if (line) {
                line.classList.add('current');
                if (index === 0) { line.scrollIntoView({ block: 'nearest' }); }
              }
            });
            silent = numbers.length === 0;
            said += silent ? ' · prints nothing' : ' · prints ' + numbers.length + ' line' + (numbers.length === 1 ? '' : 's');
          }
          const status = document.getElementById('status');
          status.textContent = said;
          status.classList.toggle('silent', silent);
        }
        document.addEventListener('keydown', function (key) {
          if (['ArrowRight', 'ArrowDown', 'PageDown', ' '].indexOf(key.key) >= 0) { show(step + 1); key.preventDefault(); }
          if (['ArrowLeft', 'ArrowUp', 'PageUp'].indexOf(key.key) >= 0) { show(step - 1); key.preventDefault(); }
          if (key.key === 'Home') { show(0); }
        });
        events.forEach(function (event, index) { event.addEventListener('click', function () { show(index + 1); }); });
        // A link may open the page at a step: flow.html#5.
        const start = parseInt(window.location.hash.slice(1), 10);
        if (start) { show(start); }
        """
}
