import SwiftSyntax

/// A `for … in` loop that stops after its first pass (a `break` after the body's last
/// statement): the first element served, the rest forgotten.
final class LoopStopsAfterFirstPass: MutationVisitor {
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        // The break goes after the last statement, switched with it: a jump there would be pointless.
        guard let last = node.body.statements.last?.item, !last.is(DeclSyntax.self), !last.is(ReturnStmtSyntax.self),
            !last.is(ThrowStmtSyntax.self), !last.is(BreakStmtSyntax.self), !last.is(ContinueStmtSyntax.self)
        else { return .visitChildren }
        let end = last.endPositionBeforeTrailingTrivia
        add(
            wrap: last, edit: end, end, with: "\nbreak", change: "stop the loop after its first pass", form: "statement",
            describing: node.body)
        return .visitChildren
    }
}
