import SwiftSyntax

/// Finds the mutation points of a file whose operators are folded, one operator per visit,
/// in the manner of muter: binary operators, prefix `!` and `-`, integer and boolean
/// literals, conditions, statements, loops, `first`/`last`-style member swaps, `break` ↔
/// `continue`, `weak`/`unowned` to strong, and an early `return` in functions that return
/// nothing. Only code is visited: comments and string literals are trivia and tokens the
/// operators never look at.
final class MutationPointFinder: MutationVisitor {
    init(converter: SourceLocationConverter) { super.init(converter: converter, extended: false) }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        mutateSwaps(node)
        return .visitChildren
    }

    // Each syntax kind a mutation operator looks at (the operators are in the extensions).
    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { mutate(node) }
}
