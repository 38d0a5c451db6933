import PlaygroundBasics

/// A compiler error's source line with a caret under the column, as swiftc prints them:
///
///        19 |     case "A" mediator.react()
///           |              ^
///
/// Fitted to `width` columns without ever moving the caret off its character: a long line is
/// cut at the end, or at the start when the column lies beyond the screen. Tabs count as four
/// spaces on both lines; control characters are shown escaped (``TerminalText/safe(_:)``).
struct SourceExcerpt {
    let line: Int
    let source: String
    /// swiftc's column: UTF-8 bytes from the start of the line, plus one.
    let column: Int
    let width: Int

    var lines: [String] {
        let gutter = "  \(line) | "
        let room = max(width - TextWrap.columns(of: gutter), 8)
        let shown = Self.visible(source)
        let before = Self.visible(String(decoding: Array(source.utf8).prefix(max(column - 1, 0)), as: UTF8.self))
        var text = shown
        var caret = TextWrap.columns(of: before)
        if caret >= room - 1 {
            // Drop whole characters from the start until the caret fits with some context after it.
            var dropped = 0
            var characters = Substring(shown)
            while caret - dropped + 1 >= room - room / 3, let first = characters.first {
                dropped += TextWrap.columns(of: String(first))
                characters = characters.dropFirst()
            }
            text = "…" + characters
            caret = caret - dropped + 1
        }
        let pad = String(repeating: " ", count: TextWrap.columns(of: gutter) - 2)
        return [gutter + TextWrap.cut(text, to: room), pad + "| " + String(repeating: " ", count: caret) + "^"]
    }

    private static func visible(_ text: String) -> String {
        TerminalText.safe(text.replacingOccurrences(of: "\t", with: "    "))
    }
}
