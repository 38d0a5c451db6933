import Foundation
import KataEngine

extension LearnerReport {
    /// The report in the room's time: every time in it is one the room observed itself, so the
    /// client's clock orders nothing. `written` is when the room received it; a kata's last check
    /// is now when anything in its entry changed since `previous` (the learner's report the
    /// room kept before), its last progress is when the room first saw its current count of
    /// passing tests. A first report (a join) is observed now: never earlier than the join,
    /// never later than now, whatever the client's clock says (1970 or the year 9999).
    func observed(at received: Date, after previous: LearnerReport?) -> LearnerReport {
        let katas = katas.map { kata in
            let before = previous?.katas.first { $0.slug == kata.slug }
            let unchanged = before.map { Self.sameCheck($0, kata) } ?? false
            let sameCount = before.map { $0.testsPassed == kata.testsPassed && $0.status == kata.status } ?? false
            func kept(_ date: Date?) -> Date { min(received, date ?? received) }
            return Kata(
                slug: kata.slug, status: kata.status, testsPassed: kata.testsPassed, testsFailed: kata.testsFailed,
                lastCheck: kata.lastCheck == nil ? nil : unchanged ? kept(before?.lastCheck) : received,
                lastProgress: kata.lastProgress == nil && kata.lastCheck == nil ? nil : sameCount ? kept(before?.lastProgress) : received,
                hintsShown: kata.hintsShown, firstFailingTest: kata.firstFailingTest, failingNow: kata.failingNow,
                compileError: kata.compileError)
        }
        return LearnerReport(learner: learner, written: received, katas: katas, machine: machine)
    }

    /// True when the client sent the same entry again: its last check stays when the room saw it
    /// change (the client's own time is not read at all).
    private static func sameCheck(_ left: Kata, _ right: Kata) -> Bool {
        left.status == right.status && left.testsPassed == right.testsPassed && left.testsFailed == right.testsFailed
            && left.hintsShown == right.hintsShown && left.firstFailingTest == right.firstFailingTest && left.failingNow == right.failingNow
            && left.compileError == right.compileError
    }
}
