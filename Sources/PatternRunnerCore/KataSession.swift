import CommandLineSpec
import Foundation
import KataEngine
import PlaygroundBasics

/// The learner-facing kata commands: each asks the engine for a value and renders it.
struct KataSession {
    let catalog: KataCatalog
    let console: Console
    let environment: RunnerEnvironment
    let checker: any KataChecking

    var store: ProgressStore { ProgressStore(directory: catalog.directory) }
    private var style: Style { Style(enabled: environment.colour) }
    var spelling: FlagSpelling { FlagSpelling(viaMake: environment.viaMake) }

    func warn(_ warnings: [String]) {
        for warning in warnings { console.err.line("PatternRunner: warning: \(warning)") }
    }

    private func loadProgress() -> KataProgress {
        let (progress, warnings) = store.load()
        warn(warnings)
        return progress
    }

    /// Lists and hints wrap to fit the terminal.
    private var columns: Int { TerminalWidth.forProse }

    func list() -> ExitStatus {
        let progress = loadProgress()
        let next = catalog.katas.first { progress.status(of: $0.slug) != .done }
        let width = (catalog.katas.map(\.slug.count).max() ?? 0) + 2
        for kata in catalog.katas {
            let status = progress.status(of: kata.slug)
            let mark = kata.slug == next?.slug ? "→" : " "
            let label = progress.label(of: kata.slug).padding(toLength: 20, withPad: " ", startingAt: 0)
            let lead = "\(mark) \(kata.slug.padding(toLength: width, withPad: " ", startingAt: 0))"
            let indent = String(repeating: " ", count: TextWrap.columns(of: lead) + label.count)
            // The title wraps under itself, so the list fits the terminal.
            let title = TextWrap.lines("\(kata.title)  [doc\u{00A0}\(kata.document)]", width: columns, first: indent, rest: indent)
            for (index, line) in title.enumerated() {
                console.out.line(index == 0 ? lead + (status == .done ? style.pass(label) : label) + line.dropFirst(indent.count) : line)
            }
        }
        if let next {
            console.out.line("\nNext: \(next.slug). Read Katas/\(next.slug)/README.md, then: make kata NAME=\(next.number)")
        } else {
            console.out.line("\nAll katas done.")
        }
        return .success
    }

    /// Runs the check, records it, prints it; returns the result for watch mode.
    @discardableResult
    func check(_ kata: KataInfo, json: Bool, flow: Bool = false) throws(KataError) -> (status: ExitStatus, result: KataCheckResult) {
        // Without a question of currency the check always yields its verdict.
        guard let checked = try checkAndRecord(kata, json: json, flow: flow) else {
            return (.toolFailure, KataCheckResult(status: .toolError))
        }
        // On a terminal, long lines (a generated scenario) wrap at its width, indented, never lost.
        if !json, let width = TerminalWidth.columns() {
            console.out.write(ScreenFit(size: TerminalSize(columns: width, rows: .max), reserved: 0).fitted(checked.text, whole: ""))
        } else {
            console.out.write(checked.text)
        }
        return (checked.status, checked.result)
    }

    /// Runs the check and records it; returns what to print rather than printing it, so the
    /// watch can fit it on its screen. `abandonWhen` (the watch's "the files changed") is asked
    /// while the check runs, so a long one (kata 11's judge) stops at once, and once it is over:
    /// either way the verdict would be of code no longer on disk, so nothing is recorded and
    /// `nil` is returned.
    func checkAndRecord(_ kata: KataInfo, json: Bool, flow: Bool = false, abandonWhen: StopCondition? = nil) throws(KataError) -> (
        status: ExitStatus, result: KataCheckResult, text: String
    )? {
        if !json {
            // The judge's own line says how many mutants in all (named, pool and generated ones).
            let how = kata.kind == .mutants ? "your tests, against the correct mediator and its mutants" : "its tests"
            console.err.line(style.dim("Checking \(kata.slug) (\(how))…"))
        }
        let folder = catalog.folder(of: kata)
        try KataPreflight.check(kata, folder: folder)
        let flowFile = flow ? KataFlowComparison.scratchFile(in: folder) : nil
        let result: KataCheckResult
        do {
            result = try checker.check(
                kata, folder: folder, environment: flowFile.map { [KataFlowComparison.outputVariable: $0.path] } ?? [:],
                abandonWhen: abandonWhen)
        } catch .superseded {
            return nil
        }
        guard abandonWhen?.isMet() != true else { return nil }
        if result.status != .toolError {
            warn(store.update { $0.record(result, for: kata.slug, at: Date()) }.warnings)
            RoomHandIn(catalog: catalog, environment: environment, console: console).send()
        }
        var text = json ? ExercismResults(kata: kata, result: result).encoded() : KataReport(style: style).text(for: kata, result: result)
        if let flowFile, let comparison = try KataFlowComparison.load(kata, folder: folder, recorded: flowFile) {
            text += KataFlowView(comparison: comparison, style: style, unicode: environment.colour).rendered()
        }
        switch result.status {
        case .passed: return (.success, result, text)
        case .failed, .compileError: return (.failure, result, text)
        case .toolError: return (.toolFailure, result, text)
        }
    }

    func hint(_ kata: KataInfo, request: HintBook.Request) -> ExitStatus {
        let count = kata.hints.count
        guard count > 0 else {
            console.out.line("Kata \(kata.slug) has no hints.")
            return .success
        }
        var answer: HintBook.Answer?
        warn(
            store.update { progress in
                let revealed = progress.entries[kata.slug]?.hintsShown ?? 0
                let given = HintBook.answer(request, revealed: revealed, count: count)
                answer = given
                if given.revealed > revealed {
                    progress.markStarted(kata.slug)
                    progress.entries[kata.slug, default: .init()].hintsShown = given.revealed
                }
            }.warnings)
        guard let answer else { return .toolFailure }
        RoomHandIn(catalog: catalog, environment: environment, console: console).send()
        for number in answer.shown {
            console.out.line("Hint \(number) of \(count) for \(kata.slug):")
            TextWrap.lines(kata.hints[number - 1], width: columns, first: "  ", rest: "  ").forEach { console.out.line($0) }
            console.out.line("")
        }
        let next = spelling.name(of: OptionSpec.next)
        switch answer.remark {
        case .lastHint?:
            console.out.line("That was the last hint. Once the kata is done, `make solution NAME=\(kata.number)` shows the reference.")
        case .notRevealedYet(let requested, let revealed)?:
            console.err.line(
                "PatternRunner: hint \(requested) of \(kata.slug) is not revealed yet (\(revealed) of \(count) are); use \(next) to reveal the next one."
            )
            return .failure
        case .outOfRange(let requested, let count)?:
            console.err.line("PatternRunner: kata \(kata.slug) has hints 1–\(count), not \(requested).")
            return .usage
        case nil:
            if answer.revealed < count, request != .all {
                console.out.line(style.dim("(\(answer.revealed) of \(count) revealed. Stuck still? \(next) reveals the next.)"))
            }
        }
        return .success
    }

    func reset(_ kata: KataInfo, confirmed: Bool) throws(KataError) -> ExitStatus {
        if !confirmed {
            guard environment.interactive else {
                console.err.line(
                    "PatternRunner: reset asks before it replaces your files; run it in a terminal or add \(spelling.name(of: OptionSpec.yes))."
                )
                return .failure
            }
            console.out.write(
                "Reset \(kata.slug)? Your files (\(kata.files.joined(separator: ", ")), and any you added beside them) are backed up to Katas/.backups/ first. [y/N] "
            )
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                console.out.line("\nNot reset.")
                return .failure
            }
        }
        let report = try KataReset(catalog: catalog).reset(kata)
        warn(store.update { $0.recordReset(kata.slug) }.warnings)
        console.out.line("Reset \(kata.slug) to its starter.")
        reportBackup(report.backup, of: kata, nothingSaved: "Your files were the starter's already: nothing to back up.")
        if !report.movedAside.isEmpty {
            let names = report.movedAside.map { TerminalText.safe(URL(fileURLWithPath: $0).lastPathComponent) }.joined(separator: ", ")
            console.out.line("Files you had added (\(names)) are in that backup too, not in the kata: the starter has none of them.")
        }
        return .success
    }

    /// Whether what shows the reference (`what`: "the solution", "the mistakes") may open: once
    /// the kata is done on this machine, or when forced (with a warning); else it says how.
    func referenceOpens(_ kata: KataInfo, what: String, force: Bool) -> Bool {
        let done = loadProgress().status(of: kata.slug) == .done
        guard done || force else {
            console.err.line(
                "PatternRunner: \(what) to \(kata.slug) opens once the kata is done "
                    + "(make kata NAME=\(kata.number)); add \(spelling.name(of: OptionSpec.force)) to look now.")
            return false
        }
        if !done {
            console.err.line("Warning: showing the reference before the kata is done. Try the hints first next time.")
        }
        return true
    }

    func solution(_ kata: KataInfo, force: Bool) throws(KataError) -> ExitStatus {
        guard referenceOpens(kata, what: "the solution", force: force) else { return .failure }
        let folder = KataLayout(folder: catalog.folder(of: kata)).solutionFolder
        for file in kata.files {
            let url = folder.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw .missingKataFile(path: url.path, role: "reference")
            }
            console.out.line("// ===== \(file) (reference) =====")
            console.out.write(text.hasSuffix("\n") ? text : text + "\n")
        }
        return .success
    }
}
