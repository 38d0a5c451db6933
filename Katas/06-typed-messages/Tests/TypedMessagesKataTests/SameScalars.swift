import TypedMessagesKata

/// "As sent" is the same Unicode scalars. Swift's `String ==` (and so `GameMessage`'s and
/// `ReadReceipt`'s synthesized `==`) is canonical equivalence: "é" as U+00E9 equals "e" + U+0301,
/// so a mediator that hands on or keeps a text in another normal form (NFD, NFC) passes every
/// `==`. The tests compare the texts a mediator passes on with these instead.
extension String {
    func hasSameScalars(as other: String) -> Bool { unicodeScalars.elementsEqual(other.unicodeScalars) }
}

extension GameMessage {
    /// Equal, and every text in it written with the same scalars.
    func isExactly(_ other: GameMessage) -> Bool {
        switch (self, other) {
        case (.chat(let text), .chat(let otherText)), (.deathNote(let text), .deathNote(let otherText)): text.hasSameScalars(as: otherText)
        default: self == other
        }
    }
}

extension ReadReceipt {
    /// Equal, and its message written with the same scalars.
    func isExactly(_ other: ReadReceipt) -> Bool { self == other && message.isExactly(other.message) }
}

extension Array where Element == ReadReceipt {
    /// The same receipts in the same order, each message written with the same scalars.
    func areExactly(_ others: [ReadReceipt]) -> Bool { count == others.count && elementsEqual(others) { $0.isExactly($1) } }

    /// Where two logs first differ, scalar for scalar: the first position whose receipts differ,
    /// or the length of the shorter one. Only meaningful when they differ.
    func firstInexactIndex(_ others: [ReadReceipt]) -> Int {
        zip(self, others).enumerated().first { !$0.element.0.isExactly($0.element.1) }?.offset ?? Swift.min(count, others.count)
    }
}

/// Texts that one normal form or another rewrites, each in both spellings Swift's `==` calls
/// equal: é and ö precomposed (U+00E9, U+00F6) and decomposed (e + U+0301, o + U+0308), Hangul
/// syllables and their jamo, the ångström sign (U+212B, which NFC and NFD both rewrite).
enum TwoSpellings {
    static let precomposed: [GameMessage] = [.chat("Caf\u{E9} \u{F6}"), .deathNote("\u{D55C}\u{AE00}")]
    static let decomposed: [GameMessage] = [.chat("Cafe\u{301} o\u{308}"), .deathNote("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF} \u{212B}")]
    static var both: [GameMessage] { precomposed + decomposed }
}
