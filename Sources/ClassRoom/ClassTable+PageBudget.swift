import Foundation
import PlaygroundBasics

/// What one learner can add to the projector's page, bounded: the page is polled every few
/// seconds by a projector that may sit on a modest link, so a row may not be made to weigh what
/// two hundred honest rows weigh. A learner's free text (a failing test, the compiler's error)
/// is shown once, in the row's last cell, cut before it is escaped to what that cell can show;
/// kata cells carry a mark the legend explains, never the learner's text (a tooltip per cell
/// repeated a 200-character test eleven times, escaped). A name is shown
/// as the room cuts it (``pageNameLimit`` columns). So a row of the worst text the room accepts
/// weighs ``rowBytesBound`` bytes and ``cellBytesBound`` a kata at most
/// (``tableBytesBound(learners:katas:)``).
extension ClassTable {
    /// The most characters of a failing test (or of the compiler's first error) the page writes:
    /// more than the last cell shows at any screen size (about 60 average characters at 1280 px).
    static let shownTestCharacters = 100
    /// The most bytes those characters may take once escaped: an escaped `"` is six bytes, so a
    /// test written in HTML's special characters shows its first fifty or so and no more.
    static let shownTestBytes = 300

    /// The most bytes a row of the table takes beside its kata cells, whatever a learner hands
    /// in: the row's markup and id, a name of the heaviest characters the room accepts as the
    /// page cuts it, its machine label, the kata it is on stuck for a week with 99 hints, and the
    /// heaviest failing test or compiler error as ``shownTest(_:)`` cuts it.
    static let rowBytesBound = 1_000
    /// The most bytes one kata cell takes: the longest mark (done, not compiling now: `✓✗` on
    /// stripes) or the longest count (10000/10000).
    static let cellBytesBound = 40
    /// The table around its rows: head, totals and the "Skipped" list's absence.
    static let tableFrameBytes = 1_500

    /// The most bytes the table (the page's `/table` poll) takes with `learners` rows of `katas`
    /// katas, whatever they handed in; the page adds its style and header, about 9 KB. Proved
    /// by `RoomPageBudgetTests` with a room of the heaviest hand-ins.
    static func tableBytesBound(learners: Int, katas: Int) -> Int {
        tableFrameBytes + katas * 60 + learners * (rowBytesBound + katas * cellBytesBound)
    }

    /// A failing test (or the compiler's error) as the page writes it: escaped scalar by scalar,
    /// each character cut to what one may carry, and cut with "…" once it would pass
    /// ``shownTestCharacters`` characters or ``shownTestBytes`` escaped bytes.
    static func shownTest(_ text: String) -> String {
        var (written, characters) = ("", 0)
        for character in GraphemeBounds.tamed(text) {
            let escaped = HTMLText.escaped(String(character))
            guard characters < shownTestCharacters, written.utf8.count + escaped.utf8.count <= shownTestBytes else {
                return written + "…"
            }
            written += escaped
            characters += 1
        }
        return written
    }
}
