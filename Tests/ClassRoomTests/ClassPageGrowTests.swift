import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// With fewer learners than fit, the page's script grows the rows (`--grow`, up to 1.6): every
/// cell must still hold what it shows, the widest count (`28/28`) and the last cell's facts
/// with "does not compile:", at every supported size and for 1 to 60 learners, 11 katas. The
/// layout is computed from the page's own CSS and script, as ``ClassPageFitTests`` does (no
/// browser in CI); text is measured with Arial's bold advance widths (Helvetica and Liberation
/// Sans share them), an upper bound for the regular text the cells mostly show.
@Suite struct ClassPageGrowTests {
    /// Arial Bold's advance widths in em, for the characters the measured texts hold.
    static let boldWidths: [Character: Double] = [
        "0": 0.556, "1": 0.556, "2": 0.556, "3": 0.556, "4": 0.556, "5": 0.556, "6": 0.556, "7": 0.556, "8": 0.556, "9": 0.556,
        "/": 0.278, " ": 0.278, "·": 0.333, "—": 1.0, ":": 0.333, "a": 0.556, "b": 0.611, "c": 0.556, "d": 0.611, "e": 0.556,
        "f": 0.333, "g": 0.611, "h": 0.611, "i": 0.278, "j": 0.278, "k": 0.556, "l": 0.278, "m": 0.889, "n": 0.611, "o": 0.611,
        "p": 0.611, "r": 0.389, "s": 0.556, "t": 0.333, "u": 0.611, "v": 0.556, "w": 0.778, "x": 0.556, "y": 0.556, "z": 0.5,
    ]

    /// `text`'s width in em; a character missing from the table is one em (so a test using one fails loudly).
    static func ems(_ text: String) -> Double { text.reduce(0) { $0 + (boldWidths[$1] ?? 1) } }

    /// The sizes the page is made for.
    static let sizes = [(1024, 768), (1280, 720), (1366, 768), (1600, 900), (1600, 1000), (1920, 1080), (2560, 1440), (3840, 2160)]

    /// The growth the page's script gives `learners` rows at `width` × `height`: the rows that
    /// fit between the table's head and totals (``ClassPageFitTests``'s heights), then as the
    /// script computes it (the test below checks the script still says so).
    static func grow(learners: Int, width: Int, height: Int) throws -> Double {
        let values = ClassPageFitTests.variables(in: ClassPageFitTests.servedCSS, width: width, height: height)
        let (row, header, head, foot, footer, margin) = try (
            #require(values["--row"]), #require(values["--header"]), #require(values["--head"]), #require(values["--foot"]),
            #require(values["--footer"]), #require(values["--margin"])
        )
        let main = Double(height) - 2 * margin - header - footer
        let room = max(1, Int(((main - head - foot - 2) / row).rounded(.down)))
        guard learners <= room else { return 1 }
        return min(1.6, (Double(room) / Double(max(1, learners)) * 10).rounded(.down) / 10)
    }

    @Test("The script grows rows as this test computes it, and the CSS sizes the columns and the rows' text from it")
    func theGrowthIsTheOneComputedHere() {
        let script = RoomScript.source
        #expect(script.contains("var grow = Math.min(1.6, Math.floor(room / Math.max(1, rows.length) * 10) / 10);"))
        let css = ClassPageFitTests.servedCSS
        #expect(
            css.contains(
                "table { --cell: max(var(--text), min(calc(var(--text) * var(--grow, 1)), calc((100vw - 20px) / (var(--name) + var(--katas, 11) * var(--kata) + var(--now))))); }"
            ))
        #expect(css.contains("col.name { width: calc(var(--name) * var(--cell)); }"))
        #expect(css.contains("col.kata { width: calc(var(--kata) * var(--cell)); }"))
        #expect(css.contains("tbody { font-size: var(--cell); }"))
        #expect(css.contains("td.going { background: #ffe08a; font-size: 0.9em; padding: 0 2px; }"))
        #expect(css.contains("td.going.long { font-size: 0.65em; }") && css.contains("td.going.longest { font-size: 0.45em; }"))
        #expect(ClassPageColumns.countClass("28/28").isEmpty && ClassPageColumns.countClass("108/228") == " long")
        let widest = "\(LearnerReport.testCounts.upperBound)/\(2 * LearnerReport.testCounts.upperBound)"
        #expect(ClassPageColumns.countClass(widest) == " longest" && widest.count == 11)
        let table = ClassTable(roster: ClassRoster(learners: [], problems: []), catalog: RoomFixture.catalog).fragment()
        #expect(table.contains("style=\"--katas: \(RoomFixture.catalog.katas.count)\""))
    }

    @Test(
        "For 1 to 60 learners and 11 katas, at every size: 28/28 fits its kata column, the last cell shows its facts and \"does not compile:\", a row is tall enough for its text",
        arguments: sizes)
    func everyCellHoldsItsText(width: Int, height: Int) throws {
        let values = ClassPageFitTests.variables(in: ClassPageFitTests.servedCSS, width: width, height: height)
        let (text, row, name, kata, nowLeast) = try (
            #require(values["--text"]), #require(values["--row"]), #require(values["--name"]), #require(values["--kata"]),
            #require(values["--now"])
        )
        let katas = 11.0
        let table = Double(width) - 20
        for learners in 1...60 {
            let grow = try Self.grow(learners: learners, width: width, height: height)
            // `--cell`, as the CSS computes it.
            let cell = max(text, min(text * grow, table / (name + katas * kata + nowLeast)))
            let count = Self.ems("28/28") * 0.9 * cell + 2 * 2 + 1
            #expect(count <= kata * cell, "\(learners) learners at \(width)×\(height): 28/28 needs \(count) of \(kata * cell) px")
            // Longer counts (a client's own numbers, up to the most a hand-in carries) are set smaller.
            for (longest, size) in [("999/999", 0.65), ("10000/20000", 0.45)] {
                let needed = Self.ems(longest) * size * cell + 2 * 2 + 1
                #expect(needed <= kata * cell, "\(longest) needs \(needed) of \(kata * cell) px")
            }
            // The cell's 4 px padding a side and its border.
            let now = table - (name + katas * kata) * cell - 2 * 4 - 1
            let facts = Self.ems("05 · 120 min — does not compile:") * cell
            #expect(facts <= now, "\(learners) learners at \(width)×\(height): the last cell has \(now) px for \(facts)")
            if width >= 1_280 {
                let withHints = Self.ems("05 · 120 min · 9 hints — does not compile:") * cell
                #expect(withHints <= now, "\(learners) learners at \(width)×\(height): \(now) px for \(withHints)")
            }
            #expect(row * grow - 1 >= cell * 1.2, "a grown row is too short for its text")
            // The name column holds the room's cut of a name, one em a column, at the row's text.
            #expect(name * cell - 2 * 4 - 1 >= Double(ClassTable.pageNameLimit) * cell)
        }
    }

    @Test(
        "The totals row holds the learners, done, and the closed room's class list count at every size",
        arguments: sizes)
    func theTotalsFit(width: Int, height: Int) throws {
        let values = ClassPageFitTests.variables(in: ClassPageFitTests.servedCSS, width: width, height: height)
        let (text, name, kata, nowLeast) = try (
            #require(values["--text"]), #require(values["--name"]), #require(values["--kata"]), #require(values["--now"])
        )
        let table = Double(width) - 20
        for learners in [1, 20, 60] {
            let grow = try Self.grow(learners: learners, width: width, height: height)
            let cell = max(text, min(text * grow, table / (name + 11 * kata + nowLeast)))
            let now = table - (name + 11 * kata) * cell - 2 * 4 - 1
            // The totals are the table's own text, bold.
            let summary = Self.ems("closed · class list: 200 of 1000 joined") * text
            #expect(summary <= now, "\(width)×\(height): the totals have \(now) px for \(summary)")
            #expect(Self.ems("200 learners · done") * text <= name * cell - 2 * 4 - 1)
        }
        var roster: [LearnerReport] = []
        for index in 0..<3 { roster.append(RoomFixture.report("ada\(index)", machine: "aa1\(index)")) }
        let page = ClassTable(roster: ClassRoster(learners: roster, problems: []), catalog: RoomFixture.catalog)
            .fragment(closed: true, classList: ClassListTally(places: 30, joined: 3), rows: nil)
        #expect(page.contains("<tfoot><tr><th>3 learners · done</th>"))
        #expect(
            page.contains(
                "<b class=\"closed\" title=\"closed to new learners\">closed</b> · <span class=\"listed\">class list: 3 of 30 joined</span>"
            ))
    }

    @Test(
        "The paging line (how many learners are not on screen) is no smaller than the table's text, and the footer holds it and the legend")
    func thePagingLineIsLarge() throws {
        let css = ClassPageFitTests.servedCSS
        #expect(css.contains("#paging { font-size: 1rem; font-weight: bold; color: #111; }"))
        for (width, height) in Self.sizes {
            let values = ClassPageFitTests.variables(in: css, width: width, height: height)
            let (text, footer) = try (#require(values["--text"]), #require(values["--footer"]))
            #expect(1.15 * text + 1.15 * 0.8 * text <= footer, "\(width)×\(height): the footer's two lines")
        }
    }
}

/// At 1024×768, managing, with the longest code and a long LAN address, the header's status
/// shows whole: it may take two lines there, and the header has room for them.
@Suite struct ClassPageStatusTests {
    @Test(
        "At 1024×768 while managing, the longest statuses fit the room the join line and both buttons leave, on two lines",
        arguments: [
            "live · updated 10:42:05 AM · the next table is arriving slowly: 233 of 290 KB",
            "this page's key is refused (an earlier room's tab?) · open the address make room printed",
            "paused while you manage · ← → turn pages",
        ])
    func theStatusFitsWhileManaging(status: String) throws {
        let css = ClassPageFitTests.servedCSS
        #expect(css.contains("@media (max-width: 1100px) { #status { white-space: normal; line-height: 1.1; max-height: 2.2em; } }"))
        let values = ClassPageFitTests.variables(in: css, width: 1024, height: 768)
        let (text, code, header) = try (#require(values["--text"]), #require(values["--code"]), #require(values["--header"]))
        // As ``ClassPageFitTests/theJoinLineFits``: monospace 0.6 em a character; the status and
        // buttons 0.8 of the text, at Arial Bold's widths (or 0.6 em where the table has none).
        let free = 1024.0 - 20
        func words(_ text: String) -> Double { text.reduce(0) { $0 + (ClassPageGrowTests.boldWidths[$1] ?? 0.6) } }
        // "Join: " in the page's face, the command in its code's.
        let command = "make join URL=http://192.168.100.200:65535"
        let first = words("Join: ") * text + Double(command.count) * 0.6 * text + 12
        let buttons = (words("Done (M)") + words("Close to new learners")) * 0.8 * text + 32
        let room = free - first - buttons - 3 * 18
        // Two lines, one word's worth lost to wrapping on the first.
        let needed = words(status) * 0.8 * text + 12 * 0.8 * text * 0.6
        #expect(needed <= 2 * room, "\(Int(needed)) px for two lines of \(Int(room))")
        // The first line's two lines of status and the code's line fit the header.
        #expect(2 * 1.1 * 0.8 * text + 1.1 * code <= header, "header \(header) px")
    }
}
