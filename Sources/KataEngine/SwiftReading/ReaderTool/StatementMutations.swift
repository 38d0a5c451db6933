import SwiftSyntax

/// Conditions, statements, loops, jumps, ownership and early returns: changes to control flow.
extension MutationPointFinder {
    func mutate(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        negateConditions(node.conditions, label: "if condition", forced: true)
        return .visitChildren
    }

    func mutate(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        negateConditions(node.conditions, label: "guard condition", forced: true)
        return .visitChildren
    }

    func mutate(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        negateConditions(node.conditions, label: "while condition")
        let keyword = node.whileKeyword
        add(
            wrap: Self.statement(node), edit: keyword.positionAfterSkippingLeadingTrivia, keyword.endPositionBeforeTrailingTrivia,
            with: "if", change: "while to if", form: "statement", describing: keyword)
        return .visitChildren
    }

    /// Each condition that is a plain expression (not `let`, `case` or `#available`).
    /// (A `while` condition is never forced: always true loops for ever, which only a deadline ends.)
    func negateConditions(_ conditions: ConditionElementListSyntax, label: String, forced: Bool = false) {
        let plain = conditions.compactMap { $0.condition.as(ExprSyntax.self) }
        for (index, condition) in plain.enumerated() {
            negate(condition, label: label + (index > 0 ? " (condition \(index + 1))" : ""), forced: forced)
        }
    }

    /// A `for … in` loop reversed, without its first or last element, without its `where`.
    func mutate(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        guard node.awaitKeyword == nil, node.tryKeyword == nil else { return .visitChildren }
        let wrap = Self.statement(node), sequence = node.sequence
        let text = sequence.trimmedDescription
        for (change, call) in [
            ("reverse the loop", "reversed()"), ("loop without the first element", "dropFirst()"),
            ("loop without the last element", "dropLast()"),
        ] {
            add(
                wrap: wrap, edit: sequence.positionAfterSkippingLeadingTrivia, sequence.endPositionBeforeTrailingTrivia,
                with: "(\(text)).\(call)", change: change, form: "statement", describing: sequence)
        }
        if let clause = node.whereClause {
            add(
                wrap: wrap, edit: sequence.endPositionBeforeTrailingTrivia, clause.endPositionBeforeTrailingTrivia, with: "",
                change: "loop without its where clause", form: "statement", describing: clause)
        }
        return .visitChildren
    }

    /// Every statement of a body that is not a declaration is deleted once; `break` and
    /// `continue` trade places.
    func mutate(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isDeletable(node) else { return .visitChildren }
        let item = node.item
        let text = tokenText(item)
        let shown = text.count > 60 ? String(text.prefix(59)) + "…" : text
        add(
            wrap: item, edit: item.positionAfterSkippingLeadingTrivia, item.endPositionBeforeTrailingTrivia, with: "",
            change: "delete `\(shown)`", form: "statement", describing: item)
        for (from, to) in [("break", "continue"), ("continue", "break")] where text == from {
            add(
                wrap: item, edit: item.positionAfterSkippingLeadingTrivia, item.endPositionBeforeTrailingTrivia, with: to,
                change: "\(from) to \(to)", form: "statement", describing: item)
        }
        return .visitChildren
    }

    static func isDeletable(_ node: CodeBlockItemSyntax) -> Bool {
        guard let list = node.parent?.as(CodeBlockItemListSyntax.self), !(list.parent?.is(SourceFileSyntax.self) ?? true) else {
            return false
        }
        let item = node.item
        if item.is(DeclSyntax.self) || item.is(DeferStmtSyntax.self) { return false }
        if let statement = item.as(ReturnStmtSyntax.self), statement.expression != nil { return false }
        // An initialiser's stores to its own properties: without one, the compiler refuses the whole type.
        if list.parent?.parent?.is(InitializerDeclSyntax.self) == true, let store = item.as(InfixOperatorExprSyntax.self),
            store.operator.is(AssignmentExprSyntax.self), isOwnProperty(store.leftOperand)
        {
            return false
        }
        // The jump that ends a `guard`'s else: without it the guard falls through, which never compiles.
        if list.parent?.parent?.is(GuardStmtSyntax.self) == true,
            item.is(ReturnStmtSyntax.self) || item.is(ThrowStmtSyntax.self) || item.is(BreakStmtSyntax.self)
                || item.is(ContinueStmtSyntax.self)
        {
            return false
        }
        // The one expression of a function that returns a value, or of a computed property, is that value.
        if list.count == 1, item.is(ExprSyntax.self), let body = list.parent {
            if body.is(AccessorBlockSyntax.self) { return false }
            if let function = body.parent?.as(FunctionDeclSyntax.self), let type = function.signature.returnClause?.type.trimmedDescription,
                type != "Void", type != "()"
            {
                return false
            }
            if body.parent?.is(AccessorBlockSyntax.self) == true || body.parent?.is(AccessorDeclSyntax.self) == true { return false }
        }
        if let guardStatement = item.as(GuardStmtSyntax.self),
            guardStatement.conditions.contains(where: { !$0.condition.is(ExprSyntax.self) })
        {
            return false
        }
        // A `case` needs a statement: its only one stays.
        if list.count == 1, list.parent?.is(SwitchCaseSyntax.self) == true { return false }
        // The one expression of a closure is its value: only a call may be dropped (`{ $0.receive(m) }`).
        if list.count == 1, list.parent?.is(ClosureExprSyntax.self) == true {
            return item.as(ExprSyntax.self)?.is(FunctionCallExprSyntax.self) ?? true
        }
        return true
    }

    /// `name` or `self.name`: a store to the instance's own property.
    static func isOwnProperty(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Two neighbouring statements trade places (neither a declaration): order a test must see.
    func mutateSwaps(_ list: CodeBlockItemListSyntax) {
        let items = Array(list)
        for (first, second) in zip(items, items.dropFirst()) where Self.isDeletable(first) && Self.isDeletable(second) {
            let site = { (item: CodeBlockItemSyntax.Item, text: String) in
                MutationPoint.Site(
                    wrapStart: item.positionAfterSkippingLeadingTrivia.utf8Offset, wrapEnd: item.endPositionBeforeTrailingTrivia.utf8Offset,
                    editStart: item.positionAfterSkippingLeadingTrivia.utf8Offset, editEnd: item.endPositionBeforeTrailingTrivia.utf8Offset,
                    replacement: text)
            }
            let location = converter.location(for: first.item.positionAfterSkippingLeadingTrivia)
            points.append(
                MutationPoint(
                    sites: [site(first.item, Self.movable(second.item)), site(second.item, Self.movable(first.item))],
                    form: "statement", change: "swap with the next statement",
                    line: location.line, column: location.column,
                    effect: "swap | \(tokenText(first.item)) | \(tokenText(second.item))", inline: false,
                    context: enclosingDeclaration(first)))
        }
    }

    /// A statement's text to put elsewhere: a bare `return` gets its `;`, or it would return the
    /// next line's value (and the swap would change nothing).
    static func movable(_ item: CodeBlockItemSyntax.Item) -> String {
        if let statement = item.as(ReturnStmtSyntax.self), statement.expression == nil { return "return;" }
        return item.trimmedDescription
    }

    /// `weak var` and `unowned let` become strong references: storage, so no run-time switch.
    func mutate(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for modifier in node.modifiers where ["weak", "unowned"].contains(modifier.name.text) {
            add(
                wrap: node, edit: modifier.positionAfterSkippingLeadingTrivia, modifier.endPosition, with: "",
                change: "drop `\(modifier.name.text)`", form: "declaration", describing: node)
        }
        return .visitChildren
    }

    /// A function that returns nothing returns at once.
    func mutate(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let returnType = node.signature.returnClause.map { $0.type.trimmedDescription }
        guard let body = node.body, returnType == nil || returnType == "Void" || returnType == "()" else { return .visitChildren }
        let start = body.leftBrace.endPositionBeforeTrailingTrivia
        points.append(
            MutationPoint(
                sites: [
                    .init(
                        wrapStart: start.utf8Offset, wrapEnd: start.utf8Offset, editStart: start.utf8Offset, editEnd: start.utf8Offset,
                        replacement: " return;")
                ], form: "statement", change: "return at once",
                line: converter.location(for: start).line, column: converter.location(for: start).column,
                effect: "return at once | \(node.name.text) | \(tokenText(node.signature))", inline: false, context: node.name.text))
        return .visitChildren
    }
}
