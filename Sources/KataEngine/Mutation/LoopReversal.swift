/// Mutants of a `for x in items where condition {` loop: reversed, without its first or last
/// element, without its `where` clause.
enum LoopReversal {
    static func variants(of line: String, masked: String) -> [(change: String, line: String)] {
        guard let match = masked.firstMatch(of: #/^(\s*for .+? in )(.+?)( where .+)? \{\s*$/#) else { return [] }
        let characters = Array(line)
        let prefixEnd = match.1.count, sequenceEnd = prefixEnd + match.2.count
        let prefix = String(characters[..<prefixEnd]), sequence = String(characters[prefixEnd..<sequenceEnd])
        let rest = String(characters[sequenceEnd...])
        var variants = [
            ("reverse the loop", prefix + "(\(sequence)).reversed()" + rest),
            ("loop without the first element", prefix + "(\(sequence)).dropFirst()" + rest),
            ("loop without the last element", prefix + "(\(sequence)).dropLast()" + rest),
        ]
        if match.3 != nil { variants.append(("loop without its where clause", prefix + sequence + " {")) }
        return variants
    }
}
