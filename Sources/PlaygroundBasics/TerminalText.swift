/// Text from outside (a hand-in's learner name, a file name, a folder a learner made) made
/// safe to print on a terminal: control characters, escape sequences, bidi overrides and
/// invisible characters become visible `\u{…}` escapes, so a name can neither clear the
/// instructor's screen, retitle the window, ring the bell, nor hide or reorder text; a character
/// carrying a pile of combining marks is cut to ``GraphemeBounds`` so it cannot smear the table.
/// Decided scalar by scalar, never by `Character`.
public enum TerminalText {
    public static func safe(_ text: String) -> String {
        var result = ""
        for scalar in GraphemeBounds.tamed(text).unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// ``safe(_:)``, cut to at most `width` characters with a `…` when it is longer.
    public static func fitted(_ text: String, width: Int) -> String {
        let safeText = safe(text)
        guard safeText.count > width, width > 1 else { return safeText }
        return String(safeText.prefix(width - 1)) + "…"
    }

    /// C0 and C1 controls and DEL (ESC starts every terminal sequence), the bidi embeddings,
    /// overrides, isolates and marks, and zero-width characters and the byte-order mark.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }
}

extension String {
    /// Right-aligned in `width` columns (tables of numbers).
    public func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
