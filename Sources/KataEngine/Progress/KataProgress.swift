import Foundation

/// Where a learner stands with one kata.
public enum KataStatus: String, Codable, Sendable {
    case notStarted = "not started"
    case inProgress = "in progress"
    case done
}

/// The learner's progress: per kata, its status, the hints revealed and the last check.
public struct KataProgress: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var status: KataStatus = .notStarted
        public var hintsShown = 0
        public var lastCheck: Date?
        public var testsPassed = 0
        public var testsFailed = 0
        /// When more tests passed than ever before on this kata: how long a learner has been stuck.
        public var lastProgress: Date?
        /// The first failing test of the latest check, by the name that states its rule.
        public var firstFailingTest: String?
        /// The most tests that ever passed on this kata: beating it is progress.
        public var bestPassed = 0
        /// A done kata whose latest check failed: it stays done (the learner got it once), and
        /// says so, rather than silently turning "in progress" again.
        public var failingNow = false
        /// A done kata reset to its starter: it stays done (the learner got it once), and the
        /// list says its files are the starter again, until the next check.
        public var starterAgain = false
        /// The latest check did not compile: the compiler's first error (``CompileErrorNote``),
        /// where a check that ran its tests names its first failing test. Absent in progress kept
        /// before it was recorded: such a kata reads as it did then.
        public var compileError: String?

        public init() {}

        /// Lenient: a value of the wrong type or out of range falls back or is clamped, so one
        /// bad field never costs the rest of the learner's progress.
        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            status = (try? values.decode(KataStatus.self, forKey: .status)) ?? .notStarted
            hintsShown = Self.clamped(try? values.decode(Int.self, forKey: .hintsShown))
            lastCheck = try? values.decode(Date.self, forKey: .lastCheck)
            testsPassed = Self.clamped(try? values.decode(Int.self, forKey: .testsPassed), limit: 100_000)
            testsFailed = Self.clamped(try? values.decode(Int.self, forKey: .testsFailed), limit: 100_000)
            lastProgress = try? values.decode(Date.self, forKey: .lastProgress)
            firstFailingTest = (try? values.decode(String.self, forKey: .firstFailingTest)).map { String($0.prefix(200)) }
            bestPassed = Self.clamped(try? values.decode(Int.self, forKey: .bestPassed), limit: 100_000)
            failingNow = status == .done && (try? values.decode(Bool.self, forKey: .failingNow)) == true
            starterAgain = status == .done && (try? values.decode(Bool.self, forKey: .starterAgain)) == true
            compileError = (try? values.decode(String.self, forKey: .compileError)).map { CompileErrorNote.fitted($0) }
        }

        static func clamped(_ value: Int?, limit: Int = 100) -> Int { min(max(value ?? 0, 0), limit) }
    }

    public var entries: [String: Entry] = [:]

    public init(entries: [String: Entry] = [:]) { self.entries = entries }

    public func status(of slug: String) -> KataStatus {
        entries[slug]?.status ?? .notStarted
    }

    /// What a learner reads for a kata: its status, "done, now failing" for a kata done once
    /// whose latest check failed, and "done, starter again" for a done kata reset since.
    public func label(of slug: String) -> String {
        let entry = entries[slug]
        guard entry?.status == .done else { return status(of: slug).rawValue }
        if entry?.starterAgain == true { return "done, starter again" }
        return entry?.failingNow == true ? "done, now failing" : status(of: slug).rawValue
    }

    /// A reset: a done kata stays done (its files are the starter again); any other kata starts afresh.
    /// A reset puts the starter back, not the record: a kata in progress keeps its hints
    /// revealed, its best count and the time since its last progress (the room's "stuck
    /// longest" order is about the learner, not the file); a done kata stays done.
    public mutating func recordReset(_ slug: String) {
        entries[slug]?.compileError = nil
        guard status(of: slug) == .done else { return }
        entries[slug]?.starterAgain = true
        entries[slug]?.failingNow = false
    }

    /// Records that the learner touched a kata without finishing it (a hint).
    public mutating func markStarted(_ slug: String) {
        if status(of: slug) == .notStarted { entries[slug, default: Entry()].status = .inProgress }
    }

    /// Passing makes the kata done; anything else leaves a kata that was never done in
    /// progress, and a done kata done but "now failing" until it passes again.
    public mutating func record(_ result: KataCheckResult, for slug: String, at time: Date) {
        var entry = entries[slug, default: Entry()]
        let passed = result.passedCount
        if entry.lastProgress == nil || passed > entry.bestPassed
            || (result.status == .passed && (entry.status != .done || entry.failingNow))
        {
            entry.lastProgress = time
        }
        entry.bestPassed = max(entry.bestPassed, passed)
        let passedNow = result.status == .passed
        entry.failingNow = entry.status == .done && !passedNow
        entry.status = passedNow || entry.status == .done ? .done : .inProgress
        entry.lastCheck = time
        entry.starterAgain = false
        entry.firstFailingTest = (RuleLead.lead(of: result) ?? result.failedTests.first)?.title
        entry.compileError = CompileErrorNote.of(result)
        entry.testsPassed = passed
        entry.testsFailed = result.failedTests.count
        entries[slug] = entry
    }
}
