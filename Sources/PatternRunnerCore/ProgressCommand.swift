import ExampleSupport
import Foundation
import KataEngine
import PlaygroundBasics

/// `progress LEARNER`: the learner's kata progress in one line, and the same as a small JSON
/// file (`progress-LEARNER.json` at the repository root) to hand in to the instructor.
struct ProgressCommand {
    let learner: String
    let environment: RunnerEnvironment

    func run(console: Console, now: Date = Date()) -> ExitStatus {
        guard let catalog = environment.loadCatalog(reportingTo: console) else { return .toolFailure }
        let (report, warnings) = LearnerReport.current(learner: learner, catalog: catalog, at: now)
        for warning in warnings { console.err.line("PatternRunner: warning: \(warning)") }
        // The machine's id in the name: two learners called Sam never overwrite each other's file.
        let file = environment.packageRoot.appendingPathComponent(LearnerReport.fileName(for: learner, machine: report.machine))
        do {
            try report.encoded().write(to: file, options: .atomic)
        } catch {
            console.err.line("PatternRunner: cannot write \(file.path): \(error.localizedDescription)")
            return .toolFailure
        }
        let line = Self.summary(of: report) + " — wrote \(TerminalText.safe(file.lastPathComponent))"
        TextWrap.lines(line, width: TerminalWidth.forProse, rest: "  ").forEach { console.out.line($0) }
        return .success
    }

    /// `Ada: 3 of 11 done (01 02 03); in progress 04 (7 of 9 tests)`.
    static func summary(of report: LearnerReport) -> String {
        let number = { (slug: String) in String(slug.prefix { $0.isNumber }) }
        let done = report.katas.filter { $0.status == .done }
        let going = report.katas.filter { $0.status == .inProgress }
        var line = "\(TerminalText.safe(report.learner)): \(done.count) of \(report.katas.count) done"
        if !done.isEmpty { line += " (" + done.map { number($0.slug) }.joined(separator: " ") + ")" }
        if !going.isEmpty {
            line +=
                "; in progress "
                + going.map { kata in
                    let total = kata.testsPassed + kata.testsFailed
                    return total > 0 ? "\(number(kata.slug)) (\(kata.testsPassed) of \(total) tests)" : number(kata.slug)
                }.joined(separator: ", ")
        }
        return line
    }
}
