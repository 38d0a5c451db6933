import SwiftSyntax

/// A parameter passed on to a call (or switched on) is replaced by the plainest value of its
/// declared type (`0`, `""`, `[]`, `[:]`, `nil`, `true`/`false`), or a number by its negation:
/// the value handed on is lost, or turned the wrong way.
final class ParameterIgnored: MutationVisitor {
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let isArgument =
            node.parent?.is(LabeledExprSyntax.self) == true && node.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true
        let isSubject = node.parent?.as(SwitchExprSyntax.self)?.subject.id == node.id
        guard isArgument || isSubject, node.argumentNames == nil, let scope = FunctionScope.around(node),
            let parameter = scope.parameter(named: node.baseName.text), !scope.locals.contains(parameter.name)
        else { return .visitChildren }
        for value in DefaultReturnValue.defaults(of: parameter.type) {
            replace(node, in: node, with: value, change: "`\(parameter.name)` passed on as \(value)")
        }
        if let type = parameter.type.as(IdentifierTypeSyntax.self)?.name.text, ReturnOffByOne.numberTypes.contains(type) {
            replace(node, in: node, with: "(-\(parameter.name))", change: "`\(parameter.name)` passed on negated")
        }
        return .visitChildren
    }
}
