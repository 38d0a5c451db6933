/// One option of a command: its flag, the value it takes, the make variable that sets it.
public struct OptionSpec: Sendable {
    public let flag: String
    /// The value's placeholder (`SECONDS`), or `nil` for a plain switch.
    public let value: String?
    /// How `make` spells it (`FORCE=1`), so messages can name the form the learner typed.
    public let makeForm: String?
    public let meaning: String
    /// The value may be left out (`--flow` alone means `--flow=terminal`); given, it must be
    /// written with `=`.
    public var valueIsOptional = false

    public init(flag: String, value: String?, makeForm: String?, meaning: String, valueIsOptional: Bool = false) {
        (self.flag, self.value, self.makeForm, self.meaning, self.valueIsOptional) = (flag, value, makeForm, meaning, valueIsOptional)
    }

    /// The OPTIONS lines of a help text, one per option, with its make form when it has one.
    public static func helpLines(_ options: [OptionSpec], indent: String = "  ") -> String {
        options.map { option in
            let flag = option.flag + (option.value.map { option.valueIsOptional ? "[=\($0)]" : " \($0)" } ?? "")
            let make = option.makeForm.map { "  (make: \($0))" } ?? ""
            return "\(indent)\(flag.padding(toLength: 18, withPad: " ", startingAt: 0)) \(option.meaning)\(make)\n"
        }.joined()
    }
}
