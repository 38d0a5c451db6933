import CommandLineSpec
import ExampleSupport
import KataEngine

/// What the top-level commands do, each named by its declaration in ``CommandSpec/all``.
enum ExampleHandlers {
    static func list(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        ListCommand(examples: ExampleLookup().examples).run(console: run.console)
        return .success
    }

    static func runExample(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        let lookup = ExampleLookup()
        guard let name = run.values.first else { throw UsageError("'run' needs an example name (one of: \(lookup.names))") }
        let example = try lookup.resolve(name)
        return try RunCommand(example: example, run: run).run(console: run.console)
    }

    static func verify(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        let lookup = ExampleLookup()
        var selected: [ExampleDescriptor] = []
        for name in run.values { selected.append(try lookup.resolve(name)) }
        return VerifyCommand(
            examples: selected.isEmpty ? lookup.examples : selected, record: run.isSet(.record), environment: run.environment
        ).run(console: run.console)
    }

    static func progress(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        let learner = try run.value(orElse: "'progress' needs your name, e.g. make progress LEARNER=ada")
        return ProgressCommand(learner: learner, environment: run.environment).run(console: run.console)
    }

    static func classTable(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        let folder = try run.value(orElse: "'class' needs the folder of progress files, e.g. make class DIR=handins")
        return ClassCommand(folder: folder, environment: run.environment).run(console: run.console)
    }

    /// `kata` and `help` are routed by the dispatcher itself; their entries exist for help.
    static func routedByTheDispatcher(_ run: CommandRun) throws(UsageError) -> ExitStatus { .usage }
}
