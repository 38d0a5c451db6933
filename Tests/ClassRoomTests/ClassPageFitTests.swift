import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// The projector's page holds 30 learners on one screen of each common projector size, computed
/// from the page's own CSS (no browser in CI): the header, the table's head, 30 rows, the totals
/// and the footer, each height as the CSS fixes it, within the viewport.
@Suite struct ClassPageFitTests {
    /// The `--name: value` pairs that apply at `width`: the page's first `:root` block, then each
    /// `@media (max-width: N px)` block with N ≥ width, in order.
    static func variables(in css: String, width: Int) -> [String: Double] {
        var found: [String: Double] = [:]
        for line in css.split(separator: "\n") where line.contains(":root {") {
            if line.hasPrefix("@media (max-width: ") {
                let digits = line.dropFirst("@media (max-width: ".count).prefix { $0.isNumber }
                guard let limit = Int(digits), width <= limit else { continue }
            }
            guard let body = line.split(separator: "{").dropFirst(line.hasPrefix("@media") ? 2 : 1).first else { continue }
            for declaration in body.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, parts[0].hasPrefix("--") else { continue }
                let number = parts[1].prefix { $0.isNumber || $0 == "." }
                if let value = Double(number) { found[parts[0]] = value }
            }
        }
        return found
    }

    /// The page's own style sheet, as the room serves it.
    static var servedCSS: String {
        let page = ClassTable(roster: ClassRoster(learners: [], problems: []), catalog: RoomFixture.catalog).html(live: true)
        return page.components(separatedBy: "<style>").last?.components(separatedBy: "</style>").first ?? ""
    }

    @Test("30 learners fit without scrolling, totals and legend included", arguments: [(1280, 720), (1024, 768), (1600, 1000)])
    func thirtyLearnersFit(width: Int, height: Int) throws {
        let values = Self.variables(in: Self.servedCSS, width: width)
        let names = ["--text", "--row", "--header", "--head", "--foot", "--footer", "--margin", "--code"]
        let (text, row, header, head, foot, footer, margin, code) = try (
            #require(values[names[0]]), #require(values[names[1]]), #require(values[names[2]]), #require(values[names[3]]),
            #require(values[names[4]]), #require(values[names[5]]), #require(values[names[6]]), #require(values[names[7]])
        )
        let needed = 2 * margin + header + head + 30 * row + foot + footer
        print("\(width)×\(height): 30 rows of \(Int(row)) px need \(Int(needed)) of \(height) px (text \(Int(text)) px)")
        #expect(needed <= Double(height), "30 learners no longer fit at \(width)×\(height): \(needed) px")
        #expect(row - 1 >= text * 1.2, "a row is too short for its text")
        #expect(code >= 2 * text, "the join code is at least twice the table's text")
    }

    @Test(
        "The join line with the longest code and a long LAN address fits the header at every size: it wraps between the command and the code, never inside them",
        arguments: [(1280, 32), (1024, 32), (1600, 32), (1280, 6), (1024, 6)])
    func theJoinLineFits(width: Int, codeLength: Int) throws {
        let values = Self.variables(in: Self.servedCSS, width: width)
        let text = try #require(values["--text"])
        let code = try #require(values["--code"])
        let header = try #require(values["--header"])
        let line = "make join URL=http://192.168.100.200:65535 CODE=\(String(repeating: "W", count: codeLength)) LEARNER=yourname"
        let markup = ClassTable.joinMarkup(line)
        // The parts the line may wrap between (none: the whole line is one), as the text in them.
        let parts = markup.components(separatedBy: "<span class=\"part\">").dropFirst().map { $0.components(separatedBy: "</span>")[0] }
        let pieces = parts.isEmpty ? [markup] : parts
        // A monospace character is 0.6 em wide; the code is `--code`, or 0.6 of it when long, spaced 0.06 em.
        let codeSize = markup.contains("code long") ? code * 0.6 : code
        func span(of piece: String) -> Double {
            let codeText = piece.components(separatedBy: "\">").dropFirst().first?.components(separatedBy: "</b>").first ?? ""
            let shown = piece.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            let plain = Double(shown.count - codeText.count) * 0.6 * text
            let lead: Double = piece == pieces[0] ? 3.5 * text : 0
            return plain + Double(codeText.count) * 0.66 * codeSize + lead
        }
        // The page's side margins, the gaps beside the status and the Manage button.
        let free = Double(width) - 20 - 2 * 18 - 8 * text
        let spans: [Double] = pieces.map(span(of:))
        #expect(spans.allSatisfy { $0 <= free }, "\(spans.map { Int($0) }) px, \(Int(free)) px free at \(width) px")
        let oneLine = spans.reduce(0, +) <= free
        let lines: [Double] = oneLine ? [max(text, codeSize)] : [text, codeSize]
        let height = lines.map { $0 * 1.1 }.reduce(0, +)
        #expect(height <= header, "\(lines.count) lines in a header of \(Int(header)) px")
        let css = Self.servedCSS
        #expect(css.contains(".join code { white-space: normal; }") && css.contains(".join .part { white-space: nowrap; }"))
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
        "Rows leave room for marks above and below a name (Thai tone marks, Myanmar, stacked accents): the name cell clips only sideways, the name's own clipping box reaches past the row"
    )
    func marksAboveAndBelowAreNotClipped() {
        let css = Self.servedCSS
        #expect(css.contains("tbody th { overflow: clip visible; }"))
        #expect(css.contains(".who { display: flex; min-width: 0; overflow: clip visible; }"))
        #expect(css.contains(".who .name, .who .head { padding: 0.6em 0; margin: -0.6em 0; }"))
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
