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

    /// ``safe(_:)`` line by line: a text of several lines (a list the room sends) keeps its line
    /// breaks, while every other control character is still shown escaped. No trailing empty line.
    public static func safeLines(_ text: String) -> [String] {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            safe(String(String.UnicodeScalarView($0)))
        }
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines
    }

    /// ``safe(_:)``, cut to at most `width` characters with a `…` when it is longer.
    public static func fitted(_ text: String, width: Int) -> String {
        let safeText = safe(text)
        guard safeText.count > width, width > 1 else { return safeText }
        return String(safeText.prefix(width - 1)) + "…"
    }

    /// Decided by Unicode properties, not a list: controls (C0, C1, DEL: ESC starts every
    /// terminal sequence), every format character (bidi marks, embeddings, overrides and
    /// isolates, zero-width characters, the byte-order mark, tag characters, U+061C…), line
    /// and paragraph separators, private-use and surrogate code points, and any other
    /// default-ignorable code point a terminal draws as nothing (U+3164 HANGUL FILLER), except
    /// the combining ones that only select a glyph for the character before (variation selectors).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate: return true
        case .nonspacingMark: return properties.isBidiControl
        default: return properties.isBidiControl || properties.isDefaultIgnorableCodePoint
        }
    }
}

extension String {
    /// Right-aligned in `width` columns (tables of numbers).
    public func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
