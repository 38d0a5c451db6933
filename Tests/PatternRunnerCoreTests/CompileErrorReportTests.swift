import Foundation
import KataEngine
import PlaygroundBasics
import Testing

@testable import PatternRunnerCore

/// A compile error reads as swiftc prints it: file, line and column, the source line and a
/// caret under the column, within the terminal's width.
@Suite struct CompileErrorReportTests {
    let kata = KataInfo(slug: "01-demo", title: "Demo", document: "000", teaches: "t", files: ["Sources/D/L.swift"], hints: [])

    private func report(_ error: KataCheckResult.Diagnostic, width: Int) -> [String] {
        var report = KataReport(style: Style(enabled: false))
        report.width = width
        let result = KataCheckResult(status: .compileError, compilerErrors: [error])
        return report.text(for: kata, result: result).components(separatedBy: "\n")
    }

    /// The column of the caret on the line after `line`, and the character above it.
    private func pointed(in lines: [String], below source: Int) -> Character? {
        let caretLine = Array(lines[source + 1])
        guard let caret = caretLine.firstIndex(of: "^") else { return nil }
        let sourceLine = Array(lines[source])
        return caret < sourceLine.count ? sourceLine[caret] : nil
    }

    @Test func theSourceLineAndACaretUnderTheColumnFollowFileLineAndColumn() throws {
        // swiftc counts columns in UTF-8 bytes: "é" takes two, the tab one (shown as four spaces).
        let source = "\tlet café = mediator.reakt()"
        let column = Array(source.utf8).count - "reakt()".utf8.count + 1
        let lines = report(
            .init(file: "Sources/D/L.swift", line: 19, text: "value has no member 'reakt'", column: column, source: source), width: 80)
        let at = try #require(lines.firstIndex { $0.contains("Sources/D/L.swift:19:\(column): error: value has no member 'reakt'") })
        #expect(lines[at + 1].contains("19 |     let café = mediator.reakt()"), "\(lines)")
        #expect(pointed(in: lines, below: at + 1) == "r", "\(lines)")
    }

    @Test func aLongLineIsFittedToTheWidthWithTheCaretStillUnderItsCharacter() throws {
        let source = String(repeating: "x", count: 150) + "Z" + String(repeating: "y", count: 60)
        let lines = report(.init(file: "L.swift", line: 3, text: "boom", column: 151, source: source), width: 60)
        let at = try #require(lines.firstIndex { $0.contains("L.swift:3:151: error: boom") })
        #expect(pointed(in: lines, below: at + 1) == "Z", "\(lines)")
        #expect(lines.allSatisfy { TextWrap.columns(of: $0) <= 60 }, "\(lines)")
        let short = report(.init(file: "L.swift", line: 3, text: "boom", column: 2, source: source), width: 60)
        let shortAt = try #require(short.firstIndex { $0.contains("L.swift:3:2: error: boom") })
        #expect(pointed(in: short, below: shortAt + 1) == "x" && short.allSatisfy { TextWrap.columns(of: $0) <= 60 }, "\(short)")
    }
}
