/// Where the page cuts a long name, in columns (``ClassTable/columns(of:)``): the start it keeps,
/// the end it keeps, and, for names that differ only deep inside, a stretch of the middle
/// between two ellipses ("Ch…tina…on"). The room's usual cut keeps half the columns for the start
/// and the rest for the end (``standard(limit:)``); two different names that cut alike beside
/// their labels ("Alexander Schmidt" and "Alexandra Schmidt", both "Alexa…midt") get a cut that
/// shows where they differ (``ClassTable/distinctCuts(labels:)``), so the back row reads two
/// names, not one name twice.
struct NameCut: Hashable, Sendable {
    /// Columns kept from the name's start.
    let start: Int
    /// The first column of the middle stretch kept, and its columns; no stretch when `middleWidth` is 0.
    let middleOffset: Int
    let middleWidth: Int
    /// Columns kept from the name's end.
    let end: Int

    init(start: Int, end: Int, middleOffset: Int = 0, middleWidth: Int = 0) {
        (self.start, self.end, self.middleOffset, self.middleWidth) = (start, end, middleOffset, middleWidth)
    }

    /// The room's usual cut in `limit` columns: half for the start, the rest but the ellipsis for the end.
    static func standard(limit: Int) -> NameCut { NameCut(start: limit / 2, end: limit - limit / 2 - 1) }

    /// The columns the cut takes with its ellipses.
    var columns: Int { start + end + 1 + (middleWidth > 0 ? middleWidth + 1 : 0) }

    /// The pieces of `name` this cut keeps: its start, the middle stretch (empty without one) and
    /// its end; `nil` when the name fits in ``columns`` and is shown whole.
    func pieces(of name: String) -> (start: String, middle: String, end: String)? {
        let widths = name.map(ClassTable.columns(of:))
        guard widths.reduce(0, +) > columns else { return nil }
        let characters = Array(name)
        // The characters whose columns lie wholly in `range`, in order.
        func kept(_ range: Range<Int>) -> String {
            var (text, column) = ("", 0)
            for (character, width) in zip(characters, widths) {
                if column >= range.lowerBound, column + width <= range.upperBound { text.append(character) }
                column += width
            }
            return text
        }
        let total = widths.reduce(0, +)
        let middle = middleWidth > 0 ? kept(max(start, middleOffset)..<min(total - end, middleOffset + middleWidth)) : ""
        return (kept(0..<start), middle, kept(total - end..<total))
    }

    /// `name` as drawn with this cut: whole, or its pieces around ellipses.
    func drawn(_ name: String) -> String {
        guard let (start, middle, end) = pieces(of: name) else { return name }
        return middleWidth > 0 ? start + "…" + middle + "…" + end : start + "…" + end
    }
}
