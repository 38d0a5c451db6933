import CommandLineSpec
import KataEngine
import PlaygroundBasics

/// Finds the command a command line names in ``CommandSpec``'s tables, checks its words
/// against the declaration (options, how many values) and runs its handler: help, errors,
/// argument checks and dispatch all come from the one declaration per command.
enum CommandDispatcher {
    static func run(_ words: [String], console: Console, environment: RunnerEnvironment) throws(UsageError) -> ExitStatus {
        guard let first = words.first else {
            console.out.write(CommandSpec.overview(exampleNames: ExampleLookup().names))
            return .success
        }
        var rest = Array(words.dropFirst())
        if ["help", "--help", "-h"].contains(first) { return try help(for: rest, console: console) }
        let spec: CommandSpec
        if let group = CommandSpec.groups[first] {
            guard let sub = rest.first, !["--help", "-h", "help"].contains(sub) else {
                console.out.write(CommandSpec.named(first)?.help ?? "")
                return .success
            }
            guard let found = CommandSpec.named("\(first) \(sub)") else {
                throw UsageError(
                    "unknown \(first) subcommand \(quoted(sub))",
                    suggestion: ClosestMatch.find(sub, among: group.map { String($0.name.dropFirst(first.count + 1)) }))
            }
            spec = found
            rest.removeFirst()
        } else {
            guard let found = CommandSpec.named(first), first != "help" else {
                let reason = first.hasPrefix("-") ? "unknown option \(quoted(first))" : "unknown command \(quoted(first))"
                // `join` is `room join`: a subcommand typed alone is named with its group.
                let grouped = CommandSpec.groups.values.joined().first {
                    $0.name.split(separator: " ").dropFirst().first.map(String.init) == first
                }
                throw UsageError(
                    reason, suggestion: grouped?.name ?? ClosestMatch.find(first, among: CommandSpec.all.map(\.name) + ["--help"]))
            }
            spec = found
        }
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            console.out.write(spec.help)
            return .success
        }
        let parsed = try ParsedArguments(
            rest, command: spec.name, options: spec.options, spelling: FlagSpelling(viaMake: environment.viaMake))
        switch spec.values {
        case .none: try parsed.requireAtMost(0)
        case .one: try parsed.requireAtMost(1)
        case .many: break
        }
        return try spec.handler(CommandRun(spec: spec, parsed: parsed, console: console, environment: environment))
    }

    private static func help(for words: [String], console: Console) throws(UsageError) -> ExitStatus {
        let names = words.filter { $0 != "--help" && $0 != "-h" }
        guard let topic = names.first else {
            console.out.write(CommandSpec.overview(exampleNames: ExampleLookup().names))
            return .success
        }
        guard let spec = CommandSpec.named(names.joined(separator: " ")) ?? CommandSpec.named(topic) else {
            throw UsageError("no help for \(quoted(topic))", suggestion: ClosestMatch.find(topic, among: CommandSpec.all.map(\.name)))
        }
        console.out.write(spec.help)
        return .success
    }
}
