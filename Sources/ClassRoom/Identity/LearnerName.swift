import Foundation

/// A learner's name as the room compares it: trimmed, in Unicode compatibility form (NFKC, so a
/// full-width "ａｄａ" or a decomposed "Zoë" is the same name), invisible format characters
/// dropped, runs of spaces made one, without regard to case. Two posts whose names compare
/// equal here are one learner on one machine; the page still shows the name as typed.
enum LearnerName {
    static func normalized(_ name: String) -> String {
        let compatible = name.precomposedStringWithCompatibilityMapping
        var visible = String.UnicodeScalarView()
        var lastWasSpace = true
        for scalar in compatible.unicodeScalars {
            if scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint { continue }
            if scalar.properties.isWhitespace {
                if !lastWasSpace { visible.append(" ") }
                lastWasSpace = true
            } else {
                visible.append(scalar)
                lastWasSpace = false
            }
        }
        let trimmed = String(visible).trimmingCharacters(in: .whitespaces)
        return trimmed.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
    }

    /// One learner is a name on a machine: two Sams on two laptops are two rows.
    static func key(name: String, machine: String?) -> String { normalized(name) + "\u{0}" + (machine ?? "") }
}
