import SwiftSyntax

/// Every call of a function *value* rather than of a function or method the code declares:
/// a parameter's (`body(…)`, a closure's `$0(…)`), a loop variable's or an optional binding's,
/// a local constant's or variable's unless it was written as a closure in place, and a call's or
/// subscript's result (`table()[0](…)`). Kata 07's design check reads them in the screens' code
/// as code handed in at run time: on whom it shows a change, no parser can see.
final class ValueCallFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    var found: [FileFacts.Attribute] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Self.unwrapped(node.calledExpression)
        if callee.is(FunctionCallExprSyntax.self) || callee.is(SubscriptCallExprSyntax.self) {
            note("the result of \(callee.trimmedDescription.prefix(40))", at: Syntax(node))
        } else if let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let name = reference.baseName.text
            if case .dollarIdentifier = reference.baseName.tokenKind {
                note(name, at: Syntax(node))
            } else if Self.isBoundToValue(name, around: Syntax(node)) {
                note(name, at: Syntax(node))
            }
        }
        return .visitChildren
    }

    /// `f?(…)`, `f!(…)` and `(f)(…)` call `f`.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(chained.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return unwrapped(only.expression)
        }
        return expression
    }

    /// Whether the innermost binding of `name` seen from `node`, within the function around
    /// it, is a value: a parameter, a loop variable, an optional binding or a local constant or
    /// variable (not a closure written in place, not a nested function).
    private static func isBoundToValue(_ name: String, around node: Syntax) -> Bool {
        var child = node
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self), closureParameters(of: closure).contains(name) { return true }
            if let loop = scope.as(ForStmtSyntax.self), child.id == loop.body.id, boundNames(in: loop.pattern).contains(name) {
                return true
            }
            if let items = scope.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    if let binding = binding(of: name, in: item.item) { return binding }
                }
            }
            if let branch = scope.as(IfExprSyntax.self), child.id == branch.body.id,
                branch.conditions.contains(where: { optionalBinding(of: $0) == name })
            {
                return true
            }
            if let loop = scope.as(WhileStmtSyntax.self), child.id == loop.body.id,
                loop.conditions.contains(where: { optionalBinding(of: $0) == name })
            {
                return true
            }
            if let function = scope.as(FunctionDeclSyntax.self) {
                return parameterNames(function.signature.parameterClause).contains(name)
            }
            if let initializer = scope.as(InitializerDeclSyntax.self) {
                return parameterNames(initializer.signature.parameterClause).contains(name)
            }
            if scope.is(MemberBlockSyntax.self) || scope.is(SourceFileSyntax.self) { return false }
            child = scope
            current = scope.parent
        }
        return false
    }

    /// `true` for a local value named `name` that `item` declares, `false` for a nested
    /// function or a closure written in place, `nil` when it declares no such name. A `guard
    /// let` binds for the statements after it.
    private static func binding(of name: String, in item: CodeBlockItemSyntax.Item) -> Bool? {
        if let function = item.as(FunctionDeclSyntax.self), function.name.text == name { return false }
        if let variable = item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings where boundNames(in: binding.pattern).contains(name) {
                return binding.initializer?.value.is(ClosureExprSyntax.self) != true
            }
        }
        if let guarded = item.as(GuardStmtSyntax.self), guarded.conditions.contains(where: { optionalBinding(of: $0) == name }) {
            return true
        }
        return nil
    }

    private static func optionalBinding(of condition: ConditionElementSyntax) -> String? {
        guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self) else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    private static func boundNames(in pattern: PatternSyntax) -> Set<String> {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return tuple.elements.reduce(into: Set<String>()) { $0.formUnion(boundNames(in: $1.pattern)) }
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return boundNames(in: binding.pattern) }
        return []
    }

    private static func closureParameters(of closure: ClosureExprSyntax) -> Set<String> {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): Set(names.map(\.name.text))
        case .parameterClause(let clause): Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        case nil: []
        }
    }

    private static func parameterNames(_ clause: FunctionParameterClauseSyntax) -> Set<String> {
        Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
    }

    private func note(_ spelling: String, at node: Syntax) {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        found.append(FileFacts.Attribute(name: spelling, line: location.line, column: location.column))
    }
}
