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

    let parsesWithoutErrors: Bool
    let imports: [Import]
    let attributes: [Attribute]
    /// `unsafe`, `for unsafe`, `unowned(unsafe)`, `nonisolated(unsafe)`, where they stand.
    let unsafeAcknowledgements: [Attribute]
    let mutationPoints: [MutationPoint]

    static func read(_ source: String) -> FileFacts {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = ImportAndAttributeFinder(converter: converter)
        finder.walk(tree)
        let unsafeFinder = UnsafeAcknowledgementFinder(converter: converter)
        unsafeFinder.walk(tree)
        // Binary operators arrive as flat sequences; folding them with the standard
        // precedence gives each operator its two operands.
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
        let mutations = MutationPointFinder(converter: converter)
        mutations.walk(folded)
        return FileFacts(
            parsesWithoutErrors: !tree.hasError, imports: finder.imports, attributes: finder.attributes,
            unsafeAcknowledgements: unsafeFinder.found, mutationPoints: mutations.points)
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
