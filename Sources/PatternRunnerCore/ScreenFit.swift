import PlaygroundBasics

/// Fits a check's report on one terminal screen, for the watch, which clears and redraws it on
/// every save: long lines fold at the terminal's width (``TextWrap/folded(_:width:)``), and a report
/// taller than the screen keeps its top, where the first failure is, and says how much is left
/// and where to read it whole.
struct ScreenFit {
    let size: TerminalSize
    /// Lines kept free below the report: the progress bar, the verdict's stamp, the prompt.
    let reserved: Int

    func fitted(_ text: String, whole command: String) -> String {
        let width = size.columns
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { lines += TextWrap.folded(String(line), width: width) }
        if lines.last == "" { lines.removeLast() }
        let room = max(size.rows - reserved, 3)
        guard lines.count > room else { return lines.joined(separator: "\n") + "\n" }
        let note = TextWrap.folded("… \(lines.count) lines in all; \(command) shows them whole.", width: width)
        let kept = max(room - note.count, 1)
        return (lines.prefix(kept) + note).joined(separator: "\n") + "\n"
    }
}
