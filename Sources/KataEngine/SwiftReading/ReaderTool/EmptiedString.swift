import SwiftSyntax

/// A string literal that code passes, prints or compares becomes empty: the line, the key or
/// the label that says nothing. A string that is a declaration's whole value (a constant, a
/// computed property's text, a returned literal) is data and stays.
final class EmptiedString: MutationVisitor {
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let isEmpty = node.segments.allSatisfy { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty ?? false }
        guard !isEmpty, !Self.isFixedContext(node), !Self.isWholeValue(node) else { return .visitChildren }
        replace(node, in: node, with: "\"\"", change: "empty the string")
        return .visitChildren
    }

    static func isWholeValue(_ node: StringLiteralExprSyntax) -> Bool {
        guard let parent = node.parent else { return true }
        return parent.is(InitializerClauseSyntax.self) || parent.is(CodeBlockItemSyntax.self) || parent.is(ReturnStmtSyntax.self)
    }
}
