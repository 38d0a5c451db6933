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
        BuildFolderHome.settle(kataFolder: folder)
        let quick = QuickRebuild(folder: folder, runner: runner, timeout: buildTimeout, swiftReader: swiftReader)
        for _ in 0..<Self.buildRounds {
            let (baseline, before) = (StampBaseline(quick.stamps()), quick.snapshot())
            let built = try buildOnce(folder, quick: quick, baseline: baseline)
            if !Self.wasWritten(since: baseline, before, quick: quick, notice: notice) { return built }
        }
        return (Self.noSteadyVerdict, [], .swiftPM)
    }

    /// A check's build and test run, repeated like ``buildHoldingLock(_:)`` until no source was
    /// written from the start of the build to the end of the run: a verdict is only ever about
    /// the text on disk when it is given, even when a save lands while the tests run (and is
    /// then put back, content and modification time, as `cp -p` or an editor's undo does).
    func buildAndTestHoldingLock(_ folder: URL, environment: [String: String?]) throws(KataError) -> KataCheckResult {
        BuildFolderHome.settle(kataFolder: folder)
        let quick = QuickRebuild(folder: folder, runner: runner, timeout: buildTimeout, swiftReader: swiftReader)
        for _ in 0..<Self.buildRounds {
            let (baseline, before) = (StampBaseline(quick.stamps()), quick.snapshot())
            let build = try buildOnce(folder, quick: quick, baseline: baseline)
            if Self.wasWritten(since: baseline, before, quick: quick, notice: notice) { continue }
            var result: KataCheckResult
            if let failure = build.failure {
                result = failure
            } else {
                result = try runTests(in: folder, environment: environment)
                result.warnings = build.warnings
            }
            result.build = build.path
            if !Self.wasWritten(since: baseline, before, quick: quick, notice: notice) { return result }
        }
        return Self.noSteadyVerdict
    }

    /// Whether a source was written since `baseline`; if so, those files are distrusted and the
    /// build is repeated. Files under the kata's `.build` are not sources but the build's own
    /// writes (the sources SwiftPM derives, such as its list of discovered tests): SwiftPM
    /// compiled what it wrote, and ``QuickRebuild/remember(_:warnings:)`` records them as the
    /// build left them, so they call for no second round. The learner is told the check starts
    /// again only when one of their files' content differs from `before`: a save made and
    /// undone is rebuilt (the compiler may have read the interim text) but changed nothing the
    /// learner sees.
    private static func wasWritten(
        since baseline: StampBaseline, _ before: SourceSnapshot, quick: QuickRebuild, notice: (String) -> Void
    ) -> Bool {
        let written = quick.stamps().changedPaths(since: baseline.stamps).filter { !quick.isBuildOutput($0) }
        guard !written.isEmpty else { return false }
        quick.distrust(written)
        let edited = Set(quick.snapshot().changedPaths(since: before))
        if written.contains(where: { edited.contains($0) }) {
            notice("A file changed while checking; checking again.")
        }
        return true
    }

    private static var noSteadyVerdict: KataCheckResult {
        let note =
            "Your files changed during each of \(buildRounds) builds, so no verdict would be about what is on disk. "
            + "Check again once they are saved."
        return KataCheckResult(status: .toolError, notes: [note])
    }
}
