import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// The projector's page holds 30 learners on one screen of each common projector size, computed
/// from the page's own CSS (no browser in CI): the header, the table's head, 30 rows, the totals
/// and the footer, each height as the CSS fixes it, within the viewport.
@Suite struct ClassPageFitTests {
    /// The `--name: value` pairs that apply at `width` × `height`, in CSS pixels: the page's first
    /// `:root` block, then each `@media (max-width: N px)` block with N ≥ width, in order; a value
    /// `calc(N * var(--px))` is N of the block's `--px`, which may grow with the screen.
    static func variables(in css: String, width: Int, height: Int = 1_000) -> [String: Double] {
        var found: [String: Double] = [:]
        for line in css.split(separator: "\n") where line.contains(":root {") {
            if line.hasPrefix("@media (max-width: ") {
                let digits = line.dropFirst("@media (max-width: ".count).prefix { $0.isNumber }
                guard let limit = Int(digits), width <= limit else { continue }
            }
            guard let body = line.split(separator: "{").dropFirst(line.hasPrefix("@media") ? 2 : 1).first else { continue }
            var px = 1.0
            for declaration in body.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, parts[0].hasPrefix("--") else { continue }
                if parts[0] == "--px" {
                    px = length(parts[1], width: width, height: height) ?? .nan
                    found["--px"] = px
                } else if parts[1].hasPrefix("calc("), parts[1].hasSuffix(" * var(--px))") {
                    found[parts[0]] = Double(parts[1].dropFirst("calc(".count).prefix { $0.isNumber || $0 == "." }).map { $0 * px }
                } else if let value = Double(parts[1].prefix { $0.isNumber || $0 == "." }) {
                    found[parts[0]] = value
                }
            }
        }
        return found
    }

    /// A CSS length of numbers in `px`, `vw` and `vh` inside `min(…)` and `max(…)`, in pixels.
    static func length(_ text: String, width: Int, height: Int) -> Double? {
        let text = text.trimmingCharacters(in: .whitespaces)
        for (name, pick) in [("min(", { (values: [Double]) in values.min() }), ("max(", { (values: [Double]) in values.max() })]
        where text.hasPrefix(name) && text.hasSuffix(")") {
            var (parts, depth, current) = ([String](), 0, "")
            for character in text.dropFirst(name.count).dropLast() {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if character == ",", depth == 0 {
                    parts.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            }
            parts.append(current)
            let values = parts.compactMap { length($0, width: width, height: height) }
            return values.count == parts.count ? pick(values) : nil
        }
        for (unit, size) in [("px", 100.0), ("vw", Double(width)), ("vh", Double(height))] where text.hasSuffix(unit) {
            return Double(text.dropLast(2)).map { $0 * size / 100 }
        }
        return nil
    }

    /// The page's own style sheet, as the room serves it.
    static var servedCSS: String {
        let page = ClassTable(roster: ClassRoster(learners: [], problems: []), catalog: RoomFixture.catalog).html(live: true)
        return page.components(separatedBy: "<style>").last?.components(separatedBy: "</style>").first ?? ""
    }

    @Test(
        "30 learners fit without scrolling, totals and legend included, and the join code is twice the table's text",
        arguments: [(1280, 720), (1024, 768), (1366, 768), (1600, 1000), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)])
    func thirtyLearnersFit(width: Int, height: Int) throws {
        let values = Self.variables(in: Self.servedCSS, width: width, height: height)
        let names = ["--text", "--row", "--header", "--head", "--foot", "--footer", "--margin", "--code"]
        let (text, row, header, head, foot, footer, margin, code) = try (
            #require(values[names[0]]), #require(values[names[1]]), #require(values[names[2]]), #require(values[names[3]]),
            #require(values[names[4]]), #require(values[names[5]]), #require(values[names[6]]), #require(values[names[7]])
        )
        let needed = 2 * margin + header + head + 30 * row + foot + footer
        print("\(width)×\(height): 30 rows of \(Int(row)) px need \(Int(needed)) of \(height) px (text \(text) px)")
        #expect(needed <= Double(height), "30 learners no longer fit at \(width)×\(height): \(needed) px")
        #expect(row - 1 >= text * 1.2, "a row is too short for its text")
        #expect(abs(code - 2 * text) < 0.01, "the join code is twice the table's text")
    }

    @Test(
        "Above 1440 px the page grows with the screen: a 4K projector at 100 % shows what a 1600×1000 one does, 2.16 times as large; no smaller than the 1440 px page",
        arguments: [(1600, 1000, 1.0), (1920, 1080, 1.08), (2560, 1440, 1.44), (3840, 2160, 2.16), (1441, 600, 0.75)])
    func theWidePageGrowsWithTheScreen(width: Int, height: Int, scale: Double) throws {
        let values = Self.variables(in: Self.servedCSS, width: width, height: height)
        let text = try #require(values["--text"])
        #expect(abs(text - 20 * scale) < 0.01, "text \(text) px at \(width)×\(height)")
        let narrow = try #require(Self.variables(in: Self.servedCSS, width: 1440, height: 900)["--text"])
        #expect(text >= narrow)
    }

    @Test(
        "The header's two lines fit at every size with the longest code and a long LAN address: the command, the title, the status and both buttons, then the code at twice the table's text; nothing is cut",
        arguments: [(1024, 768, 32), (1280, 720, 32), (1366, 768, 32), (1600, 1000, 32), (3840, 2160, 32), (1024, 768, 6)])
    func theJoinLineFits(width: Int, height: Int, codeLength: Int) throws {
        let values = Self.variables(in: Self.servedCSS, width: width, height: height)
        let (text, code, header) = try (#require(values["--text"]), #require(values["--code"]), #require(values["--header"]))
        // The longest line the page shows: with join words on the class list, it names `WORD=` too.
        let line =
            "make join URL=http://192.168.100.200:65535 CODE=\(String(repeating: "W", count: codeLength)) LEARNER=yourname \(Room.wordPlaceholder)"
        let markup = ClassPageHeader.markup(joinLine: line, after: "<h1>Class progress</h1><span id=\"status\">live</span>")
        let (command, second) = ClassPageHeader.parts(of: line)
        #expect(markup.contains("<p class=\"join second\"><code>CODE=<b class=\"code\">\(String(repeating: "W", count: codeLength))</b>"))
        #expect(command == "make join URL=http://192.168.100.200:65535")
        let codeText = try #require(second)
        // Bold monospace is 0.6 em a character (the code spaced 0.06 em more), the status and the
        // buttons 0.8 of the text in a proportional face (0.6 em a character at most).
        let free = Double(width) - 20
        func words(_ text: String, size: Double) -> Double { Double(text.count) * 0.6 * size }
        let first = words("Join: ", size: text) + words(command, size: text) + 12
        // Live: the title (hidden at 1,100 px and below), the status and Manage.
        let title = width > 1_100 ? words("Class progress", size: text) + 18 : 0
        let live =
            first + title + words("live · updated 10:42:05 PM", size: 0.8 * text) + words("Manage (M)", size: 0.8 * text) + 16 + 2 * 18
        #expect(live <= free, "the first line: \(Int(live)) of \(free) px")
        // Managing (the title gives way): the longer status and both buttons.
        let managing =
            first + words("paused while you manage · ← → turn pages", size: 0.8 * text)
            + words("Done (M)Close to new learners", size: 0.8 * text) + 32 + 3 * 18
        #expect(width < 1_280 || managing <= free, "the first line while managing: \(Int(managing)) of \(free) px")
        let shown = codeText.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        let secondWidth = Double(shown.count - codeLength) * 0.6 * text + Double(codeLength) * 0.66 * code + 12
        #expect(secondWidth <= free, "the code's line: \(Int(secondWidth)) of \(free) px")
        // Line heights: the first holds buttons (0.8 em text, padding and border: 1.35 em at most),
        // the second the code at 1.1 of its size.
        #expect(1.35 * text + 1.1 * code <= header, "two lines in a header of \(header) px")
        let css = Self.servedCSS
        #expect(css.contains("header .bar { display: flex;") && css.contains(".join { margin: 0; font-size: 1rem; flex: none;"))
        #expect(css.contains(".join .code { font-size: var(--code);") && !css.contains("code long"))
    }

    @Test("The heights the fit is computed from are the ones the CSS gives: fixed rows, one line each, nothing wraps")
    func theCSSFixesTheHeights() {
        let css = Self.servedCSS
        // `--grow` is 1 unless the page has room to spare (fewer learners than rows): the fit is computed at 1.
        #expect(
            css.contains(
                "tbody tr, tbody th, tbody td { height: calc(var(--row) * var(--grow, 1) - 1px); line-height: calc(var(--row) * var(--grow, 1) - 1px); }"
            ))
        #expect(css.contains("header { height: var(--header);"))
        #expect(css.contains("td.going { background: #ffe08a; font-size: 0.9em;"), "the counts grow with the rows")
        #expect(css.contains("thead th { height: calc(var(--head) - 1px); line-height: calc(var(--head) - 1px);"))
        #expect(css.contains("tfoot th, tfoot td { height: calc(var(--foot) - 1px); line-height: calc(var(--foot) - 1px);"))
        #expect(css.contains("footer { height: var(--footer);"))
        #expect(
            css.contains(
                "th, td { border: 1px solid #ccd; padding: 0 4px; text-align: center; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }"
            ))
        #expect(css.contains(".who .tag { flex: none;"), "the namesake label never shrinks; the name does")
        #expect(css.contains("body.live { height: calc(100vh - 2 * var(--margin));"))
    }

    @Test(
        "The name column holds every name as the room cuts it, fourteen columns of the widest letters (one em each: a Chinese character, a W, the ellipsis), padding aside, at every size",
        arguments: [1600, 1366, 1280, 1024])
    func theNameColumnHoldsTheRoomsCut(width: Int) throws {
        let values = Self.variables(in: Self.servedCSS, width: width)
        let (text, name) = try (#require(values["--text"]), #require(values["--name"]))
        // The cell's padding (4 px a side) and its border; a column of the room's cut is one em at most.
        let free = name * text - 2 * 4 - 1
        #expect(free >= Double(ClassTable.pageNameLimit) * text, "\(Int(free)) px for \(ClassTable.pageNameLimit) em at \(width) px")
    }

    @Test(
        "A name's marks above and below (Thai tone marks, stacked accents) are clipped at its own cell: two rows chosen around a classmate's cannot draw over its name"
    )
    func marksStayInTheirCell() {
        let css = Self.servedCSS
        #expect(css.contains("tbody th { overflow: clip; }"))
        #expect(css.contains(".who { display: flex; min-width: 0; overflow: clip; }"))
        #expect(!css.contains("overflow: clip visible"))
    }

    @Test("Done and done-now-failing differ by glyph and pattern; stuck rows and paging are marked in the markup")
    func shapesNotColourAlone() throws {
        let fixture = try RoomFixture()
        #expect(fixture.room.admit(RoomFixture.report("ada")).status == 200)
        let css = Self.servedCSS
        #expect(css.contains("td.done.failing, span.done.failing { background: repeating-linear-gradient("))
        #expect(ClassTable.legend.contains("✓!</span> done, now failing (striped)"))
        let page = fixture.page()
        #expect(page.contains("<p id=\"paging\"></p>") && page.contains("<button id=\"manage\""))
    }
}
