/// A kept mutant of kata 11 (a whole file, `.meta/Mutants` or `.meta/Pool`) as one change a
/// schema can switch on at run time: when it differs from the kept mediator inside one
/// function's, initialiser's or accessor's body only, that body is swapped whole, so the mutant
/// costs a test run, not a build. Decided on the parser's tokens and declarations (comments and
/// layout are no difference); anything else (storage, two bodies, a new type) is `nil`: a build
/// of its own.
enum BodySwap {
    /// The change that turns `kept` into `variant`, as a statement-form mutation point over
    /// `kept`'s bytes, or `nil` when no single body holds every difference (or none differs).
    static func point(kept: String, keptFacts: SwiftFileFacts, variant: String, variantFacts: SwiftFileFacts) -> SwiftMutationPoint? {
        let keptBytes = Array(kept.utf8), variantBytes = Array(variant.utf8)
        let keptTokens = keptFacts.tokens, variantTokens = variantFacts.tokens
        func text(_ token: SwiftToken, in bytes: [UInt8]) -> ArraySlice<UInt8> { bytes[token.start..<token.end] }
        func same(_ keptIndex: Int, _ variantIndex: Int) -> Bool {
            text(keptTokens[keptIndex], in: keptBytes) == text(variantTokens[variantIndex], in: variantBytes)
        }
        let shorter = min(keptTokens.count, variantTokens.count)
        var prefix = 0
        while prefix < shorter && same(prefix, prefix) { prefix += 1 }
        guard prefix < keptTokens.count || prefix < variantTokens.count else { return nil }
        var suffix = 0
        while suffix < shorter - prefix && same(keptTokens.count - 1 - suffix, variantTokens.count - 1 - suffix) { suffix += 1 }
        let firstKeptAfter = keptTokens.count - suffix
        let matches = closingBraces(keptTokens, bytes: keptBytes)
        // The innermost body around every difference: its `{` in the common prefix, its `}` in the common suffix.
        for open in stride(from: prefix - 1, through: 0, by: -1) {
            guard let close = matches[open], close >= firstKeptAfter else { continue }
            guard isDeclarationBody(open: open, tokens: keptTokens, bytes: keptBytes, declarations: keptFacts.declarations) else {
                continue
            }
            let variantClose = close - keptTokens.count + variantTokens.count
            // The variant's braces must pair the same way: a difference that closes this body and
            // opens a new declaration (a helper added after it) is no swap of one body.
            guard variantClose > open, variantClose < variantTokens.count,
                text(variantTokens[variantClose], in: variantBytes) == [UInt8(ascii: "}")],
                closingBraces(variantTokens, bytes: variantBytes)[open] == variantClose
            else { return nil }
            let start = keptTokens[open].end, end = keptTokens[close].start
            let replacement = String(decoding: variantBytes[variantTokens[open].end..<variantTokens[variantClose].start], as: UTF8.self)
            let site = SwiftMutationPoint.Site(wrapStart: start, wrapEnd: end, editStart: start, editEnd: end, replacement: replacement)
            return SwiftMutationPoint(
                sites: [site], form: .statement, change: "swap a body", line: keptTokens[open].line, column: 0,
                effect: "", inline: false, context: "", extended: false)
        }
        return nil
    }

    /// For each `{` token, the index of its `}`.
    private static func closingBraces(_ tokens: [SwiftToken], bytes: [UInt8]) -> [Int: Int] {
        var open: [Int] = [], matches: [Int: Int] = [:]
        for (index, token) in tokens.enumerated() where token.end == token.start + 1 {
            switch bytes[token.start] {
            case UInt8(ascii: "{"): open.append(index)
            case UInt8(ascii: "}"): if let start = open.popLast() { matches[start] = index }
            default: break
            }
        }
        return matches
    }

    /// The keywords that introduce a declaration whose `{` opens a body of statements.
    private static let bodyKeywords: Set<String> = ["func", "init", "deinit", "var", "subscript"]

    /// Whether the `{` at `open` opens the body of the declaration that starts last before it
    /// (a function, initialiser or computed property): no other `{` or `}` lies between that
    /// declaration's keyword and this brace (nor, after `var`, an `=`: a stored closure).
    private static func isDeclarationBody(open: Int, tokens: [SwiftToken], bytes: [UInt8], declarations: [SwiftDeclarationStart]) -> Bool {
        let brace = tokens[open].start
        guard
            let declaration = declarations.filter({ ($0.scope == .type || $0.scope == .file) && $0.offset < brace }).max(by: {
                $0.offset < $1.offset
            })
        else { return false }
        let header = tokens[..<open].filter { $0.start >= declaration.offset }
        guard let keyword = header.first(where: { bodyKeywords.contains(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) })
        else { return false }
        let stored = bytes[keyword.start] == UInt8(ascii: "v")
        let ends: [UInt8] = stored ? [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "=")] : [UInt8(ascii: "{"), UInt8(ascii: "}")]
        return !header.contains { token in
            token.start > keyword.start && token.end == token.start + 1 && ends.contains(bytes[token.start])
        }
    }
}
