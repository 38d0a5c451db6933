import Testing

@testable import KataEngine

/// A property's or subscript's accessors are part of what callers compile against: which there
/// are, their effects (`get throws`), their modifiers (`nonmutating set`) and attributes that
/// hand the body to callers (`@_transparent`). Only the bodies of plain accessors are bodies
/// (found by an attacker who never saw these tests: each edit below passed as a body edit, the
/// tests stayed compiled against the old accessors, and the check said "pass" where a build
/// from scratch does not compile or fails).
@Suite struct DeclarationEditAccessorTests {
    private static func type(_ members: String) -> String {
        "public struct Probe {\n    public init() {}\n\(members)}\n"
    }

    /// Whether the edit counts as bodies only: compared, with no declaration changed.
    private func bodiesOnly(_ old: String, _ new: String) throws -> Bool {
        try Parsed.comparing(old: Self.type(old), new: Self.type(new))?.changes.isEmpty == true
    }

    @Test(
        "A change to what an accessor is, is no body edit",
        arguments: [
            ("a getter made throwing", "    public var probe: Int { 5 }\n", "    public var probe: Int { get throws { 5 } }\n"),
            ("a getter made async", "    public var probe: Int { get { 5 } }\n", "    public var probe: Int { get async { 5 } }\n"),
            (
                "a setter no longer nonmutating", "    public var value: Int { get { 5 } nonmutating set {} }\n",
                "    public var value: Int { get { 5 } set {} }\n"
            ),
            ("a setter removed", "    public var value: Int { get { 5 } set {} }\n", "    public var value: Int { get { 5 } }\n"),
            (
                "a subscript made throwing", "    public subscript(i: Int) -> Int { get { i } }\n",
                "    public subscript(i: Int) -> Int { get throws { i } }\n"
            ),
            (
                "a transparent getter's body", "    public var value: Int { @_transparent get { 5 } }\n",
                "    public var value: Int { @_transparent get { 6 } }\n"
            ),
        ])
    func accessorChanges(what: String, old: String, new: String) throws {
        #expect(try !bodiesOnly(old, new), "\(what)")
    }

    @Test("The bodies of plain accessors are bodies")
    func accessorBodies() throws {
        #expect(try bodiesOnly("    public var probe: Int { 5 }\n", "    public var probe: Int { 4 + 1 }\n"))
        #expect(
            try bodiesOnly(
                "    public var value: Int { get { 5 } nonmutating set {} }\n",
                "    public var value: Int { get { 6 } nonmutating set { print(newValue) } }\n"))
        #expect(
            try bodiesOnly(
                "    public subscript(i: Int) -> Int { get throws { i } }\n",
                "    public subscript(i: Int) -> Int { get throws { i + 1 } }\n"))
    }
}
