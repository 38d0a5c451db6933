/// The class page's look, sized so 30 learners fit one screen of each projector size (1600×1000,
/// 1280×720, 1024×768) with the header, the table's head, its totals and the legend: every
/// height is fixed, one set per screen width, as CSS variables the layout test reads (`--row`:
/// one learner's line, border included). Above 1440 px the set drawn for 1600×1000 grows with
/// the screen (`--px`, one of its pixels: the screen's width over 1,600 or its height over 1,000,
/// whichever is less), so a 4K projector shows what a 1600×1000 one does, 2.16 times as large.
/// Rows never wrap: a failing test is cut with an ellipsis, a long name in its start (its end
/// always shows), a namesake's machine tag never. A name's marks (Thai tone marks, stacked
/// accents) are clipped at its own cell: no name draws over another's. The join code is twice the
/// table's text (``ClassPageHeader``). Done and done-now-failing differ by glyph (✓, ✓!) and
/// pattern (stripes), not by colour alone.
enum ClassPageStyle {
    /// The heights one screen width gets, in pixels of its design (`--px`).
    struct Metrics {
        /// Applies up to this viewport width (`nil`: any).
        let maxWidth: Int?
        /// One pixel of this design in CSS: `1px`, or a size that grows with the screen.
        var scale = "1px"
        /// The table's text size.
        let text: Int
        /// One learner's row, its 1 px border included.
        let row: Int
        /// The header's two lines: the join command, title, status and buttons; then the join code at `code`.
        let header: Int
        let head: Int
        let foot: Int
        let footer: Int
        /// Body margin, top and bottom each.
        let margin: Int
        /// The width of the name column, in `text` units: a name as the room cuts it
        /// (``ClassTable/pageNameLimit`` columns of at most one em) and the cell's padding, so the
        /// browser never cuts a name the room did not.
        let nameEms: Double

        var code: Int { text * 2 }

        var variables: String {
            func scaled(_ name: String, _ value: Int) -> String { "--\(name): calc(\(value) * var(--px));" }
            return ":root { --px: \(scale); " + scaled("text", text) + " " + scaled("row", row) + " " + scaled("header", header) + " "
                + scaled("head", head) + " " + scaled("foot", foot) + " " + scaled("footer", footer) + " " + scaled("margin", margin) + " "
                + scaled("code", code) + " --name: \(nameEms); }"
        }
    }

    /// The scale of the widest design: one of its pixels is the screen's width over 1,600 or its
    /// height over 1,000, whichever is less (so its 1600×1000 fits any screen's shape), and never
    /// less than 0.75 px (its text never smaller than the 1440 px design's).
    static let growing = "max(0.75px, min(0.0625vw, 0.1vh))"

    /// Wide first; each later one overrides it up to its width. The footer has room for two
    /// lines: the paging line and the legend.
    static let metrics = [
        Metrics(maxWidth: nil, scale: growing, text: 20, row: 26, header: 76, head: 30, foot: 30, footer: 44, margin: 6, nameEms: 15),
        Metrics(maxWidth: 1440, text: 15, row: 19, header: 57, head: 22, foot: 22, footer: 38, margin: 4, nameEms: 15),
        // At 1100 px and below the header is taller: the status may take two lines (``ClassPageHeader``).
        Metrics(maxWidth: 1100, text: 15, row: 19, header: 67, head: 22, foot: 22, footer: 38, margin: 4, nameEms: 15),
    ]

    static var css: String {
        let sizes = metrics.map { size in
            size.maxWidth.map { "@media (max-width: \($0)px) { \(size.variables) }" } ?? size.variables
        }
        return sizes.joined(separator: "\n") + "\n" + ClassPageColumns.css + "\n" + rules + "\n" + ClassPageHeader.css
    }

    static let rules = """
        html { font-size: var(--text); }
        body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, "Noto Sans", "Noto Sans CJK SC", sans-serif; margin: var(--margin) 10px; color: #111; }
        body.live { height: calc(100vh - 2 * var(--margin)); display: flex; flex-direction: column; overflow: hidden; }
        button { font: inherit; font-size: 0.8rem; padding: 0 8px; }
        main { flex: 1 1 auto; min-height: 0; overflow: auto; }
        table { border-collapse: collapse; width: 100%; table-layout: fixed; }
        th, td { border: 1px solid #ccd; padding: 0 4px; text-align: center; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        tbody tr, tbody th, tbody td { height: calc(var(--row) * var(--grow, 1) - 1px); line-height: calc(var(--row) * var(--grow, 1) - 1px); }
        thead th { height: calc(var(--head) - 1px); line-height: calc(var(--head) - 1px); background: #eef3fb; font-weight: normal; font-size: 0.85rem; position: sticky; top: 0; }
        thead th.kata { font-weight: bold; font-size: 1rem; }
        thead th.name, thead th.now, td.now { text-align: left; }
        tbody th { text-align: left; font-weight: bold; }
        tbody th { overflow: clip; }
        .who { display: flex; min-width: 0; overflow: clip; }
        .who .name, .who .head { padding: 0.6em 0; margin: -0.6em 0; }
        .who .name { flex: 0 1 auto; min-width: 4em; display: flex; overflow: hidden; }
        .who .head { flex: 0 1 auto; min-width: 1em; overflow: hidden; text-overflow: ellipsis; white-space: pre; }
        .who .tail, .who .middle { flex: none; white-space: pre; }
        .who .tag { flex: none; margin-left: 0.3em; padding: 0 0.25em; font-weight: normal; font-size: 0.8em; color: #fff; background: #445; border-radius: 3px; }
        tbody tr.stuck th { border-left: 5px solid #b3261e; }
        td.now .failing { color: #a33; }
        td.done, span.done { background: #2e8540; color: #fff; font-weight: bold; }
        td.done.failing, span.done.failing { background: repeating-linear-gradient(135deg, #b3261e 0 5px, #7a1712 5px 10px); color: #fff; outline: 2px dashed #111; outline-offset: -3px; }
        span.done { padding: 0 4px; }
        td.going { background: #ffe08a; font-size: 0.9em; padding: 0 2px; }
        td.broken, span.broken { background: #ffe08a; color: #a33; font-weight: bold; }
        span.broken { padding: 0 4px; }
        td.todo { color: #888; }
        tfoot th, tfoot td { height: calc(var(--foot) - 1px); line-height: calc(var(--foot) - 1px); font-weight: bold; background: #eef3fb; position: sticky; bottom: 0; }
        tfoot .closed { color: #a33; }
        footer { height: var(--footer); flex: none; display: flex; flex-wrap: wrap; gap: 0 24px; align-content: center; white-space: nowrap; overflow: hidden; font-size: 0.8rem; color: #445; }
        @media (max-width: 1100px) { h1 { display: none; } }
        footer p { margin: 0; }
        #paging { font-size: 1rem; font-weight: bold; color: #111; }
        #paging:empty { display: none; }
        .skipped { font-size: 0.8rem; color: #a33; margin: 6px 0 0; white-space: normal; }
        button.remove { flex: none; margin-right: 4px; padding: 0 4px; line-height: 1; font-size: 0.7rem; align-self: center; }
        """
}
