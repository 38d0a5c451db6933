import SwiftParser
import SwiftSyntax

/// Reads one parsed file into a ``DeclarationScan``, declaration by declaration as the parser
/// sees them: functions, properties, types and extensions, each where it stands (``Scope``);
/// anything else (an enum case, an import, a type alias, top-level code, whatever is inside
/// `#if`) is code, word for word, with bodies behind written signatures folded.
struct DeclarationScanner {
    /// Attributes a new type may hold inside without anything outside noticing.
    static let innerAttributes: Set<String> = ["discardableResult", "escaping", "autoclosure", "Sendable", "MainActor", "unknown"]

    /// Types declared in only one of the two texts compared, taken as candidates whole.
    let wholeTypes: Set<String>
    let separators: [SyntaxIdentifier: Character]
    var scan = DeclarationScan()
    private var code: [ScanWord] = []

    /// The scans of `old` and `new`, each reading the types only one of them declares whole.
    static func compare(old: SourceFileSyntax, new: SourceFileSyntax) -> (old: DeclarationScan, new: DeclarationScan) {
        let wholeTypes = TypeNameFinder.names(in: old).symmetricDifference(TypeNameFinder.names(in: new))
        return (read(old, wholeTypes: wholeTypes), read(new, wholeTypes: wholeTypes))
    }

    static func read(_ tree: SourceFileSyntax, wholeTypes: Set<String>) -> DeclarationScan {
        var scanner = DeclarationScanner(wholeTypes: wholeTypes, separators: ScanWord.separators(in: tree))
        guard !tree.hasError else {
            scanner.scan.readable = false
            return scanner.scan
        }
        scanner.statements(tree.statements, in: .file)
        scanner.scan.code = scanner.code.map(\.word)
        scanner.scan.codeNames = scanner.code.compactMap(\.name)
        return scanner.scan
    }

    mutating func statements(_ items: CodeBlockItemListSyntax, in scope: Scope) {
        for item in items {
            if case .decl(let declaration) = item.item { self.declaration(declaration, in: scope) } else { code += words(item.item) }
            if let semicolon = item.semicolon { code.append(word(semicolon)) }
        }
    }

    mutating func members(_ items: MemberBlockItemListSyntax, in scope: Scope) {
        for item in items {
            declaration(item.decl, in: scope)
            if let semicolon = item.semicolon { code.append(word(semicolon)) }
        }
    }

    mutating func declaration(_ declaration: DeclSyntax, in scope: Scope) {
        let lead = DeclarationLead(declaration)
        if let function = declaration.as(FunctionDeclSyntax.self) {
            // An operator (`static func +`) has no name a candidate could be found by.
            var name: String?
            if case .identifier = function.name.tokenKind { name = ScanWord.name(of: function.name) }
            self.function(declaration, name: name, body: function.body.map(Syntax.init), lead: lead, in: scope)
        } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
            function(declaration, name: nil, body: initializer.body.map(Syntax.init), lead: lead, in: scope)
        } else if let deinitializer = declaration.as(DeinitializerDeclSyntax.self) {
            function(declaration, name: nil, body: deinitializer.body.map(Syntax.init), lead: lead, in: scope)
        } else if let subscriptDecl = declaration.as(SubscriptDeclSyntax.self) {
            function(declaration, name: nil, body: subscriptDecl.accessorBlock.map(Syntax.init), lead: lead, in: scope)
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            property(variable, lead: lead, in: scope)
        } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            extensionBody(extensionDecl, lead: lead, in: scope)
        } else if let group = declaration.asProtocol(DeclGroupSyntax.self), let named = declaration.asProtocol(NamedDeclSyntax.self) {
            type(declaration, group: group, name: ScanWord.name(of: named.name) ?? named.name.text, lead: lead, in: scope)
        } else if let conditional = declaration.as(IfConfigDeclSyntax.self) {
            ifConfig(conditional, in: scope)
        } else {
            code += words(declaration)
        }
    }

    /// A function, initialiser or subscript: a candidate when plain and named, else code
    /// whose body is folded unless other files may inline it or infer a type from it.
    mutating func function(_ declaration: DeclSyntax, name: String?, body: Syntax?, lead: DeclarationLead, in scope: Scope) {
        guard let body, body.firstToken(viewMode: .sourceAccurate) != nil else {
            code += words(declaration)
            return
        }
        let signature = words(of: declaration, before: body)
        let opaque = Self.isOpaque(signature.tokens)
        if let name, scope.takesCandidates, lead.isPlain, !opaque {
            // Its body may change as any other: only the signature makes it another declaration.
            addCandidate(name, lead, scope, words: signature.words + folded(body), visible: signature.words, isFunction: true)
        } else {
            code += signature.words + (!opaque && lead.keepsBodyPrivate ? folded(body) : words(body))
        }
    }

    mutating func property(_ variable: VariableDeclSyntax, lead: DeclarationLead, in scope: Scope) {
        let bindings = Array(variable.bindings)
        let name = bindings.first?.pattern.as(IdentifierPatternSyntax.self).flatMap { ScanWord.name(of: $0.identifier) }
        let several = bindings.count > 1
        let typed = bindings.contains { $0.typeAnnotation != nil }
        let accessors = bindings.last?.accessorBlock
        let computed = accessors.map(Self.isComputed) ?? false
        let whole = words(variable)
        let signature =
            accessors.map { words(of: DeclSyntax(variable), before: Syntax($0)) }
            ?? (words: whole, tokens: Array(variable.tokens(viewMode: .sourceAccurate)))
        let opaque = Self.isOpaque(signature.tokens)
        if !computed, bindings.contains(where: { $0.typeAnnotation == nil }) { scan.infersStoredTypes = true }
        let global = scope.typeName == nil || lead.modifiers.contains("static")
        if scope.storesFields, !global, !computed, let type = scope.typeName {
            let plain = name != nil && lead.isPlain && lead.attributes.isEmpty && !opaque && accessors == nil && !several
            scan.fields[type, default: []].append(
                .init(
                    name: name ?? "", isPrivate: scope.hides(lead), memberOf: type, words: whole.map(\.word),
                    names: whole.compactMap(\.name),
                    isPlain: plain))
            return
        }
        let takes =
            scope.takesCandidates && lead.isPlain && !opaque && lead.attributes.isEmpty
            && (computed ? variable.bindingSpecifier.text == "var" && typed : accessors == nil && !several && global)
        if let name, takes, computed, let accessors {
            addCandidate(
                name, lead, scope, words: signature.words + folded(Syntax(accessors)), visible: signature.words)
        } else if let name, takes {
            addCandidate(name, lead, scope, words: whole, visible: whole)
        } else if computed, !opaque, lead.keepsBodyPrivate, let accessors {
            code += signature.words + folded(Syntax(accessors))
        } else {
            code += whole
        }
    }

    mutating func type(_ declaration: DeclSyntax, group: some DeclGroupSyntax, name: String, lead: DeclarationLead, in scope: Scope) {
        let isClass = declaration.is(ClassDeclSyntax.self)
        let finalClass = isClass && lead.modifiers.contains("final")
        let sealed = declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) || finalClass
        let body = scope.body(of: name, lead: lead, sealed: sealed, finalClass: finalClass)
        // Two types of one name (in two `#if` clauses): which one a member belongs to is not certain.
        guard let qualified = body.typeName, scan.sealedTypes[qualified] == nil else { return scan.readable = false }
        scan.sealedTypes[qualified] = sealed
        if wholeTypes.contains(name), scope.takesCandidates, lead.isPlain, lead.attributes.isEmpty,
            AttributeNameFinder.names(in: group.memberBlock).isSubset(of: Self.innerAttributes)
        {
            let whole = words(declaration)
            return addCandidate(name, lead, scope, words: whole, visible: whole)
        }
        code += words(of: declaration, before: Syntax(group.memberBlock)).words + [word(group.memberBlock.leftBrace)]
        if declaration.is(ProtocolDeclSyntax.self) {
            // Requirements are read as they are: any change to one is a change to the code.
            code += words(group.memberBlock.members)
        } else {
            members(group.memberBlock.members, in: body)
        }
        code.append(word(group.memberBlock.rightBrace))
    }

    mutating func extensionBody(_ extensionDecl: ExtensionDeclSyntax, lead: DeclarationLead, in scope: Scope) {
        // The extended type as written, its path's names without backticks: a member is
        // confined to its type only where that names a type this file declares.
        let extended = extensionDecl.extendedType
        guard extended.is(IdentifierTypeSyntax.self) || extended.is(MemberTypeSyntax.self) else { return scan.readable = false }
        let path = extended.tokens(viewMode: .sourceAccurate).map { ScanWord.name(of: $0) ?? $0.text }.joined()
        // `extension Name {` alone (no access level, conformance, constraint or generic
        // argument): holding only candidates, it adds nothing of its own, and a new one is no
        // change to the code.
        let simplePath = extended.tokens(viewMode: .sourceAccurate).allSatisfy { $0.tokenKind == .period || ScanWord.name(of: $0) != nil }
        let plain =
            lead.attributes.isEmpty && lead.modifiers.isEmpty && extensionDecl.inheritanceClause == nil
            && extensionDecl.genericWhereClause == nil && simplePath
        let header =
            words(of: DeclSyntax(extensionDecl), before: Syntax(extensionDecl.memberBlock)).words
            + [word(extensionDecl.memberBlock.leftBrace)]
        let codeBefore = code.count
        members(extensionDecl.memberBlock.members, in: Scope(typeName: path, isPrivate: lead.isPrivate, conditional: scope.conditional))
        if plain, code.count == codeBefore { return }
        code.insert(contentsOf: header, at: codeBefore)
        code.append(word(extensionDecl.memberBlock.rightBrace))
    }

    /// `#if`: its conditions are code, and so are the declarations in its clauses (bodies
    /// behind written signatures folded): a declaration moved from one clause to another,
    /// or out of the `#if`, changes the code.
    mutating func ifConfig(_ conditional: IfConfigDeclSyntax, in outer: Scope) {
        var scope = outer
        scope.conditional = true
        for clause in conditional.clauses {
            code.append(word(clause.poundKeyword))
            if let condition = clause.condition { code += words(condition) }
            switch clause.elements {
            case .statements(let items): statements(items, in: scope)
            case .decls(let items): members(items, in: scope)
            case .some(let other): code += words(other)
            case .none: break
            }
        }
        code.append(word(conditional.poundEndif))
    }

    mutating func addCandidate(
        _ name: String, _ lead: DeclarationLead, _ scope: Scope, words: [ScanWord], visible: [ScanWord], isFunction: Bool = false
    ) {
        scan.candidates.append(
            .init(
                name: name, isPrivate: scope.hides(lead), memberOf: scope.typeName, words: [scope.place] + words.map(\.word),
                visible: visible.compactMap(\.name), isFunction: isFunction))
    }

    /// A body as other files may depend on it: a function's, or a getter written alone, is one
    /// fold mark; a block of accessors keeps each accessor's kind, modifiers and effects (`get
    /// throws`, `nonmutating set`, `_modify`: what callers compile against) and folds only its
    /// body, and one with an attribute (`@_transparent get`, whose body other files copy) is kept
    /// whole.
    func folded(_ body: Syntax) -> [ScanWord] {
        guard let block = body.as(AccessorBlockSyntax.self), case .accessors(let list) = block.accessors else {
            return body.firstToken(viewMode: .sourceAccurate).map { [ScanWord(foldOf: word($0))] } ?? []
        }
        var folded = [word(block.leftBrace)]
        for accessor in list {
            guard accessor.attributes.isEmpty, let accessorBody = accessor.body else {
                folded += words(accessor)
                continue
            }
            folded += words(of: DeclSyntax(accessor), before: Syntax(accessorBody)).words + [ScanWord(foldOf: word(accessorBody.leftBrace))]
        }
        return folded + [word(block.rightBrace)]
    }

    func word(_ token: TokenSyntax) -> ScanWord { ScanWord(token, separator: separators[token.id] ?? "s") }

    func words(_ node: some SyntaxProtocol) -> [ScanWord] { node.tokens(viewMode: .sourceAccurate).map(word) }

    /// The words of `declaration` before `part` (a body or accessor block), and their tokens.
    func words(of declaration: DeclSyntax, before part: Syntax) -> (words: [ScanWord], tokens: [TokenSyntax]) {
        let start = part.positionAfterSkippingLeadingTrivia
        let tokens = declaration.tokens(viewMode: .sourceAccurate).prefix { $0.positionAfterSkippingLeadingTrivia < start }
        return (tokens.map(word), Array(tokens))
    }

    static func isOpaque(_ tokens: [TokenSyntax]) -> Bool { tokens.contains { $0.tokenKind == .keyword(.some) } }

    /// Accessors other than `willSet` and `didSet` (a getter shorthand too): the property is computed.
    static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return true }
        return list.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
}
