import SwiftSyntax

/// A `for … in` loop goes over its sequence twice: every element served two times, as when
/// something is registered or delivered twice.
final class LoopTwice: MutationVisitor {
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        guard node.awaitKeyword == nil, node.tryKeyword == nil else { return .visitChildren }
        let sequence = node.sequence, text = sequence.trimmedDescription
        add(
            wrap: Self.statement(node), edit: sequence.positionAfterSkippingLeadingTrivia, sequence.endPositionBeforeTrailingTrivia,
            with: "Array(\(text)) + Array(\(text))", change: "loop over the sequence twice", form: "statement", describing: sequence)
        return .visitChildren
    }
}
