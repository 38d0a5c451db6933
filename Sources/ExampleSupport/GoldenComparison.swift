import PlaygroundBasics

/// The verdict of comparing an example's trace with its documented output.
public struct GoldenComparison: Sendable {
    /// Why the comparison failed, if it did.
    public enum Failure: Equatable, Sendable {
        case goldenFile(GoldenFileError)
        case mismatch(LineDiff)
    }

    public let failure: Failure?
    /// The raw trace the program printed, for re-recording.
    public let actual: String

    public var passed: Bool { failure == nil }

    public init(documented: Result<String, GoldenFileError>, actual: String) {
        self.actual = actual
        switch documented {
        case .failure(let error):
            failure = .goldenFile(error)
        case .success(let text):
            let expectedLines = GoldenNormalization.lines(of: text)
            if expectedLines.isEmpty {
                failure = .goldenFile(.empty(path: "documented output"))
                return
            }
            let diff = LineDiff(expected: expectedLines, actual: GoldenNormalization.lines(of: actual))
            failure = diff.isEmpty ? nil : .mismatch(diff)
        }
    }

    /// A readable explanation of the failure, or `nil` when the trace matches.
    public var report: String? {
        switch failure {
        case nil: nil
        case .goldenFile(let error): error.description
        case .mismatch(let diff):
            "output differs from the documented output (- expected, + actual):\n" + diff.rendered()
        }
    }
}
