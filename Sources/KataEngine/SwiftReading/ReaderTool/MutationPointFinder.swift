import SwiftSyntax

/// Finds the mutation points of a file whose operators are folded, one operator per visit,
/// in the manner of muter: binary operators, prefix `!` and `-`, integer and boolean
/// literals, conditions, statements, loops, `first`/`last`-style member swaps, `break` ↔
/// `continue`, `weak`/`unowned` to strong, and an early `return` in functions that return
/// nothing. Only code is visited: comments and string literals are trivia and tokens the
/// operators never look at.
final class MutationPointFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    var points: [MutationPoint] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

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

    /// Adds a point that replaces `edited` (or inserts at its position when `insert` is set).
    func add(
        wrap: some SyntaxProtocol, edit start: AbsolutePosition, _ end: AbsolutePosition, with replacement: String, change: String,
        form: String? = nil, describing edited: some SyntaxProtocol
    ) {
        let location = converter.location(for: start)
        let form = form ?? Self.form(of: Syntax(wrap))
        points.append(
            MutationPoint(
                sites: [
                    .init(
                        wrapStart: wrap.positionAfterSkippingLeadingTrivia.utf8Offset,
                        wrapEnd: wrap.endPositionBeforeTrailingTrivia.utf8Offset,
                        editStart: start.utf8Offset, editEnd: end.utf8Offset, replacement: replacement)
                ], form: form, change: change,
                line: location.line, column: location.column,
                effect: "\(change) | \(tokenText(edited)) | \(tokenText(wrap))", inline: isInOneLineString(wrap),
                context: enclosingDeclaration(wrap)))
    }

    /// An expression that is a statement of its own is switched by an `if` statement (which
    /// is also an `if` expression where a body is one expression); any other by `?:`.
    static func form(of node: Syntax) -> String {
        node.parent?.is(CodeBlockItemSyntax.self) == true ? "statement" : "expression"
    }

    /// The statement a loop is, with its label when it has one (`outer: for …`).
    static func statement(_ node: some SyntaxProtocol) -> Syntax {
        if let labeled = node.parent?.as(LabeledStmtSyntax.self) { return Syntax(labeled) }
        return Syntax(node)
    }

    /// Literals where a conditional expression is not allowed or means something else.
    static func isFixedContext(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(AttributeSyntax.self) || parent.is(EnumCaseElementSyntax.self)
                || parent.is(InitializerClauseSyntax.self)
                    && parent.parent?.is(FunctionParameterSyntax.self) == true
                || parent.is(GenericArgumentSyntax.self)
                || parent.is(MacroExpansionExprSyntax.self) || parent.is(IfConfigClauseSyntax.self)
                || parent.is(ExpressionPatternSyntax.self) || parent.is(SwitchCaseLabelSyntax.self)
            {
                return true
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}
