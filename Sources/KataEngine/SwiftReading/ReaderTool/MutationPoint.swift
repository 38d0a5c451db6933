import SwiftSyntax

/// One small change the mutation engine may make, at one or more sites of the file.
///
/// At each site, `edit…` (byte offsets) is what the mutant replaces, and `wrap…` the whole
/// expression or statement around it, which a mutant schema compiles twice (as it is and as the
/// mutant) and chooses between at run time. A swap of two statements has two sites.
/// `form` says how a schema chooses: `expression` (a conditional expression), `statement` (an
/// `if` statement), or `declaration` (no run-time choice is possible: one build per mutant).
struct MutationPoint: Encodable {
    struct Site: Encodable {
        let wrapStart: Int
        let wrapEnd: Int
        let editStart: Int
        let editEnd: Int
        let replacement: String
    }

    let sites: [Site]
    let form: String
    let change: String
    let line: Int
    let column: Int
    /// What the mutant does, free of comments and layout: the change and the code it applies
    /// to, as tokens. Two files that differ only in comments and strings elsewhere give the
    /// same effects.
    let effect: String
    /// Inside a one-line string's interpolation, where a schema may not break lines.
    let inline: Bool
    /// The function, initialiser, property or type the change is in (`notify`, `init`).
    let context: String
    /// Made by an extended operator (see ``ExtendedOperators``), not one of the original set.
    var extended = false
}

/// The code of a node as its tokens, with every run of comments and whitespace between two
/// tokens shown as one space (or nothing where there was none).
func tokenText(_ node: some SyntaxProtocol) -> String {
    var text = ""
    var first = true
    for token in node.tokens(viewMode: .sourceAccurate) {
        if !first, !token.leadingTrivia.isEmpty || !(token.previousToken(viewMode: .sourceAccurate)?.trailingTrivia.isEmpty ?? true) {
            text += " "
        }
        text += token.text
        first = false
    }
    return text
}

/// Whether `node` stands in a one-line string's interpolation (`"\(a + b)"`).
func isInOneLineString(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
        if let literal = parent.as(StringLiteralExprSyntax.self) { return literal.openingQuote.tokenKind != .multilineStringQuote }
        current = parent.parent
    }
    return false
}

/// The name of the innermost function, initialiser, property or type around `node`.
func enclosingDeclaration(_ node: some SyntaxProtocol) -> String {
    var current = node.parent
    while let parent = current {
        if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
        if parent.is(InitializerDeclSyntax.self) { return "init" }
        if parent.is(DeinitializerDeclSyntax.self) { return "deinit" }
        // A property names its clause; a local variable is part of its function.
        if let variable = parent.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true,
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        {
            return name.identifier.text
        }
        if let type = parent.asProtocol(NamedDeclSyntax.self) { return type.name.text }
        current = parent.parent
    }
    return ""
}
