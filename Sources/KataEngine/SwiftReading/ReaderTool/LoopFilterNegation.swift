import SwiftSyntax

/// A `for … in … where` filter negated, or never passing: the loop visits exactly the elements
/// it should skip, or none. (Dropping the filter is one of the original loop operators.)
final class LoopFilterNegation: MutationVisitor {
    override func visit(_ node: WhereClauseSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(ForStmtSyntax.self) == true else { return .visitChildren }
        let condition = node.condition
        replace(condition, in: condition, with: "!(\(condition.trimmedDescription))", change: "negate the loop's where clause")
        replace(condition, in: condition, with: "false", change: "the loop's where clause always false")
        return .visitChildren
    }
}
