import Foundation
import KataEngine
import PlaygroundBasics

/// The room at a glance: one row per learner, one column per kata, as text and as HTML. The
/// learner stuck longest comes first: minutes since their last progress (more tests passing)
/// on the kata they are working on, with the hints they revealed and the first failing test.
public struct ClassTable: Sendable {
    public let roster: ClassRoster
    public let catalog: KataCatalog
    public var now: Date

    public init(roster: ClassRoster, catalog: KataCatalog, now: Date = Date()) {
        (self.roster, self.catalog, self.now) = (roster, catalog, now)
    }

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

    /// The kata a learner is on: the in-progress one checked last.
    func current(_ learner: LearnerReport) -> LearnerReport.Kata? {
        learner.katas.filter { $0.status == .inProgress }.max { ($0.lastCheck ?? .distantPast) < ($1.lastCheck ?? .distantPast) }
    }

    /// Whole minutes since `date`, or `nil` without one.
    func minutes(since date: Date?) -> Int? { date.map { max(0, Int(now.timeIntervalSince($0) / 60)) } }

    /// Stuck longest first; learners working on nothing (all done, or not started) last, by name.
    var learners: [LearnerReport] {
        roster.learners.sorted { left, right in
            let stuckLeft = minutes(since: current(left).map { $0.lastProgress ?? $0.lastCheck ?? now }) ?? -1
            let stuckRight = minutes(since: current(right).map { $0.lastProgress ?? $0.lastCheck ?? now }) ?? -1
            return stuckLeft != stuckRight ? stuckLeft > stuckRight : left.learner.lowercased() < right.learner.lowercased()
        }
    }

    private func label(_ cell: Cell, unicode: Bool) -> String {
        switch cell {
        case .done: unicode ? "✓" : "done"
        case .notStarted: unicode ? "·" : "-"
        case .inProgress(let passed, let total): total > 0 ? "\(passed)/\(total)" : "…"
        }
    }

    /// "stuck 12 min, 2 hints": how the learner is doing on their current kata.
    private func situation(_ learner: LearnerReport) -> String {
        guard let kata = current(learner) else { return "" }
        var parts: [String] = []
        if let stuck = minutes(since: kata.lastProgress ?? kata.lastCheck) { parts.append("\(kata.slug.prefix(2)): stuck \(stuck) min") }
        if let checked = minutes(since: kata.lastCheck) { parts.append("checked \(checked) min ago") }
        if let hints = kata.hintsShown, hints > 0 { parts.append("\(hints) hint\(hints == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }

    /// Names longer than this are cut in the terminal table (the page shows them whole).
    static let nameLimit = 24

    public func text(unicode: Bool) -> String {
        let ordered = learners
        let names = ordered.map { TerminalText.fitted($0.displayName(among: roster.learners), width: Self.nameLimit) }
        let nameWidth = max(7, names.map(\.count).max() ?? 0) + 2
        let width = 6
        var lines = [
            "learner".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                + catalog.katas.map { $0.number.leftPadded(to: width) }.joined()
                + "   done  now"
        ]
        for (learner, name) in zip(ordered, names) {
            let cells = catalog.katas.map { label(cell(learner, $0), unicode: unicode).leftPadded(to: width) }.joined()
            let done = catalog.katas.filter { cell(learner, $0) == .done }.count
            lines.append(
                name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + cells + "\(done)".leftPadded(to: 7) + "  "
                    + TerminalText.safe(situation(learner)))
        }
        let totals = catalog.katas.map { kata in "\(roster.learners.filter { cell($0, kata) == .done }.count)".leftPadded(to: width) }
            .joined()
        lines.append("done".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + totals)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The table and its legend: what the live room's page swaps in every few seconds.
    public func fragment() -> String {
        let header = catalog.katas.map { kata in
            let short = kata.title.split(separator: ":").first.map(String.init) ?? kata.title
            // A long generic name may break before its angle bracket.
            let shown = HTMLText.escaped(short).replacingOccurrences(of: "&lt;", with: "<wbr>&lt;")
            return "<th title=\"\(HTMLText.escaped(kata.title))\">\(kata.number)<small>\(shown)</small></th>"
        }.joined()
        let rows = learners.map(row).joined(separator: "\n")
        let totals = catalog.katas.map { kata in "<td>\(roster.learners.filter { cell($0, kata) == .done }.count)</td>" }.joined()
        return """
            <p>\(roster.learners.count) learner\(roster.learners.count == 1 ? "" : "s"), stuck longest first. ✓ done; 7/10: in progress, 7 of 10 tests passing, with minutes since the last progress (′) and hints revealed (h); · not started. Under a name: the first failing test.</p>
            <table>
            <thead><tr><th>learner</th>\(header)</tr></thead>
            <tbody>
            \(rows)
            </tbody>
            <tfoot><tr><th>done</th>\(totals)</tr></tfoot>
            </table>
            \(skipped)
            """
    }

    /// Files that could not be used, named on the page too, so nobody is missing without a reason.
    private var skipped: String {
        guard !roster.problems.isEmpty else { return "" }
        let items = roster.problems.map { "<li>\(Self.shown($0.file)): \(Self.shown($0.reason.description))</li>" }
        return
            "<p class=\"skipped\">Skipped \(roster.problems.count) file\(roster.problems.count == 1 ? "" : "s"):</p><ul class=\"skipped\">\(items.joined())</ul>"
    }

    private func row(_ learner: LearnerReport) -> String {
        let cells = catalog.katas.map { kata -> String in
            let cell = cell(learner, kata)
            let kind =
                switch cell {
                case .done: "done"
                case .notStarted: "todo"
                case .inProgress: "going"
                }
            let entry = learner.katas.first { $0.slug == kata.slug }
            var detail = ""
            if case .inProgress = cell, let entry {
                var facts: [String] = []
                if let stuck = minutes(since: entry.lastProgress ?? entry.lastCheck) { facts.append("\(stuck)′") }
                if let hints = entry.hintsShown, hints > 0 { facts.append("\(hints)h") }
                detail = facts.isEmpty ? "" : "<small>\(facts.joined(separator: " "))</small>"
            }
            let failing = entry?.firstFailingTest.map { " title=\"failing: \(Self.shown($0))\"" } ?? ""
            return "<td class=\"\(kind)\"\(failing)>\(HTMLText.escaped(label(cell, unicode: true)))\(detail)</td>"
        }.joined()
        let first = current(learner)?.firstFailingTest.map { "<small>\(Self.shown($0))</small>" } ?? ""
        return "<tr><th>\(Self.shown(learner.displayName(among: roster.learners)))\(first)</th>\(cells)</tr>"
    }

    /// Text from a hand-in as the page shows it: escaped scalar by scalar, each character cut to
    /// what one character may carry (a name piled with combining marks would smear the page).
    static func shown(_ text: String) -> String { HTMLText.escaped(GraphemeBounds.tamed(text)) }

    /// What every page of the room may run and load: its own script, nothing inline, nothing
    /// from elsewhere. Sent as a header by the room and written into the page for `make class`,
    /// whose file is opened without a server.
    public static let securityPolicy =
        "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'none'; base-uri 'none'; form-action 'none'"

    /// The whole page. `live`: served by the room, it fetches a fresh table every few seconds
    /// (a script of its own, `room.js`, so the page runs nothing inline).
    public func html(live: Bool = false) -> String {
        let script = live ? "<script src=\"/room.js\" defer></script>\n" : ""
        let status = live ? "<span id=\"status\">live</span>" : ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta http-equiv="Content-Security-Policy" content="\(Self.securityPolicy)"/>
            <title>Class progress — Mediator katas</title>
            \(script)<style>
            body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; font-size: 18px; margin: 12px 16px; }
            h1 { font-size: 24px; margin: 0 0 4px; }
            #status { font-size: 14px; font-weight: normal; color: #2e8540; margin-left: 12px; }
            #status.offline { color: #a33; }
            p { margin: 0 0 8px; }
            table { border-collapse: collapse; }
            th, td { padding: 3px 8px; border: 1px solid #ccd; text-align: center; line-height: 1.15; }
            thead th { position: sticky; top: 0; background: #eef3fb; z-index: 1; vertical-align: bottom; }
            th small, td small { display: block; font-size: 12px; font-weight: normal; color: #445; max-width: 9em; margin: auto; }
            @media (max-width: 1280px) { body { font-size: 15px; margin: 8px; } th, td { padding: 2px 4px; } th small, td small { font-size: 11px; max-width: 7em; } }
            tbody th { text-align: left; max-width: 16em; }
            tbody th small { margin: 0; max-width: 16em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: #a33; }
            td.done { background: #2e8540; color: #fff; font-weight: bold; }
            td.going { background: #ffe08a; }
            td.todo { color: #999; }
            tfoot td, tfoot th { font-weight: bold; background: #eef3fb; }
            .skipped { font-size: 14px; color: #a33; margin: 6px 0 0; }
            </style>
            </head>
            <body>
            <h1>Class progress\(status)</h1>
            <main id="room">
            \(fragment())
            </main>
            </body>
            </html>

            """
    }
}
