import Foundation

extension SwiftToken {
    /// The token's text in `source`, the file it was read from; empty when the offsets do not fit.
    func text(in source: Data) -> String {
        guard start >= 0, start <= end, end <= source.count else { return "" }
        return String(decoding: source[start..<end], as: UTF8.self)
    }
}

extension SwiftFileFacts {
    /// Every identifier outside string literals, with its text, line and place among `tokens`:
    /// what a rule about names (kata 11's underscored ones, kata 07's `show`) reads.
    func identifiers(in source: Data) -> [(text: String, line: Int, index: Int)] {
        tokens.enumerated().compactMap { index, token in
            guard token.kind == "identifier", !token.inString else { return nil }
            return (token.text(in: source), token.line, index)
        }
    }
}
