import KataEngine

/// A learner's name as the room compares it: ``LearnerIdentity``'s key, the same one the page's
/// "· machine" label uses. Two posts whose keys are equal are one learner on one machine; the
/// page still shows the name as typed.
public enum LearnerName {
    static func normalized(_ name: String) -> String { LearnerIdentity.normalized(name) }

    static func key(name: String, machine: String?) -> String { LearnerIdentity.key(name: name, machine: machine) }

    static func normalizedName(ofKey key: String) -> Substring { LearnerIdentity.name(ofKey: key) }

    /// `name` with white space trimmed from both ends and each run of it made one space, and
    /// the invisible format characters dropped (a zero-width space would make "Ada" and "A​da"
    /// two names that look one; the joiners U+200C and U+200D stay, some scripts and emoji need
    /// them): what the client sends, so an honest name typed with extra spaces is never refused.
    public static func tidied(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in name.unicodeScalars {
            if scalar.properties.generalCategory == .format, scalar.value != 0x200C, scalar.value != 0x200D { continue }
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }
}
