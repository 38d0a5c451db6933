import SwiftSyntax

/// What every mutation operator shares: where it records its points, and how a point is made.
/// ``MutationPointFinder`` holds the original operators; each extended operator is a visitor
/// of its own (``ExtendedOperators``), in the manner of muter.
class MutationVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var points: [MutationPoint] = []
    /// Points of the extended operators are marked, so kata 11's judge can keep the original set.
    let extended: Bool

    init(converter: SourceLocationConverter, extended: Bool) {
        self.converter = converter
        self.extended = extended
        super.init(viewMode: .sourceAccurate)
    }

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
                context: enclosingDeclaration(wrap), extended: extended))
    }

    /// Adds a point that replaces the whole of `node` with `replacement`, switched around `wrap`.
    func replace(_ node: some SyntaxProtocol, in wrap: some SyntaxProtocol, with replacement: String, change: String) {
        add(
            wrap: wrap, edit: node.positionAfterSkippingLeadingTrivia, node.endPositionBeforeTrailingTrivia, with: replacement,
            change: change, describing: node)
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
