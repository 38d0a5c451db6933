import SwiftSyntax

/// A `for … in` loop over only the first, or only the last, element of its sequence: bounds
/// that reach one element where they should reach all. (Without the first or last element,
/// and reversed, are original loop operators.)
final class LoopOverPart: MutationVisitor {
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        guard node.awaitKeyword == nil, node.tryKeyword == nil else { return .visitChildren }
        let sequence = node.sequence
        for (change, call) in [("loop over the first element only", "prefix(1)"), ("loop over the last element only", "suffix(1)")] {
            add(
                wrap: Self.statement(node), edit: sequence.positionAfterSkippingLeadingTrivia, sequence.endPositionBeforeTrailingTrivia,
                with: "(\(sequence.trimmedDescription)).\(call)", change: change, form: "statement", describing: sequence)
        }
        return .visitChildren
    }
}
