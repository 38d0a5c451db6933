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

    /// `line` cut into pieces of at most `width` visible characters, at a space when the piece
    /// has one in its second half; an escape sequence (`ESC [ … letter`) is kept whole and
    /// counts for nothing. Continuations are indented two columns past the line's own indentation.
    static func wrapped(_ line: String, width: Int) -> [String] {
        // Continuations start two columns right of the line's own indentation.
        let visibleText = line.replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "")
        let indent = String(repeating: " ", count: min(visibleText.prefix { $0 == " " }.count + 2, width / 2))
        var pieces: [String] = []
        var current: [Character] = [], visible = 0, inEscape = false, painted = false
        var lastSpace: (index: Int, visible: Int)?
        for character in line {
            if character == "\u{1B}" || inEscape {
                inEscape = !(inEscape && character.isLetter)
                painted = painted || character == "\u{1B}"
                current.append(character)
                continue
            }
            if visible == width {
                var rest: [Character] = []
                if let space = lastSpace, space.visible > width / 2, !current[(space.index + 1)...].contains("\u{1B}") {
                    rest = Array(current[(space.index + 1)...])
                    current.removeSubrange(space.index...)
                }
                pieces.append(String(current) + (painted ? "\u{1B}[0m" : ""))
                current = Array(indent) + rest
                visible = indent.count + rest.count
                lastSpace = nil
            }
            if character == " " { lastSpace = (current.count, visible) }
            current.append(character)
            visible += 1
        }
        pieces.append(String(current))
        return pieces
    }
}
