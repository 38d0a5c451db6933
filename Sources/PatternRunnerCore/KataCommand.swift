import Foundation

/// `kata …`: list, check, hint, watch, reset, solution and verify.
struct KataCommand {
    static let help = """
        USAGE: PatternRunner kata <subcommand> [NAME] [options]

        Work through the katas in Katas/. NAME is a number (1 or 01), a slug (01-conceptual)
        or a unique prefix (concep).

        SUBCOMMANDS:
          list                     Every kata with its state and which one is next.
          check NAME [--json]      Run the kata's tests; show what fails. --json: machine-readable.
          hint NAME [--all]        The next hint not yet shown; --all shows every hint.
          watch NAME               Re-check on every save, until interrupted (Ctrl-C).
          reset NAME [--yes]       Back your files up to Katas/.backups/, then restore the starter.
          solution NAME [--force]  The reference solution, once the kata is done (--force: now).
          verify [NAME…]           Prove each starter compiles and fails and each solution passes,
                                   in a temporary copy; your files are never touched.

        Progress is kept in Katas/.progress.json (git-ignored).

        """

    let arguments: [String]
    let environment: RunnerEnvironment

    /// The flags each subcommand accepts.
    private static let subcommands: [String: [String]] = [
        "list": [], "check": ["--json"], "hint": ["--all"], "watch": [], "reset": ["--yes", "-y"],
        "solution": ["--force"], "verify": [],
    ]

    func run(console: Console) throws(UsageError) -> ExitStatus {
        guard let name = arguments.first, !["--help", "-h", "help"].contains(name) else {
            console.out.write(Self.help)
            return .success
        }
        let rest = Array(arguments.dropFirst())
        guard let allowed = Self.subcommands[name] else {
            throw UsageError(
                "unknown kata subcommand \(quoted(name))",
                suggestion: ClosestMatch.find(name, among: Self.subcommands.keys.sorted()))
        }
        if rest.contains("--help") || rest.contains("-h") {
            console.out.write(Self.help)
            return .success
        }
        let parsed = try ParsedArguments(rest, allowed: allowed, command: "kata \(name)")
        let catalog: KataCatalog
        do {
            catalog = try KataCatalog.load(root: environment.packageRoot)
        } catch {
            console.err.line("PatternRunner: \(error.message)")
            return .environment
        }
        let session = KataSession(catalog: catalog, console: console, environment: environment)
        do {
            switch name {
            case "list":
                try parsed.requireAtMost(0, for: "kata list")
                return session.list()
            case "verify":
                var selected: [KataInfo] = []
                for value in parsed.values { selected.append(try catalog.resolve(value)) }
                return try KataVerifier(catalog: catalog, console: console, environment: environment)
                    .verify(selected.isEmpty ? catalog.katas : selected)
            default:
                guard let value = parsed.values.first else {
                    throw UsageError("'kata \(name)' needs a kata name (one of: \(catalog.katas.map(\.number).joined(separator: ", ")))")
                }
                try parsed.requireAtMost(1, for: "kata \(name)")
                let kata = try catalog.resolve(value)
                switch name {
                case "check": return try session.check(kata, json: parsed.flags.contains("--json"))
                case "hint": return session.hint(kata, all: parsed.flags.contains("--all"))
                case "watch": return try session.watch(kata)
                case "reset": return try session.reset(kata, confirmed: !parsed.flags.isDisjoint(with: ["--yes", "-y"]))
                default: return try session.solution(kata, force: parsed.flags.contains("--force"))
                }
            }
        } catch let error as UsageError {
            throw error
        } catch let error as KataError {
            console.err.line("PatternRunner: \(error.message)")
            return .environment
        } catch {
            console.err.line("PatternRunner: \(error.localizedDescription)")
            return .environment
        }
    }
}
