import CommandLineSpec
import ExampleSupport
import Foundation
import PatternRunnerCore
import Testing

/// Every example's flow in all three forms against its golden files, the HTML page's
/// structure, and the runner's `run --flow` options.
@Suite struct ExampleFlowTests {
    @Test(arguments: ExampleCatalog.examples.map(\.name))
    func everyGoldenFileMatches(name: String) throws {
        let example = try #require(ExampleCatalog.examples.first { $0.name == name })
        for (file, comparison) in example.verifyAll() {
            #expect(comparison.passed, "\(name) \(file.fileName): \(comparison.report ?? "")")
        }
    }

    @Test(arguments: ExampleCatalog.examples.map(\.name))
    func pageIsWellFormedWithOneArrowPerEventAndOneTraceItemPerLine(name: String) throws {
        let example = try #require(ExampleCatalog.examples.first { $0.name == name })
        let run = example.capturedRun()
        let markup = WellFormedMarkup(run.rendered(.flowPage))
        #expect(markup.problems.isEmpty, "\(markup.problems)")
        #expect(!run.flow.events.isEmpty)
        #expect(markup.count("g", withClass: "event") == run.flow.events.count)
        #expect(markup.count("g", withClass: "participant") == run.flow.participants.count)
        #expect(markup.count("g", withClass: "mediator") == 1)
        let traceLines = GoldenNormalization.lines(of: run.trace).count
        #expect(markup.openedTags.filter { $0.name == "li" }.count == traceLines)
        let page = run.rendered(.flowPage)
        #expect(!page.contains("src=") && !page.contains("<link") && !page.contains("@import"), "nothing is fetched")
        // Presenter clickers send PageDown/PageUp; a keyboard has arrows and Space.
        for key in ["'PageDown'", "'PageUp'", "' '", "'ArrowRight'", "'ArrowLeft'"] {
            #expect(page.contains(key), "the page ignores \(key)")
        }
    }

    @Test("FLOW=1 on a wide terminal shows every participant and message whole", arguments: ExampleCatalog.examples.map(\.name))
    func aWideEnoughTerminalCutsNothing(name: String) throws {
        let example = try #require(ExampleCatalog.examples.first { $0.name == name })
        let chart = example.capturedRun().flow
        let width = FlowDiagram.widthShowingEverything(of: chart)
        let text = FlowDiagram(chart: chart, width: width).rendered()
        for message in chart.events.map(\.message) { #expect(text.contains(" \(message) "), "cut: \(message)") }
        for participant in chart.participants { #expect(text.contains(participant)) }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= width })
    }

    @Test(arguments: ExampleCatalog.examples.map(\.name))
    func everyArrowStartsOrEndsAtTheMediatorAndTheTraceIsUnchanged(name: String) throws {
        let example = try #require(ExampleCatalog.examples.first { $0.name == name })
        let run = example.capturedRun()
        #expect(
            GoldenComparison(documented: .success(example.capturedOutput()), actual: run.trace).passed,
            "recording the flow must not change the trace (UUIDs masked: the game's are new each run)")
        let mediators = Set(run.flow.events.map(\.mediator))
        #expect(mediators.count == 1, "one mediator per example: \(mediators)")
        #expect(run.flow.events.allSatisfy { mediators.contains($0.sender) || mediators.contains($0.receiver) })
        #expect(
            run.flow.participants.firstIndex(of: mediators.first ?? "") == (run.flow.participants.count - 1) / 2,
            "the mediator's lifeline is in the middle: \(run.flow.participants)")
    }

    @Test("No trace line is lit by two steps; in news and musketeers each delivery lights the one line its receiver printed")
    func stepsLightDisjointLinesAndDeliveriesTheirReceiversLine() throws {
        for example in ExampleCatalog.examples {
            let run = example.capturedRun()
            let page = FlowPage(title: run.title, chart: run.flow, trace: run.trace)
            let lit = run.flow.events.indices.map(page.traceLines(forEventAt:))
            #expect(lit.flatMap { $0 }.count == Set(lit.flatMap { $0 }).count, "\(example.name): a line lit by two steps")
            guard ["news", "musketeers"].contains(example.name) else { continue }
            for (event, lines) in zip(run.flow.events, lit) where event.direction == .delivery {
                #expect(lines.count == 1, "\(example.name) \(event.line): \(lines)")
                #expect(lines.allSatisfy { page.traceLines[$0].hasPrefix(event.receiver) }, "\(example.name) \(event.line)")
            }
        }
    }

    @Test func theCheckerItselfCatchesBrokenMarkup() {
        #expect(!WellFormedMarkup("<div><span></div></span>").problems.isEmpty)
        #expect(!WellFormedMarkup("<p>a & b</p>").problems.isEmpty)
        #expect(!WellFormedMarkup("<script>if (a < b) {}</script>").problems.isEmpty)
        #expect(!WellFormedMarkup("<div class=\"x>").problems.isEmpty)
        #expect(!WellFormedMarkup("<div>").problems.isEmpty)
        #expect(WellFormedMarkup("<p a=\"1\">x &amp; y<br/></p>").problems.isEmpty)
    }

    @Test func flowPrintsTheGoldenDiagramWhenPiped() throws {
        let result = RunnerResult(["run", "news", "--flow"])
        #expect(result.status == .success)
        let golden = try newsFeedDescriptor.documented(.flowDiagram).get()
        #expect(result.out == golden)
        #expect(result.out.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test(arguments: [("mermaid", GoldenFile.flowMermaid), ("html", .flowPage), ("terminal", .flowDiagram), ("TERMINAL", .flowDiagram)])
    func flowFormats(format: String, file: GoldenFile) throws {
        let result = RunnerResult(["run", "macbook", "--flow=\(format)"])
        #expect(result.status == .success)
        let example = try #require(ExampleCatalog.examples.first { $0.name == "macbook" })
        #expect(GoldenComparison(documented: example.documented(file), actual: result.out).passed)
    }

    @Test func flowToAFileSaysWhereItWent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("deep/news.html")
        let result = RunnerResult(["run", "news", "--flow=html", "--output", target.path])
        #expect(result.status == .success)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("Wrote \(target.path)"))
        let text = try String(contentsOf: target, encoding: .utf8)
        #expect(text.hasPrefix("<!DOCTYPE html>"))
    }

    @Test(arguments: [
        (["run", "news", "--flow=svg"], "--flow takes 1 (the terminal drawing, also spelled terminal), mermaid or html; got 'svg'"),
        (["run", "news", "--flow=mermad"], "did you mean mermaid?"),
        (["run", "news", "--ascii"], "--ascii only applies to a flow; add --flow"),
        (["run", "news", "--output", "x.html"], "--output only applies to a flow"),
        (["run", "news", "--flow", "--output"], "--output needs a value"),
    ])
    func badFlowOptionsAreUsageErrors(arguments: [String], expected: String) throws {
        let result = RunnerResult(arguments)
        #expect(result.status == .usage)
        let reason = try #require(result.errorLines.first)
        #expect(reason.contains(expected), "got: \(reason)")
    }

    @Test("Through make, errors name the make variable and its valid values, and point at make help, not a binary off PATH")
    func makeSpellingIsUsedUnderMake() throws {
        let result = RunnerResult(["run", "news", "--flow=2"], viaMake: true)
        let reason = try #require(result.errorLines.first)
        #expect(reason.contains("FLOW=FORMAT takes 1 (the terminal drawing"), "got: \(reason)")
        #expect(result.err.contains("Run 'make help'") && !result.err.contains("PatternRunner help"), "got: \(result.err)")
        let unknown = RunnerResult(["run", "zzz"], viaMake: true)
        #expect(unknown.err.contains("the examples are conceptual, macbook, game, news, musketeers"), "got: \(unknown.err)")
    }

    @Test func aFlowMismatchNamesTheFileAndFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("Output.txt")
        try "hello\n".write(to: trace, atomically: true, encoding: .utf8)
        try "sequenceDiagram\n    p0->>p1: wrong\n".write(to: folder.appendingPathComponent("Flow.mmd"), atomically: true, encoding: .utf8)
        let example = ExampleDescriptor(
            name: "fake", aliases: [], title: "Fake", documents: [], goldenResource: trace, goldenSource: trace,
            run: {
                print("hello")
                Flow.report("right", from: "A", to: "M") {}
            })
        let results = Dictionary(uniqueKeysWithValues: example.verifyAll().map { ($0.file, $0.comparison) })
        #expect(results[.trace]?.passed == true)
        let report = results[.flowMermaid]?.report ?? ""
        #expect(report.contains("-  2 |     p0->>p1: wrong") && report.contains("+  4 |     p1->>p0: right"), "\(report)")
        #expect(results[.flowDiagram]?.failure == .goldenFile(.missing(path: folder.appendingPathComponent("Flow.txt").path)))
    }
}

private var newsFeedDescriptor: ExampleDescriptor {
    ExampleCatalog.examples.first { $0.name == "news" } ?? ExampleCatalog.examples[0]
}
