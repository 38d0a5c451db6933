/// The readers of each kind of declaration ``DeclarationScanner`` knows: scopes, functions,
/// properties, types, extensions, and anything else as a statement, word for word.
extension DeclarationScanner {
    mutating func scope(_ scope: Scope) -> Bool {
        while index < tokens.count {
            if isPunctuation(index, "}") { return scope.typeName != nil }
            guard item(in: scope) else { return false }
        }
        return scope.typeName == nil
    }

    mutating func item(in scope: Scope) -> Bool {
        let start = index
        var attributes: [String] = []
        while isPunctuation(index, "@"), index + 1 < tokens.count, tokens[index + 1].kind == .word {
            attributes.append(text(index + 1))
            index += 2
            if isPunctuation(index, "("), !tokens[index].spaceBefore {
                guard let close = closing(index, open: "(", close: ")") else { return false }
                index = close + 1
            }
        }
        var modifiers: [String] = []
        while index < tokens.count, isModifier(index) {
            var modifier = text(index)
            index += 1
            if isPunctuation(index, "("), !tokens[index].spaceBefore {
                guard let close = closing(index, open: "(", close: ")") else { return false }
                modifier += "(…)"
                index = close + 1
            }
            modifiers.append(modifier)
        }
        let lead = Lead(start: start, attributes: attributes, modifiers: modifiers)
        switch index < tokens.count && tokens[index].kind == .word ? text(index) : "" {
        case "func", "init", "deinit", "subscript": return function(lead, in: scope)
        case "var", "let": return property(lead, in: scope)
        case "extension": return extensionBody(lead)
        case let keyword where Self.typeKeywords.contains(keyword): return type(lead, in: scope)
        default:
            index = start
            return statement()
        }
    }

    mutating func function(_ lead: Lead, in scope: Scope) -> Bool {
        let keyword = text(index)
        let name = keyword == "func" && index + 1 < tokens.count && tokens[index + 1].kind == .word ? text(index + 1) : nil
        guard let open = bodyStart(from: index + 1), let close = closing(open, open: "{", close: "}") else { return false }
        let signature = words(lead.start..<open)
        let body = words(open..<(close + 1))
        let opaque = containsSome(lead.start..<open)
        if let name, scope.takesCandidates, lead.isPlain, !opaque {
            // Its body may change as any other: only the signature makes it another declaration.
            result.candidates.append(candidate(name, lead, scope, words: signature + [fold(open)], visible: signature))
        } else {
            result.code += signature + (!opaque && lead.keepsBodyPrivate ? [fold(open)] : body)
        }
        index = close + 1
        return true
    }

    mutating func property(_ lead: Lead, in scope: Scope) -> Bool {
        let keyword = text(index)
        let name = index + 1 < tokens.count && tokens[index + 1].kind == .word ? text(index + 1) : nil
        var (depth, position) = (0, index + 1)
        var (initialized, typed, several) = (false, false, false)
        var accessors: Int?
        while position < tokens.count {
            let (word, punctuation) = (text(position), tokens[position].kind == .punctuation)
            if depth == 0, position > index + 1, startsStatement(position) { break }
            if depth == 0, punctuation, word == "}" || word == ";" { break }
            // After `= value`, a brace opens observers only with `willSet` or `didSet` in it;
            // otherwise it is a closure, as the compiler reads it.
            let observers = position + 1 < tokens.count && ["willSet", "didSet"].contains(text(position + 1))
            if depth == 0, punctuation, word == "{", !initialized || observers {
                accessors = position
                break
            }
            depth += nesting(position)
            guard depth >= 0 else { return false }
            if depth == 0, punctuation {
                initialized = initialized || word == "="
                typed = typed || word == ":"
                several = several || word == ","
            }
            position += 1
        }
        guard depth == 0 else { return false }
        var end = position
        var computed = false
        if let open = accessors {
            guard let close = closing(open, open: "{", close: "}") else { return false }
            end = close + 1
            computed = !["willSet", "didSet"].contains(open + 1 < tokens.count ? text(open + 1) : "")
        }
        let signatureEnd = accessors ?? end
        let opaque = containsSome(lead.start..<signatureEnd)
        let whole = words(lead.start..<end), signature = words(lead.start..<signatureEnd)
        let global = scope.typeName == nil || lead.modifiers.contains("static")
        if scope.storesFields, !global, !computed, let type = scope.typeName {
            let plain = name != nil && lead.isPlain && lead.attributes.isEmpty && !opaque && accessors == nil && !several
            let change = DeclarationEdit.Change(name: SwiftName.plain(name ?? ""), isPrivate: lead.isPrivate, memberOf: type)
            result.fields[type, default: []].append(Field(change: change, words: whole, isPlain: plain))
            index = end
            return true
        }
        let takes =
            scope.takesCandidates && lead.isPlain && !opaque && lead.attributes.isEmpty
            && (computed ? keyword == "var" && typed : accessors == nil && !several && global)
        if let name, takes, computed, let open = accessors {
            result.candidates.append(candidate(name, lead, scope, words: signature + [fold(open)], visible: signature))
        } else if let name, takes {
            result.candidates.append(candidate(name, lead, scope, words: whole, visible: whole))
        } else if computed, !opaque, lead.keepsBodyPrivate, let open = accessors {
            result.code += signature + [fold(open)]
        } else {
            result.code += whole
        }
        index = end
        return true
    }

    mutating func type(_ lead: Lead, in scope: Scope) -> Bool {
        let keyword = text(index)
        guard index + 1 < tokens.count, tokens[index + 1].kind == .word,
            let open = bodyStart(from: index + 2), let close = closing(open, open: "{", close: "}")
        else { return false }
        let name = SwiftName.plain(text(index + 1))
        let finalClass = keyword == "class" && lead.modifiers.contains("final")
        let sealed = keyword == "struct" || keyword == "enum" || finalClass
        // Two types of one name: which one a field or an extension belongs to is not certain.
        guard result.sealedTypes[name] == nil else { return false }
        result.sealedTypes[name] = sealed
        if wholeTypes.contains(name), scope.takesCandidates, lead.isPlain, lead.attributes.isEmpty, innerAttributesArePlain(open..<close) {
            let whole = words(lead.start..<(close + 1))
            result.candidates.append(candidate(name, lead, scope, words: whole, visible: whole))
            index = close + 1
            return true
        }
        result.code += words(lead.start..<(open + 1))
        index = open + 1
        if keyword == "protocol" {
            // Requirements are read as they are: any change to one is a change to the code.
            result.code += words(index..<close)
            index = close
        } else {
            guard self.scope(.type(name: name, takesCandidates: sealed, storesFields: finalClass)) else { return false }
        }
        return closeScope()
    }

    mutating func extensionBody(_ lead: Lead) -> Bool {
        guard let open = bodyStart(from: index + 1) else { return false }
        // The extended type: the last name of the path after `extension`.
        var (position, name) = (index + 1, String?.none)
        while position < open, tokens[position].kind == .word {
            name = SwiftName.plain(text(position))
            guard isPunctuation(position + 1, ".") else { break }
            position += 2
        }
        guard let name else { return false }
        // `extension Name {` alone (no access level, conformance or constraint): holding only
        // candidates, it adds nothing of its own, and a new one is no change to the code.
        let plain = lead.attributes.isEmpty && lead.modifiers.isEmpty && position + 1 == open
        let header = words(lead.start..<(open + 1))
        let codeBefore = result.code.count
        index = open + 1
        guard scope(.type(name: name, takesCandidates: true, storesFields: false)) else { return false }
        guard isPunctuation(index, "}") else { return false }
        if plain, result.code.count == codeBefore {
            index += 1
            return true
        }
        result.code.insert(contentsOf: header, at: codeBefore)
        return closeScope()
    }

    /// Anything else (an enum case, a type alias, an import, `#if`, top-level code), word for
    /// word, up to the next line that does not continue it.
    mutating func statement() -> Bool {
        let start = index
        var depth = 0
        while index < tokens.count {
            let (word, punctuation) = (text(index), tokens[index].kind == .punctuation)
            if depth == 0, index > start, startsStatement(index) { break }
            if depth == 0, punctuation, word == "}" { break }
            depth += nesting(index)
            guard depth >= 0 else { return false }
            index += 1
            if depth == 0, punctuation, word == ";" { break }
        }
        guard depth == 0, index > start else { return false }
        result.code += words(start..<index)
        return true
    }

    mutating func closeScope() -> Bool {
        guard isPunctuation(index, "}") else { return false }
        result.code.append(word(index))
        index += 1
        return true
    }
}
