import SwiftSyntax

/// The parameters and local names of the innermost function or initialiser around a node, as
/// the syntax declares them: what a value-substituting operator may put in another's place.
struct FunctionScope {
    struct Parameter {
        let name: String
        let type: TypeSyntax
    }

    let parameters: [Parameter]
    /// Names bound inside the body that stand for one element found or visited: loop variables
    /// and optional bindings (`guard let found = …`), not plain `let`/`var` values.
    let locals: Set<String>

    /// The scope around `node`; `nil` outside a function or initialiser, or inside a closure
    /// (whose own parameters the syntax may leave unnamed).
    static func around(_ node: some SyntaxProtocol) -> FunctionScope? {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) { return nil }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return FunctionScope(parameterClause: function.signature.parameterClause, body: function.body.map(Syntax.init))
            }
            if let initializer = parent.as(InitializerDeclSyntax.self) {
                return FunctionScope(parameterClause: initializer.signature.parameterClause, body: initializer.body.map(Syntax.init))
            }
            current = parent.parent
        }
        return nil
    }

    private init(parameterClause: FunctionParameterClauseSyntax, body: Syntax?) {
        parameters = parameterClause.parameters.compactMap { parameter in
            let name = (parameter.secondName ?? parameter.firstName).text
            return name == "_" ? nil : Parameter(name: name, type: parameter.type)
        }
        let finder = BoundNameFinder(viewMode: .sourceAccurate)
        if let body { finder.walk(body) }
        locals = finder.names
    }

    func parameter(named name: String) -> Parameter? { parameters.first { $0.name == name } }

    /// A type that is neither a number, text, truth value, collection, optional nor function:
    /// most likely an object, which `unowned` and a substituted object may stand for.
    static func isObjectLike(_ type: TypeSyntax) -> Bool {
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return isObjectLike(some.constraint) }
        guard let name = type.as(IdentifierTypeSyntax.self) else { return false }
        return !DefaultReturnValue.valueTypeNames.contains(name.name.text)
    }
}

private final class BoundNameFinder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self) { names.insert(name.identifier.text) }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self) { names.insert(name.identifier.text) }
        return .visitChildren
    }
}
