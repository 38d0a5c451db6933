import SwiftSyntax

/// A call or compound assignment that stands as a statement runs twice: the delivery, the
/// append or the count that must happen exactly once happens twice.
final class RepeatedSideEffect: MutationVisitor {
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard MutationPointFinder.isDeletable(node), let expression = node.item.as(ExprSyntax.self), Self.hasSideEffect(expression),
            !Self.isClosureValue(node)
        else { return .visitChildren }
        let text = expression.trimmedDescription
        replace(expression, in: expression, with: text + "\n" + text, change: "do `\(Self.shown(expression))` twice")
        return .visitChildren
    }

    /// A call (perhaps after `try` or `await`) or a compound assignment (`+=`, `-=` …); a
    /// plain assignment twice is the same assignment.
    static func hasSideEffect(_ expression: ExprSyntax) -> Bool {
        if let tried = expression.as(TryExprSyntax.self) { return hasSideEffect(tried.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return hasSideEffect(awaited.expression) }
        if expression.is(FunctionCallExprSyntax.self) { return true }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let binary = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return ["+=", "-=", "*=", "/=", "%="].contains(binary.operator.text)
        }
        return false
    }

    /// The one expression of a closure other than `forEach`'s, whose value the closure returns.
    static func isClosureValue(_ node: CodeBlockItemSyntax) -> Bool {
        guard let list = node.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let closure = list.parent?.as(ClosureExprSyntax.self)
        else { return false }
        var call = closure.parent
        if call?.is(LabeledExprSyntax.self) == true { call = call?.parent?.parent }
        let name = call?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name != "forEach"
    }

    static func shown(_ node: some SyntaxProtocol) -> String {
        let text = tokenText(node)
        return text.count > 50 ? String(text.prefix(49)) + "…" : text
    }
}
