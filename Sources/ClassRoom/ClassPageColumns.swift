/// The table's columns and the size of the text in its rows. With fewer learners than fit, the
/// page's script sets `--grow` (up to 1.6): the rows grow by that much, and their text (`--cell`)
/// by as much as the screen's width leaves room for, so every column grows with its text and
/// nothing the text grew by is cut: the name column holds ``ClassPageStyle/Metrics/nameEms`` of
/// the row's text, each kata column ``kataEms`` (a count such as `28/28`, at 0.9 of the row's
/// text, with its padding), and the last column at least ``nowEms`` (`05 · 120 min · 9 hints —
/// does not compile:`). Where the screen is too narrow for that at the table's own text size
/// (1024 px), the text does not grow and the last column takes what is left.
enum ClassPageColumns {
    /// A kata column, in the row's text: `28/28` at 0.9 of it (2.25 em in Arial, Helvetica or
    /// Liberation Sans), its 2 px padding a side and its border.
    static let kataEms = 3.0
    /// The least the last column keeps, in the row's text, when the text grows.
    static let nowEms = 22.0

    /// The columns' widths and the rows' text size. `--katas`: the number of kata columns, set
    /// on the table by ``ClassTable/fragment(closed:classList:rows:)``; `--grow`: set on `main`
    /// by the page's script. The table is the viewport less the body's 10 px margins.
    static let css = """
        :root { --kata: \(kataEms); --now: \(nowEms); }
        table { --cell: max(var(--text), min(calc(var(--text) * var(--grow, 1)), calc((100vw - 20px) / (var(--name) + var(--katas, 11) * var(--kata) + var(--now))))); }
        col.name { width: calc(var(--name) * var(--cell)); }
        col.kata { width: calc(var(--kata) * var(--cell)); }
        tbody { font-size: var(--cell); }
        td.going.long { font-size: 0.65em; }
        td.going.longest { font-size: 0.45em; }
        """

    /// The class of a count longer than `28/28` (a kata of 100 tests or more, or a client's own
    /// numbers, up to ``LearnerReport/testCounts``): set smaller, so it still fits its column.
    static func countClass(_ count: String) -> String {
        switch count.count {
        case ...5: ""
        case 6...7: " long"
        default: " longest"
        }
    }

    /// The table's opening tag's style: how many kata columns it has.
    static func style(katas: Int) -> String { " style=\"--katas: \(katas)\"" }
}
