/// Names and ids that look like another one but are not equal to it as Swift compares strings:
/// one invisible character more, or an ASCII punctuation mark in its typographic form. A
/// mediator that "cleans" names before comparing them (drops the bidi marks, the joiners, the
/// variation selectors, folds curly quotes to `'`) takes such a twin for the original.
///
/// The families come from Unicode's properties, not from a hand-picked few, so a cleaner that
/// drops only some of them still meets one it keeps: every assigned code point that is
/// `Default_Ignorable_Code_Point` or of general category Format (bidi marks and controls, joiners,
/// variation selectors, tag characters, interlinear annotation, the soft hyphen, the BOM …), and
/// every dash, space separator, quotation mark, apostrophe and prime that stands for an ASCII
/// `-`, ` `, `'` or `"`.
public enum LookAlikes {
    /// Every assigned code point that is default-ignorable or a format character, in order.
    public static let invisibles: [Unicode.Scalar] = {
        // Planes 0 and 1 and the tags and variation selectors of plane 14: no other plane has any.
        var found: [Unicode.Scalar] = []
        // `Unicode.Scalar(_:)` is nil only for surrogates, which no string holds.
        for scalar in (UInt32(0)...0x1_FFFF).compactMap(Unicode.Scalar.init) {
            if scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .format { found.append(scalar) }
        }
        for scalar in (UInt32(0xE_0000)...0xE_0FFF).compactMap(Unicode.Scalar.init) where scalar.properties.generalCategory != .unassigned {
            found.append(scalar)
        }
        return found.filter { $0.properties.generalCategory != .unassigned }
    }()

    /// The invisibles in runs of neighbours alike in what a cleaner might single out: general
    /// category, bidi control, join control, variation selector ("U+200B", "U+200C–200D",
    /// "U+200E–200F", "U+FE00–FE0F" …).
    public static let invisibleKinds: [[Unicode.Scalar]] = {
        func kind(_ scalar: Unicode.Scalar) -> [Bool] {
            let properties = scalar.properties
            return [
                properties.generalCategory == .format, properties.generalCategory == .nonspacingMark,
                properties.isBidiControl, properties.isJoinControl, properties.isVariationSelector,
                properties.isDefaultIgnorableCodePoint,
            ]
        }
        var runs: [[Unicode.Scalar]] = []
        for scalar in invisibles {
            if let last = runs.last?.last, last.value + 1 == scalar.value, kind(last) == kind(scalar) {
                runs[runs.count - 1].append(scalar)
            } else {
                runs.append([scalar])
            }
        }
        return runs
    }()

    /// The first and the last of each kind: every kind is met, and both ends of a range (a
    /// cleaner that drops "U+FE00 to U+FE0E" keeps U+FE0F).
    public static let invisibleSamples: [Unicode.Scalar] = invisibleKinds.flatMap { run in
        run.count > 1 ? [run[0], run[run.count - 1]] : run
    }

    /// Typographic forms of ASCII punctuation: dashes and the minus sign for `-`, space
    /// separators (no-break spaces too) for ` `, single quotation marks, apostrophes and primes
    /// for `'`, double ones for `"`.
    public static let typographic: [(ascii: Character, twins: [Unicode.Scalar])] = {
        let kinds: Set<Unicode.GeneralCategory> = [
            .dashPunctuation, .spaceSeparator, .mathSymbol, .initialPunctuation, .finalPunctuation, .otherPunctuation, .modifierLetter,
        ]
        let candidates = (0x80...0xFFFF).compactMap(Unicode.Scalar.init).filter { kinds.contains($0.properties.generalCategory) }
        func named(_ scalar: Unicode.Scalar, _ words: [String]) -> Bool {
            guard let name = scalar.properties.name else { return false }
            return words.contains { name.contains($0) }
        }
        let quote: Set<Unicode.GeneralCategory> = [.initialPunctuation, .finalPunctuation, .otherPunctuation, .modifierLetter]
        return [
            ("-", candidates.filter { $0.properties.generalCategory == .dashPunctuation || $0.properties.name == "MINUS SIGN" }),
            (" ", candidates.filter { $0.properties.generalCategory == .spaceSeparator }),
            (
                "'",
                candidates.filter {
                    quote.contains($0.properties.generalCategory) && !named($0, ["DOUBLE", "TRIPLE", "QUADRUPLE"])
                        && named($0, ["SINGLE QUOTATION MARK", "SINGLE HIGH-REVERSED-9", "APOSTROPHE", "PRIME"])
                }
            ),
            (
                "\"",
                candidates.filter {
                    quote.contains($0.properties.generalCategory)
                        && named($0, ["DOUBLE QUOTATION MARK", "DOUBLE HIGH-REVERSED-9", "DOUBLE PRIME"])
                        && !named($0, ["REVERSED DOUBLE PRIME"])
                }
            ),
        ]
    }()

    /// Near misses of `name`: its invisible twins, then its typographic twins. None is `==` to `name`.
    public static func nearMisses(of name: String) -> [String] {
        invisibleTwins(of: name) + typographicTwins(of: name)
    }

    /// `name` with one invisible of each kind's ends put in it: before it, after it and inside it
    /// in turn.
    public static func invisibleTwins(of name: String) -> [String] {
        let scalars = Array(name.unicodeScalars)
        return invisibleSamples.enumerated().map { number, invisible in
            var copy = scalars
            copy.insert(invisible, at: [0, scalars.count, scalars.count / 2][number % 3])
            return String(String.UnicodeScalarView(copy))
        }.filter { $0 != name }
    }

    /// `name` with its first ASCII `-`, ` `, `'` or `"` replaced by each of its typographic
    /// forms in turn.
    public static func typographicTwins(of name: String) -> [String] {
        let scalars = Array(name.unicodeScalars)
        var twins: [String] = []
        for (ascii, forms) in typographic {
            guard let at = scalars.firstIndex(where: { Character($0) == ascii }) else { continue }
            twins += forms.map { form in
                var copy = scalars
                copy[at] = form
                return String(String.UnicodeScalarView(copy))
            }
        }
        return twins.filter { $0 != name }
    }
}
