import CommandLineSpec
import ExampleSupport
import Foundation
import PlaygroundBasics

/// `run NAME`: the example's trace on standard output, or with `--flow` its messages drawn as
/// a terminal diagram, Mermaid text or an HTML page.
struct RunCommand {
    let example: ExampleDescriptor
    let flow: FlowFormat?
    let ascii: Bool
    let output: String?
    let environment: RunnerEnvironment

    init(example: ExampleDescriptor, run: CommandRun) throws(UsageError) {
        self.example = example
        self.environment = run.environment
        flow = try run.text(of: .flowFormat).map { value throws(UsageError) in
            try FlowFormat(option: value, spelling: run.name(of: .flowFormat))
        }
        ascii = run.isSet(.ascii)
        output = run.text(of: .output)
        if flow == nil, ascii || output != nil {
            throw UsageError("\(run.name(of: ascii ? .ascii : .output)) only applies to a flow; add \(run.name(of: .flowFormat))")
        }
        if let output, output.trimmingCharacters(in: .whitespaces).isEmpty {
            throw UsageError("\(run.name(of: .output)) needs a file name")
        }
    }

    func run(console: Console) -> ExitStatus {
        guard let flow else {
            console.out.write(example.capturedOutput())
            return .success
        }
        let run = example.capturedRun()
        let text: String
        switch flow {
        case .terminal:
            let fancy = environment.colour && !ascii && output == nil
            // As wide as the golden file (100), or as wide as every label needs when the terminal
            // has the room; narrower to fit the terminal, down to 60.
            let needed = max(100, FlowDiagram.widthShowingEverything(of: run.flow))
            let width = output == nil ? TerminalWidth.columns().map { min(needed, max(60, $0)) } ?? 100 : 100
            text = FlowDiagram(chart: run.flow, width: width, glyphs: fancy ? .unicode : .ascii, colour: fancy).rendered()
        case .mermaid:
            text = run.rendered(.flowMermaid)
        case .html:
            text = run.rendered(.flowPage)
        }
        guard let output else {
            console.out.write(text)
            return .success
        }
        // A folder (ending in "/") gets the example's own name, folded: NAME=News writes news.html.
        var url = environment.resolve(output)
        if output.hasSuffix("/") {
            let fileExtension = flow == .html ? "html" : flow == .mermaid ? "mmd" : "txt"
            url = url.appendingPathComponent("\(example.name).\(fileExtension)")
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            console.err.line("PatternRunner: cannot write \(url.path): \(error.localizedDescription)")
            return .toolFailure
        }
        let hint = flow == .html ? " — open it in a browser; arrow keys step through the messages" : ""
        console.err.line("Wrote \(url.path)\(hint)")
        return .success
    }
}
