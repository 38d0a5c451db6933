/// A kata name that matches no kata, or several: the CLI turns it into a usage error.
public struct KataLookupError: Error, Equatable, Sendable {
    public let reason: String
    public let suggestion: String?

    public init(_ reason: String, suggestion: String? = nil) { (self.reason, self.suggestion) = (reason, suggestion) }
}
