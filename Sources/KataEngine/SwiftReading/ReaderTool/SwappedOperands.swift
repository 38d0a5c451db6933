import SwiftSyntax

/// The two operands of an operator whose order matters trade places (`a - b` to `b - a`,
/// `a < b` to `b < a`): the comparison or difference taken the wrong way round.
final class SwappedOperands: MutationVisitor {
    static let ordered: Set<String> = ["-", "/", "%", "<", "<=", ">", ">="]

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard let token = node.operator.as(BinaryOperatorExprSyntax.self)?.operator, Self.ordered.contains(token.text),
            node.leftOperand.trimmedDescription != node.rightOperand.trimmedDescription
        else { return .visitChildren }
        let swapped = "(\(node.rightOperand.trimmedDescription)) \(token.text) (\(node.leftOperand.trimmedDescription))"
        replace(node, in: node, with: swapped, change: "swap the operands of \(token.text)")
        return .visitChildren
    }
}
