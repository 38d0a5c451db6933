import Foundation
import Testing

@testable import KataEngine

/// Issue 28: one comment line ending in `"""` made the old text mask generate no mutants for a
/// file, silently. Now comments and strings are trivia and literals to the parser: placed
/// anywhere in any kata's reference, they never change the mutants generated.
@Suite struct MutantInvarianceTests {
    static let katas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Katas")

    /// Comments that fooled the mask: a `"""` ending a line comment, a `"` in a block comment,
    /// a raw string, operators and attributes in comments.
    static let blockComments = [#"/* a " inside */"#, ##"/* #"\"# && x == true */"##, "/* \"\"\" */", "/* @_silgen_name(\"x\") 1 + 2 */"]
    static let lineComments = [#"// ends with """"#, ##"// a raw string #"\"# || y < 3"##, "// \" unbalanced", "/// if a == b {"]
    /// String literals as declarations, which no mutation operator touches.
    static let fileStrings = [
        ##"private let noiseRaw = #"\"#"##, "private let noiseQuote = \"a == b && \\\"\"",
        "private let noiseLines = \"\"\"\n    x == \"\n    \"\"\"",
    ]
    static let memberStrings = [##"private static var noiseRaw: String { #"\"# }"##, "private static var noiseText: String { \"//\" }"]

    /// Every reference file of every kata, and kata 11's correct mediator.
    static func references() throws -> [URL] {
        var files: [URL] = []
        for kata in try FileManager.default.contentsOfDirectory(atPath: katas.path).sorted() where kata.first?.isNumber == true {
            let solution = katas.appendingPathComponent("\(kata)/.meta/Solution")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: solution.path)) ?? [] where name.hasSuffix(".swift") {
                files.append(solution.appendingPathComponent(name))
            }
        }
        files.append(katas.appendingPathComponent("11-catch-the-mutant/Sources/MutantKata/Mediator.swift"))
        return files
    }

    /// `source` with comments put between tokens wherever there is already whitespace (so no
    /// operator changes its spacing), line comments after line breaks, and string declarations
    /// before top-level and member declarations: where, chosen by `seed`.
    static func noisy(_ source: String, facts: SwiftFileFacts, seed: UInt64) -> String {
        var random = FuzzRandom(seed: seed)
        let bytes = Array(source.utf8)
        var insertions: [(offset: Int, text: String)] = []
        for (before, after) in zip(facts.tokens, facts.tokens.dropFirst()) where !before.inString && !after.inString {
            let gap = Array(bytes[before.end..<after.start])
            guard !gap.isEmpty, random.int(below: 2) == 0 else { continue }
            if let newline = gap.firstIndex(of: UInt8(ascii: "\n")) {
                insertions.append((before.end + newline + 1, random.pick(lineComments) + "\n"))
            } else {
                insertions.append((before.end + 1, random.pick(blockComments) + " "))
            }
        }
        for declaration in facts.declarations where random.int(below: 2) == 0 {
            switch declaration.scope {
            case .file: insertions.append((declaration.offset, random.pick(fileStrings) + "\n"))
            case .type: insertions.append((declaration.offset, random.pick(memberStrings) + "\n"))
            case .protocol, .local: continue
            }
        }
        var result = bytes
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
            result.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func effects(of source: String, facts: SwiftFileFacts) -> [String] {
        MutantGenerator.mutants(of: source, file: "F.swift", points: facts.mutationPoints, operators: .all).map(\.effect).sorted()
    }

    static func effects(of source: String, reader: SwiftReader) throws -> [String] {
        effects(of: source, facts: try reader.read(source: source))
    }

    @Test("A comment or string placed anywhere in a kata's reference never changes the mutants generated")
    func commentsAndStringsNeverChangeTheMutants() throws {
        let reader = try SwiftReader.located()
        let files = try Self.references()
        #expect(files.count >= 17, "every kata's reference is read")
        let sources = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        let facts = try reader.read(sources: sources)
        let seeds = UInt64(1)...3
        var noisy: [(file: URL, seed: UInt64, text: String, expected: [String])] = []
        for (file, (source, fileFacts)) in zip(files, zip(sources, facts)) {
            let expected = Self.effects(of: source, facts: fileFacts)
            #expect(!expected.isEmpty, "\(file.lastPathComponent) has mutants")
            for seed in seeds {
                let text = Self.noisy(source, facts: fileFacts, seed: seed)
                #expect(text.utf8.count > source.utf8.count, "seed \(seed) put noise into \(file.path)")
                noisy.append((file, seed, text, expected))
            }
        }
        for (variant, variantFacts) in zip(noisy, try reader.read(sources: noisy.map(\.text))) {
            let (file, seed, expected) = (variant.file.path, variant.seed, variant.expected)
            #expect(variantFacts.parsesWithoutErrors, "seed \(seed): the noisy \(file) still parses")
            let effects = Self.effects(of: variant.text, facts: variantFacts)
            let added = effects.filter { !expected.contains($0) }, lost = expected.filter { !effects.contains($0) }
            #expect(
                effects == expected,
                "seed \(seed): comments and strings changed the mutants of \(file): added \(added.prefix(3)), lost \(lost.prefix(3))")
        }
    }

    @Test("The old mask's blind spot: a line comment ending in \"\"\" before the code")
    func tripleQuoteInALineComment() throws {
        let reader = try SwiftReader.located()
        let plain = "func f(a: Int) -> Bool {\n    return a == 1\n}\n"
        let tricked = "// this comment ends with \"\"\"\n" + plain
        #expect(try Self.effects(of: tricked, reader: reader) == Self.effects(of: plain, reader: reader))
        #expect(try Self.effects(of: tricked, reader: reader).count >= 3, "== flips, and 1 moves both ways")
    }
}
