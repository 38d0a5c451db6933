import Foundation

/// Near twins made by a rule, not taken from a list: `text` with one small edit of the kinds a
/// tidy-up, a normalisation or a shortcut would undo (a character put in, left out or doubled,
/// a letter's case, a look-alike letter, a line ending, padding of a number, quotes or a sigil
/// round it, a character percent-encoded, a compatibility form such as full-width `ｘ`). A fixed list of twins teaches a solution which folds
/// the tests look for; an edit drawn at random from every kind leaves no fold unvisited.
public enum NearTwins {
    /// Characters an edit puts in: every printable ASCII sign and the space, and the ASCII
    /// controls a text picks up (tab, line feed, carriage return, NUL, escape), a no-break space.
    /// One insertion in three is an invisible of any kind instead (``LookAlikes/invisibleSamples``).
    public static let insertable: [Unicode.Scalar] = {
        let signs = (0x20...0x7E).compactMap(Unicode.Scalar.init).filter { !$0.properties.isAlphabetic && !("0"..."9").contains($0) }
        return signs + ["\t", "\n", "\r", "\u{0}", "\u{1B}", "\u{A0}"]
    }()

    /// Latin letters and the Cyrillic or Greek letter drawn like each.
    public static let lookAlikeLetters: [(latin: Unicode.Scalar, twin: Unicode.Scalar)] = [
        ("a", "\u{430}"), ("e", "\u{435}"), ("o", "\u{43E}"), ("p", "\u{440}"), ("c", "\u{441}"), ("x", "\u{445}"), ("y", "\u{443}"),
        ("i", "\u{456}"), ("s", "\u{455}"), ("o", "\u{3BF}"), ("v", "\u{3BD}"), ("A", "\u{391}"), ("B", "\u{392}"), ("E", "\u{395}"),
        ("H", "\u{397}"), ("K", "\u{39A}"), ("M", "\u{39C}"), ("O", "\u{39F}"), ("P", "\u{3A1}"), ("T", "\u{3A4}"), ("X", "\u{3A7}"),
        ("A", "\u{410}"), ("B", "\u{412}"), ("C", "\u{421}"), ("E", "\u{415}"), ("H", "\u{41D}"), ("K", "\u{41A}"), ("M", "\u{41C}"),
        ("O", "\u{41E}"), ("P", "\u{420}"), ("T", "\u{422}"), ("X", "\u{425}"),
    ]

    /// What a text is wrapped in (kind 7): quotes, brackets, a sigil, a namespace, a suffix after
    /// a colon or in parentheses, a terminal's colour codes.
    static let wrappers: [(open: String, close: String)] = [
        ("\"", "\""), ("'", "'"), ("<", ">"), ("[", "]"), ("(", ")"), ("@", ""), ("#", ""), ("$", ""), ("*", ""), ("x.", ""),
        ("", ":1"), ("", " (2)"), ("", "."), ("\u{1B}[31m", "\u{1B}[0m"),
    ]

    /// `text` with one edit drawn at random (a second one now and then); never `==` to `text`
    /// as Swift compares strings (an edit that turns out canonically equal is drawn again).
    public static func edited(_ text: String, _ random: inout SeededRandom) -> String {
        for _ in 0..<16 {
            var scalars = Array(text.unicodeScalars)
            edit(&scalars, &random)
            if random.chance(15) { edit(&scalars, &random) }
            let twin = String(String.UnicodeScalarView(scalars))
            if twin != text { return twin }
        }
        return text + "\u{0}"
    }

    /// `text` with one edit of each kind (the kinds ``edited(_:_:)`` draws from), each drawn at
    /// random within its kind; those that come out `==` to `text` are left out.
    public static func oneOfEachKind(_ text: String, _ random: inout SeededRandom) -> [String] {
        (0..<kinds).compactMap { kind in
            var scalars = Array(text.unicodeScalars)
            edit(&scalars, kind: kind, &random)
            let twin = String(String.UnicodeScalarView(scalars))
            return twin == text ? nil : twin
        }
    }

    /// True when Swift orders `text` against each of `others` as it says it does: by the
    /// Unicode scalars of their canonical composition (NFC), `==` when those are equal. Swift
    /// 6.3's `String` breaks that for a few pairs (`"cafe\u{301}"` and `"café-"` are neither `<`
    /// nor `==`; a sort of such ids comes out of order), and a correct solution that sorts its
    /// receivers must not fail for the standard library's fault: such twins are not used.
    public static func isOrdered(_ text: String, against others: [String]) -> Bool {
        let key = canonicalKey(text)
        return others.allSatisfy { agree(text, key, $0, canonicalKey($0)) }
    }

    /// `texts` without those Swift does not order against another of them as it says it does
    /// (``isOrdered(_:against:)``).
    public static func ordered(_ texts: [String]) -> [String] {
        let keys = texts.map(canonicalKey)
        var kept = Array(repeating: true, count: texts.count)
        for i in texts.indices {
            for j in texts.indices where j > i && !agree(texts[i], keys[i], texts[j], keys[j]) { (kept[i], kept[j]) = (false, false) }
        }
        return texts.indices.filter { kept[$0] }.map { texts[$0] }
    }

    /// The scalars of `text`'s canonical composition: the order Swift documents for strings.
    static func canonicalKey(_ text: String) -> [UInt32] { text.precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value) }

    /// Whether `<` and `==` on `a` and `b` say what their canonical keys say.
    static func agree(_ a: String, _ aKey: [UInt32], _ b: String, _ bKey: [UInt32]) -> Bool {
        (a == b) == (aKey == bKey) && (a < b) == aKey.lexicographicallyPrecedes(bKey) && (b < a) == bKey.lexicographicallyPrecedes(aKey)
    }

    /// How many kinds of edit there are.
    static let kinds = 11

    /// One edit of `scalars`, of a kind drawn at random.
    static func edit(_ scalars: inout [Unicode.Scalar], _ random: inout SeededRandom) {
        edit(&scalars, kind: random.int(in: 0...kinds), &random)
    }

    /// One edit of `scalars` of the given kind (0 and 11 both put a character in).
    static func edit(_ scalars: inout [Unicode.Scalar], kind: Int, _ random: inout SeededRandom) {
        let at = random.pick([0, scalars.count, scalars.count / 2, random.int(in: 0...scalars.count)])
        let someIndex = scalars.isEmpty ? nil : random.int(in: 0...(scalars.count - 1))
        switch kind {
        case 0, 11: scalars.insert(random.chance(33) ? random.pick(LookAlikes.invisibleSamples) : random.pick(insertable), at: at)
        case 1:
            // A character left out: a sign or a space half the time (`Kings` for `King's`).
            let signs = scalars.indices.filter { !scalars[$0].properties.isAlphabetic && !("0"..."9").contains(scalars[$0]) }
            if !signs.isEmpty, random.chance(50) {
                scalars.remove(at: random.pick(signs))
            } else if let someIndex {
                scalars.remove(at: someIndex)
            } else {
                scalars.append(" ")
            }
        case 2: if let someIndex { scalars.insert(scalars[someIndex], at: someIndex) } else { scalars.append("0") }
        case 3:
            // A letter's case, anywhere (at the end of a long text too).
            let letters = scalars.indices.filter { scalars[$0].properties.changesWhenCaseMapped }
            guard let index = letters.isEmpty ? nil : random.pick(letters) else { return scalars.insert("A", at: at) }
            let flipped =
                String(scalars[index]).uppercased() == String(scalars[index])
                ? String(scalars[index]).lowercased() : String(scalars[index]).uppercased()
            scalars.replaceSubrange(index...index, with: flipped.unicodeScalars)
        case 4:
            let places = scalars.indices.filter { index in lookAlikeLetters.contains { $0.latin == scalars[index] } }
            guard let index = places.isEmpty ? nil : random.pick(places) else { return scalars.insert("\u{430}", at: at) }
            scalars[index] = random.pick(lookAlikeLetters.filter { $0.latin == scalars[index] }).twin
        case 5:
            // A line ending or a space written another way: CR LF for LF, two spaces for one.
            if let newline = scalars.firstIndex(of: "\n") {
                scalars.insert("\r", at: newline)
            } else if let space = scalars.firstIndex(of: " ") {
                // Two spaces, a tab beside it, or the space written as a dash or an underscore.
                if random.chance(50) {
                    scalars.insert(random.pick([" ", "\t"]), at: space)
                } else {
                    scalars[space] = random.pick(["-", "_"])
                }
            } else {
                scalars.insert(contentsOf: ["\r", "\n"], at: at)
            }
        case 6:
            // A number padded with zeros, or its padding taken off ("player-7" and "player-0007").
            if let digit = scalars.lastIndex(where: { ("0"..."9").contains($0) }) {
                var start = digit
                while start > 0, ("0"..."9").contains(scalars[start - 1]) { start -= 1 }
                if scalars[start] == "0", start < digit {
                    scalars.remove(at: start)
                } else {
                    scalars.insert(contentsOf: ["0", "0"], at: start)
                }
            } else {
                scalars.insert(contentsOf: ["0", "0", "7"], at: scalars.count)
            }
        case 7:
            // Wrapped: quotes, brackets, or a sigil in front (`@blue`, `#blue`, `$blue`).
            let (open, close) = random.pick(wrappers)
            scalars = Array(open.unicodeScalars) + scalars + Array(close.unicodeScalars)
        case 8:
            // One character percent-encoded, as a URL carries it (a space as %20).
            guard let someIndex, scalars[someIndex].isASCII else { return scalars.insert(contentsOf: "%20".unicodeScalars, at: at) }
            let hex = String(scalars[someIndex].value, radix: 16, uppercase: true)
            scalars.replaceSubrange(someIndex...someIndex, with: ("%" + (hex.count == 1 ? "0" + hex : hex)).unicodeScalars)
        case 10:
            // A character in a compatibility form that NFKC folds back: full-width (`ｘ` for
            // `x`), the `ﬁ` ligature for `fi`, a superscript digit.
            if let fi = scalars.indices.dropLast().first(where: { scalars[$0] == "f" && scalars[$0 + 1] == "i" }), random.chance(30) {
                scalars.replaceSubrange(fi...(fi + 1), with: ["\u{FB01}"])
            } else if let index = scalars.indices.filter({ (0x21...0x7E).contains(scalars[$0].value) }).randomElement(using: &random),
                let wide = Unicode.Scalar(scalars[index].value + 0xFEE0)
            {
                scalars[index] = wide
            } else {
                scalars.insert("\u{B2}", at: at)
            }
        default:
            // (9) A dash, quote or space in a typographic form: a dash, quote or space in a typographic form.
            let twins = LookAlikes.typographicTwins(of: String(String.UnicodeScalarView(scalars)))
            if let twin = twins.isEmpty ? nil : random.pick(twins) {
                scalars = Array(twin.unicodeScalars)
            } else {
                scalars.insert("-", at: at)
            }
        }
    }
}
