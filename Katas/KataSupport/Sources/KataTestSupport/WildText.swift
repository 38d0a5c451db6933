/// Texts drawn from all of Unicode, for the rules that say a text is delivered or shown "as
/// sent" or "as given": a fixed list of odd characters tests only the cleanups someone thought
/// of, while a mediator may "tidy" any kind of character (drop stacked accents, fold full-width
/// letters, wrap right-to-left names in isolates, turn a bare `\r` into `\n`, swap Cyrillic
/// look-alikes for Latin, cut a long name). Each text strings together a few pieces, each of one
/// kind, so every kind turns up often; where asked, now and then past 8,192 characters.
public enum WildText {
    /// The kinds of piece a text is made of: each draws one piece.
    static let kinds: [@Sendable (inout SeededRandom) -> String] = [
        // Plain words, so a piece of any other kind sits among letters.
        { random in random.pick(["hi", "Ann", "tea", "go", "a b"]) },
        // Line ends and controls alone: a bare carriage return, a line feed, a tab, a NUL.
        { random in random.pick(["\r", "\n", "\r\n", "\t", "\u{0}", "\u{7F}", "\u{1B}[2K", "\u{85}"]) },
        // A letter under 3 to 8 stacked combining marks.
        { random in
            String(random.pick(["a", "e", "o", "Z"]))
                + String(String.UnicodeScalarView((0..<random.int(in: 3...8)).map { _ in scalar(in: 0x300...0x36F, &random) }))
        },
        // Right-to-left letters, with or without bidi controls around them.
        { random in
            let letters = String(
                String.UnicodeScalarView(
                    (0..<random.int(in: 1...6)).map { _ in
                        random.chance(50) ? scalar(in: 0x5D0...0x5EA, &random) : scalar(in: 0x627...0x64A, &random)
                    }))
            let controls: [Unicode.Scalar] = [
                "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
                "\u{2069}",
            ]
            return random.chance(50) ? letters : String(random.pick(controls)) + letters + String(random.pick(controls))
        },
        // Full-width and half-width forms of ASCII and katakana.
        { random in String(String.UnicodeScalarView((0..<random.int(in: 1...6)).map { _ in scalar(in: 0xFF01...0xFFEE, &random) })) },
        // Cyrillic and Greek letters that look Latin, mixed into a Latin word.
        { random in
            let twins: [Unicode.Scalar] = [
                "\u{430}", "\u{435}", "\u{43E}", "\u{440}", "\u{441}", "\u{445}", "\u{3BF}", "\u{391}", "\u{392}", "\u{1E9}",
            ]
            return "p" + String(random.pick(twins)) + "yp" + String(random.pick(twins)) + "l"
        },
        // Invisible and format characters, from Unicode's own list.
        { random in String(String.UnicodeScalarView((0..<random.int(in: 1...3)).map { _ in random.pick(LookAlikes.invisibles) })) },
        // ASCII signs a tidy-up rewrites or escapes: a run of them at random, or a convention
        // (markup, an entity, an ellipsis, a dash, an emoticon, a link, a path, quotes).
        { random in
            random.chance(50)
                ? String(
                    String.UnicodeScalarView(
                        (0..<random.int(in: 1...5)).map { _ in
                            random.pick(NearTwins.insertable.filter { $0.value > 0x20 && $0.value < 0x7F })
                        }))
                : random.pick([
                    "<b>", "</i>", "&amp;", "&", "<", ">", "...", "--", ":)", ";-)", "<3", "http://example.com/a?b=1&c=2", "C:\\dir",
                    "a@b.c", "\"q\"", "'s", "`x`", "*b*", "_i_", "~~", "->", "1/2", "(c)", "%20", "\\n",
                ])
        },
        // Separators and specials a tidy-up replaces: line and paragraph separators, a no-break
        // space, the object replacement and replacement characters, noncharacters, a BOM.
        { random in
            // (Swift's literals refuse U+FFFE and U+FFFF, noncharacters: made from their values.)
            let values: [UInt32] = [0x2028, 0x2029, 0xA0, 0xFFFC, 0xFFFD, 0xFDD0, 0xFFFE, 0xFFFF, 0xFEFF, 0x3000]
            return String(Unicode.Scalar(random.pick(values)) ?? "?")
        },
        // Emoji, alone, with a skin tone or variation selector, or joined by ZWJ.
        { random in random.pick(["🐉", "👍🏽", "☕️", "👩‍👩‍👧", "🏳️‍🌈", "🇫🇷", "1️⃣"]) },
        // Any scalar at all: assigned or not, private use, noncharacters, other planes.
        { random in
            String(
                String.UnicodeScalarView(
                    (0..<random.int(in: 1...4)).map { _ in
                        var value = UInt32(random.int(in: 0...0x10_FFFF))
                        if (0xD800...0xDFFF).contains(value) { value -= 0x800 }
                        return Unicode.Scalar(value) ?? "?"
                    }))
        },
        // A word with one small edit of any kind (``NearTwins``): CR LF, `%20`, a sigil, a full-width letter …
        { random in NearTwins.edited(random.pick(["hi", "Ann", "tea 2", "a b", "King's", "x-01", "Old Town"]), &random) },
        // Letters precomposed and decomposed (equal by `==`, other scalars), a Hangul syllable and its jamo.
        { random in
            random.pick(["\u{E9}", "e\u{301}", "\u{212B}", "A\u{30A}", "\u{D55C}", "\u{1112}\u{1161}\u{11AB}", "\u{FB01}", "\u{2126}"])
        },
    ]

    /// One text: 1 to 6 pieces of kinds drawn at random; `longPercent` texts in a hundred are
    /// padded past 8,192 characters (8,193 to 9,000) with pieces of their kinds again (where a
    /// text is compared often, thousands of times a program, long ones cost seconds: none there).
    public static func draw(_ random: inout SeededRandom, longPercent: Int = 0) -> String {
        var text = (0..<random.int(in: 1...6)).map { _ in random.pick(kinds)(&random) }.joined()
        if longPercent > 0, random.chance(longPercent) {
            let length = random.int(in: 8_193...9_000)
            while text.count < length { text += random.pick(kinds)(&random) }
        }
        return text
    }

    private static func scalar(in range: ClosedRange<UInt32>, _ random: inout SeededRandom) -> Unicode.Scalar {
        Unicode.Scalar(UInt32(random.int(in: Int(range.lowerBound)...Int(range.upperBound)))) ?? "?"
    }
}
