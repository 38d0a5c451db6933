import CommandLineSpec
import KataEngine

/// One command being run: its declaration, the words given to it, and where it talks to. A
/// handler reads its options through the declared ``OptionSpec`` values, never by spelling a flag.
struct CommandRun {
    let spec: CommandSpec
    let parsed: ParsedArguments
    let console: Console
    let environment: RunnerEnvironment

    var spelling: FlagSpelling { FlagSpelling(viaMake: environment.viaMake) }
    var values: [String] { parsed.values }

    /// Whether a switch the command declares was given.
    func isSet(_ option: OptionSpec) -> Bool { parsed.flags.contains(option.flag) }

    /// The text given to an option that takes a value, if any.
    func text(of option: OptionSpec) -> String? { parsed.options[option.flag] }

    /// A whole number of at least `minimum` given to `option`, if any.
    func number(_ option: OptionSpec, minimum: Int) throws(UsageError) -> Int? {
        try parsed.number(option.flag, spelling: spelling, minimum: minimum)
    }

    /// The one value the command needs; `message` says what to give when it is missing.
    func value(orElse message: String) throws(UsageError) -> String {
        let value = values.first?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !value.isEmpty else { throw UsageError(message) }
        return value
    }

    /// The name of `option` as the learner typed it (`FORCE=1` under make, `--force` otherwise).
    func name(of option: OptionSpec) -> String { spelling.name(of: option) }
}
