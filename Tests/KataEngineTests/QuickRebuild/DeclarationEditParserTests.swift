import Testing

@testable import KataEngine

/// Swift's parser decides what an edit changed, whatever comments and strings look like: each
/// text below fooled a hand-made tokenizer (it read what follows as a string or a comment, or
/// a comment or string as code). After each, a private helper is still found confined to the
/// file (a relink), a changed public signature is still found and compiled for, and an edit
/// inside the text itself changes no declaration.
@Suite struct DeclarationEditParserTests {
    /// What a tokenizer misreads; the text inside it an edit may change; what to change it to.
    static let tricks: [(what: String, text: String, inside: String, changed: String)] = [
        ("a line comment ending in a triple quote", "// the reply ends with \"\"\"\n", "reply", "answer"),
        ("a quote inside a block comment", "/* a \" inside */\n", "inside", "within"),
        ("a raw string with a backslash before its quote", "func slash() -> String { #\"\\\"# }\n", "\\\"#", "/\"#"),
        ("a backticked name", "public func `default`() -> Int { 1 }\n", "{ 1 }", "{ 2 }"),
        (
            "#if", "#if os(Linux)\npublic func platform() -> String { \"linux\" }\n#else\npublic func platform() -> Int { 0 }\n#endif\n",
            "\"linux\"", "\"gnu\""
        ),
        (
            "an interpolation holding declaration-looking text", "func shown() -> String { \"\\(\"public func leak() {\") }\" }\n",
            "leak", "spill"
        ),
        ("a nested multi-line comment", "/* outer /* inner */ public func fake() { */\n", "fake", "faux"),
    ]

    static func base(_ trick: String) -> String {
        "import Foundation\n" + trick
            + "public final class Hub {\n    var count: Int = 0\n    public func send(_ text: String) { count += 1 }\n}\n"
    }

    @Test("A private helper added after the text is a change no other file can see", arguments: tricks.map(\.what))
    func privateHelper(what: String) throws {
        let trick = try #require(Self.tricks.first { $0.what == what })
        let base = Self.base(trick.text)
        let added = base.replacingOccurrences(
            of: "    var count: Int = 0\n", with: "    var count: Int = 0\n    private func tally() -> Int { count }\n")
        let edit = try #require(try Parsed.between(old: base, new: added))
        #expect(edit.changes == [.init(name: "tally", isPrivate: true, memberOf: "Hub", isFunction: true)])
        #expect(edit.isConfinedToItsFile, "a private one in a final class")
    }

    @Test("A public signature changed after the text is found, and compiled for", arguments: tricks.map(\.what))
    func changedSignature(what: String) throws {
        let trick = try #require(Self.tricks.first { $0.what == what })
        let base = Self.base(trick.text)
        let retyped = base.replacingOccurrences(of: "send(_ text: String)", with: "send(_ text: Int)")
        let edit = try #require(try Parsed.between(old: base, new: retyped))
        #expect(edit.changes.map(\.name) == ["send"])
        #expect(!edit.isConfinedToItsFile, "every other file can see it")
    }

    @Test("An edit inside the text changes no declaration", arguments: tricks.map(\.what))
    func editInside(what: String) throws {
        let trick = try #require(Self.tricks.first { $0.what == what })
        let base = Self.base(trick.text)
        let edited = base.replacingOccurrences(of: trick.inside, with: trick.changed)
        try #require(edited != base)
        #expect(try Parsed.comparing(old: base, new: edited)?.changes == [], "read as a comment, a string or a body")
    }
}
