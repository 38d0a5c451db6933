import Testing

@testable import KataEngine

/// When a check may leave the readers of a changed file alone: only private helpers that
/// nothing else names changed. Every doubt answers "no", and the readers are compiled.
@Suite struct PrivateHelperEditTests {
    private let base = """
        import Foundation

        /// The mediator.
        public final class Hub {
            var count = 0

            public func send(_ text: String) {
                count += 1
                print("sent \\(text.count) \\("{")")
            }
        }

        struct Point {
            let x: Int
        }

        """

    private func adding(_ declaration: String, after anchor: String) -> String {
        base.replacingOccurrences(of: anchor, with: anchor + "\n" + declaration)
    }

    @Test(
        "Adding, changing or removing a private helper nothing else names is confined",
        arguments: [
            "    private func tally() -> Int { count * 2 }\n",
            "    /// A helper.\n    private static func make(_ value: Int) -> [Int] { [value] }\n",
            "    @discardableResult private func note(_ text: String) -> String {\n        \"}\" + text\n    }\n",
            "    fileprivate mutating func bump() { }\n",
        ])
    func confinedAdditions(declaration: String) {
        // A mutating helper goes in the struct, the others in the final class.
        let edited = adding(declaration, after: declaration.contains("mutating") ? "    let x: Int" : "    var count = 0")
        #expect(PrivateHelperEdit.isConfined(old: base, new: edited), "\(declaration)")
        #expect(PrivateHelperEdit.isConfined(old: edited, new: base), "removing it again")
    }

    @Test("A file-level private function, and one in an extension, are confined too")
    func fileLevelAndExtension() {
        let fileLevel = base + "private func helper(_ point: Point) -> Int { point.x }\n"
        #expect(PrivateHelperEdit.isConfined(old: base, new: fileLevel))
        let inExtension = base + "extension Point {\n    private func doubled() -> Int { x * 2 }\n}\n"
        let emptyExtension = base + "extension Point {\n}\n"
        #expect(PrivateHelperEdit.isConfined(old: emptyExtension, new: inExtension))
    }

    @Test(
        "Anything else that changes is not confined",
        arguments: [
            ("a public function", "    public func extra() {}\n", "    var count = 0"),
            ("an internal function", "    func extra() {}\n", "    var count = 0"),
            ("a stored property", "    private var extra = 0\n", "    var count = 0"),
            ("a private init", "    private init(x: Int, y: Int) { self.x = x }\n", "    let x: Int"),
            ("an opaque result", "    private func shape() -> some Equatable { 1 }\n", "    var count = 0"),
            ("an attribute", "    @inline(never) private func extra() {}\n", "    var count = 0"),
            ("an operator", "    private static func +(a: Point, b: Point) -> Point { a }\n", "    let x: Int"),
            ("a helper with a name the file uses", "    private func send() {}\n", "    var count = 0"),
            ("a helper named like a property", "    private func count(_ x: Int) -> Int { x }\n", "    var count = 0"),
            ("a raw string", "    private func raw() -> String { #\"a\"# }\n", "    var count = 0"),
            ("a division", "    private func half() -> Int { count / 2 }\n", "    var count = 0"),
        ])
    func notConfined(what: String, declaration: String, anchor: String) {
        #expect(!PrivateHelperEdit.isConfined(old: base, new: adding(declaration, after: anchor)), "\(what)")
    }

    @Test("A private method of a class that is not final, or of a protocol or an actor, is not confined (vtables, witnesses)")
    func classesProtocolsActors() {
        for header in ["public class Open", "class Plain", "protocol Shape", "actor Counter"] {
            let before = base + "\(header) {\n}\n"
            let after = base + "\(header) {\n    private func helper() {}\n}\n"
            #expect(!PrivateHelperEdit.isConfined(old: before, new: after), "\(header)")
        }
        let final = base + "final class Closed {\n}\n"
        let finalAfter = base + "final class Closed {\n    private func helper() {}\n}\n"
        #expect(PrivateHelperEdit.isConfined(old: final, new: finalAfter))
    }

    @Test("A helper added together with any other change, or a call to it, is not confined")
    func helperWithOtherChanges() {
        let helper = adding("    private func tally() -> Int { count * 2 }\n", after: "    var count = 0")
        let calling = helper.replacingOccurrences(of: "count += 1", with: "count += tally()")
        #expect(!PrivateHelperEdit.isConfined(old: base, new: calling))
        let spacing = helper.replacingOccurrences(of: "count += 1", with: "count +=1")
        #expect(!PrivateHelperEdit.isConfined(old: base, new: spacing), "operator spacing is part of the code")
        let string = helper.replacingOccurrences(of: "sent ", with: "sent  ")
        #expect(!PrivateHelperEdit.isConfined(old: base, new: string))
        let comment = helper.replacingOccurrences(of: "/// The mediator.", with: "/// The mediator, renamed.")
        #expect(PrivateHelperEdit.isConfined(old: base, new: comment), "comments say nothing to the compiler")
        #expect(!PrivateHelperEdit.isConfined(old: base, new: base), "no change at all is not this case")
    }

    @Test("Source the reader cannot follow is never confined: an unterminated string or comment, unbalanced braces")
    func unreadableSource() {
        let helper = "    private func tally() -> Int { count * 2 }\n"
        for broken in [base + "let s = \"open\n", base + "/* never closed", base + "}\n"] {
            #expect(
                !PrivateHelperEdit.isConfined(
                    old: broken, new: broken.replacingOccurrences(of: "    var count = 0", with: "    var count = 0\n" + helper)))
        }
    }
}
