import Testing

@testable import PlaygroundBasics

@Suite struct TerminalTextTests {
    @Test(
        "Escape sequences, OSC titles, bell, backspace, bidi overrides and invisible characters become visible",
        arguments: [
            ("\u{1B}[2JAda", "\\u{1B}[2JAda"),
            ("\u{1B}]0;pwned\u{7}", "\\u{1B}]0;pwned\\u{7}"),
            ("Bob\u{8}\u{8}\u{8}Eve", "Bob\\u{8}\\u{8}\\u{8}Eve"),
            ("\u{202E}evE", "\\u{202E}evE"),
            ("Ad\u{200B}a", "Ad\\u{200B}a"),
            ("line\nbreak\ttab", "line\\u{A}break\\u{9}tab"),
            ("\u{9B}31m", "\\u{9B}31m"),
        ])
    func controlsBecomeVisible(raw: String, shown: String) {
        #expect(TerminalText.safe(raw) == shown)
    }

    @Test("A text of several lines keeps its lines, each made safe, and loses only a trailing break")
    func linesStayLines() {
        #expect(TerminalText.safeLines("two rows:\nada \u{1B}[2J\nada\tb\n") == ["two rows:", "ada \\u{1B}[2J", "ada\\u{9}b"])
        #expect(TerminalText.safeLines("") == [""])
        #expect(TerminalText.safeLines("one\r\n") == ["one\\u{D}"])
    }

    @Test("Ordinary names, accents, emoji and right-to-left scripts pass unchanged")
    func ordinaryTextIsUnchanged() {
        for name in ["Ada Lovelace", "Zoë", "李雷", "Ahmad أحمد", "Sam 🎉"] { #expect(TerminalText.safe(name) == name) }
    }

    @Test("A long name is cut to the width with an ellipsis, after escaping")
    func longNamesAreCut() {
        #expect(TerminalText.fitted("Bartholomew Montgomery-Smythe", width: 12) == "Bartholomew…")
        #expect(TerminalText.fitted("\u{1B}[2J", width: 30) == "\\u{1B}[2J")
        #expect(TerminalText.fitted("Ada", width: 12) == "Ada")
    }
}
