import Foundation
import KataEngine
import PlaygroundBasics
import Testing

@testable import PatternRunnerCore

/// `make mistakes`: one mistake a screen, with context lines numbered as in the learner's file,
/// within the terminal's width.
@Suite struct MistakesCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Every kata's slides fit 80 columns, show context around each change, and number lines as in the mistake's file")
    func slidesFitAndCarryContext() throws {
        let catalog = try KataCatalog.load(root: Self.root)
        let command = MistakesCommand(
            catalog: catalog, console: Console(out: CapturedOutput(), err: CapturedOutput()), style: Style(enabled: false), width: 80)
        var slides = 0
        for kata in catalog.katas {
            for (index, mistake) in kata.mistakes.enumerated() {
                let lines = command.slide(index, of: kata, mistake, folder: catalog.folder(of: kata))
                slides += 1
                #expect(lines.allSatisfy { TextWrap.columns(of: $0) <= 80 }, "\(kata.slug) \(mistake.name) is wider than 80 columns")
                #expect(lines.contains { $0.hasPrefix("  ") && $0.contains(" | ") }, "\(kata.slug) \(mistake.name) shows no context line")
                // An added line's number is where it stands in the mistake's own file.
                for file in MistakeDrift.hunks(of: mistake, in: catalog.folder(of: kata)) {
                    let text = try String(
                        contentsOf: KataLayout(folder: catalog.folder(of: kata)).mistake(named: mistake.name).appendingPathComponent(
                            file.file),
                        encoding: .utf8
                    ).components(separatedBy: "\n")
                    for case .added(let number, let line) in file.hunks.hunks.joined() {
                        #expect(text[number - 1] == line)
                    }
                }
            }
        }
        #expect(slides > 40)
    }

    @Test("On a terminal one slide shows at a time; Return shows the next, q stops")
    func oneSlideAtATime() throws {
        let catalog = try KataCatalog.load(root: Self.root)
        let kata = try catalog.resolve("04")
        let out = CapturedOutput()
        var answers = ["", "q"]
        var command = MistakesCommand(
            catalog: catalog, console: Console(out: out, err: CapturedOutput()), style: Style(enabled: false), width: 80)
        command.nextSlide = { answers.isEmpty ? nil : answers.removeFirst() }
        #expect(command.run(kata) == .success)
        #expect(out.text.components(separatedBy: "\u{1B}[2J").count - 1 == 2, "two screens: the first, and one after Return; q stops")
        #expect(out.text.contains("mistake 2 of") && !out.text.contains("mistake 3 of"))
    }
}
