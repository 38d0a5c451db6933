import Foundation
import PlaygroundBasics

/// How far each catalogued mistake (and each of kata 11's named mutants) is from the reference:
/// the lines a diff changes, summed over its files. katas.json declares that size per mistake (`changedLines`), and `kata verify`
/// fails when the two disagree: a mistake is "the reference plus one change" only while the
/// reference has not moved under it. Mistakes stay whole Swift files (an instructor can open,
/// build and hand one out); the declared size is what catches the drift.
public enum MistakeDrift {
    /// One file of a mistake against the reference's file of the same name.
    public struct FileDiff: Sendable {
        public let file: String
        public let diff: LineDiff
    }

    /// The diffs of one mistake, one per file it holds.
    public static func diffs(of mistake: KataInfo.Mistake, in folder: URL) -> [FileDiff] {
        let layout = KataLayout(folder: folder)
        return diffs(variant: layout.mistake(named: mistake.name), reference: layout.solutionFolder)
    }

    /// Every file of a kept variant (a mistake's folder, a named mutant's) against the file of
    /// the same name in `reference`.
    static func diffs(variant: URL, reference: URL) -> [FileDiff] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: variant.path)) ?? []).sorted()
        return files.map { file in
            FileDiff(
                file: file,
                diff: LineDiff(
                    expected: lines(of: reference.appendingPathComponent(file)), actual: lines(of: variant.appendingPathComponent(file))))
        }
    }

    /// Every file of a mistake against the reference's, as hunks with context lines numbered
    /// as in the mistake (the learner's own file).
    public static func hunks(of mistake: KataInfo.Mistake, in folder: URL) -> [(file: String, hunks: DiffHunks)] {
        let layout = KataLayout(folder: folder)
        let variant = layout.mistake(named: mistake.name), reference = layout.solutionFolder
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: variant.path)) ?? []).sorted()
        return files.map { file in
            (
                file,
                DiffHunks(
                    expected: lines(of: reference.appendingPathComponent(file)), actual: lines(of: variant.appendingPathComponent(file)))
            )
        }
    }

    /// The number of changed lines (removed plus added) over all of a mistake's files.
    public static func size(of mistake: KataInfo.Mistake, in folder: URL) -> Int {
        diffs(of: mistake, in: folder).reduce(0) { $0 + $1.diff.changes.count }
    }

    /// Why a mistake no longer is the reference plus its declared change, or `nil`.
    static func problem(of mistake: KataInfo.Mistake, in folder: URL) -> String? {
        problem("mistake \(mistake.name)", size: size(of: mistake, in: folder), declared: mistake.changedLines)
    }

    /// The same for kata 11's named mutants, each against the mediator it breaks.
    static func problem(of mutant: KataInfo.Mutant, in folder: URL) -> String? {
        let mediator = folder.appendingPathComponent(MutantTrial.mediatorFile)
        let variant = KataLayout(folder: folder).mutant(named: mutant.name, file: MutantTrial.mediatorFile).deletingLastPathComponent()
        let size = diffs(variant: variant, reference: mediator.deletingLastPathComponent()).reduce(0) { $0 + $1.diff.changes.count }
        return problem("mutant \(mutant.name)", size: size, declared: mutant.changedLines)
    }

    private static func problem(_ what: String, size: Int, declared: Int?) -> String? {
        if size == 0 { return "\(what) is identical to the reference" }
        guard let declared else { return "\(what) declares no changedLines in katas.json (it differs from the reference by \(size))" }
        guard size != declared else { return nil }
        return "\(what) differs from the reference by \(size) changed lines, katas.json declares \(declared): "
            + "the reference moved under it (make mistakes NAME=… shows a mistake's diff); redo it on the new reference, or declare its new size"
    }

    private static func lines(of file: URL) -> [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").components(separatedBy: "\n")
    }
}
