import SwiftSyntax

/// One `case` of a `switch` that has a `default` is removed: its values take the default's
/// path, as when a case is forgotten.
final class CaseFallsToDefault: MutationVisitor {
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard cases.count == node.cases.count, cases.contains(where: { $0.label.is(SwitchDefaultLabelSyntax.self) }) else {
            return .visitChildren
        }
        let wrap = node.parent?.is(ExpressionStmtSyntax.self) == true ? Syntax(node.parent ?? Syntax(node)) : Syntax(node)
        for switchCase in cases where switchCase.label.is(SwitchCaseLabelSyntax.self) {
            add(
                wrap: wrap, edit: switchCase.positionAfterSkippingLeadingTrivia, switchCase.endPositionBeforeTrailingTrivia, with: "",
                change: "drop `\(tokenText(switchCase.label))`", form: "statement", describing: switchCase)
        }
        return .visitChildren
    }
}
