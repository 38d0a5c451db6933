import Foundation
import PlaygroundBasics

/// How far each catalogued mistake is from the reference: the lines a diff changes, summed over
/// its files. katas.json declares that size per mistake (`changedLines`), and `kata verify`
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
        let mistakeFolder = layout.mistake(named: mistake.name)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: mistakeFolder.path)) ?? []).sorted()
        return files.map { file in
            let reference = lines(of: layout.solution(file))
            let changed = lines(of: mistakeFolder.appendingPathComponent(file))
            return FileDiff(file: file, diff: LineDiff(expected: reference, actual: changed))
        }
    }

    /// The number of changed lines (removed plus added) over all of a mistake's files.
    public static func size(of mistake: KataInfo.Mistake, in folder: URL) -> Int {
        diffs(of: mistake, in: folder).reduce(0) { $0 + $1.diff.changes.count }
    }

    /// Why a mistake no longer is the reference plus its declared change, or `nil`.
    static func problem(of mistake: KataInfo.Mistake, in folder: URL) -> String? {
        let size = size(of: mistake, in: folder)
        if size == 0 { return "mistake \(mistake.name) is identical to the reference" }
        guard let declared = mistake.changedLines else {
            return "mistake \(mistake.name) declares no changedLines in katas.json (it differs from the reference by \(size))"
        }
        guard size != declared else { return nil }
        return "mistake \(mistake.name) differs from the reference by \(size) changed lines, katas.json declares \(declared): "
            + "the reference moved under it (make mistakes NAME=… shows the diff); redo the mistake on the new reference, or declare its new size"
    }

    private static func lines(of file: URL) -> [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").components(separatedBy: "\n")
    }
}
