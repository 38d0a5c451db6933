import SwiftSyntax

/// `x += y` becomes `x = y` (and `-=`, `*=`, `/=` alike): what should accumulate is replaced.
final class CompoundBecomesAssignment: MutationVisitor {
    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard let token = node.operator.as(BinaryOperatorExprSyntax.self)?.operator, ["+=", "-=", "*=", "/="].contains(token.text) else {
            return .visitChildren
        }
        add(
            wrap: node, edit: token.positionAfterSkippingLeadingTrivia, token.endPositionBeforeTrailingTrivia, with: "=",
            change: "\(token.text) to =", describing: node)
        return .visitChildren
    }
}
