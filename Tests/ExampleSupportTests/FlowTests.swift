import ExampleSupport
import Testing

/// A tiny example: two colleagues and a hub, so every view can be checked by hand.
private func smallRun() -> ExampleRun {
    ExampleRun(title: "Tiny <demo> & co") {
        print("left does X")
        Flow.report("x()", from: "Left", to: "Hub") {}
        print("hub reacts")
        Flow.deliver("y()", from: "Hub", to: "Right") {}
        print("right does Y")
        Flow.deliver("a message far too long to fit between two lifelines", from: "Hub", to: "Left") {}
    }
}

@Suite struct FlowTests {
    @Test func recordingOutsideACaptureDoesNothingAndTheTraceIsUntouched() {
        Flow.report("lost", from: "A", to: "M") {}
        let run = ExampleRun(title: "t") {
            print("one")
            Flow.report("kept", from: "A", to: "M") {}
        }
        #expect(run.trace == "one\n")
        #expect(run.flow.events.map(\.line) == ["A -> M: kept"])
    }

    @Test func parallelRecordingsStayApart() async {
        let flows = await withTaskGroup(of: (Int, [String]).self) { group in
            for index in 0..<32 {
                group.addTask {
                    let events = FlowRecorder.capture {
                        for step in 0..<10 { Flow.deliver("m\(step)", from: "M", to: "C\(index)") {} }
                    }
                    return (index, events.map(\.line))
                }
            }
            var collected: [Int: [String]] = [:]
            for await (index, lines) in group { collected[index] = lines }
            return collected
        }
        for (index, lines) in flows {
            #expect(lines == (0..<10).map { "M -> C\(index): m\($0)" })
        }
    }

    @Test func theMediatorSitsInTheMiddleAndColleaguesKeepTheirFirstAppearanceOrder() {
        #expect(smallRun().flow.participants == ["Left", "Hub", "Right"])
        let events = ["A", "B", "C", "D"].map { FlowEvent(direction: .delivery, colleague: $0, mediator: "M", message: "m") }
        #expect(FlowChart(events: events).participants == ["A", "B", "M", "C", "D"])
    }

    @Test("A step lights exactly the lines printed while its message was handled, less those of the messages it sent")
    func eachEventKnowsTheLinesItPrinted() {
        #expect(smallRun().flow.events.map(\.tracePosition) == [1, 2, 3])
        let run = ExampleRun(title: "t") {
            print("\n\nleft does X")
            Flow.report("x()", from: "Left", to: "Hub") {
                print("hub reacts")
                Flow.deliver("y()", from: "Hub", to: "Right") {
                    print("")
                    print("right does Y")
                    Flow.report("quiet()", from: "Right", to: "Hub") {}
                }
                print("hub is done")
            }
            print("the client speaks")
            Flow.deliver("z()", from: "Hub", to: "Left") {}
        }
        let page = FlowPage(title: run.title, chart: run.flow, trace: run.trace)
        #expect(page.traceLines == ["left does X", "hub reacts", "", "right does Y", "hub is done", "the client speaks"])
        #expect(
            run.flow.events.indices.map(page.traceLines(forEventAt:)) == [[1, 4], [3], [], []],
            "trimmed blank lines at the top shift nothing; blank lines are never lit; a nested message's lines are its own"
        )
        let html = page.rendered()
        #expect(html.contains(#"id="event-3" data-lines="""#), "a message that prints nothing says so")
        #expect(html.contains(#"<li id="line-1" class="outside""#) && html.contains(#"<li id="line-6" class="outside""#))
    }

    @Test func terminalDiagramHasOneArrowPerEventAndFitsItsWidth() {
        let chart = smallRun().flow
        for width in [60, 100] {
            let lines = FlowDiagram(chart: chart, width: width).rendered().split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= width }, "width \(width)")
            #expect(lines.count == 2 + chart.events.count + 1)
            let arrows = lines.filter { $0.contains(">") || $0.contains("<") }
            #expect(arrows.count == chart.events.count)
            #expect(lines[0].contains("Left") && lines[0].contains("Hub") && lines[0].contains("Right"))
        }
    }

    @Test func longMessagesAreShortenedVisiblyAndShortOnesAreWhole() {
        let text = FlowDiagram(chart: smallRun().flow, width: 60).rendered()
        #expect(text.contains("x()") && text.contains("y()"))
        #expect(!text.contains("a message far too long to fit between two lifelines"))
        #expect(text.contains("a message"))
        #expect(text.contains("..."))
        let unicode = FlowDiagram(chart: smallRun().flow, width: 60, glyphs: .unicode).rendered()
        #expect(unicode.contains("…") && unicode.contains("▶") && unicode.contains("◀"))
    }

    @Test func asciiDiagramHasNoColourAndNoNonASCII() {
        let text = FlowDiagram(chart: smallRun().flow).rendered()
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        let coloured = FlowDiagram(chart: smallRun().flow, glyphs: .unicode, colour: true).rendered()
        #expect(coloured.contains("\u{1B}[36m") && coloured.contains("\u{1B}[32m"), "reports cyan, deliveries green")
    }

    @Test func arrowsPointFromSenderToReceiver() {
        let lines = FlowDiagram(chart: smallRun().flow).rendered().split(separator: "\n").map(String.init)
        let report = lines[2], delivery = lines[3], back = lines[4]
        #expect(report.firstIndex(of: ">").map { report.distance(from: report.startIndex, to: $0) } ?? 0 > 0)
        #expect(report.contains(">|"), "Left to Hub ends at the hub's lifeline: \(report)")
        #expect(delivery.hasSuffix(">|"), "Hub to Right ends at the right lifeline")
        #expect(back.contains("|<"), "Hub to Left points left: \(back)")
    }

    @Test func mermaidHasOneParticipantPerLifelineAndOneMessagePerEvent() {
        let text = FlowMermaid(chart: smallRun().flow).rendered()
        let lines = text.split(separator: "\n")
        #expect(lines.first == "sequenceDiagram")
        #expect(lines.filter { $0.contains("participant") }.count == 3)
        #expect(lines.filter { $0.contains("->>") }.count == 3)
        #expect(lines.contains("    p0->>p1: x()"))
        #expect(lines.contains("    p1->>p2: y()"))
    }

    @Test func mermaidEscapesWhatWouldEndAStatement() {
        let chart = FlowChart(events: [FlowEvent(direction: .report, colleague: "A;B", mediator: "M#1", message: "a;b #c")])
        let text = FlowMermaid(chart: chart).rendered()
        #expect(text.contains("as A#59;B") && text.contains("as M#35;1"))
        #expect(text.contains(": a#59;b #35;c"))
    }
}

@Suite struct FlowPageEscapingTests {
    @Test("A title and trace carrying a quote or bracket with a combining mark reach the flow page escaped, scalar by scalar")
    func combiningMarksAreEscaped() {
        let hostile = "say \"\u{0301} onmouseover=alert(1) <\u{0301}script>"
        let page = FlowPage(title: hostile, chart: FlowChart(events: []), trace: hostile + "\n").rendered()
        #expect(!page.contains("\"\u{0301}") && !page.contains("<\u{0301}"))
        #expect(page.contains("&quot;\u{0301}") && page.contains("&lt;\u{0301}script"))
    }
}
