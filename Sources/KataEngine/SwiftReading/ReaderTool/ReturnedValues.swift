import SwiftSyntax

/// What a body returns: the one expression of a single-expression body, or the value of each
/// of its `return` statements (not those of the closures and functions inside it).
enum ReturnedValues {
    static func of(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) { return [only] }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.values
    }

    /// The body of a computed property's getter (`var x: T { … }` or its `get { … }`).
    static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        if case .getter(let statements) = accessors { return statements }
        if case .accessors(let list) = accessors {
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        return nil
    }
}

private final class ReturnFinder: SyntaxVisitor {
    var values: [ExprSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.expression { values.append(value) }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
