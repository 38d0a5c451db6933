import SwiftSyntax

/// `xs.append(x)` becomes `xs = [x]`: the collection keeps only the newest element.
final class AppendReplaces: MutationVisitor {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.baseName.text == "append", node.trailingClosure == nil, node.arguments.count == 1,
            let argument = node.arguments.first, argument.label == nil, node.parent?.is(CodeBlockItemSyntax.self) == true
        else { return .visitChildren }
        replace(
            node, in: node, with: "\(base.trimmedDescription) = [\(argument.expression.trimmedDescription)]",
            change: "keep only the appended element")
        return .visitChildren
    }
}
