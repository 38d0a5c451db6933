import SwiftSyntax

/// Every place a file vouches for code that strict memory safety would flag: an `unsafe`
/// expression, `for unsafe`, and the `unowned(unsafe)` / `nonisolated(unsafe)` modifiers
/// (kata 11's judge refuses all of them; `@unsafe`, `@safe` and `@unchecked` are attributes).
final class UnsafeAcknowledgementFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    var found: [FileFacts.Attribute] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: UnsafeExprSyntax) -> SyntaxVisitorContinueKind {
        note("unsafe", at: Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.unsafeKeyword != nil { note("for unsafe", at: Syntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if let detail = node.detail?.detail.text, detail == "unsafe" { note("\(node.name.text)(\(detail))", at: Syntax(node)) }
        return .visitChildren
    }

    private func note(_ spelling: String, at node: Syntax) {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        found.append(FileFacts.Attribute(name: spelling, line: location.line, column: location.column))
    }
}
