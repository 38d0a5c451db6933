import Testing

@testable import KataEngine

/// Which changes other files could see are functions at file level, found only by their name
/// written out: those the quick rebuild may leave other files alone for when no other file's
/// text holds the name. Anything else they could see (a member, a type, a property, an
/// operator, an `init`) answers `nil`: no search of other files' text can rule those out.
@Suite struct FreeFunctionNamesTests {
    private static let base = """
        public final class Hub {
            var count: Int = 0
        }

        struct Point {
            let x: Int
        }

        """

    private func names(_ new: String, from old: String = base) throws -> [String]? {
        try #require(try Parsed.comparing(old: old, new: new)).visibleFreeFunctionNames
    }

    @Test("Functions at file level, added, removed or rewritten, internal or public, are named")
    func freeFunctions() throws {
        #expect(try names(Self.base + "func helper() -> Int { 1 }\n") == ["helper"])
        #expect(try names(Self.base + "@discardableResult public func tally(_ x: Int) -> Int { x }\n") == ["tally"])
        let two = Self.base + "func a() {}\nfunc b() {}\n"
        #expect(try names(Self.base, from: two) == ["a", "b"], "removed")
        #expect(try names(Self.base + "func a(_ x: Int) {}\nfunc b() {}\n", from: two) == ["a"], "a signature rewritten")
        #expect(try names(Self.base + "func `default`() -> Int { 1 }\n") == ["default"], "the name without backticks")
    }

    @Test("Private changes are no names to look for; they stay out of the list")
    func privateOnesLeftOut() throws {
        #expect(try names(Self.base + "private func quiet() {}\n") == [])
        #expect(try names(Self.base + "private func quiet() {}\nfunc loud() {}\n") == ["loud"])
    }

    @Test(
        "Anything else other files can see answers nil",
        arguments: [
            (
                "a method of a struct",
                base.replacingOccurrences(of: "    let x: Int\n", with: "    let x: Int\n    func half() -> Int { x / 2 }\n")
            ),
            (
                "a method in an extension",
                base + "extension Point {\n    func makeIterator() -> IndexingIterator<[Int]> { [x].makeIterator() }\n}\n"
            ),
            ("a static function", base + "extension Point {\n    static func origin() -> Point { Point(x: 0) }\n}\n"),
            ("a type", base + "struct StringLiteralType: ExpressibleByStringLiteral {\n    init(stringLiteral value: String) {}\n}\n"),
            ("a global computed property", base + "var answer: Int { 42 }\n"),
            ("a global constant", base + "let answer: Int = 42\n"),
            ("a function with an attribute", base + "@inlinable public func fast() -> Int { 1 }\n"),
            ("a name beyond ASCII", base + "func größe() -> Int { 1 }\n"),
            ("a name with the macros' prefix", base + "func __checkValue() -> Int { 1 }\n"),
            ("a module's name, which macro expansions write", base + "public func FoundationEssentials() -> Int { 1 }\n"),
            ("a capitalised name, as types have", base + "func Helper() -> Int { 1 }\n"),
            ("a function and a member", base + "func helper() {}\nextension Point {\n    func half() -> Int { x / 2 }\n}\n"),
        ])
    func anythingElse(what: String, new: String) throws {
        #expect(try Parsed.comparing(old: Self.base, new: new)?.visibleFreeFunctionNames == nil, "\(what)")
    }

    @Test("An operator, an initialiser or a subscript is no candidate: the edit is one of code")
    func unnamed() throws {
        for added in [
            "func + (l: Point, r: Point) -> Point { Point(x: l.x + r.x) }\n",
            "extension Point {\n    init() { x = 0 }\n}\n",
            "extension Point {\n    subscript(i: Int) -> Int { x }\n}\n",
        ] {
            #expect(try Parsed.comparing(old: Self.base, new: Self.base + added) == nil, "\(added)")
        }
    }
}
