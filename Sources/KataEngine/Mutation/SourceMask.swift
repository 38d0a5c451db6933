/// The code of each line with string literal contents blanked out (`"…"` keeps its quotes,
/// its characters become spaces, so positions still line up) and comments dropped; `nil` for
/// lines that hold no code (blank, comment only, inside a multi-line string). Mutation
/// operators look for their tokens here, so they never touch text or comments.
enum SourceMask {
    static func codeLines(_ lines: [String]) -> [String?] {
        var insideMultilineString = false
        return lines.map { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("\"\"\"") || trimmed.hasSuffix("\"\"\"") {
                let delimiters = line.components(separatedBy: "\"\"\"").count - 1
                if delimiters % 2 == 1 { insideMultilineString.toggle() }
                return nil
            }
            if insideMultilineString { return nil }
            let masked = mask(line)
            return masked.trimmingCharacters(in: .whitespaces).isEmpty ? nil : masked
        }
    }

    /// One line with string contents blanked and a trailing `//` comment removed.
    static func mask(_ line: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                    result.append(" ")
                } else if character == "\\" {
                    escaped = true
                    result.append(" ")
                } else if character == "\"" {
                    inString = false
                    result.append(character)
                } else {
                    result.append(" ")
                }
            } else if character == "\"" {
                inString = true
                result.append(character)
            } else if character == "/" && previous == "/" {
                result.removeLast()
                break
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }
}
