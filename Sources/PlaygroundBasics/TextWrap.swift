/// Fits prose to a terminal: words wrapped at a width counted in columns, so wide characters
/// take two and combining marks none. Code is never wrapped (a wrapped line reads as two
/// lines); `cut` shortens it visibly instead.
public enum TextWrap {
    /// The columns `text` takes on a terminal.
    public static func columns(of text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
    }

    static func columns(of scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark { return 0 }
        if scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) { return 0 }
        if properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }

    /// `text` as lines of at most `width` columns: the first starts with `first`, the rest with
    /// `rest` (a hanging indent). A word longer than a line is cut.
    public static func lines(_ text: String, width: Int, first: String = "", rest: String = "") -> [String] {
        var lines: [String] = []
        var current = first
        var currentWidth = columns(of: first)
        var startOfLine = true
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = columns(of: word)
            if !startOfLine, currentWidth + 1 + wordWidth > width {
                lines.append(current)
                (current, currentWidth, startOfLine) = (rest, columns(of: rest), true)
            }
            let spaced = startOfLine ? String(word) : " " + word
            current += spaced
            currentWidth += columns(of: spaced)
            startOfLine = false
        }
        lines.append(current)
        return lines.map { cut($0, to: width) }
    }

    /// `line` shortened to `width` columns, ending in `…` when something was cut.
    public static func cut(_ line: String, to width: Int) -> String {
        guard columns(of: line) > width else { return line }
        var kept = ""
        var used = 0
        for scalar in line.unicodeScalars {
            let needed = columns(of: scalar)
            if used + needed > width - 1 { break }
            kept.unicodeScalars.append(scalar)
            used += needed
        }
        return kept + "…"
    }
}
