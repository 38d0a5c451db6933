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

/// `text` as a Swift expression that gives back its very scalars: a long text that repeats a
/// unit of up to 40 scalars as `String(repeating: "unit", count: n)`, any other as
/// ``swiftLiteral(_:)`` in full (a program printed short but wrong would fail otherwise, or not).
public func swiftExpression(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > 40,
        let unit = (1...40).first(where: { unit in
            scalars.count.isMultiple(of: unit) && scalars.indices.allSatisfy { scalars[$0] == scalars[$0 % unit] }
        })
    else { return swiftLiteral(text) }
    var repeated = ""
    repeated.unicodeScalars.append(contentsOf: scalars[..<unit])
    return "String(repeating: \(swiftLiteral(repeated)), count: \(scalars.count / unit))"
}
