import Foundation
import KataEngine

extension Room {
    /// Adds `count` made-up learners, each somewhere in the catalogue with a failing test of
    /// ordinary length, as a full workshop looks: what the page benchmark and the screenshots
    /// show. Kept in memory only: nobody can post for them and nothing is written.
    public func fillWithSampleLearners(_ count: Int, now: Date = Date()) {
        let names = ["Ada", "Grace", "Linus", "Barbara", "Edsger", "Margaret", "Alan", "Katherine", "Dennis", "Frances"]
        let failing = [
            "Rule 2: the sender never hears its own message", "price and delivery estimate update together when the chip changes",
            "Rule 1: a colleague talks only through the mediator", "releasing the mediator frees every colleague (no retain cycle)",
            "likes reach all three screens exactly once", "a targeted send reaches only the named character",
        ]
        for index in 0..<count {
            let reached = index % max(1, catalog.katas.count)
            let katas = catalog.katas.enumerated().map { position, kata -> LearnerReport.Kata in
                let status: KataStatus = position < reached ? .done : position == reached ? .inProgress : .notStarted
                let checked = now.addingTimeInterval(-Double((index * 37) % 1_500))
                return .init(
                    slug: kata.slug, status: status, testsPassed: status == .done ? 8 : position == reached ? index % 7 : 0,
                    testsFailed: position == reached ? 8 - index % 7 : 0, lastCheck: status == .notStarted ? nil : checked,
                    lastProgress: status == .notStarted ? nil : checked, hintsShown: position == reached ? index % 3 : 0,
                    firstFailingTest: position == reached ? failing[index % failing.count] : nil)
            }
            let name = "\(names[index % names.count]) \(index / names.count + 1)"
            let report = LearnerReport(learner: name, written: now, katas: katas, machine: String(format: "m%03d", index))
            state.withLock { state in
                state.learners[Self.key(of: report)] = report
                state.version += 1
            }
        }
    }
}
