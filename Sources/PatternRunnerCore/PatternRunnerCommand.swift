import CommandLineSpec
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
            // Through make, the learner has no PatternRunner on PATH: point at what they type.
            console.err.line(environment.viaMake ? "Run 'make help' for the targets and variables." : "Run 'PatternRunner help' for usage.")
            return .usage
        }
    }

    private static func dispatch(_ arguments: [String], console: Console, environment: RunnerEnvironment) throws(UsageError) -> ExitStatus {
        try CommandDispatcher.run(arguments, console: console, environment: environment)
    }
}

extension Error {
    /// A one-line message for any error the runner reports.
    var message: String {
        (self as? UsageError)?.message ?? String(describing: self)
    }
}
