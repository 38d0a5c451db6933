import SwiftSyntax

/// Operators, literals and member swaps: changes inside one expression.
extension MutationPointFinder {
    /// Each binary operator and what it may become (relational, logical, arithmetic,
    /// compound assignment, range).
    static let binaryReplacements: [String: [String]] = [
        "==": ["!="], "!=": ["=="], "===": ["!=="], "!==": ["==="],
        "<": ["<=", ">="], "<=": ["<", ">"], ">": [">=", "<="], ">=": [">", "<"],
        "&&": ["||"], "||": ["&&"],
        "+": ["-"], "-": ["+"], "*": ["/"], "/": ["*"], "%": ["*"],
        "+=": ["-="], "-=": ["+="], "*=": ["/="], "/=": ["*="],
        "..<": ["..."], "...": ["..<"],
    ]

    /// Member names swapped for their mirror image (`first` ↔ `last` …).
    static let memberSwaps: [String: String] = [
        "first": "last", "last": "first", "firstIndex": "lastIndex", "lastIndex": "firstIndex",
        "min": "max", "max": "min", "removeFirst": "removeLast", "removeLast": "removeFirst",
        "prefix": "suffix", "suffix": "prefix", "dropFirst": "dropLast", "dropLast": "dropFirst",
    ]

    func mutate(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard let binary = node.operator.as(BinaryOperatorExprSyntax.self) else { return .visitChildren }
        let token = binary.operator
        for replacement in Self.binaryReplacements[token.text] ?? [] {
            add(
                wrap: node, edit: token.positionAfterSkippingLeadingTrivia, token.endPositionBeforeTrailingTrivia, with: replacement,
                change: "\(token.text) to \(replacement)", describing: node)
        }
        return .visitChildren
    }

    func mutate(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        let token = node.operator
        if ["!", "-"].contains(token.text) {
            add(
                wrap: node, edit: token.positionAfterSkippingLeadingTrivia, token.endPosition, with: "", change: "drop `\(token.text)`",
                describing: node)
        }
        return .visitChildren
    }

    func mutate(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard !Self.isFixedContext(node) else { return .skipChildren }
        let value = node.literal.text, other = value == "true" ? "false" : "true"
        add(
            wrap: node, edit: node.positionAfterSkippingLeadingTrivia, node.endPositionBeforeTrailingTrivia, with: other,
            change: "\(value) to \(other)", describing: node)
        return .skipChildren
    }

    func mutate(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard !Self.isFixedContext(node), let value = Int(node.literal.text.filter { $0 != "_" }) else { return .skipChildren }
        for delta in [1, -1] {
            add(
                wrap: node, edit: node.positionAfterSkippingLeadingTrivia, node.endPositionBeforeTrailingTrivia,
                with: value + delta < 0 ? "(\(value + delta))" : "\(value + delta)", change: "\(value) to \(value + delta)",
                describing: node)
        }
        return .skipChildren
    }

    func mutate(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        negate(node.condition, label: "?: condition", forced: true)
        return .visitChildren
    }

    /// `xs.first` ↔ `xs.last` and the like, `min(…)` ↔ `max(…)`, `allSatisfy` ↔
    /// `contains(where:)`, and `forEach` over the reversed sequence.
    func mutate(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression
        if let reference = called.as(DeclReferenceExprSyntax.self), ["min", "max"].contains(reference.baseName.text) {
            swapName(reference.baseName, in: node)
        }
        guard let member = called.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let name = member.declName.baseName
        switch name.text {
        case "allSatisfy":
            let end = node.leftParen?.endPosition ?? name.endPositionBeforeTrailingTrivia
            add(
                wrap: node, edit: name.positionAfterSkippingLeadingTrivia, end,
                with: node.leftParen == nil ? "contains" : "contains(where: ", change: "allSatisfy to contains(where:)",
                describing: member)
        case "contains" where node.arguments.first?.label?.text == "where" || node.arguments.isEmpty:
            let end = node.arguments.first?.colon?.endPosition ?? name.endPositionBeforeTrailingTrivia
            add(
                wrap: node, edit: name.positionAfterSkippingLeadingTrivia, end, with: node.arguments.isEmpty ? "allSatisfy" : "allSatisfy(",
                change: "contains(where:) to allSatisfy", describing: member)
        case "forEach":
            add(
                wrap: node, edit: member.period.positionAfterSkippingLeadingTrivia, member.period.positionAfterSkippingLeadingTrivia,
                with: ".reversed()", change: "forEach over the reversed sequence", describing: member)
        default:
            swapName(name, in: node)
        }
        return .visitChildren
    }

    /// A member read without a call (`xs.first`).
    func mutate(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        if !isCalled, node.base != nil, ["first", "last"].contains(node.declName.baseName.text) {
            swapName(node.declName.baseName, in: node)
        }
        return .visitChildren
    }

    func swapName(_ name: TokenSyntax, in wrap: some SyntaxProtocol) {
        guard let other = Self.memberSwaps[name.text] else { return }
        add(
            wrap: wrap, edit: name.positionAfterSkippingLeadingTrivia, name.endPositionBeforeTrailingTrivia, with: other,
            change: "\(name.text) to \(other)", describing: wrap)
    }

    /// `condition` becomes `!(condition)` and, where `forced`, `true` and `false` (PIT's removed
    /// conditionals): the branch always or never taken.
    func negate(_ condition: ExprSyntax, label: String, forced: Bool = false) {
        let (start, end) = (condition.positionAfterSkippingLeadingTrivia, condition.endPositionBeforeTrailingTrivia)
        add(
            wrap: condition, edit: start, end, with: "!(\(condition.trimmedDescription))", change: "negate the \(label)",
            form: "expression", describing: condition)
        guard forced, !condition.is(BooleanLiteralExprSyntax.self) else { return }
        for value in ["true", "false"] {
            add(
                wrap: condition, edit: start, end, with: value, change: "the \(label) always \(value)", form: "expression",
                describing: condition)
        }
    }
}
