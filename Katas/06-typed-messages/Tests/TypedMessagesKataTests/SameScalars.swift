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
