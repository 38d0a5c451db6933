/// What Swift's own parser says about one Swift file (see ``SwiftReader``): whether it parses,
/// what it imports, which attributes it uses, and where a mutant may change it. Comments and
/// string literals are what the parser says they are, so nothing in them counts as code.
public struct SwiftFileFacts: Sendable, Equatable, Decodable {
    /// `false` when the parser found any syntax error.
    public let parsesWithoutErrors: Bool
    /// Every `import` declaration, also inside `#if`, in file order.
    public let imports: [SwiftImport]
    /// Every attribute anywhere in the file (`@MainActor`, `@_silgen_name(…)`, `@testable` …).
    public let attributes: [SwiftAttributeUse]
    /// Every place the file vouches for unsafe code: an `unsafe` expression, `for unsafe`,
    /// `unowned(unsafe)`, `nonisolated(unsafe)` (in `name`, as written).
    public let unsafeAcknowledgements: [SwiftAttributeUse]
    /// Where the mutation engine may change the file, in file order.
    public let mutationPoints: [SwiftMutationPoint]
}

/// One `import` declaration as the compiler reads it.
public struct SwiftImport: Sendable, Equatable, Decodable {
    /// The module, without backticks: `` import `Glibc` `` and `import struct Glibc.stat` give `Glibc`.
    public let module: String
    /// Every component of the imported path (`["Glibc", "stat"]`).
    public let path: [String]
    /// `struct`, `func` … for a scoped import; empty otherwise.
    public let kind: String
    /// The declaration's attributes without `@` (`testable`, `_implementationOnly`).
    public let attributes: [String]
    /// Its modifiers (`internal`, `public` …).
    public let modifiers: [String]
    /// The 1-based line the declaration starts on (after any comment before it).
    public let line: Int
}

/// One attribute written in a file.
public struct SwiftAttributeUse: Sendable, Equatable, Decodable {
    /// Without the `@`: `_silgen_name`, `MainActor`, `Test`.
    public let name: String
    public let line: Int
    public let column: Int
}

/// One change a mutant may make, as UTF-8 byte offsets into the file.
public struct SwiftMutationPoint: Sendable, Equatable, Decodable {
    /// How a mutant schema switches this change on at run time.
    public enum Form: String, Sendable, Decodable {
        /// A conditional expression: `(active ? mutated : original)`.
        case expression
        /// An `if` statement (an `if` expression where a body is one expression).
        case statement
        /// Storage (`weak var`): no run-time switch; one build per mutant.
        case declaration
    }

    /// The expression or statement a schema compiles both ways.
    public let wrapStart: Int
    public let wrapEnd: Int
    /// The bytes the mutant replaces (inside the wrap), and with what.
    public let editStart: Int
    public let editEnd: Int
    public let replacement: String
    public let form: Form
    /// In words: `== to !=`, ``delete `component2.doC()` ``, `negate the if condition`.
    public let change: String
    /// Where the edit starts, 1-based.
    public let line: Int
    public let column: Int
    /// The change and the code it applies to as tokens, free of comments and layout: equal
    /// effects mean the same mutant, however the file around it is written.
    public let effect: String
}
