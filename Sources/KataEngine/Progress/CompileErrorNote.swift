import Foundation
import PlaygroundBasics

/// What progress keeps of a check that did not compile: the compiler's first error, as one short
/// line the instructor's page shows where a failing test would be ("Planner.swift:12: cannot
/// convert value of type 'String' to specified type 'Int'"). It travels in every hand-in, so it is
/// made to pass the room's checks of shown text whatever the compiler said: one line, no control
/// or direction characters, no character piled with marks, and within the room's limit for a
/// failing test (characters, scalars and bytes); a longer error is cut with an ellipsis.
public enum CompileErrorNote {
    /// The most characters a note has: a failing test's limit, so the room takes it as it takes one.
    public static let characterLimit = 200

    /// The note for `result`, or `nil` when it compiled (or never got as far as the compiler).
    public static func of(_ result: KataCheckResult) -> String? {
        guard result.status == .compileError else { return nil }
        guard let first = result.compilerErrors.first else { return fitted("does not compile") }
        let file = first.file.split(separator: "/").last.map(String.init) ?? first.file
        let message = first.text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return fitted("\(file):\(first.line): \(message)")
    }

    /// `text` made showable and cut to fit (``LearnerReport/fits(_:characters:)``): every scalar
    /// the room refuses in shown text becomes a space, white space runs become one space, each
    /// character keeps what one character may carry, and the end goes where the limit falls.
    public static func fitted(_ text: String, characters limit: Int = characterLimit) -> String {
        var plain = ""
        for scalar in text.unicodeScalars {
            let refused = !LearnerReport.isShowable(String(scalar)) || scalar.properties.isWhitespace
            plain.unicodeScalars.append(refused ? " " : scalar)
        }
        let words = GraphemeBounds.tamed(plain).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        guard !LearnerReport.fits(words, characters: limit) else { return words }
        var kept = ""
        for character in words {
            guard LearnerReport.fits(kept + String(character) + "…", characters: limit) else { break }
            kept.append(character)
        }
        return kept + "…"
    }
}
