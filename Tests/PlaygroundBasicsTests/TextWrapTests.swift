import Testing

@testable import PlaygroundBasics

/// Widths as a terminal shows them: colour codes take nothing, wide characters two columns.
@Suite struct TextWrapTests {
    /// The columns each piece shows, measured independently of `TextWrap`: codes stripped by
    /// pattern, CJK ideographs counted twice.
    func shownWidths(_ lines: [String]) -> [Int] {
        lines.map { line in
            line.replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "").unicodeScalars.reduce(0) {
                $0 + ((0x4E00...0x9FFF).contains($1.value) ? 2 : 1)
            }
        }
    }

    @Test func foldedLinesBreakAtASpaceWithinTheWidthAndLoseNoWord() {
        let line = "message 2 through the mediator differs: expected \"Mediator -> Component 2: doC()\", got nothing"
        let pieces = TextWrap.folded(line, width: 30)
        #expect(shownWidths(pieces).allSatisfy { $0 <= 30 }, "\(pieces)")
        #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "continuations are indented")
        let words = pieces.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words == line.split(separator: " ").joined(separator: " "), "every word kept, none split: \(pieces)")
    }

    @Test(arguments: [
        "    expected (cast.mario.inbox → [chat: me?]).isEmpty → false at step 12 of the game",
        "  smallest scenario found: register([#0, #1]); send(chat: hi) from #0 to id 1 [n: 1]",
    ])
    func aFoldNeverSplitsATokenThatFitsOnAPieceOfItsOwn(line: String) {
        for width in 24...60 {
            let pieces = TextWrap.folded(line, width: width)
            #expect(shownWidths(pieces).allSatisfy { $0 <= width }, "\(pieces)")
            let words = pieces.flatMap { $0.split(separator: " ") }
            #expect(words == line.split(separator: " "), "width \(width): a token split across pieces: \(pieces)")
        }
    }

    @Test func colourCodesTakeNoRoomAndAPaintedFoldLeaksNoColour() {
        let painted = "\u{1B}[31m" + String(repeating: "x", count: 45) + "\u{1B}[0m"
        let pieces = TextWrap.folded(painted, width: 20)
        #expect(shownWidths(pieces) == [20, 20, 9])
        #expect(pieces.dropLast().allSatisfy { $0.hasSuffix("\u{1B}[0m") }, "\(pieces)")
    }

    @Test func wideCharactersTakeTwoColumnsWhenFoldingAndWrapping() {
        let line = "名字" + String(repeating: "中", count: 30)
        let folded = TextWrap.folded(line, width: 21)
        #expect(shownWidths(folded).allSatisfy { $0 <= 21 }, "\(folded)")
        #expect(folded.joined().filter { $0 != " " } == line, "no character lost or split")
        let prose = TextWrap.lines(Array(repeating: "中文字", count: 10).joined(separator: " "), width: 20)
        #expect(shownWidths(prose).allSatisfy { $0 <= 20 } && prose.count == 4, "\(prose)")
    }

    @Test func paintedProseIsMeasuredByWhatShows() {
        let word = "\u{1B}[1mbold\u{1B}[0m"
        let lines = TextWrap.lines(Array(repeating: word, count: 6).joined(separator: " "), width: 14)
        #expect(shownWidths(lines) == [14, 14], "three painted words a line: \(lines)")
        #expect(TextWrap.columns(of: word) == 4)
    }

    @Test func aCutLineKeepsItsCodesWholeAndEndsTheColour() {
        let cut = TextWrap.cut("\u{1B}[32m" + String(repeating: "y", count: 30), to: 10)
        #expect(shownWidths([cut]) == [10] && cut.hasPrefix("\u{1B}[32m") && cut.hasSuffix("…\u{1B}[0m"), "\(cut.debugDescription)")
    }
}
