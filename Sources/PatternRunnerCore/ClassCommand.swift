import ClassRoom
import ExampleSupport
import Foundation
import KataEngine
import PlaygroundBasics

/// `class FOLDER`: reads the learners' progress files, prints a learner × kata table and
/// writes the same as an HTML page for the projector. Files it cannot use are listed, never fatal.
struct ClassCommand {
    let folder: String
    let environment: RunnerEnvironment

    func run(console: Console) -> ExitStatus {
        let url = environment.resolve(folder)
        let roster: ClassRoster
        do {
            roster = try ClassRoster.load(folder: url)
        } catch {
            console.err.line("PatternRunner: \(error.message)")
            return .toolFailure
        }
        guard let catalog = environment.loadCatalog(reportingTo: console) else { return .toolFailure }
        for problem in roster.problems {
            console.err.line("skipped \(TerminalText.safe(problem.file)): \(TerminalText.safe(problem.reason.description))")
        }
        guard !roster.learners.isEmpty else {
            console.err.line("PatternRunner: no progress files in \(url.path) (learners write them with make progress LEARNER=name)")
            return .failure
        }
        let table = ClassTable(roster: roster, catalog: catalog)
        console.out.write(table.text(unicode: environment.colour))
        let page = environment.packageRoot.appendingPathComponent(".build/class.html")
        do {
            try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(table.html().utf8).write(to: page, options: .atomic)
            console.err.line("Wrote \(page.path) — open it on the projector")
        } catch {
            console.err.line("PatternRunner: cannot write \(page.path): \(error.localizedDescription)")
            return .toolFailure
        }
        return .success
    }
}
