import Foundation
import KataEngine
import PlaygroundBasics

/// The table as a page for a projector, read from the back row: one line per learner (name,
/// a cell per kata, the kata they are on with "12 min" stuck and "2 hints", the first failing
/// test cut with an ellipsis), the totals and the legend always on screen, the join code large
/// in a header that stays. The live page's script pages through more learners than fit.
extension ClassTable {
    /// Minutes without progress from which a row counts as stuck: it stays on every page.
    static let stuckMinutes = 10

    /// The table: what the live room's page swaps in every few seconds. `closed`: the room
    /// takes no new learners (said in the totals row, and read by the page's script).
    public func fragment(closed: Bool = false) -> String { fragment(closed: closed, rows: nil) }

    /// The table, its unchanged rows taken from `rows` (the room's, across renderings); with
    /// `classList`, the totals say the class list is in force and how many of it have joined.
    func fragment(closed: Bool, classList: ClassListTally? = nil, rows cache: RenderedRows?) -> String {
        let header = catalog.katas.map { kata in
            "<th class=\"kata\" title=\"\(HTMLText.escaped(kata.title))\">\(HTMLText.escaped(kata.number))</th>"
        }.joined()
        let labels = machineLabels(namesakes: namesakes, onPage: true)
        let cuts = distinctCuts(labels: labels)
        let minute = Int((now.timeIntervalSince1970 / 60).rounded(.down))
        let rows = learners.map { learner in
            let label = Self.label(of: learner, in: labels)
            let key = LearnerName.key(name: learner.learner, machine: learner.machine)
            let id = rowIDs[key] ?? Room.rowID(of: key)
            let cut = cuts[key]
            guard let cache else { return row(learner, machineLabel: label, cut: cut, id: id) }
            return cache.row(for: learner, key: key, minute: minute, label: label, cut: cut, id: id) {
                row(learner, machineLabel: label, cut: cut, id: id)
            }
        }.joined(separator: "\n")
        // One pass over the learners' entries: a kata counts when done (failing now or not).
        var done: [String: Int] = [:]
        for learner in roster.learners { for kata in learner.katas where kata.status == .done { done[kata.slug, default: 0] += 1 } }
        let totals = catalog.katas.map { kata in "<td>\(done[kata.slug] ?? 0)</td>" }.joined()
        let count = roster.learners.count
        // The learners beside "done" (the name column's total), the room's state in the last
        // column, short enough for it at 1024 px: closed first, in red, then the class list's count.
        let listed = classList.map { "<span class=\"listed\">\($0.summary)</span>" }
        let summary = [closed ? "<b class=\"closed\" title=\"closed to new learners\">closed</b>" : nil, listed].compactMap { $0 }
            .joined(separator: " · ")
        return """
            <table\(closed ? " data-closed=\"1\"" : "")\(ClassPageColumns.style(katas: catalog.katas.count))>
            <colgroup><col class="name"/>\(String(repeating: "<col class=\"kata\"/>", count: catalog.katas.count))<col class="now"/></colgroup>
            <thead><tr><th class="name">learner</th>\(header)<th class="now">now: kata · stuck · hints — first failing test</th></tr></thead>
            <tbody>
            \(rows)
            </tbody>
            <tfoot><tr><th>\(count) learner\(count == 1 ? "" : "s") · done</th>\(totals)<td class="now">\(summary)</td></tr></tfoot>
            </table>
            \(skipped)
            """
    }

    /// What every cell means, in the page's footer: shapes and words, never colour alone. One
    /// line at 1024 px (971 of 1,004 px in Arial's widths): the stuck rows' order
    /// (``sortedLearners()``) in as few words as say it.
    static let legend =
        "Stuck first, by address in turn; thick edge: no progress for \(stuckMinutes) min. <span class=\"done\">✓</span> done ·"
        + " <span class=\"done failing\">✓!</span> done, now failing (striped) · <span class=\"broken\">✗</span> does not compile"
        + " (✓✗ once done) · 7/10 tests passing · “·” not started"

    /// Files that could not be used, named on the page too, so nobody is missing without a reason.
    private var skipped: String {
        guard !roster.problems.isEmpty else { return "" }
        let items = roster.problems.map { "<li>\(Self.shown($0.file)): \(Self.shown($0.reason.description))</li>" }
        return
            "<p class=\"skipped\">Skipped \(roster.problems.count) file\(roster.problems.count == 1 ? "" : "s"):</p><ul class=\"skipped\">\(items.joined())</ul>"
    }

    private func row(_ learner: LearnerReport, machineLabel: String?, cut: NameCut?, id: String) -> String {
        let cells = catalog.katas.map { kata -> String in
            let cell = cell(learner, kata)
            // A mark per cell, which the legend explains: the learner's text is shown once, in the row's last cell.
            let kind =
                switch cell {
                case .done: "done"
                case .doneNowFailing, .doesNotCompile(wasDone: true): "done failing"
                case .doesNotCompile(wasDone: false): "broken"
                case .notStarted: "todo"
                case .inProgress: "going" + ClassPageColumns.countClass(label(cell, unicode: true))
                }
            return "<td class=\"\(kind)\">\(HTMLText.escaped(label(cell, unicode: true)))</td>"
        }.joined()
        // The name is cut with an ellipsis where it must be (where a namesake's different name
        // differs, ``distinctCuts(labels:)``); the namesake's machine label only as
        // ``MachineLabel/onPage(_:)`` cuts it, keeping it apart from the others.
        let tag = machineLabel.map { "<span class=\"tag\">· \(Self.shown($0))</span>" } ?? ""
        let stuck = isStuck(learner)
        return "<tr data-row=\"\(HTMLText.escaped(id))\"\(stuck ? " class=\"stuck\"" : "")>"
            + "<th><span class=\"who\"><span class=\"name\" dir=\"\(Self.direction(of: learner.learner))\">"
            + "\(Self.nameMarkup(learner.learner, cut: cut ?? .standard(limit: Self.nameLimit(besideLabel: machineLabel))))</span>\(tag)</span></th>"
            + "\(cells)<td class=\"now\">\(now(learner))</td></tr>"
    }

    /// "05 · 12 min · 2 hints — Rule 2: the sender never hears itself": words, not ′ and h, so
    /// the back row never reads three hints as three hours.
    private func now(_ learner: LearnerReport) -> String {
        guard let kata = current(learner) else { return "" }
        var facts = ["<b>\(HTMLText.escaped(String(kata.slug.prefix(2))))</b>"]
        if let stuck = minutes(since: kata.lastProgress ?? kata.lastCheck) { facts.append("\(stuck) min") }
        if let hints = kata.hintsShown, hints > 0 { facts.append("\(hints) hint\(hints == 1 ? "" : "s")") }
        let failing =
            kata.compileError.map { " — <span class=\"failing\"><b>does not compile:</b> \(Self.shownTest($0))</span>" }
            ?? kata.firstFailingTest.map { " — <span class=\"failing\">\(Self.shownTest($0))</span>" } ?? ""
        return facts.joined(separator: " · ") + failing
    }

    /// Text from a hand-in as the page shows it: escaped scalar by scalar, each character cut to
    /// what one character may carry (a name piled with combining marks would smear the page).
    static func shown(_ text: String) -> String { HTMLText.escaped(GraphemeBounds.tamed(text)) }

    /// How many characters at a name's end always show: a column too narrow for the whole name
    /// cuts its start with an ellipsis ("Moham…Ahmed"), never its end ("Mohammed Ah…" hides
    /// what tells Ahmed from Ahmad).
    static let nameTail = 5

    /// A name as the page writes it, cut as ``onPage(_:)`` cuts it: the start it keeps with the
    /// ellipsis, which may shrink further (beside a namesake's label), and the end, which never
    /// does. A name shown whole is split the same way (its last ``nameTail`` characters) when it
    /// is written left to right only; a short name, or one holding right-to-left letters, is one
    /// piece (a split inside a right-to-left word would break its letters' joining and, beside a
    /// left-to-right word, its order). Each piece is isolated with its own direction
    /// (`dir="auto"`), and the name's direction (``direction(of:)``) orders the pieces: a
    /// right-to-left name keeps its start on the right, and `علي بن أحمد Alshehri 2` reads
    /// `علي بن…` then `ehri 2`, never `hri 2e… علي بن`.
    static func nameMarkup(_ name: String, limit: Int = pageNameLimit) -> String {
        nameMarkup(name, cut: .standard(limit: limit))
    }

    /// ``nameMarkup(_:limit:)`` with `cut`: a middle stretch kept between two ellipses is a piece
    /// of its own, never shrunk (only the start gives way to a font too wide).
    static func nameMarkup(_ name: String, cut: NameCut) -> String {
        func piece(_ kind: String, _ text: String) -> String { "<span class=\"\(kind)\" dir=\"auto\">\(shown(text))</span>" }
        if let (start, middle, end) = cut.pieces(of: name) {
            let stretch = cut.middleWidth > 0 ? piece("middle", middle + "…") : ""
            return piece("head", start + "…") + stretch + piece("tail", end)
        }
        guard name.count > nameTail + 3, !holdsRightToLeft(name) else { return piece(name.count > nameTail + 3 ? "head" : "tail", name) }
        return piece("head", String(name.dropLast(nameTail))) + piece("tail", String(name.suffix(nameTail)))
    }

    /// The columns a name has beside its namesake label (``pageNameLimit`` without one): the
    /// label (`· 3f2a`, in smaller type) takes two columns and one for every two of its
    /// characters, so the room cuts the name to what is left, not the browser. Which rows are
    /// namesakes is still decided on the name cut to ``pageNameLimit``; the label tells them apart.
    static func nameLimit(besideLabel label: String?) -> Int {
        guard let label else { return pageNameLimit }
        return pageNameLimit - 2 - (label.count + 1) / 2
    }

    /// The direction a name is written in, by its first letter (as `dir="auto"` would find it;
    /// the page says it outright, since `dir="auto"` passes over the pieces, which carry their own).
    static func direction(of name: String) -> String {
        let first = name.unicodeScalars.first { $0.properties.isAlphabetic }
        return first.map { holdsRightToLeft(String($0)) } == true ? "rtl" : "ltr"
    }

    /// True when `name` holds a Hebrew or Arabic letter (the right-to-left scripts a name may be
    /// written in, ``NameCharacters``).
    static func holdsRightToLeft(_ name: String) -> Bool {
        name.unicodeScalars.contains { (0x591...0x8FF).contains($0.value) || (0xFB1D...0xFEFF).contains($0.value) }
    }

    /// What every page of the room may run and load: its own script, nothing inline, nothing
    /// from elsewhere. Sent as a header by the room and written into the page for `make class`,
    /// whose file is opened without a server.
    public static let securityPolicy =
        "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'none'; base-uri 'none'; form-action 'none'"

    /// The whole page. `live`: served by the room, it fetches a fresh table every few seconds
    /// (a script of its own, `room.js`, so the page runs nothing inline) and fits the screen.
    /// `joinLine`: the command learners type to join, in the header, its code twice the size.
    public func html(live: Bool = false, joinLine: String? = nil, closed: Bool = false) -> String {
        html(live: live, joinLine: joinLine, fragment: fragment(closed: closed))
    }

    /// The whole page around a table already rendered.
    func html(live: Bool, joinLine: String?, fragment: String) -> String {
        let script = live ? "<script src=\"/room.js\" defer></script>\n" : ""
        let status = live ? "<span id=\"status\">live</span>" : ""
        let controls =
            live ? "<button id=\"manage\" type=\"button\">Manage (M)</button><button id=\"closing\" type=\"button\" hidden></button>" : ""
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
            <body\(live ? " class=\"live\"" : "")>
            \(ClassPageHeader.markup(joinLine: joinLine, after: "<h1>Class progress</h1>\(status)\(controls)"))
            <main id="room">
            \(fragment)
            </main>
            <footer><p id="paging"></p><p class="legend">\(Self.legend)</p></footer>
            </body>
            </html>

            """
    }
}
