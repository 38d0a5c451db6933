import Foundation

extension KataChecker {
    /// How many builds a check tries before it gives up on files that keep changing.
    static let buildRounds = 3

    /// Builds until no source was written while the build read it (``SourceStamps``), so the
    /// binary the tests run was made from exactly what is on disk. A file written during a
    /// build is distrusted (compiled again next time, even if its content went back to what
    /// was recorded) and the build is repeated; files that change during every round get no
    /// verdict at all, rather than one about text that is gone. The caller holds the build lock.
    func buildHoldingLock(_ folder: URL) throws(KataError) -> (
        failure: KataCheckResult?, warnings: [KataCheckResult.Diagnostic], path: KataCheckResult.BuildPath
    ) {
        let quick = QuickRebuild(folder: folder, runner: runner, timeout: buildTimeout, swiftReader: swiftReader)
        for _ in 0..<Self.buildRounds {
            let baseline = StampBaseline(quick.stamps())
            let built = try buildOnce(folder, quick: quick, baseline: baseline)
            let written = quick.stamps().changedPaths(since: baseline.stamps)
            guard !written.isEmpty else { return built }
            quick.distrust(written)
            notice("A file changed while checking; checking again.")
        }
        let note =
            "Your files changed during each of \(Self.buildRounds) builds, so no verdict would be about what is on disk. "
            + "Check again once they are saved."
        return (KataCheckResult(status: .toolError, notes: [note]), [], .swiftPM)
    }
}
