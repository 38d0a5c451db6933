import Foundation

/// A design kata's rules decided by Swift's parser on the learner's files, never by a text
/// pattern: kata 07's screens may show a change only on themselves. A mediator that is only a
/// directory of the screens (`mediator.detail?.show(…)`) or a table of peers of the screens' own
/// passes every check of what screens store, and keeps every screen knowing every other one:
/// who calls `show` on whom is what tells them apart.
struct SourceRuleCheck {
    let reader: SwiftReader

    /// A failing design check per rule a file breaks (each with every place, up to a few).
    func failures(of rules: [KataInfo.SourceRule], in folder: URL) -> [KataCheckResult.Test] {
        rules.compactMap { rule in
            let issues = rule.files.flatMap { file -> [KataCheckResult.Issue] in
                guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path),
                    let facts = try? reader.read(source: String(decoding: data, as: UTF8.self))
                else { return [] }
                return Self.uses(of: Set(rule.onlyOnSelf), in: facts, source: data).map { use in
                    KataCheckResult.Issue(
                        file: file, line: use.line, expectation: nil,
                        comments: [
                            "\(URL(fileURLWithPath: file).lastPathComponent):\(use.line) uses \(use.member) on \(use.base), not on self: \(rule.why)"
                        ])
                }
            }
            guard !issues.isEmpty else { return nil }
            return KataCheckResult.Test(name: rule.test, displayName: rule.test, line: 0, status: .failed, issues: Array(issues.prefix(5)))
        }
    }

    /// Every `base.member` among `members` whose base is not `self`, by the parser's tokens:
    /// `detail?.show`, `peer.screen.show`, `$0.show`; a declaration (`func show`) or a call on
    /// the screen itself (`show(…)`, `self.show(…)`) is none.
    static func uses(of members: Set<String>, in facts: SwiftFileFacts, source: Data) -> [(member: String, base: String, line: Int)] {
        let tokens = facts.tokens
        return facts.identifiers(in: source).compactMap { member, line, index in
            guard index >= 2, tokens[index - 1].kind == "period", members.contains(member) else { return nil }
            var start = index - 2
            while start > 0, ["postfixQuestionMark", "exclamationMark", "rightParen", "rightSquare"].contains(tokens[start].kind) {
                start -= 1
            }
            let base = tokens[start].text(in: source)
            guard base != "self" else { return nil }
            return (member, base.isEmpty ? "another object" : base, line)
        }
    }
}
