import Testing

@testable import KataEngine

/// When a check may leave the module's other files and its tests alone although the module's
/// interface changed: the edit only added, removed or rewrote declarations other code reaches by
/// name, and bodies behind written signatures. Every doubt answers "no", and they are compiled.
@Suite struct DeclarationEditTests {
    private let base = """
        import Foundation

        /// The mediator.
        public final class Hub {
            var count: Int = 0

            public func send(_ text: String) {
                count += 1
                print("sent \\(text.count) \\("{")")
            }
        }

        struct Point {
            let x: Int
        }

        open class Base {
            func greet() {}
        }

        """

    private func adding(_ declaration: String, after anchor: String) -> String {
        base.replacingOccurrences(of: anchor, with: anchor + "\n" + declaration)
    }

    private func edit(_ new: String) throws -> DeclarationEdit? { try Parsed.between(old: base, new: new) }

    @Test(
        "Adding or removing a function, a computed property, a static constant or a type, private or not, is confined to them",
        arguments: [
            ("    private func tally() -> Int { count * 2 }\n", "    var count: Int = 0", "tally", "Hub"),
            (
                "    /// A helper.\n    private static func make(_ value: Int) -> [Int] { [value] }\n", "    var count: Int = 0", "make",
                "Hub"
            ),
            (
                "    @discardableResult public func note(_ text: String) -> String {\n        \"}\" + text\n    }\n",
                "    var count: Int = 0",
                "note", "Hub"
            ),
            ("    fileprivate mutating func bump() { }\n", "    let x: Int", "bump", "Point"),
            ("    public var doubled: Int { count * 2 }\n", "    var count: Int = 0", "doubled", "Hub"),
            ("    var twice: Int {\n        get { x * 2 }\n    }\n", "    let x: Int", "twice", "Point"),
            ("    static let origin: Point = Point(x: 0)\n", "    let x: Int", "origin", "Point"),
            ("    enum Mood { case calm, busy }\n", "    var count: Int = 0", "Mood", "Hub"),
            ("    private func raw() -> String { #\"a\"# }\n", "    var count: Int = 0", "raw", "Hub"),
            ("    private func half() -> Int { count / 2 }\n", "    var count: Int = 0", "half", "Hub"),
        ])
    func confinedMembers(declaration: String, anchor: String, name: String, type: String) throws {
        let added = try #require(try edit(adding(declaration, after: anchor)), "\(declaration)")
        #expect(added.changes.map(\.name) == [name])
        #expect(added.changes.first?.memberOf == type)
        #expect(added.changes.first?.isPrivate == declaration.contains("private"))
        #expect(try Parsed.between(old: adding(declaration, after: anchor), new: base) != nil, "removing it again")
    }

    @Test("A stored property after all the others of a final class is confined; the ones before it must stay word for word")
    func fieldsOfAFinalClass() throws {
        let appended = try #require(try edit(adding("    private var log: [String] = []\n", after: "    var count: Int = 0")))
        #expect(appended.changes == [.init(name: "log", isPrivate: true, memberOf: "Hub", isFunction: false)])
        let two = adding("    var log: [String] = []\n    let limit: Int = 3\n", after: "    var count: Int = 0")
        #expect(try #require(try Parsed.between(old: two, new: base)).changes.map(\.name) == ["limit", "log"], "removed again")
        let retyped = base.replacingOccurrences(of: "var count: Int = 0", with: "var count: Int8 = 0")
        #expect(try edit(retyped + "func extra() {}\n") == nil, "a field another file reads changed its type")
        let afterMethods = base.replacingOccurrences(of: "    }\n}\n\nstruct", with: "    }\n    var late: Int = 1\n}\n\nstruct")
        #expect(afterMethods != base)
        #expect(try edit(afterMethods) != nil, "after the methods is after the other fields too")
    }

    /// Only the class's own file reads a private field, so from the first field that differs on,
    /// private fields may change in any way; a field another file reads must keep its offset.
    @Test("Private fields of a final class may be rewritten, added or removed anywhere no visible field follows")
    func privateFieldsOfAFinalClass() throws {
        let boxed = adding("    private var items: [Int] = []\n", after: "    var count: Int = 0")
        let retyped = boxed.replacingOccurrences(of: "private var items: [Int] = []", with: "private weak var items: AnyObject?")
        let rewritten = try #require(try Parsed.between(old: boxed, new: retyped), "a private field retyped, nothing after it")
        #expect(Set(rewritten.changes.map(\.name)) == ["items"] && rewritten.isConfinedToItsFile)
        let renamed = boxed.replacingOccurrences(of: "private var items: [Int] = []", with: "private var roster: [Int] = []")
        #expect(try #require(try Parsed.between(old: boxed, new: renamed)).isConfinedToItsFile, "renamed")
        let limit = "    private let limit: Int = 3\n"
        let inserted = boxed.replacingOccurrences(of: "    private var items", with: limit + "    private var items")
        #expect(try #require(try Parsed.between(old: boxed, new: inserted)).isConfinedToItsFile, "one inserted before another private one")
        let beforeVisible = base.replacingOccurrences(of: "    var count: Int = 0", with: limit + "    var count: Int = 0")
        #expect(try edit(beforeVisible) == nil, "a private field before one other files read moves it")
        let visibleAfter = retyped.replacingOccurrences(of: "AnyObject?\n", with: "AnyObject?\n    var total: Int = 0\n")
        #expect(try Parsed.between(old: boxed + "", new: visibleAfter) == nil, "a field other files read follows the retyped one")
    }

    @Test("File-level functions, constants and types, and members of an existing extension, are confined too")
    func fileLevelAndExtension() throws {
        for declaration in [
            "func helper(_ point: Point) -> Int { point.x }\n", "public let limit: Int = 10\n",
            "private struct Cache {\n    var hits: Int = 0\n}\n",
            "class Log {\n    func write() {}\n}\n", "public enum Level: Int {\n    case low, high\n}\n",
        ] {
            let added = try #require(try edit(base + declaration), "\(declaration)")
            #expect(added.changes.count == 1 && added.changes.first?.memberOf == nil, "\(declaration)")
        }
        let emptyExtension = base + "extension Point {\n}\n"
        let inExtension = base + "extension Point {\n    func doubled() -> Int { x * 2 }\n}\n"
        let member = try #require(try Parsed.between(old: emptyExtension, new: inExtension))
        #expect(member.changes == [.init(name: "doubled", isPrivate: false, memberOf: "Point", isFunction: true)])
        #expect(try #require(try edit(inExtension)).changes == member.changes, "a new extension holding only such members")
        #expect(try edit(base + "extension Point: Equatable {\n}\n") == nil, "a conformance is not")
        #expect(try edit(base + "public extension Point {\n    func doubled() -> Int { x * 2 }\n}\n") == nil, "nor an access level for all")
        let initializer = base + "extension Point {\n    init() { self.init(x: 0) }\n}\n"
        let moved = base + "extension Hub {\n    init() { self.init(x: 0) }\n}\n"
        #expect(try Parsed.between(old: initializer, new: moved + "func extra() {}\n") == nil, "code moved to another type")
    }

    @Test("A new function called from an existing body: the body is folded, the call changes nothing else")
    func additionAndItsUse() throws {
        let helper = adding("    func tally() -> Int { count * 2 }\n", after: "    var count: Int = 0")
        let calling = helper.replacingOccurrences(of: "count += 1", with: "count += tally()")
        #expect(try #require(try edit(calling)).changes.map(\.name) == ["tally"])
        let spacing = calling.replacingOccurrences(of: "print(\"sent ", with: "print( \"sent  ")
        #expect(try edit(spacing) != nil, "anything inside a body behind a written signature")
        #expect(
            try Parsed.between(old: base, new: base.replacingOccurrences(of: "count += 1", with: "count += 2")) == nil,
            "a body edit alone changes no declaration: not this case")
        let comment = base.replacingOccurrences(of: "/// The mediator.", with: "/// The mediator, renamed.")
        #expect(try Parsed.between(old: base, new: comment) == nil, "comments say nothing to the compiler")
    }

    @Test(
        "Anything else that changes is not confined",
        arguments: [
            ("a stored property of a struct", "    private var extra = 0\n", "    let x: Int"),
            ("a stored property before another", "    private var extra = 0\n", "public final class Hub {"),
            ("a stored property with observers", "    var seen: Int = 0 {\n        didSet { }\n    }\n", "    var count: Int = 0"),
            ("a lazy property", "    lazy var extra = 0\n", "    var count: Int = 0"),
            ("a property wrapper", "    @Clamped var extra = 0\n", "    var count: Int = 0"),
            ("two stored properties at once", "    var a = 0, b = 1\n", "    var count: Int = 0"),
            ("a stored property of a class that can be subclassed", "    var extra = 0\n", "open class Base {"),
            ("an enum case", "    case extra\n", "    var count: Int = 0"),
            ("a private init", "    private init(x: Int, y: Int) { self.x = x }\n", "    let x: Int"),
            ("an opaque result", "    private func shape() -> some Equatable { 1 }\n", "    var count: Int = 0"),
            ("an attribute", "    @inline(never) private func extra() {}\n", "    var count: Int = 0"),
            ("an inlinable function", "    @inlinable public func extra() {}\n", "    var count: Int = 0"),
            ("an operator", "    static func +(a: Point, b: Point) -> Point { a }\n", "    let x: Int"),
            ("an override", "    override func greet() {}\n", "    var count: Int = 0"),
            ("a method of a class that can be subclassed", "    func extra() {}\n", "    func greet() {}"),
            ("a helper with a name the file's signatures use", "    private func send() {}\n", "    var count: Int = 0"),
            ("a helper named like a property", "    private func count(_ x: Int) -> Int { x }\n", "    var count: Int = 0"),
            (
                "a new type with @main inside", "    struct Entry {\n        @main struct Run { static func main() {} }\n    }\n",
                "    var count: Int = 0"
            ),
        ])
    func notConfined(what: String, declaration: String, anchor: String) throws {
        #expect(try edit(adding(declaration, after: anchor)) == nil, "\(what)")
    }

    @Test("Members of a protocol or an actor are not confined: requirements and isolation are everyone's")
    func protocolsAndActors() throws {
        for header in ["protocol Shape", "actor Counter", "public class Open"] {
            let before = base + "\(header) {\n}\n"
            let after = base + "\(header) {\n    func helper() {}\n}\n"
            #expect(try Parsed.between(old: before, new: after) == nil, "\(header)")
        }
        let requirement = base + "protocol Shape {\n    var area: Int { get }\n}\n"
        let settable = base + "protocol Shape {\n    var area: Int { get set }\n}\n"
        #expect(try Parsed.between(old: requirement, new: settable) == nil, "a requirement's accessors are not a body")
    }

    @Test("A body whose type the signature does not say, or that other files may inline, is part of the code")
    func bodiesThatLeak() throws {
        let opaque = base + "public func shape() -> some Equatable { 1 }\nfunc extra() {}\n"
        let opaqueChanged = base + "public func shape() -> some Equatable { \"one\" }\n"
        #expect(try Parsed.between(old: opaque, new: opaqueChanged) == nil)
        let inlinable = base + "@inlinable public func fast() -> Int { 1 }\n"
        let inlinableChanged = base + "@inlinable public func fast() -> Int { 2 }\nfunc extra() {}\n"
        #expect(try Parsed.between(old: inlinable, new: inlinableChanged) == nil)
    }

    @Test("A declaration whose type other code infers from a changed one makes the edit not confined")
    func inferredFromTheChange() throws {
        let before = base + "func make() -> Int { 1 }\npublic let shared = make()\n"
        let after = base + "func make() -> String { \"1\" }\npublic let shared = make()\n"
        #expect(try Parsed.between(old: before, new: after) == nil, "shared's type follows make's")
        let field = adding("    var total = tally()\n", after: "    var count: Int = 0")
        let fieldAfter = field + "func tally() -> String { \"1\" }\n"
        #expect(try Parsed.between(old: field + "func tally() -> Int { 1 }\n", new: fieldAfter) == nil, "a field's type follows it")
    }

    @Test("Source the reader cannot follow is never confined: an unterminated string or comment, unbalanced braces")
    func unreadableSource() throws {
        let helper = "    private func tally() -> Int { count * 2 }\n"
        for broken in [base + "let s = \"open\n", base + "/* never closed", base + "}\n", base + "struct Open {\n"] {
            #expect(
                try Parsed.between(
                    old: broken, new: broken.replacingOccurrences(of: "    var count: Int = 0", with: "    var count: Int = 0\n" + helper))
                    == nil)
        }
    }
}
