import SwiftOperators
import SwiftParser
import SwiftSyntax

/// What the engine learns about one Swift file; the engine's `SwiftFileFacts` decodes it.
struct FileFacts: Encodable {
    struct Import: Encodable {
        /// The module, as the compiler names it (backticks removed).
        let module: String
        /// Every component: `import struct Glibc.stat` gives `["Glibc", "stat"]`.
        let path: [String]
        /// `struct`, `func` … for a scoped import; empty otherwise.
        let kind: String
        /// `testable`, `_implementationOnly`, `preconcurrency` …
        let attributes: [String]
        /// `internal`, `public`, `private` …
        let modifiers: [String]
        let line: Int
    }

    struct Attribute: Encodable {
        /// Without the `@`: `_silgen_name`, `MainActor`, `Test`.
        let name: String
        let line: Int
        let column: Int
    }

    struct Token: Encodable {
        /// UTF-8 offsets of the token's text (trivia excluded).
        let start: Int
        let end: Int
        let line: Int
        /// `identifier`, `keyword`, `stringSegment`, `binaryOperator` … (SwiftSyntax's token kind).
        let kind: String
        /// Part of a string literal (its quotes, text or interpolations).
        let inString: Bool
    }

    struct DeclarationStart: Encodable {
        /// Where the declaration's first token (after its comments) starts.
        let offset: Int
        /// `file` (top level), `type` (a member of a type or extension), `protocol`, or `local`.
        let scope: String
    }

    let parsesWithoutErrors: Bool
    let tokens: [Token]
    let declarations: [DeclarationStart]
    let imports: [Import]
    let attributes: [Attribute]
    /// `unsafe`, `for unsafe`, `unowned(unsafe)`, `nonisolated(unsafe)`, where they stand.
    let unsafeAcknowledgements: [Attribute]
    /// Calls of function values (a parameter, a loop variable, a local, a call's result), where they stand.
    let valueCalls: [Attribute]
    let mutationPoints: [MutationPoint]

    static func read(_ source: String) -> FileFacts {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = ImportAndAttributeFinder(converter: converter)
        finder.walk(tree)
        let unsafeFinder = UnsafeAcknowledgementFinder(converter: converter)
        unsafeFinder.walk(tree)
        let valueCalls = ValueCallFinder(converter: converter)
        valueCalls.walk(tree)
        // Binary operators arrive as flat sequences; folding them with the standard
        // precedence gives each operator its two operands.
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
        let mutations = MutationPointFinder(converter: converter)
        mutations.walk(folded)
        return FileFacts(
            parsesWithoutErrors: !tree.hasError, tokens: tokenList(of: tree, converter: converter),
            declarations: declarationStarts(in: Syntax(tree)),
            imports: finder.imports, attributes: finder.attributes, unsafeAcknowledgements: unsafeFinder.found,
            valueCalls: valueCalls.found,
            mutationPoints: mutations.points + ExtendedOperators.points(in: folded, converter: converter))
    }
}

/// Every `import` declaration and attribute, wherever it stands (also inside `#if`).
final class ImportAndAttributeFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    var imports: [FileFacts.Import] = []
    var attributes: [FileFacts.Attribute] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = node.path.map { $0.name.identifier?.name ?? $0.name.text }
        imports.append(
            FileFacts.Import(
                module: path.first ?? "", path: path, kind: node.importKindSpecifier?.text ?? "",
                attributes: node.attributes.compactMap { $0.as(AttributeSyntax.self).map(Self.name(of:)) },
                modifiers: node.modifiers.map(\.name.text),
                line: node.startLocation(converter: converter, afterLeadingTrivia: true).line))
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        attributes.append(FileFacts.Attribute(name: Self.name(of: node), line: location.line, column: location.column))
        return .visitChildren
    }

    static func name(of attribute: AttributeSyntax) -> String {
        attribute.attributeName.tokens(viewMode: .sourceAccurate).map { $0.identifier?.name ?? $0.text }.joined()
    }
}

/// Every token of the tree in order, with where it stands.
func tokenList(of tree: SourceFileSyntax, converter: SourceLocationConverter) -> [FileFacts.Token] {
    tree.tokens(viewMode: .sourceAccurate).compactMap { token in
        guard token.tokenKind != .endOfFile else { return nil }
        var inString = false
        var current = token.parent
        while let parent = current, !inString {
            inString = parent.is(StringLiteralExprSyntax.self)
            current = parent.parent
        }
        let kind = "\(token.tokenKind)"
        return FileFacts.Token(
            start: token.positionAfterSkippingLeadingTrivia.utf8Offset, end: token.endPositionBeforeTrailingTrivia.utf8Offset,
            line: token.startLocation(converter: converter, afterLeadingTrivia: true).line,
            kind: String(kind.prefix { $0 != "(" }), inString: inString)
    }
}

/// Where every declaration starts, and in which scope, depth first in file order.
func declarationStarts(in node: Syntax) -> [FileFacts.DeclarationStart] {
    var found: [FileFacts.DeclarationStart] = []
    if let declaration = node.as(DeclSyntax.self) {
        let scope: String
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            scope = "file"
        } else if let member = node.parent?.as(MemberBlockItemSyntax.self) {
            scope = member.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true ? "protocol" : "type"
        } else {
            scope = "local"
        }
        found.append(.init(offset: declaration.positionAfterSkippingLeadingTrivia.utf8Offset, scope: scope))
    }
    for child in node.children(viewMode: .sourceAccurate) { found += declarationStarts(in: child) }
    return found
}
