import Foundation
import KataEngine
import PlaygroundBasics

/// `kata mistakes NAME`: every catalogued mistake of a kata as its description and the lines
/// that differ from the reference — a workshop's "common mistakes" slide.
struct MistakesCommand {
    let catalog: KataCatalog
    let console: Console
    let style: Style

    func run(_ kata: KataInfo) -> ExitStatus {
        guard !kata.mistakes.isEmpty else {
            console.out.line(
                "Kata \(kata.slug) has no catalogued mistakes\(kata.kind == .mutants ? " (its mutants are in .meta/Mutants)" : "").")
            return .success
        }
        let folder = catalog.folder(of: kata)
        console.out.line(style.bold("Kata \(kata.slug) — \(kata.mistakes.count) common mistakes, each against the reference"))
        for (number, mistake) in kata.mistakes.enumerated() {
            console.out.line("")
            console.out.line(style.bold("\(number + 1). \(mistake.name)") + ": \(mistake.description)")
            for file in MistakeDrift.diffs(of: mistake, in: folder) where !file.diff.isEmpty {
                console.out.line(style.dim("   \(file.file)"))
                for line in file.diff.rendered().split(separator: "\n") {
                    let text = "   \(line)"
                    console.out.line(line.hasPrefix("-") ? style.fail(text) : style.pass(text))
                }
            }
        }
        return .success
    }
}
