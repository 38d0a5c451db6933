import KataEngine

/// A command's words after the command name: positional values, the switches that were
/// given, and the options that take a value (`--timeout 30` or `--timeout=30`).
struct ParsedArguments {
    var values: [String] = []
    var flags: Set<String> = []
    var options: [String: String] = [:]

    /// Splits `words` by what `spec` accepts. A lone `--` ends the flags, so a value may
    /// start with a dash.
    init(_ words: [String], spec: CommandSpec, spelling: FlagSpelling) throws(UsageError) {
        var flagsEnded = false
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if !flagsEnded, word == "--" {
                flagsEnded = true
                continue
            }
            guard !flagsEnded, word.hasPrefix("-"), word.count > 1 else {
                values.append(word)
                continue
            }
            let (flag, inlineValue) = Self.split(word)
            guard let option = spec.options.first(where: { $0.flag == flag }) else {
                let reason =
                    spec.options.isEmpty
                    ? "'\(spec.name)' takes no options, got \(quoted(word))"
                    : "unknown option \(quoted(word)) for '\(spec.name)'"
                throw UsageError(reason, suggestion: ClosestMatch.find(flag, among: spec.options.map(\.flag)))
            }
            guard option.value != nil else {
                if inlineValue != nil { throw UsageError("\(spelling.name(of: option)) takes no value") }
                flags.insert(flag)
                continue
            }
            if let inlineValue {
                options[flag] = inlineValue
            } else if option.valueIsOptional {
                options[flag] = ""
            } else if index < words.endIndex {
                options[flag] = words[index]
                index += 1
            } else {
                throw UsageError("\(spelling.name(of: option)) needs a value")
            }
        }
    }

    private static func split(_ word: String) -> (String, String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// Fails unless there are at most `limit` values.
    func requireAtMost(_ limit: Int, for command: String) throws(UsageError) {
        guard values.count > limit else { return }
        let extra = values.dropFirst(limit).map { quoted($0) }.joined(separator: " ")
        throw UsageError("too many arguments for '\(command)': \(extra)")
    }

    /// A whole number of at least `minimum` given to `flag`, if any.
    func number(_ flag: String, of spec: CommandSpec, spelling: FlagSpelling, minimum: Int) throws(UsageError) -> Int? {
        guard let text = options[flag] else { return nil }
        guard let value = Int(text), value >= minimum else {
            let name = spec.options.first { $0.flag == flag }.map(spelling.name(of:)) ?? flag
            throw UsageError("\(name) must be a whole number of at least \(minimum), got \(quoted(text))")
        }
        return value
    }
}

/// Names options the way the learner typed them: `FORCE=1` under make, `--force` otherwise.
struct FlagSpelling: Sendable {
    let viaMake: Bool

    func name(of option: OptionSpec) -> String {
        viaMake ? (option.makeForm ?? option.flag) : option.flag
    }

}
