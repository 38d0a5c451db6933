/// Finds the valid word a mistyped one was probably meant to be.
public enum ClosestMatch {
    /// Inputs longer than this are compared by their first characters only, which keeps the
    /// edit-distance table small whatever someone pastes.
    static let comparedLength = 32

    /// The candidate with the smallest edit distance to `input` (ties go to the earlier
    /// candidate), or `nil` when nothing is remotely close.
    public static func find(_ input: String, among candidates: [String]) -> String? {
        let typed = Array(input.lowercased().prefix(comparedLength))
        guard !typed.isEmpty else { return nil }
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let word = Array(candidate.lowercased())
            let distance = word.starts(with: typed) ? 0 : editDistance(typed, word)
            if distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        guard let best, best.distance <= max(2, typed.count / 2) else { return nil }
        return best.word
    }

    /// Levenshtein distance between two character arrays.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for (i, x) in a.enumerated() {
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
