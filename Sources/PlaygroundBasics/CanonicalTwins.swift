/// Swift compares and hashes strings by canonical equivalence, so two file names that differ
/// only by Unicode normalisation ("Réaction.swift" with é as one scalar, or as e and a combining
/// accent) are one key in a `[String: …]` although the file system keeps two files. Whatever is
/// recorded per file under such a key combines both twins' values, so a change to either one
/// changes the entry.
public enum CanonicalTwins {
    /// `value` recorded under a key that may already hold a twin's value: both, in a fixed order.
    public static func combining(_ existing: String?, _ value: String) -> String {
        guard let existing else { return value }
        return (existing.split(separator: "\u{1F}").map(String.init) + [value]).sorted().joined(separator: "\u{1F}")
    }

    /// Whether `value` combines twins' values.
    public static func isCombined(_ value: String) -> Bool { value.contains("\u{1F}") }
}
