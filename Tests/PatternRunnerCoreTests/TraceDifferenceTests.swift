import Foundation
import PlaygroundBasics
import PlaygroundTestSupport
import Testing

/// The katas' trace diff (KataTestSupport's `firstDifference`, in a package of its own) points
/// at the difference: a caret under the first differing character, and the characters a
/// terminal does not show drawn visibly. Compiled here with swiftc beside a small driver, as
/// the file needs nothing but the standard library.
@Suite struct TraceDifferenceTests {
    /// The file and what it calls (``firstDifferingIndex``, a file of its own).
    static let sources = ["FirstDifference.swift", "FirstDifferingIndex.swift"].map {
        DocsAgreeTests.root.appendingPathComponent("Katas/KataSupport/Sources/KataTestSupport/\($0)").path
    }

    /// What `firstDifference(expected:actual:)` prints for each pair, separated by `---`.
    static func differences(_ pairs: [(String, String)]) throws -> [String] {
        let folder = try TemporaryFolder("trace-difference")
        let calls = pairs.map { "print(firstDifference(expected: \(literal($0.0)), actual: \(literal($0.1))), terminator: \"\\n---\\n\")" }
        try calls.joined(separator: "\n").write(to: folder.path("main.swift"), atomically: true, encoding: .utf8)
        let runner = ProcessGroupRunner()
        let binary = folder.path("difference").path
        let built = try runner.run(
            ToolInvocation(["swiftc", "-swift-version", "6"] + sources + ["main.swift", "-o", binary], in: folder.url, timeout: 300))
        #expect(built.succeeded, "\(built.output)")
        let ran = try runner.run(ToolInvocation([binary], in: folder.url, timeout: 60))
        return ran.output.components(separatedBy: "\n---\n").dropLast()
    }

    /// A Swift string literal for `text`, every scalar escaped.
    static func literal(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }

    @Test func aCaretPointsAtTheFirstDifferenceAndInvisibleCharactersAreDrawn() throws {
        let shown = try Self.differences([
            ("A.\nMediator reacts on A:\nC.\n", "A.\nMediator reacts on A\nC.\n"),
            ("Boss#blue got hi", "Boss#blue got\u{00A0}hi\t "),
        ])
        try #require(shown.count == 2, "one difference per pair")
        let colon = shown[0].components(separatedBy: "\n")
        let actual = try #require(colon.firstIndex(of: "  2  Mediator reacts on A"), "\(shown[0])")
        #expect(colon[actual + 1] == String(repeating: " ", count: 25) + "^ first difference", "\(shown[0])")
        let invisible = shown[1].components(separatedBy: "\n")
        #expect(invisible.contains("  1  Boss#blue got⍽hi⇥␠"), "\(shown[1])")
        #expect(invisible.contains(String(repeating: " ", count: 18) + "^ first difference"), "\(shown[1])")
        #expect(shown[1].contains("␠ a space at the end of a line"), "the drawings are explained")
    }
}
