/// Whole-number literals in code, for the ±1 mutants.
enum IntegerLiteral {
    static func ranges(in masked: String) -> [(Range<Int>, Int)] {
        let characters = Array(masked)
        var found: [(Range<Int>, Int)] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isNumber else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isNumber || characters[end] == "_" { end += 1 }
            let before = index > 0 ? characters[index - 1] : " "
            let after = end < characters.count ? characters[end] : " "
            let partOfName = before.isLetter || before == "_" || before == "." || before == "$" || after.isLetter || after == "."
            if !partOfName, let value = Int(String(characters[index..<end]).replacingOccurrences(of: "_", with: "")) {
                found.append((index..<end, value))
            }
            index = end
        }
        return found
    }

    static func replace(_ line: String, at range: Range<Int>, with value: Int) -> String {
        var characters = Array(line)
        characters.replaceSubrange(range, with: Array(String(value)))
        return String(characters)
    }
}
