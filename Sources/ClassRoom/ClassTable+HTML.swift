import Foundation
import KataEngine
import PlaygroundBasics

/// The table as a page for a projector, read from the back row: one line per learner where it
/// fits, the kata they are on with the minutes stuck, the hints and the first failing test whole
/// (wrapped, at the size of everything else), and the line that joins the room in the header.
extension ClassTable {
    /// The table and its legend: what the live room's page swaps in every few seconds.
    public func fragment() -> String {
        let header = catalog.katas.map { kata in
            // The slug's words ("split the god mediator"), upright in a narrow column would be cut
            // mid-word; set vertically, they keep the columns as narrow as their cells.
            let words = kata.slug.split(separator: "-").dropFirst().joined(separator: " ")
            return
                "<th class=\"kata\" title=\"\(HTMLText.escaped(kata.title))\"><span>\(HTMLText.escaped(words))</span><b>\(kata.number)</b></th>"
        }.joined()
        let namesakes = namesakes
        let rows = learners.map { row($0, namesakes: namesakes) }.joined(separator: "\n")
        let totals = catalog.katas.map { kata in "<td>\(roster.learners.filter { cell($0, kata).isDone }.count)</td>" }.joined()
        let count = roster.learners.count
        return """
            <table>
            <thead><tr><th class="name">learner</th>\(header)<th class="now">now: kata, minutes stuck (′), hints (h) — first failing test</th></tr></thead>
            <tbody>
            \(rows)
            </tbody>
            <tfoot><tr><th>done</th>\(totals)<td></td></tr></tfoot>
            </table>
            <p class="legend">\(count) learner\(count == 1 ? "" : "s"), stuck longest first. ✓ done · ✓! done, now failing · 7/10: 7 of 10 tests passing · not started.</p>
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

    private func row(_ learner: LearnerReport, namesakes: Set<String>) -> String {
        let cells = catalog.katas.map { kata -> String in
            let cell = cell(learner, kata)
            let kind =
                switch cell {
                case .done: "done"
                case .doneNowFailing: "done failing"
                case .notStarted: "todo"
                case .inProgress: "going"
                }
            let entry = learner.katas.first { $0.slug == kata.slug }
            let again = cell == .doneNowFailing ? "done, now failing" : nil
            let failing = [again, entry?.firstFailingTest.map { "failing: \(Self.shown($0))" }].compactMap { $0 }.joined(separator: "; ")
            let title = failing.isEmpty ? "" : " title=\"\(failing)\""
            return "<td class=\"\(kind)\"\(title)>\(HTMLText.escaped(label(cell, unicode: true)))</td>"
        }.joined()
        return "<tr><th>\(Self.shown(shownName(learner, namesakes: namesakes)))</th>\(cells)<td class=\"now\">\(now(learner))</td></tr>"
    }

    /// "05 12′ 1h — Rule 2: the sender never hears itself".
    private func now(_ learner: LearnerReport) -> String {
        guard let kata = current(learner) else { return "" }
        var facts = ["<b>\(HTMLText.escaped(String(kata.slug.prefix(2))))</b>"]
        if let stuck = minutes(since: kata.lastProgress ?? kata.lastCheck) { facts.append("\(stuck)′") }
        if let hints = kata.hintsShown, hints > 0 { facts.append("\(hints)h") }
        let failing = kata.firstFailingTest.map { " — <span class=\"failing\">\(Self.shown($0))</span>" } ?? ""
        return facts.joined(separator: " ") + failing
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
    /// (a script of its own, `room.js`, so the page runs nothing inline). `joinLine`: the command
    /// learners type to join, shown in the header.
    public func html(live: Bool = false, joinLine: String? = nil) -> String {
        let script = live ? "<script src=\"/room.js\" defer></script>\n" : ""
        let status = live ? "<span id=\"status\">live</span>" : ""
        let join = joinLine.map { "<p class=\"join\">Join: <code>\(HTMLText.escaped($0))</code></p>" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta http-equiv="Content-Security-Policy" content="\(Self.securityPolicy)"/>
            <meta name="viewport" content="width=device-width"/>
            <title>Class progress — Mediator katas</title>
            \(script)<style>
            \(ClassPageStyle.css)
            </style>
            </head>
            <body>
            <header><h1>Class progress\(status)</h1>\(join)</header>
            <main id="room">
            \(fragment())
            </main>
            </body>
            </html>

            """
    }
}
