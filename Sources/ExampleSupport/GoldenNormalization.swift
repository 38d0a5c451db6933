/// The only two loosenings applied before a trace is compared with its golden file.
///
/// 1. Leading and trailing blank lines are trimmed: the documents trim them.
/// 2. UUIDs are masked as `<UUID>`: the game example's ids are random on every run.
///
/// Nothing else is loosened: spacing, punctuation and blank lines inside the trace all count.
public enum GoldenNormalization {
    public static let uuidPlaceholder = "<UUID>"

    /// Splits `text` into lines with both normalisations applied.
    public static func lines(of text: String) -> [String] {
        var lines = maskingUUIDs(in: text)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        while let first = lines.first, isBlank(first) { lines.removeFirst() }
        while let last = lines.last, isBlank(last) { lines.removeLast() }
        return lines
    }

    /// Replaces every canonical 8-4-4-4-12 hexadecimal UUID with ``uuidPlaceholder``.
    public static func maskingUUIDs(in text: String) -> String {
        let uuid = #/[0-9A-Fa-f]{8}-(?:[0-9A-Fa-f]{4}-){3}[0-9A-Fa-f]{12}/#
        return text.replacing(uuid, with: uuidPlaceholder)
    }

    private static func isBlank(_ line: String) -> Bool {
        line.allSatisfy(\.isWhitespace)
    }
}
