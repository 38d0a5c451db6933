import PlaygroundBasics

/// Fits a check's report on one terminal screen, for the watch, which clears and redraws it on
/// every save: long lines wrap at the terminal's width (colour codes take no room), and a report
/// taller than the screen keeps its top, where the first failure is, and says how much is left
/// and where to read it whole.
struct ScreenFit {
    let size: TerminalSize
    /// Lines kept free below the report: the progress bar, the verdict's stamp, the prompt.
    let reserved: Int

    func fitted(_ text: String, whole command: String) -> String {
        let width = size.columns
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { lines += Self.wrapped(String(line), width: width) }
        if lines.last == "" { lines.removeLast() }
        let room = max(size.rows - reserved, 3)
        guard lines.count > room else { return lines.joined(separator: "\n") + "\n" }
        let note = Self.wrapped("… \(lines.count) lines in all; \(command) shows them whole.", width: width)
        let kept = max(room - note.count, 1)
        return (lines.prefix(kept) + note).joined(separator: "\n") + "\n"
    }

    /// `line` cut into pieces of at most `width` visible characters; an escape sequence
    /// (`ESC [ … letter`) is kept whole and counts for nothing. Continuations are indented by two.
    static func wrapped(_ line: String, width: Int) -> [String] {
        var pieces: [String] = []
        var current = "", visible = 0, inEscape = false, painted = false
        for character in line {
            if character == "\u{1B}" {
                inEscape = true
                painted = true
                current.append(character)
                continue
            }
            if inEscape {
                current.append(character)
                if character.isLetter { inEscape = false }
                continue
            }
            if visible == width {
                pieces.append(painted ? current + "\u{1B}[0m" : current)
                (current, visible) = ("  ", 2)
            }
            current.append(character)
            visible += 1
        }
        pieces.append(current)
        return pieces
    }
}
