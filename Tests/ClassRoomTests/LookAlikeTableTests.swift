import Foundation
import Testing

@testable import ClassRoom
@testable import KataEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The confusables table a learner's name is compared by is ICU's own (UTS #39 skeletons, from
/// the ICU inside the toolchain's Foundation), for every letter and digit a name may hold.
@Suite struct LookAlikeTableTests {
    /// ICU's skeleton function, as the toolchain's own Foundation exports it on Linux
    /// (`swift_uspoof_…` in `lib_FoundationICU`). Apple's system ICU is another version, whose
    /// skeletons may differ: the table is the toolchain's, so the test asks only that one.
    struct Skeletons {
        typealias Open = @convention(c) (UnsafeMutablePointer<Int32>) -> OpaquePointer?
        typealias Skeleton =
            @convention(c) (
                OpaquePointer?, UInt32, UnsafePointer<UInt16>, Int32, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
            ) -> Int32
        let checker: OpaquePointer
        let skeletonOf: Skeleton

        static func located() -> Skeletons? {
            // Foundation has loaded its ICU already; a null handle searches what is loaded.
            let loaded = dlopen(nil, RTLD_NOW)
            for prefix in ["swift_"] {
                guard let open = dlsym(loaded, prefix + "uspoof_open"), let skeleton = dlsym(loaded, prefix + "uspoof_getSkeleton") else {
                    continue
                }
                var status: Int32 = 0
                guard let checker = unsafeBitCast(open, to: Open.self)(&status), status <= 0 else { return nil }
                return Skeletons(checker: checker, skeletonOf: unsafeBitCast(skeleton, to: Skeleton.self))
            }
            return nil
        }

        func skeleton(_ text: String) -> String {
            let units = Array(text.utf16)
            var result = [UInt16](repeating: 0, count: 64)
            var status: Int32 = 0
            let length = skeletonOf(checker, 0, units, Int32(units.count), &result, Int32(result.count), &status)
            return status > 0 ? "" : String(decoding: result.prefix(Int(max(length, 0))), as: UTF16.self)
        }
    }

    /// The table as ICU gives it: each letter or digit a name may hold that folding does not
    /// already make ASCII, whose skeleton (as typed, else once compatibility-mapped), marks
    /// dropped, is ASCII letters or digits.
    static func confusables(from icu: Skeletons) -> String {
        func isASCIILetters(_ text: String) -> Bool {
            !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }
        func withoutMarks(_ text: String) -> String {
            String(
                String.UnicodeScalarView(
                    text.unicodeScalars.filter { ![.nonspacingMark, .enclosingMark].contains($0.properties.generalCategory) }))
        }
        let letters: [Unicode.GeneralCategory] = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber]
        var lines: [String] = []
        for block in NameCharacters.letterBlocks {
            for value in block where value >= 0x80 {
                guard let scalar = Unicode.Scalar(value), letters.contains(scalar.properties.generalCategory) else { continue }
                let compatible = String(scalar).precomposedStringWithCompatibilityMapping
                let folded = compatible.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
                guard !isASCIILetters(folded) else { continue }
                let asTyped = withoutMarks(icu.skeleton(String(scalar)))
                let skeleton = isASCIILetters(asTyped) ? asTyped : withoutMarks(icu.skeleton(compatible))
                if isASCIILetters(skeleton) { lines.append(String(format: "%04X", value) + " " + skeleton) }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The table beyond Latin as ICU gives it: each letter or digit a name may hold that is its
    /// own canonical decomposition and that the ASCII table does not read (nor its small letter), whose skeleton is not
    /// merely its compatibility decomposition and holds no mark; with it the letters and digits
    /// the skeleton is, or, when that is a sign, the first letter sharing it.
    static func confusablesBeyondLatin(from icu: Skeletons, ascii: String) -> String {
        let readAsASCII = Set(ascii.split(separator: "\n").compactMap { $0.split(separator: " ").first.flatMap { UInt32($0, radix: 16) } })
        let letters: [Unicode.GeneralCategory] = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber]
        func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }
        var read: [UInt32: [UInt32]] = [:]
        var bySign: [[UInt32]: [UInt32]] = [:]
        for block in NameCharacters.letterBlocks {
            for value in block where value >= 0x80 && !readAsASCII.contains(value) {
                guard let scalar = Unicode.Scalar(value), letters.contains(scalar.properties.generalCategory) else { continue }
                let text = String(scalar)
                let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
                // A capital whose small letter reads as Latin (`Σ`, as `σ`) is read as its small letter is.
                let small = scalars(scalar.properties.lowercaseMapping)
                guard scalars(text.decomposedStringWithCanonicalMapping) == [value], !folded.unicodeScalars.allSatisfy(\.isASCII),
                    !(small.count == 1 && readAsASCII.contains(small[0]))
                else { continue }
                let skeleton = icu.skeleton(text).unicodeScalars
                let categories = skeleton.map(\.properties.generalCategory)
                guard !skeleton.isEmpty, scalars(icu.skeleton(text)) != [value],
                    scalars(icu.skeleton(text)) != scalars(text.decomposedStringWithCompatibilityMapping),
                    !categories.contains(where: { [.nonspacingMark, .spacingMark, .enclosingMark].contains($0) })
                else { continue }
                if categories.allSatisfy({ letters.contains($0) || $0 == .modifierLetter }) {
                    read[value] = skeleton.map(\.value)
                } else {
                    bySign[skeleton.map(\.value), default: []].append(value)
                }
            }
        }
        for sharing in bySign.values where sharing.count > 1 {
            for value in sharing.dropFirst() { read[value] = [sharing[0]] }
        }
        return read.keys.sorted().compactMap { value in
            read[value].map { ([value] + $0).map { String(format: "%04X", $0) }.joined(separator: " ") }
        }.joined(separator: "\n")
    }

    @Test(
        "The look-alike table beyond Latin is ICU's confusables skeletons for every letter and digit a name may hold that reads as another script's (where this toolchain's ICU can be asked)",
        .enabled(if: Skeletons.located() != nil, "only the toolchain's own Foundation (on Linux) exports the ICU the table is made from"))
    func theTableBeyondLatinIsICUs() throws {
        let icu = try #require(Skeletons.located())
        let expected = Self.confusablesBeyondLatin(from: icu, ascii: Self.confusables(from: icu))
        if LookAlikeLetters.confusablesBeyondLatin != expected {
            Issue.record(
                """
                ICU's skeletons and LookAlikeLetters+BeyondLatin.swift disagree; if this toolchain's ICU is the one to follow, \
                replace its lines with these:
                \(expected)
                """)
        }
    }

    @Test(
        "The look-alike table is ICU's confusables skeletons for every letter and digit a name may hold (where this toolchain's ICU can be asked)",
        .enabled(if: Skeletons.located() != nil, "only the toolchain's own Foundation (on Linux) exports the ICU the table is made from"))
    func theTableIsICUs() throws {
        let icu = try #require(Skeletons.located())
        let expected = Self.confusables(from: icu)
        if LookAlikeLetters.confusables != expected {
            Issue.record(
                """
                ICU's skeletons and LookAlikeLetters+Confusables.swift disagree; if this toolchain's ICU is the one to follow, \
                replace its lines with these:
                \(expected)
                """)
        }
    }

    @Test(
        "Letters drawn like another script's are that script's: katakana like Chinese characters (ハ木 is 八木), ヘ like へ, keheh like kaf, Persian yeh and digits like Arabic ones; letters of their own told apart by their dots stay apart"
    )
    func lettersDrawnLikeAnotherScriptsAreThatScripts() {
        let alike = [
            ("八木", "ハ木"), ("二郎", "ニ郎"), ("工藤", "エ藤"), ("力也", "カ也"), ("夕子", "タ子"), ("口田", "ロ田"), ("一郎", "ー郎"),
            ("ロン", "口ン"), ("卜部", "ト部"), ("へいぞう", "ヘいぞう"), ("كريم", "کریم"), ("علي", "علی"), ("علي", "على"),
            ("ليلى ٤", "ليلى ۴"), ("رنا ٠٢", "رنا ۰۲"), ("هدى", "ہدى"), ("احمد", "ٱحمد"), ("احمد", "أحمد"),
            // A kana with its voicing mark is, for Unicode, the kana and a combining mark (U+3099, U+309A):
            // read past as every mark on a letter is (``NameMarks``), so `ガナ` is a namesake of `カナ`.
            ("カナ", "ガナ"), ("ハナ", "パナ"),
        ]
        for (name, lookAlike) in alike {
            #expect(LearnerName.normalized(name) == LearnerName.normalized(lookAlike), "\(lookAlike) reads as \(name)")
        }
        let apart = [
            ("شادي", "سادي"), ("باسم", "تاسم"), ("ثامر", "تامر"), ("جميل", "حميل"), ("زينب", "رينب"), ("木村", "本村"), ("田中", "由中"),
            ("ソウ", "ンウ"),
        ]
        for (name, other) in apart {
            #expect(LearnerName.normalized(name) != LearnerName.normalized(other), "\(other) is not \(name)")
        }
    }

    @Test(
        "A mark on no letter (a speck beside a classmate's name) and a name read as an option are refused; a stray space left by a mark folds away"
    )
    func specksAndDashesAreRefused() {
        for speck in ["Dora \u{05BC}", "Nora \u{0307}", "\u{0301}Ann", "Dora  \u{0331}x"] {
            #expect(NameCharacters.problem(in: speck)?.contains("a mark on no letter") == true, "\(speck.debugDescription)")
        }
        for option in ["--help", "-h", "--dir"] {
            #expect(NameCharacters.problem(in: option)?.contains("starts with a dash") == true, "\(option)")
        }
        #expect(NameCharacters.problem(in: "Zoë-Ann") == nil && NameCharacters.problem(in: "Nguyễn Văn An") == nil)
        #expect(LearnerName.normalized("Dora \u{05BC}") == LearnerName.normalized("Dora"), "should one get through, it is the same name")
    }

    @Test(
        "Punctuation that joins a name's parts is a name's (Gal·la, ジョン・スミス, בן־דוד, Kealiʻi, ʻIolani); beside a space or a digit, or a mark on a digit or a sign, it is refused"
    )
    func joinersBetweenLettersAreNames() {
        for name in ["Gal·la", "ジョン・スミス", "בן\u{05BE}דוד", "Kealiʻi", "ʻIolani", "Ngāʼe", "Anna·Maria Puig"] {
            #expect(NameCharacters.problem(in: name) == nil, "\(name): \(NameCharacters.problem(in: name) ?? "")")
        }
        for label in ["Sam · 3f2a", "Sam ·3f2a", "Sam·3f2a", "·Sam", "Sam·", "Sam・", "ジョン ・スミス", "\u{05BE}Dan", "Sam ʻ", "Samʻ"] {
            #expect(NameCharacters.problem(in: label) != nil, "\(label.debugDescription) is accepted")
        }
        for speck in ["Ada 1\u{301}", "Ada -\u{301}", "Ada.\u{308}"] {
            #expect(NameCharacters.problem(in: speck)?.contains("a mark on no letter") == true, "\(speck.debugDescription)")
        }
        #expect(NameCharacters.problem(in: "Zoe\u{308}\u{301}") == nil, "marks stack on a letter")
        #expect(LearnerName.normalized("Gal·la") == LearnerName.normalized("Galla"), "the dot is read past, as punctuation is")
        #expect(LearnerName.normalized("Oweʻn") == LearnerName.normalized("Owen"), "the ʻokina is read past, as an apostrophe is")
    }

    @Test("Names written in letters drawn like Latin ones are the Latin names: Ѵіс is Vic, Ԝеѕ is Wes, Ϲιϲι is Cici")
    func lettersDrawnLikeLatinAreLatin() {
        let pairs = [
            ("\u{0474}\u{0456}\u{0441}", "Vic"), ("\u{0415}\u{0475}\u{0430}", "Eva"), ("\u{051C}\u{0435}\u{0455}", "Wes"),
            ("\u{0501}\u{0430}\u{0475}\u{0435}", "Dave"), ("\u{051C}\u{0456}\u{04CF}\u{04CF}", "Will"),
            ("\u{041E}\u{04CF}\u{0456}\u{0475}\u{0456}\u{0430}", "Olivia"), ("\u{03F9}\u{03B9}\u{03F2}\u{03B9}", "Cici"),
            ("\u{0555}\u{057C}", "On"),
        ]
        for (lookAlike, name) in pairs {
            #expect(LearnerName.normalized(lookAlike) == LearnerName.normalized(name), "\(lookAlike) reads as \(name)")
        }
    }
}
