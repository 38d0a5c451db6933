import SwiftSyntax

/// In an actor, a statement of a method runs later, in a task of its own (`Task { … }`): the
/// call returns before its work is done, and other calls may run in between.
final class DeferredToTask: MutationVisitor {
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard MutationPointFinder.isDeletable(node), Self.isInActorMethod(node) else { return .visitChildren }
        let item = node.item
        guard item.is(ForStmtSyntax.self) || item.as(ExprSyntax.self).map(RepeatedSideEffect.hasSideEffect) == true else {
            return .visitChildren
        }
        replace(
            item, in: item, with: "Task { \(item.trimmedDescription) }", change: "do `\(RepeatedSideEffect.shown(item))` later, in a task")
        return .visitChildren
    }

    /// Directly in a method of an actor (not in a closure, where `Task` would mean something else).
    static func isInActorMethod(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        var inFunction = false
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) { return false }
            if parent.is(FunctionDeclSyntax.self) { inFunction = true }
            if parent.is(ActorDeclSyntax.self) { return inFunction }
            if parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}
