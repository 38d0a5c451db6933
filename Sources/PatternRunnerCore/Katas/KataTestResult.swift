/// What one `swift test` run of a kata showed, distilled from its output.
public struct KataTestResult: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        case passed
        case failed
        case compileError = "compile-error"
        /// The tools did not get as far as running tests, for a reason other than compiling.
        case toolError = "tool-error"
    }

    /// One failed expectation, or one compiler error.
    public struct Message: Codable, Equatable, Sendable {
        public var test: String?
        public var file: String
        public var line: Int
        public var text: String
    }

    public var status: Status
    public var tests: Int
    public var failedTests: [String]
    public var messages: [Message]
    /// The end of the raw output, kept only when nothing else explains a tool error.
    public var rawTail: String?
    /// Sentences that explain the status when no single test does (e.g. "no tests found").
    public var notes: [String] = []
    /// Compiler warnings, which `kata verify` refuses in everything but a starter's learner files.
    public var warnings: [Message] = []
    /// For a mutants kata: how the learner's tests fared against each broken implementation.
    public var mutants: [MutantOutcome]?

    /// One mutant run: caught when at least one of the learner's tests failed against it.
    public struct MutantOutcome: Codable, Equatable, Sendable {
        public let name: String
        public let description: String
        public let caughtBy: [String]
        /// Stored, not computed, so that `--json` readers see it.
        public let caught: Bool

        public init(name: String, description: String, caughtBy: [String]) {
            (self.name, self.description, self.caughtBy, caught) = (name, description, caughtBy, !caughtBy.isEmpty)
        }
    }
}
