/// `if condition {` becomes `if !(condition) {`, and `guard condition else` becomes
/// `guard !(condition) else`; conditions that bind (`let`, `case`) are left alone.
enum ConditionNegation {
    static func variants(of line: String, masked: String) -> [(change: String, line: String)] {
        for (keyword, ending) in [("if ", " {"), ("guard ", " else")] {
            let pattern = try? Regex("^(\\s*\(keyword))(.+?)(\(ending).*)$")
            guard let pattern, let match = masked.firstMatch(of: pattern),
                let head = match.output[1].substring, let condition = match.output[2].substring
            else { continue }
            let text = String(condition)
            if text.contains("let ") || text.contains("var ") || text.contains("case ") || text.contains(",") { continue }
            let characters = Array(line)
            let start = head.count, end = start + condition.count
            let negated = String(characters[..<start]) + "!(" + String(characters[start..<end]) + ")" + String(characters[end...])
            return [("negate the \(keyword.trimmingCharacters(in: .whitespaces)) condition", negated)]
        }
        return []
    }
}
