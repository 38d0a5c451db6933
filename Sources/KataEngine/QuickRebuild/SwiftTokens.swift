/// Swift source as tokens, enough to find declarations and match braces: words, single
/// punctuation, and comments and string literals as whole tokens (braces inside them do not
/// count). Anything it cannot read for certain (raw strings, regex literals, a bare `/`, an
/// unterminated literal) makes it give up, and the caller takes the slow, exact path.
struct SwiftTokens {
    enum Kind: Equatable { case word, punctuation, comment, string }

    struct Token: Equatable {
        let kind: Kind
        /// Byte offsets into the source's UTF-8.
        let start: Int
        let end: Int
        /// True when only whitespace (or nothing) precedes it on its line.
        let startsLine: Bool
        /// True when whitespace (or the start of the file) comes right before it: Swift reads
        /// `a -b` and `a - b` differently, so this is part of what the code says.
        let spaceBefore: Bool
    }

    let bytes: [UInt8]
    let tokens: [Token]

    /// A byte of an identifier: a letter, a digit, `_`, or any byte of a non-ASCII character.
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    func text(_ token: Token) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }

    /// `nil` when the source holds something this reader does not handle for certain.
    init?(_ source: String) {
        bytes = Array(source.utf8)
        var reader = Reader(bytes: bytes)
        guard let tokens = reader.readAll() else { return nil }
        self.tokens = tokens
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var lineStart = true

        init(bytes: [UInt8]) { self.bytes = bytes }

        func peek(_ offset: Int = 0) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

        mutating func readAll() -> [Token]? {
            var tokens: [Token] = []
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    lineStart = true
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    index += 1
                    continue
                }
                let start = index
                let kind: Kind
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    kind = .comment
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    guard skipBlockComment() else { return nil }
                    kind = .comment
                } else if byte == UInt8(ascii: "/")
                    || (byte == UInt8(ascii: "#") && (peek(1) == UInt8(ascii: "\"") || peek(1) == UInt8(ascii: "/")))
                {
                    // Division, a regex literal or a raw string: not worth the risk of misreading.
                    return nil
                } else if byte == UInt8(ascii: "\"") {
                    guard skipString() else { return nil }
                    kind = .string
                } else if SwiftTokens.isWordByte(byte) || byte == UInt8(ascii: "`") {
                    let quoted = byte == UInt8(ascii: "`")
                    index += 1
                    while index < bytes.count, SwiftTokens.isWordByte(bytes[index]) { index += 1 }
                    if quoted {
                        guard peek() == UInt8(ascii: "`") else { return nil }
                        index += 1
                    }
                    kind = .word
                } else {
                    index += 1
                    kind = .punctuation
                }
                let spaced =
                    start == 0
                    || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[start - 1])
                tokens.append(Token(kind: kind, start: start, end: index, startsLine: lineStart, spaceBefore: spaced))
                lineStart = false
            }
            return tokens
        }

        /// `/* … */`, nested ones included.
        mutating func skipBlockComment() -> Bool {
            var depth = 0
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return true }
                } else {
                    index += 1
                }
            }
            return false
        }

        /// A string literal, single- or multi-line, with interpolations (which may hold strings).
        mutating func skipString() -> Bool {
            let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    if peek(1) == UInt8(ascii: "(") {
                        index += 2
                        guard skipInterpolation() else { return false }
                    } else {
                        index += 2
                    }
                    continue
                }
                if !multiline, byte == UInt8(ascii: "\n") { return false }
                if byte == UInt8(ascii: "\"") {
                    if !multiline {
                        index += 1
                        return true
                    }
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
                        index += 3
                        return true
                    }
                }
                index += 1
            }
            return false
        }

        /// The code inside `\( … )`, up to its closing parenthesis.
        mutating func skipInterpolation() -> Bool {
            var depth = 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    guard skipString() else { return false }
                    continue
                }
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "#") { return false }
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                }
                index += 1
            }
            return false
        }
    }
}
