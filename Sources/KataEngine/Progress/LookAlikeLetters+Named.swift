extension LookAlikeLetters {
    /// Latin letters that Unicode names after a Latin letter with something on it (`Ɓ` LATIN
    /// CAPITAL LETTER B WITH HOOK, `Ƈ` … C WITH HOOK, `Ɋ` … Q WITH HOOK TAIL) and that no
    /// decomposition takes back to it: each with that letter. The hook, stroke or bar is a pixel
    /// or two on a projector, so `Ɓob` reads as `Bob`; a letter with a decomposition (`é`) folds
    /// with the accents already. Taken from the names, by property, for every Latin block.
    static let namedAfterLatin: [(Unicode.Scalar, String)] = {
        let blocks: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF]
        var found: [(Unicode.Scalar, String)] = []
        for value in blocks.joined() {
            guard let scalar = Unicode.Scalar(value), let letter = letterNamed(in: scalar) else { continue }
            found.append((scalar, letter))
        }
        return found
    }()

    /// The ASCII letter `scalar` is named after, when it has no decomposition of its own.
    static func letterNamed(in scalar: Unicode.Scalar) -> String? {
        guard let name = scalar.properties.name, String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars.count == 1
        else { return nil }
        for (prefix, small) in [("LATIN CAPITAL LETTER ", false), ("LATIN SMALL LETTER ", true)] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let first = rest.first, first.isASCII, first.isUppercase, rest.dropFirst().hasPrefix(" WITH ") else { return nil }
            return small ? first.lowercased() : String(first)
        }
        return nil
    }
}
