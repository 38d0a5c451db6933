import SwiftSyntax

/// One small change the mutation engine may make, as byte offsets in the file.
///
/// `edit…` is what a mutant replaces; `wrap…` is the whole expression or statement around it,
/// which a mutant schema compiles twice (as it is and as the mutant) and chooses between at
/// run time. `form` says how: `expression` (a conditional expression), `statement` (an `if`
/// statement), or `declaration` (no run-time choice is possible: one build per mutant).
struct MutationPoint: Encodable {
    let wrapStart: Int
    let wrapEnd: Int
    let editStart: Int
    let editEnd: Int
    let replacement: String
    let form: String
    let change: String
    let line: Int
    let column: Int
    /// What the mutant does, free of comments and layout: the change and the code it applies
    /// to, as tokens. Two files that differ only in comments and strings elsewhere give the
    /// same effects.
    let effect: String
}

/// The code of a node as its tokens, with every run of comments and whitespace between two
/// tokens shown as one space (or nothing where there was none).
func tokenText(_ node: some SyntaxProtocol) -> String {
    var text = ""
    var first = true
    for token in node.tokens(viewMode: .sourceAccurate) {
        if !first, !token.leadingTrivia.isEmpty || !(token.previousToken(viewMode: .sourceAccurate)?.trailingTrivia.isEmpty ?? true) {
            text += " "
        }
        text += token.text
        first = false
    }
    return text
}
