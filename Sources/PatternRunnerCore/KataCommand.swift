import Foundation
import KataEngine

/// `kata …`: parses the subcommand by its entry in ``CommandSpec/kata`` and dispatches.
struct KataCommand {
    let arguments: [String]
    let environment: RunnerEnvironment

    func run(console: Console) throws(UsageError) -> ExitStatus {
        guard let name = arguments.first, !["--help", "-h", "help"].contains(name) else {
            console.out.write(CommandSpec.kataHelp)
            return .success
        }
        let rest = Array(arguments.dropFirst())
        guard let spec = CommandSpec.named("kata \(name)") else {
            throw UsageError(
                "unknown kata subcommand \(quoted(name))",
                suggestion: ClosestMatch.find(name, among: CommandSpec.kata.map { String($0.name.dropFirst("kata ".count)) }))
        }
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            console.out.write(spec.help)
            return .success
        }
        let spelling = FlagSpelling(viaMake: environment.viaMake)
        let parsed = try ParsedArguments(rest, spec: spec, spelling: spelling)
        let timeout = try parsed.number("--timeout", of: spec, spelling: spelling, minimum: 1)
        guard let catalog = environment.loadCatalog(reportingTo: console) else { return .toolFailure }
        let style = Style(enabled: environment.colour)
        let checker = KataChecker(
            testTimeout: timeout.map(TimeInterval.init) ?? KataChecker.defaultTestTimeout,
            notice: { [err = console.err] text in err.line(style.dim(text)) })
        let session = KataSession(catalog: catalog, console: console, environment: environment, checker: checker)
        do {
            if name == "list" {
                try parsed.requireAtMost(0, for: spec.name)
                return session.list()
            }
            if name == "verify" || name == "prepare" {
                var selected: [KataInfo] = []
                for value in parsed.values { selected.append(try resolve(value, in: catalog)) }
                if name == "prepare" {
                    return try KataPrepare(catalog: catalog, checker: checker, console: console, style: style)
                        .run(selected.isEmpty ? catalog.katas : selected)
                }
                // Proofs build fresh copies: "first build" notices would only be noise here.
                let quiet = KataChecker(testTimeout: checker.testTimeout)
                let mutants = try mutantSelection(parsed, spec: spec, spelling: spelling)
                let verifier = KataVerifier(catalog: catalog, checker: quiet, isCI: environment.isCI, mutants: mutants)
                return try KataVerifyReport(console: console, style: style).run(
                    verifier, katas: selected.isEmpty ? catalog.katas : selected)
            }
            guard let value = parsed.values.first else {
                throw UsageError("'\(spec.name)' needs a kata name (one of: \(catalog.katas.map(\.number).joined(separator: ", ")))")
            }
            try parsed.requireAtMost(1, for: spec.name)
            let kata = try resolve(value, in: catalog)
            switch name {
            case "check":
                let flow = parsed.flags.contains("--flow")
                if flow, parsed.flags.contains("--json") {
                    throw UsageError(
                        "\(spelling.name(of: "--flow", in: spec.name)) draws a picture; it does not go with \(spelling.name(of: "--json", in: spec.name))"
                    )
                }
                if flow, kata.flow == nil {
                    let withFlow = catalog.katas.filter { $0.flow != nil }.map(\.number).joined(separator: ", ")
                    throw UsageError("kata \(kata.slug) has no flow view; katas with one: \(withFlow)")
                }
                return try session.check(kata, json: parsed.flags.contains("--json"), flow: flow).status
            case "hint": return session.hint(kata, request: try hintRequest(parsed, spec: spec, spelling: spelling))
            case "watch":
                return try KataWatch(session: session, catalog: catalog, console: console, environment: environment).run(from: kata)
            case "reset": return try session.reset(kata, confirmed: parsed.flags.contains("--yes"))
            case "mistakes": return MistakesCommand(catalog: catalog, console: console, style: style).run(kata)
            default: return try session.solution(kata, force: parsed.flags.contains("--force"))
            }
        } catch let error as UsageError {
            throw error
        } catch let error as KataError {
            console.err.line("PatternRunner: \(error.message)")
            return .toolFailure
        } catch {
            console.err.line("PatternRunner: \(error.localizedDescription)")
            return .toolFailure
        }
    }

    private func resolve(_ value: String, in catalog: KataCatalog) throws(UsageError) -> KataInfo {
        do {
            return try catalog.resolve(value)
        } catch {
            throw UsageError(error.reason, suggestion: error.suggestion)
        }
    }

    private func mutantSelection(_ parsed: ParsedArguments, spec: CommandSpec, spelling: FlagSpelling) throws(UsageError) -> MutantSelection
    {
        guard let text = parsed.options["--mutants"] else { return KataVerifyDefaults.mutants }
        guard let selection = MutantSelection(text) else {
            throw UsageError("\(spelling.name(of: "--mutants", in: spec.name)) takes all, none or a whole number, got \(quoted(text))")
        }
        return selection
    }

    private func hintRequest(_ parsed: ParsedArguments, spec: CommandSpec, spelling: FlagSpelling) throws(UsageError) -> HintBook.Request {
        let number = try parsed.number("--hint", of: spec, spelling: spelling, minimum: 1)
        let chosen = [parsed.flags.contains("--next"), parsed.flags.contains("--all"), number != nil].filter { $0 }.count
        guard chosen <= 1 else {
            let names = ["--next", "--all", "--hint"].map { spelling.name(of: $0, in: spec.name) }.joined(separator: ", ")
            throw UsageError("choose one of \(names)")
        }
        if let number { return .number(number) }
        if parsed.flags.contains("--next") { return .next }
        return parsed.flags.contains("--all") ? .all : .current
    }
}
