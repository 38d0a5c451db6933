/// Questions about a declared name, asked of Swift source read as bytes: read that way, a name
/// inside a comment or a string interpolation counts as mentioned too, which can only make a
/// check compile more, never less.
enum SwiftName {
    /// The name without the backquotes that let a keyword be one.
    static func plain(_ word: String) -> String {
        word.count > 1 && word.hasPrefix("`") && word.hasSuffix("`") ? String(word.dropFirst().dropLast()) : word
    }

    /// Names the compiler looks up without the source writing them (`for … in` calls
    /// `makeIterator()`, interpolation calls `appendInterpolation`, a result builder its
    /// `build…` methods) or that standard protocols fill with defaults: a declaration with one
    /// of them can matter to code that never mentions it.
    static func isLookedUpImplicitly(_ name: String) -> Bool {
        implicit.contains(name) || name.hasPrefix("build") || name.hasPrefix("_")
    }

    private static let implicit: Set<String> = [
        "callAsFunction", "makeIterator", "next", "makeAsyncIterator", "wrappedValue", "projectedValue", "appendInterpolation",
        "appendLiteral", "dynamicallyCall", "hash", "hashValue", "encode", "description", "debugDescription", "main",
        "unownedExecutor", "errorDescription", "failureReason", "recoverySuggestion", "helpAnchor", "localizedDescription",
        "customMirror", "id", "underestimatedCount", "withContiguousStorageIfAvailable", "rawValue", "init", "deinit", "subscript",
    ]

    /// Whether `name` occurs in `text` as a whole word.
    static func isMentioned(_ name: String, in text: [UInt8]) -> Bool {
        !occurrences(of: name, in: text).isEmpty
    }

    /// Whether `text` extends a type named `name`, however qualified (`extension A.Name`).
    static func isExtended(_ name: String, in text: [UInt8]) -> Bool {
        occurrences(of: name, in: text).contains { start in
            var index = start
            skipSpaceBackwards(text, &index)
            // Qualifiers: `Outer.` before the name, as many as there are.
            while index > 0, text[index - 1] == UInt8(ascii: ".") {
                index -= 1
                skipSpaceBackwards(text, &index)
                while index > 0, SwiftTokens.isWordByte(text[index - 1]) { index -= 1 }
                skipSpaceBackwards(text, &index)
            }
            let keyword = Array("extension".utf8)
            guard index >= keyword.count, Array(text[(index - keyword.count)..<index]) == keyword else { return false }
            let before = index - keyword.count
            return before == 0 || !SwiftTokens.isWordByte(text[before - 1])
        }
    }

    /// Where `name` starts as a whole word in `text`.
    private static func occurrences(of name: String, in text: [UInt8]) -> [Int] {
        let needle = Array(plain(name).utf8)
        guard !needle.isEmpty, needle.count <= text.count else { return [] }
        var found: [Int] = []
        var index = 0
        while index + needle.count <= text.count {
            if text[index] == needle[0], Array(text[index..<(index + needle.count)]) == needle,
                index == 0 || !SwiftTokens.isWordByte(text[index - 1]),
                index + needle.count == text.count || !SwiftTokens.isWordByte(text[index + needle.count])
            {
                found.append(index)
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }

    private static func skipSpaceBackwards(_ text: [UInt8], _ index: inout Int) {
        while index > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(text[index - 1]) {
            index -= 1
        }
    }
}
