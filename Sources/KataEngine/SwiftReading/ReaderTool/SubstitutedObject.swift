import SwiftSyntax

/// The object a call is made on, or handed to a call, is swapped for another object the
/// function was given: the sender served instead of the receiver, the object passed in
/// instead of the registered one.
final class SubstitutedObject: MutationVisitor {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = FunctionScope.around(node) else { return .visitChildren }
        var references: [DeclReferenceExprSyntax] = []
        if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) {
            references.append(base)
        }
        references += node.arguments.compactMap { $0.expression.as(DeclReferenceExprSyntax.self) }
        for reference in references where reference.argumentNames == nil {
            let name = reference.baseName.text
            let own = scope.parameter(named: name)
            guard own != nil || scope.locals.contains(name) else { continue }
            for other in scope.parameters where other.name != name && FunctionScope.isObjectLike(other.type) {
                // A parameter may only become one of the same declared type; a local's type the syntax does not say.
                if let own, own.type.trimmedDescription != other.type.trimmedDescription { continue }
                replace(reference, in: node, with: other.name, change: "`\(name)` to `\(other.name)`")
            }
        }
        return .visitChildren
    }
}
