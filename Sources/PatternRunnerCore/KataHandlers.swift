import CommandLineSpec
import Foundation
import KataEngine

/// What the `kata …` subcommands do, each named by its declaration in ``CommandSpec/kata``.
/// They share one setup (catalog, checker, session) and one way to report a failure around the
/// kata: the message, naming the path, and exit status 70.
enum KataHandlers {
    /// Everything a kata subcommand works with.
    struct Context {
        let run: CommandRun
        let catalog: KataCatalog
        let checker: KataChecker
        let session: KataSession
        let style: Style

        /// The kata the command's one value names; `needed` says so when there is none.
        func kata() throws(UsageError) -> KataInfo {
            let value = try run.value(
                orElse: "'\(run.spec.name)' needs a kata name (one of: \(catalog.katas.map(\.number).joined(separator: ", ")))")
            return try resolve(value)
        }

        /// Every kata the values name, or all of them.
        func katas() throws(UsageError) -> [KataInfo] {
            var selected: [KataInfo] = []
            for value in run.values { selected.append(try resolve(value)) }
            return selected.isEmpty ? catalog.katas : selected
        }

        private func resolve(_ value: String) throws(UsageError) -> KataInfo {
            do {
                return try catalog.resolve(value)
            } catch {
                throw UsageError(error.reason, suggestion: error.suggestion)
            }
        }
    }

    /// Sets up the context and runs `body`, turning a failure around the kata into its message.
    static func withContext(_ run: CommandRun, _ body: (Context) throws -> ExitStatus) throws(UsageError) -> ExitStatus {
        let timeout = try run.number(.timeout, minimum: 1)
        guard let catalog = run.environment.loadCatalog(reportingTo: run.console) else { return .toolFailure }
        let style = Style(enabled: run.environment.colour)
        let checker = KataChecker(
            testTimeout: timeout.map(TimeInterval.init) ?? KataChecker.defaultTestTimeout,
            notice: { [err = run.console.err] text in err.line(style.dim(text)) })
        let session = KataSession(catalog: catalog, console: run.console, environment: run.environment, checker: checker)
        do {
            return try body(Context(run: run, catalog: catalog, checker: checker, session: session, style: style))
        } catch let error as UsageError {
            throw error
        } catch let error as KataError {
            run.console.err.line("PatternRunner: \(error.message)")
            return .toolFailure
        } catch {
            run.console.err.line("PatternRunner: \(error.localizedDescription)")
            return .toolFailure
        }
    }

    static func list(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        try withContext(run) { $0.session.list() }
    }

    static func check(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        try withContext(run) { context in
            let kata = try context.kata()
            try KataSeed.validate(run.environment.seed)
            let flow = run.isSet(.flow), json = run.isSet(.json)
            if flow, json { throw UsageError("\(run.name(of: .flow)) draws a picture; it does not go with \(run.name(of: .json))") }
            if flow, kata.flow == nil {
                let withFlow = context.catalog.katas.filter { $0.flow != nil }.map(\.number).joined(separator: ", ")
                throw UsageError("kata \(kata.slug) has no flow view; katas with one: \(withFlow)")
            }
            return try context.session.check(kata, json: json, flow: flow).status
        }
    }

    static func hint(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        try withContext(run) { context in
            let kata = try context.kata()
            let number = try run.number(.hintNumber, minimum: 1)
            let chosen = [run.isSet(.next), run.isSet(.allHints), number != nil].filter { $0 }.count
            guard chosen <= 1 else {
                throw UsageError("choose one of \([OptionSpec.next, .allHints, .hintNumber].map(run.name(of:)).joined(separator: ", "))")
            }
            let request: HintBook.Request =
                if let number { .number(number) } else if run.isSet(.next) { .next } else if run.isSet(.allHints) { .all } else { .current }
            return context.session.hint(kata, request: request)
        }
    }

    static func watch(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        try withContext(run) { context in
            try KataSeed.validate(run.environment.seed)
            return try KataWatch(session: context.session, catalog: context.catalog, console: run.console, environment: run.environment)
                .run(from: try context.kata())
        }
    }

    static func reset(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        try withContext(run) { context in try context.session.reset(try context.kata(), confirmed: run.isSet(.yes)) }
    }

    static func restore(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        try withContext(run) { context in try context.session.restore(try context.kata(), number: try run.number(.backup, minimum: 1)) }
    }

    static func solution(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        try withContext(run) { context in try context.session.solution(try context.kata(), force: run.isSet(.force)) }
    }

    static func mistakes(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        try withContext(run) { context in
            let kata = try context.kata()
            // Its slides show the reference's lines: they open as the solution does.
            guard kata.mistakes.isEmpty || context.session.referenceOpens(kata, what: "the mistakes", force: run.isSet(.force)) else {
                return .failure
            }
            var command = MistakesCommand(catalog: context.catalog, console: run.console, style: context.style)
            if run.environment.interactive { command.nextSlide = { readLine() } }
            return command.run(kata)
        }
    }

    static func prepare(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        try withContext(run) { context in
            // One line per kata: its own "ready" line says what the first-build notice would.
            let quiet = KataChecker(testTimeout: context.checker.testTimeout)
            // Swift's parser, which the quick rebuild asks whether an edit is seen by other files,
            // is compiled now (a few seconds, once per toolchain) rather than at a learner's edit.
            _ = try? SwiftReader.located()
            return try KataPrepare(catalog: context.catalog, checker: quiet, console: run.console, style: context.style)
                .run(try context.katas())
        }
    }

    static func verify(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        try withContext(run) { context in
            // Every mutant of every operator by default: each run stops at its first failing test,
            // so make test's budget affords them all (MUTANTS=original keeps to the original ones).
            var mutants = MutantSelection.all
            if let text = run.text(of: .mutants) {
                guard let selection = MutantSelection(text) else {
                    throw UsageError("\(run.name(of: .mutants)) takes all, original, none or a whole number, got \(quoted(text))")
                }
                mutants = selection
            }
            // Proofs build fresh copies: "first build" notices would only be noise here.
            let quiet = KataChecker(testTimeout: context.checker.testTimeout)
            let verifier = KataVerifier(catalog: context.catalog, checker: quiet, isCI: run.environment.isCI, mutants: mutants)
            let katas = try context.katas()
            var report = KataVerifyReport(console: run.console, style: context.style)
            report.showFates = katas.count == 1
            return try report.run(verifier, katas: katas)
        }
    }
}
