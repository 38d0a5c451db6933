/// A mistake on the command line: reported in one line, with the closest valid word when
/// there is one, and exit status 64.
public struct UsageError: Error, Equatable, Sendable {
    public let reason: String
    public let suggestion: String?

    public init(_ reason: String, suggestion: String? = nil) {
        self.reason = reason
        self.suggestion = suggestion
    }

    /// `reason; did you mean X?` — always a single line.
    public var message: String {
        guard let suggestion else { return reason }
        return "\(reason); did you mean \(suggestion)?"
    }
}

/// Shows user input inside a one-line message: control characters escaped, long input cut.
public func quoted(_ input: String, limit: Int = 40) -> String {
    let visible = input.unicodeScalars.map { scalar in
        scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
    }.joined()
    let characters = Array(visible)
    let shown = characters.count > limit ? String(characters.prefix(limit)) + "…" : visible
    return "'\(shown)'"
}
