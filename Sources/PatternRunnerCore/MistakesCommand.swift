import Foundation
import KataEngine
import PlaygroundBasics

/// `kata mistakes NAME`: a kata's catalogued mistakes as a workshop's slides, one mistake a
/// screen: what the learner got wrong in words, then the lines that differ from the reference
/// with a little context, numbered as in the reference with the mistake in it. On a terminal, Return shows the
/// next one; piped, every slide is printed in turn.
struct MistakesCommand {
    let catalog: KataCatalog
    let console: Console
    let style: Style
    /// The terminal's columns (at least 60).
    var width = TerminalWidth.forProse
    /// Reads the presenter's answer between slides; `nil` prints them all at once.
    var nextSlide: (() -> String?)?

    func run(_ kata: KataInfo) -> ExitStatus {
        guard !kata.mistakes.isEmpty else {
            console.out.line(
                "Kata \(kata.slug) has no catalogued mistakes\(kata.kind == .mutants ? " (its mutants are in .meta/Mutants)" : "").")
            return .success
        }
        let folder = catalog.folder(of: kata)
        for (index, mistake) in kata.mistakes.enumerated() {
            if let nextSlide {
                console.out.write("\u{1B}[2J\u{1B}[H")
                slide(index, of: kata, mistake, folder: folder).forEach { console.out.line($0) }
                guard index + 1 < kata.mistakes.count else { break }
                console.out.line(style.dim("Return: next mistake · q and Return: stop"))
                if nextSlide()?.trimmingCharacters(in: .whitespaces).lowercased() == "q" { break }
            } else {
                if index > 0 { console.out.line(style.dim(String(repeating: "─", count: min(width, 80)))) }
                slide(index, of: kata, mistake, folder: folder).forEach { console.out.line($0) }
            }
        }
        return .success
    }

    /// One mistake's screen, every line within `width` columns.
    func slide(_ index: Int, of kata: KataInfo, _ mistake: KataInfo.Mistake, folder: URL) -> [String] {
        var lines = [
            style.bold(TextWrap.cut("Kata \(kata.slug) · mistake \(index + 1) of \(kata.mistakes.count): \(mistake.name)", to: width))
        ]
        lines += TextWrap.lines(mistake.description, width: width, first: "  ", rest: "  ")
        if let group = mistake.refusedBy {
            lines += TextWrap.lines("The compiler refuses it before any test runs ([#\(group)]).", width: width, first: "  ", rest: "  ")
        }
        for file in MistakeDrift.hunks(of: mistake, in: folder) where !file.hunks.hunks.isEmpty {
            lines.append("")
            lines.append(style.dim(TextWrap.cut("\(file.file) (the reference with this mistake, numbered as in that file)", to: width)))
            for (number, hunk) in file.hunks.hunks.enumerated() {
                if number > 0 { lines.append(style.dim("     ⋮")) }
                for line in hunk {
                    let text = TextWrap.cut(DiffHunks.render(line), to: width)
                    switch line {
                    case .removed: lines.append(style.fail(text))
                    case .added: lines.append(style.pass(text))
                    case .context: lines.append(text)
                    }
                }
            }
        }
        return lines
    }
}
