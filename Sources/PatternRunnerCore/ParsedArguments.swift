/// A command's words after the command name: positional values and the flags that were given.
struct ParsedArguments {
    var values: [String] = []
    var flags: Set<String> = []

    /// Splits `words` into values and flags, rejecting any flag `allowed` does not list.
    /// A lone `--` ends the flags, so a value may start with a dash.
    init(_ words: [String], allowed: [String], command: String) throws(UsageError) {
        var flagsEnded = false
        for word in words {
            if !flagsEnded, word == "--" {
                flagsEnded = true
            } else if !flagsEnded, word.hasPrefix("-"), word.count > 1 {
                guard allowed.contains(word) else {
                    let reason =
                        allowed.isEmpty
                        ? "'\(command)' takes no options, got \(quoted(word))"
                        : "unknown option \(quoted(word)) for '\(command)'"
                    throw UsageError(reason, suggestion: ClosestMatch.find(word, among: allowed))
                }
                flags.insert(word)
            } else {
                values.append(word)
            }
        }
    }

    /// Fails unless there are at most `limit` values.
    func requireAtMost(_ limit: Int, for command: String) throws(UsageError) {
        guard values.count > limit else { return }
        let extra = values.dropFirst(limit).map { quoted($0) }.joined(separator: " ")
        throw UsageError("too many arguments for '\(command)': \(extra)")
    }
}
