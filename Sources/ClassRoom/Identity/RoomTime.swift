import Foundation
import KataEngine

extension LearnerReport {
    /// The report in the room's time: written when the room received it, and each kata's times
    /// moved by the same amount (the client's clock may be years off, either way), never later
    /// than now nor earlier than a week before. A client's clock can no longer freeze a row or
    /// show a learner stuck for a million minutes.
    func rebased(to received: Date) -> LearnerReport {
        let shift = received.timeIntervalSince(written)
        let earliest = received.addingTimeInterval(-7 * 24 * 3600)
        func moved(_ date: Date?) -> Date? {
            guard let date else { return nil }
            let shifted = shift.isFinite ? date.addingTimeInterval(shift) : received
            return min(received, max(earliest, shifted))
        }
        let katas = katas.map { kata in
            Kata(
                slug: kata.slug, status: kata.status, testsPassed: kata.testsPassed, testsFailed: kata.testsFailed,
                lastCheck: moved(kata.lastCheck), lastProgress: moved(kata.lastProgress), hintsShown: kata.hintsShown,
                firstFailingTest: kata.firstFailingTest)
        }
        return LearnerReport(learner: learner, written: received, katas: katas, machine: machine)
    }
}
