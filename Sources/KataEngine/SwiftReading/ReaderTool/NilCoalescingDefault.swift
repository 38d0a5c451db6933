import SwiftSyntax

/// `a ?? b` becomes `b`: the optional's value is ignored and the default always taken.
final class NilCoalescingDefault: MutationVisitor {
    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??", !node.rightOperand.is(NilLiteralExprSyntax.self)
        else { return .visitChildren }
        replace(node, in: node, with: "(\(node.rightOperand.trimmedDescription))", change: "always the default of `??`")
        return .visitChildren
    }
}
