import SwiftSyntax

/// A function or computed property of a number type returns one more, or one less, than it
/// computed: a count or a price off by one.
final class ReturnOffByOne: MutationVisitor {
    static let numberTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Decimal",
    ]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.signature.returnClause?.type, let body = node.body { mutate(ReturnedValues.of(body.statements), type: type) }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.typeAnnotation?.type, let body = ReturnedValues.getter(of: node) { mutate(ReturnedValues.of(body), type: type) }
        return .visitChildren
    }

    private func mutate(_ values: [ExprSyntax], type: TypeSyntax) {
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text, Self.numberTypes.contains(name) else { return }
        for value in values where !DefaultReturnValue.isLiteral(value) {
            for (change, operation) in [("return one more", "+"), ("return one less", "-")] {
                replace(value, in: value, with: "(\(value.trimmedDescription)) \(operation) 1", change: change)
            }
        }
    }
}
