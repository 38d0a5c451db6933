import Testing

@testable import KataEngine

/// Which edits leave the module's other files and its tests alone: only those whose every
/// changed declaration access control hides from other files (`private`, `fileprivate`, or
/// inside such a type or extension) and that sit at file level or in a sealed type this file
/// declares. What other files seem to name does not count: the compiler looks names up that
/// no file writes, picks overloads, and reads only the live `#if` clause.
@Suite struct DeclarationEditAccessTests {
    private static let base = """
        public final class Hub {
            var count: Int = 0
        }

        struct Point {
            let x: Int
        }

        open class Base {
            func greet() {}
        }

        private struct Cache {
            var hits: Int = 0
        }

        """

    private var base: String { Self.base }

    private func confined(_ new: String, from old: String? = nil) throws -> Bool? {
        try Parsed.comparing(old: old ?? base, new: new)?.isConfinedToItsFile
    }

    @Test(
        "Private declarations at file level, in a sealed type, or inside a private type or extension are confined to the file",
        arguments: [
            ("a private method of a final class", "    private func tally() -> Int { count }\n", "    var count: Int = 0"),
            ("a fileprivate method of a struct", "    fileprivate func doubled() -> Int { x * 2 }\n", "    let x: Int"),
            ("a private stored property after a final class's others", "    private var log: [String] = []\n", "    var count: Int = 0"),
            ("a method of a private struct", "    func reset() -> Int { 0 }\n", "    var hits: Int = 0"),
            ("a private type in a struct", "    private enum Mood { case calm }\n", "    let x: Int"),
        ])
    func privateOnes(what: String, declaration: String, anchor: String) throws {
        let added = base.replacingOccurrences(of: anchor, with: anchor + "\n" + declaration)
        #expect(try confined(added) == true, "\(what)")
        #expect(try confined(base, from: added) == true, "\(what), removed again")
    }

    @Test("File-level private declarations, and private extensions of a sealed type, are confined")
    func fileLevel() throws {
        for declaration in [
            "private func helper() -> Int { 1 }\n", "fileprivate let limit: Int = 3\n",
            "private struct StringLiteralType {\n    let text: String\n}\n",
        ] {
            #expect(try confined(base + declaration) == true, "\(declaration)")
        }
        let empty = base + "private extension Point {\n}\n"
        #expect(try confined(base + "private extension Point {\n    func half() -> Int { x / 2 }\n}\n", from: empty) == true)
        #expect(
            try confined(base + "private extension Point {\n    internal func half() -> Int { x / 2 }\n}\n", from: empty) == false,
            "an access level above the extension's own")
    }

    @Test(
        "Internal and public declarations are never confined, nor private members of a type that can be subclassed or is declared elsewhere",
        arguments: [
            ("an internal method", base(adding: "    func tally() -> Int { count }\n", after: "    var count: Int = 0")),
            ("a public file-level function", base(adding: "public func extra() {}\n")),
            ("a private member of an open class's extension", base(adding: "extension Base {\n    private func quiet() {}\n}\n")),
            ("a private member of another file's type", base(adding: "extension Other {\n    private func quiet() {}\n}\n")),
            ("a private member of a module-qualified extension", base(adding: "extension Tiny.Point {\n    private func q() {}\n}\n")),
        ])
    func notConfined(what: String, new: String) throws {
        #expect(try confined(new) == false, "\(what)")
    }

    private static func base(adding declaration: String, after anchor: String? = nil) -> String {
        guard let anchor else { return base + declaration }
        return base.replacingOccurrences(of: anchor, with: anchor + "\n" + declaration)
    }

    @Test("A private declaration made internal is a change other files can see")
    func widened() throws {
        let old = base + "private func helper() -> Int { 1 }\n"
        #expect(try confined(base + "func helper() -> Int { 1 }\n", from: old) == false)
    }

    /// A new internal type named `StringLiteralType` changes the default type of every
    /// unconstrained string literal in the module's other files, which never write the name.
    @Test("An internal StringLiteralType is not confined; a private one is")
    func defaultLiteralType() throws {
        let type =
            "struct StringLiteralType: ExpressibleByStringLiteral {\n    let text: String\n"
            + "    init(stringLiteral value: String) { text = value.uppercased() }\n}\n"
        #expect(try confined(base + type) == false)
        #expect(try confined(base + "private " + type) == true)
    }

    /// Moved word for word from a type's extension to the file, a method is a new global
    /// overload other files' calls may now pick.
    @Test("A member moved to file scope, or to another type, is removed there and added here")
    func movedMember() throws {
        let member = base + "extension Point {\n    func print(_ line: String) {}\n}\n"
        let global = base + "extension Point {\n}\nfunc print(_ line: String) {}\n"
        let edit = try #require(try Parsed.comparing(old: member, new: global))
        #expect(Set(edit.changes.map(\.memberOf)) == [nil, "Point"])
        #expect(!edit.isConfinedToItsFile)
        let nested = "struct A {\n    struct B {}\n}\nstruct C {\n    struct B {}\n}\n"
        let inA = base + nested + "extension A.B {\n    func f() {}\n}\nextension C.B {\n}\n"
        let inC = base + nested + "extension A.B {\n}\nextension C.B {\n    func f() {}\n}\n"
        let across = try #require(try Parsed.comparing(old: inA, new: inC))
        #expect(Set(across.changes.map(\.memberOf)) == ["A.B", "C.B"], "from one nested type to another of the same name")
        #expect(try confined(global.replacingOccurrences(of: "func print", with: "private func print"), from: member) == false)
        let privateMember = member.replacingOccurrences(of: "func print", with: "private func print")
        let privateGlobal = global.replacingOccurrences(of: "func print", with: "private func print")
        #expect(try confined(privateGlobal, from: privateMember) == true, "private at both places")
    }

    /// Which `#if` clause is live only the compiler knows: declarations there are code.
    @Test("Declarations swapped between #if clauses, or moved into one, change the code")
    func conditionalClauses() throws {
        let live = base + "#if false\nfunc print(_ line: String) {}\n#else\nfunc quiet(_ line: String) {}\n#endif\n"
        let swapped = base + "#if false\nfunc quiet(_ line: String) {}\n#else\nfunc print(_ line: String) {}\n#endif\n"
        #expect(try Parsed.comparing(old: live, new: swapped) == nil)
        let privateLive = live.replacingOccurrences(of: "func ", with: "private func ")
        let privateSwapped = swapped.replacingOccurrences(of: "func ", with: "private func ")
        #expect(try Parsed.comparing(old: privateLive, new: privateSwapped) == nil, "private ones too: nothing inside #if is matched")
        let outside = base + "private func helper() {}\n"
        let inside = base + "#if DEBUG\nprivate func helper() {}\n#endif\n"
        #expect(try Parsed.comparing(old: outside, new: inside) == nil)
        let body = live.replacingOccurrences(of: "quiet(_ line: String) {}", with: "quiet(_ line: String) { _ = line }")
        #expect(try Parsed.comparing(old: live, new: body)?.changes == [], "a body inside #if is still folded")
    }

    /// A type the compiler infers can hang on lookups no text names: a private `callAsFunction`
    /// decides what `greet()` returns, a private type named `IntegerLiteralType` what `7` is,
    /// and with it the layout of a struct other files read. In a file with a stored or global
    /// variable whose type is not written, no edit is confined to the file.
    @Test("A file with a stored or global variable of inferred type never keeps an edit to itself")
    func inferredStoredTypes() throws {
        let greeter = """
            struct Greeter { fileprivate func callAsFunction() -> Int { 1 } }
            let greet = Greeter()
            struct Box { var value = greet(); var count: Int = 7 }

            """
        let retyped = greeter.replacingOccurrences(of: "callAsFunction() -> Int { 1 }", with: "callAsFunction() -> String { \"1\" }")
        #expect(try Parsed.comparing(old: base + greeter, new: base + retyped) == nil, "the box's first field changed type")
        let literal = base + "struct Counter { var count = 7 }\n"
        #expect(try Parsed.comparing(old: literal, new: literal + "private struct IntegerLiteralType {}\n") == nil)
        let typed = base + "struct Counter { var count: Int = 7 }\n"
        #expect(
            try confined(typed + "private func helper() -> Int { 1 }\n", from: typed) == true, "written types: private edits stay confined")
    }
}
