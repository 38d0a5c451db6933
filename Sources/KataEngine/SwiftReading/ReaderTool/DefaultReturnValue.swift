import SwiftSyntax

/// A function or computed property returns the plainest value of its type instead of what it
/// computed (PIT's return-value operators): `true` or `false`, `0`, `""`, `[]`, `[:]`, `nil`.
/// A literal that is returned as it stands is left to the literal operators.
final class DefaultReturnValue: MutationVisitor {
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.signature.returnClause?.type, let body = node.body { mutate(ReturnedValues.of(body.statements), type: type) }
        return .visitChildren
    }

    /// A computed property (`var x: T { … }` or its `get`).
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.typeAnnotation?.type, let body = ReturnedValues.getter(of: node) { mutate(ReturnedValues.of(body), type: type) }
        return .visitChildren
    }

    /// Types the syntax alone tells are values, not objects.
    static let valueTypeNames: Set<String> = [
        "Bool", "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Decimal", "UUID", "Date", "Array", "Dictionary", "Set", "Optional", "Result", "Void",
    ]

    /// The plainest values of `type`, or none when the syntax does not say enough.
    static func defaults(of type: TypeSyntax) -> [String] {
        if type.is(OptionalTypeSyntax.self) { return ["nil"] }
        if type.is(ArrayTypeSyntax.self) { return ["[]"] }
        if type.is(DictionaryTypeSyntax.self) { return ["[:]"] }
        guard let name = type.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil else { return [] }
        switch name.name.text {
        case "Bool": return ["true", "false"]
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Decimal":
            return ["0"]
        case "String": return ["\"\""]
        default: return []
        }
    }

    private func mutate(_ returned: [ExprSyntax], type: TypeSyntax) {
        for value in returned where !Self.isLiteral(value) {
            for replacement in Self.defaults(of: type) {
                replace(value, in: value, with: replacement, change: "return \(replacement)")
            }
        }
    }

    static func isLiteral(_ expression: ExprSyntax) -> Bool {
        expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(FloatLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
            || expression.is(NilLiteralExprSyntax.self) || expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self)
    }
}
