import DecoupleKata
import KataTestSupport

/// Swift's `==` on strings is canonical equivalence: `"\u{E9}"` (é) equals `"e\u{301}"` (e and a
/// combining accent), so a board whose titles the mediator rewrote to another Unicode form (NFC,
/// NFD) is `==` to the model's. Rule 1 wants each title as the screen reported it: the same
/// Unicode scalars, which is what this compares.
extension LikeBoard {
    /// Where this board spells a title in other Unicode scalars than `expected` does (the two
    /// boards being `==`), described for a failure; nil when they spell it alike. Asked after
    /// every change, it looks only where that change can bring a spelling: the last title liked
    /// (a title joins the list at its end) and the count of `title`, the one just changed.
    func respelling(against expected: LikeBoard, changed title: String?) -> String? {
        if let shown = liked.last, let reported = expected.liked.last, !sameScalars(shown, reported) {
            return "liked[\(liked.count - 1)] is \(swiftLiteral(shown)), not \(swiftLiteral(reported))"
        }
        guard let title, let index = counts.index(forKey: title), let wanted = expected.counts.index(forKey: title) else { return nil }
        let (shown, reported) = (counts[index].key, expected.counts[wanted].key)
        return sameScalars(shown, reported) ? nil : "counts holds \(swiftLiteral(shown)), not \(swiftLiteral(reported))"
    }
}

/// Whether two texts are the same Unicode scalars (so the same UTF-8 bytes), not merely `==`.
func sameScalars(_ one: String, _ other: String) -> Bool { one.utf8.elementsEqual(other.utf8) }
