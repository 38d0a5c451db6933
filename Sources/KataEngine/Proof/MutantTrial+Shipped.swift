import Foundation

extension MutantTrial {
    /// The one build (``judgeInOneBuild``) runs every implementation behind a facade, the kept
    /// mediator too, so a file could pass there by judging the facade itself (its type, its
    /// stored properties) and fail the mediator as it ships: what the learner's own `swift test`
    /// runs. Before a file is called done, it runs once against the kept mediator unwrapped.
    /// `nil` when it passes there; otherwise the verdict that refuses it (or could not judge).
    func shippedRunProblem(kept: String, run: TrialRun, trial: URL) throws(KataError) -> KataCheckResult? {
        if var failure = try build(kept, in: trial).failure {
            failure.notes.append(Self.shippedNote)
            return failure
        }
        let outcome = try run.run()
        guard var problem = TrialVerdict.correctRunProblem([outcome], deadline: run.deadline) else { return nil }
        if problem.status == .failed { problem.notes = [Self.shippedNote] }
        return problem
    }

    /// Why a file that passes behind the facade and fails the shipped mediator is refused.
    static let shippedNote =
        "Your tests pass the correct mediator as the judge wraps it, and fail the same mediator as it ships "
        + "(\(mediatorFile), what your own swift test runs): they judge how it is built "
        + "(its type, what it stores), not what it does. Judge the mediator by what its colleagues hear."
}
