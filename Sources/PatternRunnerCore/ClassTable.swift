import ExampleSupport
import Foundation
import KataEngine
import PlaygroundBasics

/// The room at a glance: one row per learner, one column per kata, as text and as HTML.
struct ClassTable {
    let roster: ClassRoster
    let catalog: KataCatalog

    enum Cell: Equatable {
        case done, notStarted
        case inProgress(passed: Int, total: Int)
    }

    func cell(_ learner: LearnerReport, _ kata: KataInfo) -> Cell {
        guard let entry = learner.katas.first(where: { $0.slug == kata.slug }) else { return .notStarted }
        switch entry.status {
        case .done: return .done
        case .notStarted: return .notStarted
        case .inProgress: return .inProgress(passed: entry.testsPassed, total: entry.testsPassed + entry.testsFailed)
        }
    }

    private func label(_ cell: Cell, unicode: Bool) -> String {
        switch cell {
        case .done: unicode ? "✓" : "done"
        case .notStarted: unicode ? "·" : "-"
        case .inProgress(let passed, let total): total > 0 ? "\(passed)/\(total)" : "…"
        }
    }

    /// Names longer than this are cut in the terminal table (the page shows them whole).
    static let nameLimit = 24

    func text(unicode: Bool) -> String {
        let names = roster.learners.map { TerminalText.fitted($0.learner, width: Self.nameLimit) }
        let nameWidth = max(7, names.map(\.count).max() ?? 0) + 2
        let width = 6
        var lines = [
            "learner".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                + catalog.katas.map { $0.number.leftPadded(to: width) }.joined() + "   done"
        ]
        for (learner, name) in zip(roster.learners, names) {
            let cells = catalog.katas.map { label(cell(learner, $0), unicode: unicode).leftPadded(to: width) }.joined()
            let done = catalog.katas.filter { cell(learner, $0) == .done }.count
            lines.append(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + cells + "\(done)".leftPadded(to: 7))
        }
        let totals = catalog.katas.map { kata in "\(roster.learners.filter { cell($0, kata) == .done }.count)".leftPadded(to: width) }
            .joined()
        lines.append("done".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + totals)
        return lines.joined(separator: "\n") + "\n"
    }

    func html() -> String {
        let header = catalog.katas.map { "<th title=\"\(HTMLText.escaped($0.title))\">\($0.number)</th>" }.joined()
        let rows = roster.learners.map { learner in
            let cells = catalog.katas.map { kata -> String in
                let cell = cell(learner, kata)
                let kind =
                    switch cell {
                    case .done: "done"
                    case .notStarted: "todo"
                    case .inProgress: "going"
                    }
                return "<td class=\"\(kind)\">\(HTMLText.escaped(label(cell, unicode: true)))</td>"
            }.joined()
            return "<tr><th>\(HTMLText.escaped(learner.learner))</th>\(cells)</tr>"
        }.joined(separator: "\n")
        let totals = catalog.katas.map { kata in "<td>\(roster.learners.filter { cell($0, kata) == .done }.count)</td>" }.joined()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <title>Class progress — Mediator katas</title>
            <style>
            body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; font-size: 26px; margin: 24px; }
            table { border-collapse: collapse; }
            th, td { padding: 8px 14px; border: 1px solid #ccd; text-align: center; }
            tbody th { text-align: left; }
            td.done { background: #2e8540; color: #fff; font-weight: bold; }
            td.going { background: #ffe08a; }
            td.todo { color: #999; }
            tfoot td, tfoot th { font-weight: bold; background: #eef3fb; }
            </style>
            </head>
            <body>
            <h1>Class progress</h1>
            <p>\(roster.learners.count) learners. ✓ done; 7/10: in progress, 7 of 10 tests passing; · not started.</p>
            <table>
            <thead><tr><th>learner</th>\(header)</tr></thead>
            <tbody>
            \(rows)
            </tbody>
            <tfoot><tr><th>done</th>\(totals)</tr></tfoot>
            </table>
            </body>
            </html>

            """
    }
}
