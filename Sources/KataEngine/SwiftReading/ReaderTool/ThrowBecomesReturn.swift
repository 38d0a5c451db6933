import SwiftSyntax

/// In a function that returns nothing, a `throw` becomes a plain `return`: the failure the
/// caller must hear about passes in silence.
final class ThrowBecomesReturn: MutationVisitor {
    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        guard Self.returnsNothing(around: node) else { return .visitChildren }
        replace(node, in: node, with: "return", change: "return instead of throwing")
        return .visitChildren
    }

    /// The innermost function around `node` returns nothing, and no closure, `do` or
    /// initialiser stands between them (where a `return` means something else, or is refused).
    static func returnsNothing(around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) || parent.is(DoStmtSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self)
            {
                return false
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                let type = function.signature.returnClause?.type.trimmedDescription
                return type == nil || type == "Void" || type == "()"
            }
            current = parent.parent
        }
        return false
    }
}
