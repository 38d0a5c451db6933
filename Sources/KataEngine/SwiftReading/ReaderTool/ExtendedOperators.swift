import SwiftSyntax

/// The operators added to the original set (``MutationPointFinder``), one visitor each, in the
/// order their points are listed. Kata 11's judge keeps the original set: its points are not
/// marked `extended`.
enum ExtendedOperators {
    static let all: [(SourceLocationConverter) -> MutationVisitor] = [
        { LoopFilterNegation(converter: $0, extended: true) },
        { LoopStopsAfterFirstPass(converter: $0, extended: true) },
        { RepeatedSideEffect(converter: $0, extended: true) },
        { ConstantPredicate(converter: $0, extended: true) },
        { ThrowBecomesReturn(converter: $0, extended: true) },
        { DefaultReturnValue(converter: $0, extended: true) },
        { EmptiedString(converter: $0, extended: true) },
        { NilCoalescingDefault(converter: $0, extended: true) },
        { CompoundBecomesAssignment(converter: $0, extended: true) },
        { AppendAtFront(converter: $0, extended: true) },
        { SwappedOperands(converter: $0, extended: true) },
        { LoopOverPart(converter: $0, extended: true) },
        { LoopTwice(converter: $0, extended: true) },
        { CaseFallsToDefault(converter: $0, extended: true) },
        { ReturnOffByOne(converter: $0, extended: true) },
        { ParameterIgnored(converter: $0, extended: true) },
        { SubstitutedObject(converter: $0, extended: true) },
        { AppendReplaces(converter: $0, extended: true) },
    ]

    /// Every extended operator's points in `tree` (its operators folded).
    static func points(in tree: some SyntaxProtocol, converter: SourceLocationConverter) -> [MutationPoint] {
        all.flatMap { make in
            let visitor = make(converter)
            visitor.walk(tree)
            return visitor.points
        }
    }
}
