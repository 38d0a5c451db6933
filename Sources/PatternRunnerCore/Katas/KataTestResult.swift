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
}
