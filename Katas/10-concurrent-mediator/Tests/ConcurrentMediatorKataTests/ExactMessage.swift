import ConcurrentMediatorKata

/// A message compared by the Unicode scalars of its texts. `String`'s `==` (and so the
/// synthesized `==` of `ChatMessage`) calls canonically equivalent texts equal: `"Caf\u{E9}"` and
/// `"Cafe\u{301}"` compare equal, yet a receiver that forwards, hashes or measures them sees two
/// texts. "Delivered as sent" means the same scalars, so the model compares messages this way.
struct ExactMessage: Hashable {
    let message: ChatMessage

    init(_ message: ChatMessage) { self.message = message }

    static func == (left: ExactMessage, right: ExactMessage) -> Bool {
        left.message.sequence == right.message.sequence
            && left.message.sender.unicodeScalars.elementsEqual(right.message.sender.unicodeScalars)
            && left.message.text.unicodeScalars.elementsEqual(right.message.text.unicodeScalars)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(message.sequence)
        for text in [message.sender, message.text] {
            hasher.combine(text.unicodeScalars.count)
            for scalar in text.unicodeScalars { hasher.combine(scalar.value) }
        }
    }
}

extension ChatMessage {
    /// Equal scalar for scalar, not only canonically equivalent: see `ExactMessage`.
    func isExactly(_ other: ChatMessage) -> Bool { ExactMessage(self) == ExactMessage(other) }
}
