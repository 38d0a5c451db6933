import Foundation

/// A design kata's rules decided by Swift's parser on the learner's files, never by a text
/// pattern: kata 07's screens may show a change only on themselves, and use any other member
/// they declare only on themselves or on what they store (their mediator). A mediator that is
/// only a directory of the screens (`mediator.detail?.show(…)`) or a table of peers of the
/// screens' own (`peer.display(…)`, however renamed) passes every check of what screens store,
/// and keeps every screen knowing every other one: who calls what on whom tells them apart.
struct SourceRuleCheck {
    let reader: SwiftReader

    /// A failing design check per rule a file breaks (each with every place, up to a few).
    func failures(of rules: [KataInfo.SourceRule], in folder: URL) -> [KataCheckResult.Test] {
        rules.compactMap { rule in
            let issues = rule.files.flatMap { file -> [KataCheckResult.Issue] in
                guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path),
                    let facts = try? reader.read(source: String(decoding: data, as: UTF8.self))
                else { return [] }
                let name = URL(fileURLWithPath: file).lastPathComponent
                let onlyOnSelf = Set(rule.onlyOnSelf)
                let declared = Self.declarations(in: facts, source: data)
                let strict = Self.uses(of: onlyOnSelf, in: facts, source: data).map { use in
                    (use.line, "\(name):\(use.line) uses \(use.member) on \(use.base), not on self: \(rule.why)")
                }
                let allowed = declared.properties.union(["self", "Self"])
                let others = Self.uses(of: declared.members.subtracting(onlyOnSelf), in: facts, source: data, allowing: allowed).map {
                    use in
                    (
                        use.line,
                        "\(name):\(use.line) uses \(use.member), which the screens declare, on \(use.base), neither self nor what a screen stores: \(rule.why)"
                    )
                }
                return (strict + others).sorted { $0.0 < $1.0 }.map { line, text in
                    KataCheckResult.Issue(file: file, line: line, expectation: nil, comments: [text])
                }
            }
            guard !issues.isEmpty else { return nil }
            return KataCheckResult.Test(name: rule.test, displayName: rule.test, line: 0, status: .failed, issues: Array(issues.prefix(5)))
        }
    }

    /// Every `base.member` among `members` whose base is not among `allowed`, by the parser's
    /// tokens: `detail?.show`, `peer.screen.show`, `$0.show`; a declaration (`func show`) or a
    /// call on the screen itself (`show(…)`, `self.show(…)`) is none.
    static func uses(of members: Set<String>, in facts: SwiftFileFacts, source: Data, allowing allowed: Set<String> = ["self"])
        -> [(member: String, base: String, line: Int)]
    {
        let tokens = facts.tokens
        return facts.identifiers(in: source).compactMap { member, line, index in
            guard index >= 2, tokens[index - 1].kind == "period", members.contains(member) else { return nil }
            var start = index - 2
            while start > 0, ["postfixQuestionMark", "exclamationMark", "rightParen", "rightSquare"].contains(tokens[start].kind) {
                start -= 1
            }
            let base = tokens[start].text(in: source)
            guard !allowed.contains(base) else { return nil }
            return (member, base.isEmpty ? "another object" : base, line)
        }
    }

    /// The names the file's types declare as members (`func display`, `var board`), and among
    /// them their properties (`var`, `let`): a table of peers renamed (`peer.display(…)`) still
    /// calls a screen's own member on another screen, whatever its name.
    static func declarations(in facts: SwiftFileFacts, source: Data) -> (members: Set<String>, properties: Set<String>) {
        let tokens = facts.tokens
        var members = Set<String>(), properties = Set<String>()
        for declaration in facts.declarations where declaration.scope == .type {
            guard var index = tokens.firstIndex(where: { $0.start >= declaration.offset }) else { continue }
            // Past attributes and modifiers to the declaration's keyword; its name follows.
            while index < tokens.count, !(tokens[index].kind == "keyword" && Self.introducers.contains(tokens[index].text(in: source))) {
                index += 1
            }
            guard index + 1 < tokens.count, tokens[index + 1].kind == "identifier" else { continue }
            let (keyword, name) = (tokens[index].text(in: source), tokens[index + 1].text(in: source))
            guard keyword == "func" || keyword == "var" || keyword == "let" else { continue }
            members.insert(name)
            if keyword != "func" { properties.insert(name) }
        }
        return (members, properties)
    }

    /// The keywords a member declaration starts with once its attributes and modifiers are read.
    private static let introducers: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "class", "struct", "enum",
        "protocol", "actor", "extension", "macro",
    ]
}
