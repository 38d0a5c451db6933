import Testing

@testable import PlaygroundBasics

@Suite struct HTMLTextTests {
    /// A quote or bracket followed by a combining mark is one `Character` that is not `"` or `<`.
    static let combining = ["\u{0301}", "\u{20DD}", "\u{0903}"]

    @Test("Quotes and brackets carrying a combining mark are escaped: the escaper reads scalars, not characters")
    func combiningMarksDoNotHideMarkup() {
        for mark in Self.combining {
            let hostile = "x\"\(mark) style=\(mark)'\(mark)<\(mark)script>&\(mark)"
            let escaped = HTMLText.escaped(hostile)
            for raw in ["\"", "'", "<", ">"] { #expect(!escaped.unicodeScalars.contains(raw.unicodeScalars.first!), "\(escaped)") }
            #expect(escaped.contains("&quot;\(mark)") && escaped.contains("&#39;\(mark)") && escaped.contains("&lt;\(mark)"))
            #expect(escaped.contains("&amp;\(mark)"))
        }
    }

    @Test("Ordinary text, accents and emoji pass unchanged")
    func ordinaryText() {
        for text in ["Ada Lovelace", "Zoë", "e\u{0301}", "李雷", "Sam 🎉", "👨‍👩‍👧‍👦"] { #expect(HTMLText.escaped(text) == text) }
    }
}

@Suite struct GraphemeBoundsTests {
    @Test("One character piled with combining marks is a bomb; real accents, scripts and emoji sequences are not")
    func bombs() {
        let bomb = "a" + String(repeating: "\u{0301}", count: 30_000)
        #expect(bomb.count == 1 && GraphemeBounds.isBomb(bomb))
        #expect(GraphemeBounds.isBomb("Zo" + String(repeating: "\u{0308}", count: GraphemeBounds.marksInARow + 1)))
        for text in ["Nguyễn Thị Hồng", "नमस्ते", "Zoë", "👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "Sam 🎉"] { #expect(!GraphemeBounds.isBomb(text), "\(text)") }
    }

    @Test("Tamed, a bomb keeps its base and a few marks; text within bounds is unchanged")
    func taming() {
        let bomb = "Ada" + String(repeating: "\u{0301}", count: 30_000) + "!"
        let tamed = GraphemeBounds.tamed(bomb)
        #expect(tamed.unicodeScalars.count == 4 + GraphemeBounds.marksInARow)
        #expect(tamed.hasPrefix("Ad") && tamed.hasSuffix("!"))
        #expect(GraphemeBounds.tamed("Nguyễn") == "Nguyễn")
        #expect(TerminalText.safe(bomb).unicodeScalars.count == tamed.unicodeScalars.count)
    }
}
