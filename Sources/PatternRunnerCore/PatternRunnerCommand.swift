import ExampleSupport
import KataEngine

/// The command-line entry point, callable in-process so tests see exactly what users see.
public enum PatternRunnerCommand {
    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    public static func main(_ arguments: [String], console: Console, environment: RunnerEnvironment = .current)
        -> ExitStatus
    {
        do {
            return try dispatch(arguments, console: console, environment: environment)
        } catch {
            console.err.line("PatternRunner: \(error.message)")
            console.err.line("Run 'PatternRunner help' for usage.")
            return .usage
        }
    }

    private static func dispatch(_ arguments: [String], console: Console, environment: RunnerEnvironment)
        throws(UsageError) -> ExitStatus
    {
        let lookup = ExampleLookup()
        let spelling = FlagSpelling(viaMake: environment.viaMake)
        guard let command = arguments.first else {
            console.out.write(CommandSpec.overview(exampleNames: lookup.names))
            return .success
        }
        let rest = Array(arguments.dropFirst())
        if ["help", "--help", "-h"].contains(command) {
            return try showHelp(for: rest, console: console)
        }
        let beforeSeparator = rest.prefix { $0 != "--" }
        if beforeSeparator.contains("--help") || beforeSeparator.contains("-h"), let spec = CommandSpec.named(command), command != "kata" {
            console.out.write(spec.help)
            return .success
        }
        switch command {
        case "list":
            let parsed = try ParsedArguments(rest, spec: spec(command), spelling: spelling)
            try parsed.requireAtMost(0, for: command)
            ListCommand(examples: lookup.examples).run(console: console)
            return .success
        case "run":
            let parsed = try ParsedArguments(rest, spec: spec(command), spelling: spelling)
            guard let name = parsed.values.first else {
                throw UsageError("'run' needs an example name (one of: \(lookup.names))")
            }
            try parsed.requireAtMost(1, for: command)
            let example = try lookup.resolve(name)
            return try RunCommand(example: example, parsed: parsed, spelling: spelling, environment: environment)
                .run(console: console)
        case "verify":
            let parsed = try ParsedArguments(rest, spec: spec(command), spelling: spelling)
            var selected: [ExampleDescriptor] = []
            for name in parsed.values {
                selected.append(try lookup.resolve(name))
            }
            let verify = VerifyCommand(
                examples: selected.isEmpty ? lookup.examples : selected,
                record: parsed.flags.contains("--record"),
                environment: environment
            )
            return verify.run(console: console)
        case "kata":
            return try KataCommand(arguments: rest, environment: environment).run(console: console)
        case "progress", "class":
            let parsed = try ParsedArguments(rest, spec: spec(command), spelling: spelling)
            let value = parsed.values.first?.trimmingCharacters(in: .whitespaces) ?? ""
            guard !value.isEmpty else {
                throw UsageError(
                    command == "progress"
                        ? "'progress' needs your name, e.g. make progress LEARNER=ada"
                        : "'class' needs the folder of progress files, e.g. make class DIR=handins")
            }
            try parsed.requireAtMost(1, for: command)
            return command == "progress"
                ? ProgressCommand(learner: value, environment: environment).run(console: console)
                : ClassCommand(folder: value, environment: environment).run(console: console)
        default:
            let reason =
                command.hasPrefix("-")
                ? "unknown option \(quoted(command))" : "unknown command \(quoted(command))"
            let words = CommandSpec.all.map(\.name) + ["--help"]
            throw UsageError(reason, suggestion: ClosestMatch.find(command, among: words))
        }
    }

    private static func showHelp(for words: [String], console: Console) throws(UsageError) -> ExitStatus {
        let names = words.filter { $0 != "--help" && $0 != "-h" }
        guard let topic = names.first else {
            console.out.write(CommandSpec.overview(exampleNames: ExampleLookup().names))
            return .success
        }
        guard let spec = CommandSpec.named(names.joined(separator: " ")) ?? CommandSpec.named(topic) else {
            throw UsageError(
                "no help for \(quoted(topic))", suggestion: ClosestMatch.find(topic, among: CommandSpec.all.map(\.name)))
        }
        console.out.write(spec.help)
        return .success
    }
}

/// The table entry of a top-level command the dispatcher handles; every one has an entry.
private func spec(_ command: String) -> CommandSpec {
    CommandSpec.named(command) ?? CommandSpec(name: command, arguments: "", summary: "", options: [])
}

extension Error {
    /// A one-line message for any error the runner reports.
    var message: String {
        (self as? UsageError)?.message ?? String(describing: self)
    }
}
