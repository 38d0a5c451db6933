import SwiftSyntax

/// The predicate handed to `first(where:)`, `filter`, `allSatisfy`, `removeAll(where:)` and
/// their kin always answers `true`, or always `false`: the search, filter or check that
/// decides nothing.
final class ConstantPredicate: MutationVisitor {
    /// Methods whose one argument, labelled `where` (or trailing), is a predicate.
    static let labelled: Set<String> = ["first", "last", "firstIndex", "lastIndex", "contains", "removeAll", "drop", "prefix"]
    /// Methods whose one argument, unlabelled (or trailing), is a predicate.
    static let unlabelled: Set<String> = ["filter", "allSatisfy"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), node.additionalTrailingClosures.isEmpty else {
            return .visitChildren
        }
        let name = member.declName.baseName.text
        let predicate: ExprSyntax?
        if let trailing = node.trailingClosure {
            predicate =
                node.arguments.isEmpty && (Self.labelled.contains(name) || Self.unlabelled.contains(name)) ? ExprSyntax(trailing) : nil
        } else if node.arguments.count == 1, let argument = node.arguments.first {
            let label = argument.label?.text
            let fits = label == "where" && Self.labelled.contains(name) || label == nil && Self.unlabelled.contains(name)
            predicate = fits ? argument.expression : nil
        } else {
            predicate = nil
        }
        guard let predicate, Self.takesOneValue(predicate) else { return .visitChildren }
        for value in ["true", "false"] {
            replace(predicate, in: node, with: "{ _ in \(value) }", change: "the predicate of `\(name)` always \(value)")
        }
        return .visitChildren
    }

    /// A closure of one parameter (or of `$0`), or a function named by reference (`filter(fits)`).
    static func takesOneValue(_ predicate: ExprSyntax) -> Bool {
        guard let closure = predicate.as(ClosureExprSyntax.self) else {
            return predicate.is(DeclReferenceExprSyntax.self) || predicate.is(MemberAccessExprSyntax.self)
        }
        guard let parameters = closure.signature?.parameterClause else { return true }
        if case .simpleInput(let names) = parameters { return names.count == 1 }
        if case .parameterClause(let clause) = parameters { return clause.parameters.count == 1 }
        return false
    }
}
