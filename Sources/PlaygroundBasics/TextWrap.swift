/// Fits text to a terminal: widths counted in columns, so wide characters take two, combining
/// marks none, and colour codes (`ESC [ … letter`) none; a painted word is measured by what
/// shows. Prose wraps at spaces (`lines`); a report line too long for the screen folds
/// (`folded`); code is never wrapped (a wrapped line reads as two lines): `cut` shortens it
/// visibly instead. The one place that knows how wide text is on a terminal.
public enum TextWrap {
    /// The columns `text` takes on a terminal.
    public static func columns(of text: some StringProtocol) -> Int {
        var escape = EscapeState()
        return text.unicodeScalars.reduce(0) { $0 + (escape.consumes($1) ? 0 : columns(of: $1)) }
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

    /// `line` shortened to `width` columns, ending in `…` when something was cut. Colour codes
    /// are kept whole, and a cut painted line ends with a reset so the colour does not leak.
    public static func cut(_ line: String, to width: Int) -> String {
        guard columns(of: line) > width else { return line }
        var kept = ""
        var used = 0
        var escape = EscapeState()
        var painted = false
        for scalar in line.unicodeScalars {
            if escape.consumes(scalar) {
                kept.unicodeScalars.append(scalar)
                painted = true
                continue
            }
            let needed = columns(of: scalar)
            if used + needed > width - 1 { break }
            kept.unicodeScalars.append(scalar)
            used += needed
        }
        return kept + "…" + (painted ? "\u{1B}[0m" : "")
    }

    /// `line` folded into pieces of at most `width` columns, for a report that must show every
    /// character: at the piece's last space after its indentation, so no word or token
    /// (`isEmpty`, `[n: 1]`) is split; mid-word only for a word longer than a whole piece; never
    /// inside a character or a colour code. Continuations start two columns right of the line's
    /// own indentation; a painted piece ends with a reset, so a fold leaks no colour.
    public static func folded(_ line: String, width: Int) -> [String] {
        let width = max(width, 2)
        let indent = String(repeating: " ", count: min(indentation(of: line) + 2, width / 2))
        var firstIndent = indentation(of: line)
        var pieces: [String] = []
        var current: [Character] = [], used = 0, painted = false
        var escape = EscapeState()
        var lastSpace: (index: Int, used: Int)?
        for character in line {
            if character.unicodeScalars.allSatisfy({ escape.consumes($0) }) {
                current.append(character)
                painted = true
                continue
            }
            let needed = columns(of: String(character))
            if used + needed > width, used > 0 {
                var rest: [Character] = []
                if let space = lastSpace, space.used > firstIndent, !current[(space.index + 1)...].contains("\u{1B}") {
                    rest = Array(current[(space.index + 1)...])
                    current.removeSubrange(space.index...)
                }
                pieces.append(String(current) + (painted ? "\u{1B}[0m" : ""))
                current = Array(indent) + rest
                used = columns(of: String(current))
                firstIndent = indent.count
                lastSpace = nil
            }
            if character == " " { lastSpace = (current.count, used) }
            current.append(character)
            used += needed
        }
        pieces.append(String(current))
        return pieces
    }

    /// The spaces before the first character that shows, colour codes skipped.
    static func indentation(of line: String) -> Int {
        var escape = EscapeState()
        var spaces = 0
        for scalar in line.unicodeScalars where !escape.consumes(scalar) {
            guard scalar == " " else { break }
            spaces += 1
        }
        return spaces
    }
}

/// Follows a colour code (`ESC [` parameters, a final letter) scalar by scalar, so the code
/// takes no columns and is never split.
struct EscapeState {
    private var inside = false

    /// Whether `scalar` belongs to a colour code (and so takes no room).
    mutating func consumes(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{1B}" {
            inside = true
            return true
        }
        guard inside else { return false }
        if scalar.properties.isAlphabetic, scalar.isASCII { inside = false }
        return true
    }
}
