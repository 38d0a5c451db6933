import Foundation
import KataEngine
import PlaygroundBasics

/// `reset`'s backups as the learner sees them: where one went, and `restore`, which lists
/// them and puts one back.
extension KataSession {
    /// Where `reset` or `restore` put the learner's previous files, as a path from the
    /// repository root on a line of its own (a backup path is long: it must not break mid-path).
    func reportBackup(_ backup: URL?, of kata: KataInfo, nothingSaved: String) {
        guard let backup else { return console.out.line(nothingSaved) }
        console.out.line("Your previous files are in")
        console.out.line("  " + relativePath(of: backup))
        let restore = "make restore NAME=\(kata.number)"
        wrapped("(\(spelling.viaMake ? restore : "PatternRunner kata restore \(kata.number)") lists every backup and puts one back.)")
    }

    /// Lists the kata's backups, newest first with time and size, or puts backup `number` back.
    func restore(_ kata: KataInfo, number: Int?) throws(KataError) -> ExitStatus {
        let backups = KataBackups(catalog: catalog).list(kata)
        guard !backups.isEmpty else {
            wrapped("\(kata.slug) has no backups yet: make reset NAME=\(kata.number) makes one before it puts the starter back.")
            return number == nil ? .success : .failure
        }
        guard let number else {
            console.out.line("Backups of \(kata.slug), newest first:")
            for (index, backup) in backups.enumerated() {
                let files = backup.files.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
                // The file names wrap under themselves, so a kata of three files fits the terminal.
                let lead = "  \(index + 1)  \(Self.shown(backup.time))  \(Self.size(backup.bytes))  "
                let indent = String(repeating: " ", count: lead.count)
                let lines = TextWrap.lines(files, width: TerminalWidth.forProse, first: indent, rest: indent)
                for (number, line) in lines.enumerated() { console.out.line(number == 0 ? lead + line.dropFirst(indent.count) : line) }
            }
            let how =
                spelling.viaMake ? "make restore NAME=\(kata.number) BACKUP=1" : "PatternRunner kata restore \(kata.number) --backup 1"
            wrapped("\(how) puts number 1 back; your files as they are now are backed up first.")
            return .success
        }
        guard number <= backups.count else {
            console.err.line(
                "PatternRunner: \(kata.slug) has \(backups.count) backup\(backups.count == 1 ? "" : "s") (1–\(backups.count)), not \(number)."
            )
            return .usage
        }
        let chosen = backups[number - 1]
        let report = try KataBackups(catalog: catalog).restore(kata, from: chosen)
        warn(store.update { $0.entries[kata.slug]?.starterAgain = false }.warnings)
        console.out.line("Restored \(kata.slug) from the backup of \(Self.shown(chosen.time)).")
        reportBackup(report.backup, of: kata, nothingSaved: "Your files were the starter's: nothing to back up.")
        return .success
    }

    /// Prose on standard output, wrapped at the terminal's width.
    private func wrapped(_ text: String) {
        TextWrap.lines(text, width: TerminalWidth.forProse).forEach { console.out.line($0) }
    }

    private func relativePath(of url: URL) -> String {
        let root = catalog.directory.deletingLastPathComponent().standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return TerminalText.safe(path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path)
    }

    /// A backup's time in the learner's own time zone, to the second.
    static func shown(_ time: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: time)
    }

    static func size(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) bytes" : String(format: "%.1f KB", Double(bytes) / 1024)
    }
}
