/// A problem outside the command line: a missing or malformed file, a tool that cannot run.
/// Every message names the path it is about.
public enum KataError: Error, Equatable, Sendable {
    case environment(String)

    public var message: String {
        switch self {
        case .environment(let text): text
        }
    }
}

/// A kata name that matches no kata, or several: the CLI turns it into a usage error.
public struct KataLookupError: Error, Equatable, Sendable {
    public let reason: String
    public let suggestion: String?

    public init(_ reason: String, suggestion: String? = nil) { (self.reason, self.suggestion) = (reason, suggestion) }
}
