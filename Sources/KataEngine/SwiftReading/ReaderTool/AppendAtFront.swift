import SwiftSyntax

/// `xs.append(x)` becomes `xs.insert(x, at: 0)` (and `append(contentsOf:)` alike): newest first
/// where the oldest should come first.
final class AppendAtFront: MutationVisitor {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.baseName.text == "append", node.trailingClosure == nil, node.arguments.count == 1,
            let argument = node.arguments.first, argument.label == nil || argument.label?.text == "contentsOf"
        else { return .visitChildren }
        let label = argument.label.map { "\($0.text): " } ?? ""
        replace(
            node, in: node, with: "\(base.trimmedDescription).insert(\(label)\(argument.expression.trimmedDescription), at: 0)",
            change: "append at the front")
        return .visitChildren
    }
}
