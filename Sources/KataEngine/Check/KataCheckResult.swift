/// What one check of a kata showed: every test in source order with all of its issues, what
/// the compiler said, and why a run stopped early. Built from Swift Testing's JSON event
/// stream, never from its console output.
public struct KataCheckResult: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        case passed
        case failed
        case compileError = "compile-error"
        /// The tools could not run the tests, for a reason other than the learner's code.
        case toolError = "tool-error"
    }

    /// One failed expectation or recorded issue.
    public struct Issue: Codable, Equatable, Sendable {
        /// Path inside the kata folder.
        public var file: String
        public var line: Int
        /// The `#expect` as Swift Testing shows it, with the values it saw; `nil` for `Issue.record`.
        public var expectation: String?
        /// What the test protects, in words: the comment given to `#expect` or `Issue.record`.
        public var comments: [String]

        public init(file: String, line: Int, expectation: String?, comments: [String]) {
            (self.file, self.line, self.expectation, self.comments) = (file, line, expectation, comments)
        }

        /// The words first, then the expectation that failed.
        public var text: String { (comments + [expectation].compactMap { $0 }).joined(separator: "\n") }
    }

    public struct Test: Codable, Equatable, Sendable {
        public enum Status: String, Codable, Sendable {
            case passed, failed
            /// Started but never finished: the run timed out or crashed in it.
            case interrupted
            /// Never started, because the run stopped first.
            case notRun = "not-run"
        }

        /// The function name, `eventATriggersC()`.
        public var name: String
        /// The name given in `@Test("…")`, which states the rule the test protects.
        public var displayName: String?
        public var line: Int
        public var status: Status
        public var issues: [Issue]

        public init(name: String, displayName: String? = nil, line: Int, status: Status, issues: [Issue] = []) {
            (self.name, self.displayName, self.line, self.status, self.issues) = (name, displayName, line, status, issues)
        }

        /// What a learner reads: the display name when there is one.
        public var title: String { displayName ?? name }
    }

    /// A compiler error or warning, with its path inside the kata folder.
    public struct Diagnostic: Codable, Equatable, Sendable {
        public var file: String
        public var line: Int
        public var text: String
        /// The column swiftc names (counted in UTF-8 bytes, as swiftc counts), and the source
        /// line as it was compiled, so the report can show the line and a caret as swiftc does.
        public var column: Int?
        public var source: String?

        public init(file: String, line: Int, text: String, column: Int? = nil, source: String? = nil) {
            (self.file, self.line, self.text, self.column, self.source) = (file, line, text, column, source)
        }

        /// `file:line:column` (or `file:line` when swiftc gave no column).
        public var place: String { column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)" }
    }

    /// Why the test run stopped before it ended by itself.
    public struct Interruption: Codable, Equatable, Sendable {
        /// `timeout`: the run stopped using the processor and never ended (or, where its
        /// processor time cannot be read, ran past the deadline); `processorTime`: it spent
        /// its processor time (`seconds`) without finishing.
        public enum Cause: String, Codable, Sendable { case timeout, processorTime, crash }
        public var cause: Cause
        /// The tests that had started and not finished.
        public var runningTests: [String]
        /// For a crash: the runtime's own line (`File.swift:12: Fatal error: …`), if it wrote one.
        public var message: String?
        public var seconds: Double?
        /// For a timeout: the last stretch of seconds in which the run used almost no processor
        /// time (a busy run's deadline is stretched, so `seconds` may be a multiple of it).
        public var quietSeconds: Double?

        public init(cause: Cause, runningTests: [String], message: String? = nil, seconds: Double? = nil, quietSeconds: Double? = nil) {
            (self.cause, self.runningTests, self.message, self.seconds) = (cause, runningTests, message, seconds)
            self.quietSeconds = quietSeconds
        }
    }

    /// One mutant run of kata 11: caught when at least one of the learner's tests failed.
    public struct MutantOutcome: Codable, Equatable, Sendable {
        public let name: String
        public let description: String
        public let caughtBy: [String]
        /// Stored, not computed, so that `--json` readers see it.
        public let caught: Bool
        /// Made by the mutation engine from the mediator, rather than one of the named mutants.
        public let generated: Bool
        /// One of the pool that pins each clause of the contract (kept, not generated, not named).
        public let pool: Bool

        public init(name: String, description: String, caughtBy: [String], generated: Bool = false, pool: Bool = false) {
            (self.name, self.description, self.caughtBy, caught) = (name, description, caughtBy, !caughtBy.isEmpty)
            (self.generated, self.pool) = (generated, pool)
        }
    }

    public var status: Status
    public var tests: [Test]
    public var compilerErrors: [Diagnostic]
    public var warnings: [Diagnostic]
    /// Sentences that explain the status when no single test does ("no tests found").
    public var notes: [String]
    public var interruption: Interruption?
    public var mutants: [MutantOutcome]?
    /// The end of the tools' output, kept only when nothing else explains a tool error.
    public var outputTail: String?
    /// How the build before the run went: nothing to do, the quick rebuild, or SwiftPM.
    public var build: BuildPath?
    /// What the test binary wrote to its standard output, kept apart from everything else (its
    /// start); `nil` when the run could not keep it apart (``StandardOutputRule``).
    public var standardOutput: String?

    public enum BuildPath: String, Codable, Sendable {
        case upToDate = "up-to-date"
        case quick
        /// The quick rebuild compiled only the changed files: the rest could not be affected.
        case quickChangedFilesOnly = "quick, changed files only"
        case swiftPM = "swiftpm"
    }

    public init(
        status: Status, tests: [Test] = [], compilerErrors: [Diagnostic] = [], warnings: [Diagnostic] = [],
        notes: [String] = [], interruption: Interruption? = nil, mutants: [MutantOutcome]? = nil,
        outputTail: String? = nil
    ) {
        (self.status, self.tests, self.compilerErrors, self.warnings) = (status, tests, compilerErrors, warnings)
        (self.notes, self.interruption, self.mutants, self.outputTail) = (notes, interruption, mutants, outputTail)
    }

    public var failedTests: [Test] { tests.filter { $0.status == .failed || $0.status == .interrupted } }

    /// This result with checks the engine makes beside the kata's tests (design checks, the rule
    /// on standard output) counted as tests: one that fails fails the result.
    func adding(_ checks: [Test]) -> KataCheckResult {
        var checked = self
        checked.tests += checks
        if checks.contains(where: { $0.status == .failed }) { checked.status = .failed }
        return checked
    }
    public var passedCount: Int { tests.filter { $0.status == .passed }.count }
}
