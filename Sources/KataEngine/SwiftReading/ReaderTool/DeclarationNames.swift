import SwiftSyntax

/// The names of the types a file declares, at any depth (inside bodies too).
final class TypeNameFinder: SyntaxVisitor {
    var names: Set<String> = []

    static func names(in tree: SourceFileSyntax) -> Set<String> {
        let finder = TypeNameFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.names
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name) }

    private func note(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        names.insert(ScanWord.name(of: name) ?? name.text)
        return .visitChildren
    }
}

/// The names of the attributes written inside a node (`@main`, `@escaping` …).
final class AttributeNameFinder: SyntaxVisitor {
    var names: Set<String> = []

    static func names(in node: some SyntaxProtocol) -> Set<String> {
        let finder = AttributeNameFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.names
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.attributeName.tokens(viewMode: .sourceAccurate).map { $0.identifier?.name ?? $0.text }.joined())
        return .visitChildren
    }
}
