import Foundation

/// One public member of kata 11's kept mediator as the variants build's facade forwards it
/// (``TrialVariants``): the facade's member, written with the kept signature and a body that
/// calls the chosen variant, and the requirement the variants meet. Read from the parser's
/// tokens (``DeclarationOutline``); a member it cannot forward makes ``all(of:in:)`` `nil`.
struct ForwardedMember {
    enum Kind {
        case function(name: String, effects: String)
        case initialiser
        case property(name: String, settable: Bool)
    }

    let kind: Kind
    /// The signature as the kept file writes it, up to its body.
    let signature: String
    /// The requirement of the bodies' protocol (no access, no defaults); `nil` for an initialiser.
    let requirement: String?
    /// The parameter list without default values (`_ colleague: Colleague`) and the call's
    /// arguments (`colleague`).
    let parameters: String
    let arguments: String

    /// The facade's member: an initialiser asks `factory` for the body; the rest call `body`,
    /// each call counted by the facade's `depth` method (``TrialVariants/depthGuard(named:)``: a
    /// recursion without end through one mediator stops with a crash report of its own), but an
    /// `async` one, which a synchronous count cannot wrap.
    func facade(body: String, factory: String, depth: String) -> String {
        switch kind {
        case .initialiser: return "\(signature) { \(body) = \(factory)(\(arguments)) }"
        case .function(let name, let effects) where effects.contains("await"):
            return "\(signature) { \(effects)\(body).\(name)(\(arguments)) }"
        case .function(let name, let effects):
            return "\(signature) { \(effects)\(depth) { \(effects)\(body).\(name)(\(arguments)) } }"
        case .property(let name, false): return "\(signature) { \(depth) { \(body).\(name) } }"
        case .property(let name, true):
            return "\(signature) { get { \(depth) { \(body).\(name) } } set { \(depth) { \(body).\(name) = newValue } } }"
        }
    }

    /// Every public member of `type`, or `nil` when one cannot be forwarded (static, a
    /// subscript, a nested type, a failable or generic initialiser, variadic or rethrowing).
    static func all(of type: DeclarationOutline.Declaration, in outline: DeclarationOutline) -> [ForwardedMember]? {
        var members: [ForwardedMember] = []
        for member in outline.members(of: type) where member.isPublic {
            guard !member.modifiers.contains("static"), !member.modifiers.contains("class") else { return nil }
            switch member.keyword {
            case "func", "init":
                guard let forwarded = callable(member, in: outline) else { return nil }
                members.append(forwarded)
            case "var", "let":
                guard let forwarded = property(member, in: outline) else { return nil }
                members.append(forwarded)
            default: return nil
            }
        }
        return members
    }

    private static let droppedModifiers: Set<String> = ["public", "open", "final", "override", "package"]

    private static func callable(_ member: DeclarationOutline.Declaration, in outline: DeclarationOutline) -> ForwardedMember? {
        guard let open = member.bodyOpen else { return nil }
        let isInit = member.keyword == "init"
        let afterName = isInit ? member.keywordIndex + 1 : (member.nameIndex ?? member.keywordIndex) + 1
        // A generic, failable or operator member is not forwarded.
        guard outline.isPunctuation(afterName, "("), let close = outline.closing[afterName] else { return nil }
        let words = (close + 1..<open).map(outline.text)
        guard !words.contains("rethrows"), !words.contains("where") else { return nil }
        guard let list = parameterList(open: afterName, close: close, in: outline) else { return nil }
        let signature = outline.source(from: member.first, to: open).trimmingCharacters(in: .whitespacesAndNewlines)
        if isInit {
            return ForwardedMember(
                kind: .initialiser, signature: signature, requirement: nil, parameters: list.parameters, arguments: list.arguments)
        }
        let effects = (words.contains("throws") ? "try " : "") + (words.contains("async") ? "await " : "")
        var requirement = ""
        var index = member.first
        while index < open {
            if index < member.keywordIndex && droppedModifiers.contains(outline.text(index)) {
                index += 1
                continue
            }
            if index == afterName {
                requirement += "(" + list.parameters + ")"
                index = close + 1
                continue
            }
            requirement += outline.source(from: index, to: index + 1)
            index += 1
        }
        return ForwardedMember(
            kind: .function(name: member.name, effects: effects), signature: signature,
            requirement: requirement.trimmingCharacters(in: .whitespacesAndNewlines), parameters: list.parameters, arguments: list.arguments
        )
    }

    /// `(label name: Type = default, …)` between the parentheses at `open` and `close`: the list
    /// without defaults and the arguments that pass each parameter on, or `nil` for a variadic one.
    private static func parameterList(open: Int, close: Int, in outline: DeclarationOutline) -> (parameters: String, arguments: String)? {
        var parameters: [String] = [], arguments: [String] = []
        var start = open + 1
        while start < close {
            var end = start
            while end < close && !outline.isPunctuation(end, ",") {
                if let nested = outline.closing[end], outline.isPunctuation(end, "(") || outline.isPunctuation(end, "[") {
                    end = nested + 1
                } else {
                    end += 1
                }
            }
            let tokens = Array(start..<end)
            guard let colon = tokens.first(where: { outline.isPunctuation($0, ":") }), colon > start else { return nil }
            let names = (start..<colon).map(outline.text)
            let label = names[0], name = names.count > 1 ? names[1] : names[0]
            let defaultStart = tokens.first { $0 > colon && outline.isPunctuation($0, "=") } ?? end
            let type = (colon + 1..<defaultStart).map(outline.text)
            guard !type.contains("..."), !type.contains("inout") else { return nil }
            parameters.append(outline.source(from: start, to: defaultStart).trimmingCharacters(in: .whitespacesAndNewlines))
            arguments.append(label == "_" ? name : "\(label): \(name)")
            start = end + 1
        }
        return (parameters.joined(separator: ", "), arguments.joined(separator: ", "))
    }

    private static func property(_ member: DeclarationOutline.Declaration, in outline: DeclarationOutline) -> ForwardedMember? {
        guard let nameIndex = member.nameIndex, outline.isPunctuation(nameIndex + 1, ":") else { return nil }
        // The type runs to the body, the initial value or the next declaration.
        var end = nameIndex + 2
        while end < outline.facts.tokens.count, end != member.bodyOpen, !outline.isPunctuation(end, "="),
            !outline.isPunctuation(end, "}"), !outline.declarationStarts.contains(outline.facts.tokens[end].start)
        {
            end = outline.closing[end].map { $0 + 1 } ?? end + 1
        }
        let type = outline.source(from: nameIndex + 2, to: end).trimmingCharacters(in: .whitespacesAndNewlines)
        let setterLimited = member.modifiers.contains { $0.hasSuffix("(set)") }
        let settable: Bool
        if member.keyword == "let" || setterLimited {
            settable = false
        } else if let open = member.bodyOpen, let close = member.bodyClose {
            settable = (open + 1..<close).contains { ["set", "_modify"].contains(outline.text($0)) }
        } else {
            settable = true
        }
        let access = member.modifiers.contains("open") ? "open" : "public"
        return ForwardedMember(
            kind: .property(name: member.name, settable: settable), signature: "\(access) var \(member.name): \(type)",
            requirement: "var \(member.name): \(type) { get\(settable ? " set" : "") }", parameters: "", arguments: "")
    }
}
