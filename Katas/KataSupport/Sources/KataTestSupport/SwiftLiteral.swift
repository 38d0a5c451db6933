/// `text` as a Swift string literal a learner can paste and read without doubt: printable ASCII
/// as written, quotes and backslashes escaped, and every other scalar — an accent, a letter of
/// another alphabet drawn like a Latin one, a full-width letter, a zero-width space, a line
/// ending — as `\u{…}`, so `"A\u{301}"` never reads as "Á" and `"\u{430}da"` never as "ada".
public func swiftLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        case " "..."~": literal.unicodeScalars.append(scalar)
        default: literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
    return literal + "\""
}
