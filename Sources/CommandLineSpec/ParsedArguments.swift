import PlaygroundBasics

/// A command's words after the command name: positional values, the switches that were
/// given, and the options that take a value (`--timeout 30` or `--timeout=30`).
public struct ParsedArguments: Sendable {
    public var values: [String] = []
    public var flags: Set<String> = []
    public var options: [String: String] = [:]
    /// What the command accepts, for messages.
    let command: String
    let accepted: [OptionSpec]

    /// Splits `words` by the `options` command `command` accepts. A lone `--` ends the flags,
    /// so a value may start with a dash.
    public init(_ words: [String], command: String, options accepted: [OptionSpec], spelling: FlagSpelling) throws(UsageError) {
        (self.command, self.accepted) = (command, accepted)
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
            guard let option = accepted.first(where: { $0.flag == flag }) else {
                let reason =
                    accepted.isEmpty
                    ? "'\(command)' takes no options, got \(quoted(word))"
                    : "unknown option \(quoted(word)) for '\(command)'"
                throw UsageError(reason, suggestion: ClosestMatch.find(flag, among: accepted.map(\.flag)))
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
    public func requireAtMost(_ limit: Int) throws(UsageError) {
        guard values.count > limit else { return }
        let extra = values.dropFirst(limit).map { quoted($0) }.joined(separator: " ")
        throw UsageError("too many arguments for '\(command)': \(extra)")
    }

    /// A whole number of at least `minimum` given to `flag`, if any.
    public func number(_ flag: String, spelling: FlagSpelling, minimum: Int) throws(UsageError) -> Int? {
        guard let text = options[flag] else { return nil }
        guard let value = Int(text), value >= minimum else {
            let name = accepted.first { $0.flag == flag }.map(spelling.name(of:)) ?? flag
            throw UsageError("\(name) must be a whole number of at least \(minimum), got \(quoted(text))")
        }
        return value
    }
}

/// Names options the way the learner typed them: `FORCE=1` under make, `--force` otherwise.
public struct FlagSpelling: Sendable {
    public let viaMake: Bool

    public init(viaMake: Bool) { self.viaMake = viaMake }

    public func name(of option: OptionSpec) -> String {
        viaMake ? (option.makeForm ?? option.flag) : option.flag
    }

}
