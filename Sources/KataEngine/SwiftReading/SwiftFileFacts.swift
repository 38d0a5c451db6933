/// What Swift's own parser says about one Swift file (see ``SwiftReader``): whether it parses,
/// what it imports, which attributes it uses, and where a mutant may change it. Comments and
/// string literals are what the parser says they are, so nothing in them counts as code.
public struct SwiftFileFacts: Sendable, Equatable, Decodable {
    /// `false` when the parser found any syntax error.
    public let parsesWithoutErrors: Bool
    /// Every token in order (end of file excluded).
    public let tokens: [SwiftToken]
    /// Where every declaration starts, depth first in file order.
    public let declarations: [SwiftDeclarationStart]
    /// Every `import` declaration, also inside `#if`, in file order.
    public let imports: [SwiftImport]
    /// Every attribute anywhere in the file (`@MainActor`, `@_silgen_name(…)`, `@testable` …).
    public let attributes: [SwiftAttributeUse]
    /// Every place the file vouches for unsafe code: an `unsafe` expression, `for unsafe`,
    /// `unowned(unsafe)`, `nonisolated(unsafe)` (in `name`, as written).
    public let unsafeAcknowledgements: [SwiftAttributeUse]
    /// Every call of a function value rather than of a declared function or method: a
    /// parameter, a closure's parameter (`$0(…)`), a loop variable, an optional binding, a local
    /// not written as a closure in place, a call's or subscript's result (in `name`, the callee).
    public let valueCalls: [SwiftAttributeUse]
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

    /// One place the change is made: a swap of two statements has two, every other change one.
    public struct Site: Sendable, Equatable, Decodable {
        /// The expression or statement a schema compiles both ways.
        public let wrapStart: Int
        public let wrapEnd: Int
        /// The bytes the mutant replaces (inside the wrap), and with what.
        public let editStart: Int
        public let editEnd: Int
        public let replacement: String
    }

    public let sites: [Site]
    public let form: Form
    /// In words: `== to !=`, ``delete `component2.doC()` ``, `negate the if condition`.
    public let change: String
    /// Where the edit starts, 1-based.
    public let line: Int
    public let column: Int
    /// The change and the code it applies to as tokens, free of comments and layout: equal
    /// effects mean the same mutant, however the file around it is written.
    public let effect: String
    /// Inside a one-line string's interpolation, where a schema must not break lines.
    public let inline: Bool
    /// The function, initialiser, property or type the change is in (`notify`, `init`).
    public let context: String
    /// Made by one of the extended operators (see ``MutationOperators``), not the original set.
    public let extended: Bool
}

/// One token as the parser splits the file.
public struct SwiftToken: Sendable, Equatable, Decodable {
    /// UTF-8 offsets of the token's text, comments and whitespace around it excluded.
    public let start: Int
    public let end: Int
    public let line: Int
    /// SwiftSyntax's kind: `identifier`, `keyword`, `stringSegment`, `binaryOperator` …
    public let kind: String
    /// Part of a string literal: its quotes, its text or its interpolations.
    public let inString: Bool
}

/// Where one declaration starts (its first attribute, modifier or keyword).
public struct SwiftDeclarationStart: Sendable, Equatable, Decodable {
    public enum Scope: String, Sendable, Decodable {
        /// At the top of the file.
        case file
        /// A member of a type or an extension.
        case type
        /// A requirement of a protocol.
        case `protocol`
        /// Inside a function, closure or accessor.
        case local
    }

    public let offset: Int
    public let scope: Scope
}
