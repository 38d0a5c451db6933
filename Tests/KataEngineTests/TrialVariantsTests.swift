import Foundation
import PlaygroundBasics
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// Kata 11's variants build (``TrialVariants``): the kept mediator, its correct mediators and its
/// storage mutants in one file behind a facade, type-checked by the compiler.
@Suite struct TrialVariantsTests {
    static let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Katas/11-catch-the-mutant")

    static func source(_ path: String) throws -> String {
        try String(contentsOf: kata.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every correct mediator and the named mutants, each a whole file.
    static func guests() throws -> (kept: String, guests: [(name: String, source: String)]) {
        let kept = try source(".meta/Pristine/Sources/MutantKata/Mediator.swift")
        var guests: [(name: String, source: String)] = []
        for folder in [".meta/CorrectMediators", ".meta/Mutants"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: kata.appendingPathComponent(folder).path).sorted()
            for name in names { guests.append((name, try source("\(folder)/\(name)/Mediator.swift"))) }
        }
        return (kept, guests)
    }

    static func variants(kept: String, guests: [(name: String, source: String)], tag: String = "T1") throws -> TrialVariants? {
        let reader = try SwiftReader.located()
        let facts = try reader.read(sources: [kept] + guests.map(\.source))
        return TrialVariants(
            kept: kept, keptFacts: facts[0],
            guests: zip(guests, facts.dropFirst()).map { TrialVariants.Guest(name: $0.name, source: $0.source, facts: $1) }, tag: tag)
    }

    /// Type-checks `text` as the mediator's file beside a test that uses the public API only.
    static func typeCheck(_ text: String) throws -> ToolOutcome {
        let folder = try TemporaryFolder("trial-variants")
        try folder.write("Mediator.swift", text)
        return try ProcessGroupRunner().run(
            ToolInvocation(["swiftc", "-typecheck", "-swift-version", "6", "Mediator.swift"], in: folder.url, timeout: 120))
    }

    @Test("The kept mediator, four correct mediators and the named mutants compile as one file behind a facade with the kept API")
    func everyVariantCompilesBehindTheFacade() throws {
        let (kept, guests) = try Self.guests()
        let variants = try #require(try Self.variants(kept: kept, guests: guests))
        #expect(Set(variants.ids.keys) == Set(guests.map(\.name)))
        #expect(Set(variants.ids.values) == Set(1...guests.count), "ids 1… name every guest once; 0 is the kept one")
        let checked = try Self.typeCheck(variants.text)
        #expect(checked.succeeded, "\(checked.output)\n\(variants.text)")
        // The facade declares the kept type, public; no variant is reachable from outside the file.
        #expect(variants.text.contains("public final class Mediator {"))
        for line in variants.text.split(separator: "\n") where line.hasPrefix("public ") || line.hasPrefix("final class") {
            #expect(line.hasPrefix("public final class Mediator {") || line.hasPrefix("public protocol Colleague"), "\(line)")
        }
    }

    @Test("A variant that does not compile is blamed by its lines; an error elsewhere blames none")
    func aBrokenVariantIsBlamed() throws {
        let (kept, guests) = try Self.guests()
        var broken = guests
        broken[0].source += "\nprivate func broken() -> Int { \"not a number\" }\n"
        let variants = try #require(try Self.variants(kept: kept, guests: broken))
        let checked = try Self.typeCheck(variants.text)
        #expect(!checked.succeeded)
        let errors = CompilerDiagnostics.parse("error", in: checked.output, kataFolder: "").map {
            KataCheckResult.Diagnostic(file: TrialFiles.mediatorFile, line: $0.line, text: $0.text)
        }
        #expect(!errors.isEmpty, "\(checked.output)")
        #expect(variants.blame(errors) == [broken[0].name], "\(checked.output)")
        #expect(variants.blame([KataCheckResult.Diagnostic(file: TrialFiles.mediatorFile, line: 2, text: "x")]) == nil)
        #expect(variants.blame([KataCheckResult.Diagnostic(file: "Tests/MutantKataTests/MediatorTests.swift", line: 9, text: "x")]) == nil)
    }

    @Test("Each check draws new names and a new order, so no name or number says which variant runs")
    func namesAndOrderAreDrawnPerCheck() throws {
        let (kept, guests) = try Self.guests()
        var orders: Set<[Int]> = []
        for tag in ["A", "B", "C", "D", "E", "F"] {
            let variants = try #require(try Self.variants(kept: kept, guests: guests, tag: tag))
            orders.insert(guests.map { variants.ids[$0.name] ?? 0 })
            #expect(variants.text.contains("__KataMediator\(tag)v1"))
        }
        #expect(orders.count > 1, "six checks drew the same order of \(guests.count) variants")
    }

    @Test("In one build the kept body is the schema: an error in a switched mutant's lines, shifted by where the body starts, blames it")
    func theSchemaInsideTheFacadeIsBlamedByItsLines() throws {
        let (kept, guests) = try Self.guests()
        let broken = kept.replacingOccurrences(of: "isDelivering = true", with: "isDelivering = \"yes\"")
        let reader = try SwiftReader.located()
        let pair = try reader.read(sources: [kept, broken])
        let point = try #require(BodySwap.point(kept: kept, keptFacts: pair[0], variant: broken, variantFacts: pair[1]))
        let mutant = MutantTrial.Variant(name: "says-yes", description: "d", source: broken, generated: false, point: point)
        let schema = TrialSchema(kept: kept, mutants: [mutant], excluded: [])
        #expect(schema.ids == ["says-yes": 1])
        let facts = try reader.read(sources: [kept, schema.body] + guests.map(\.source))
        let variants = try #require(
            TrialVariants(
                kept: kept, keptFacts: facts[0], keptBody: (schema.body, facts[1]),
                guests: zip(guests, facts.dropFirst(2)).map { TrialVariants.Guest(name: $0.name, source: $0.source, facts: $1) }, tag: "S",
                firstID: 2))
        #expect(Set(variants.ids.values) == Set(2...(guests.count + 1)), "the guests' ids start above the schema's")
        let checked = try Self.typeCheck(variants.text)
        let errors = CompilerDiagnostics.parse("error", in: checked.output, kataFolder: "").map {
            KataCheckResult.Diagnostic(file: TrialFiles.mediatorFile, line: $0.line, text: $0.text)
        }
        #expect(!errors.isEmpty && errors.allSatisfy { variants.keptBody.contains($0.line) }, "\(checked.output)")
        let shifted = errors.map {
            KataCheckResult.Diagnostic(file: $0.file, line: $0.line - variants.keptBody.lowerBound + 1, text: $0.text)
        }
        #expect(schema.blame(shifted)?.doesNotCompile == ["says-yes"], "\(checked.output)")
        // Without the broken mutant, the facade, the schema and every guest type-check as one file.
        let fixed = TrialSchema(kept: kept, mutants: [], excluded: [])
        let fixedFacts = try reader.read(sources: [kept, fixed.body] + guests.map(\.source))
        let whole = try #require(
            TrialVariants(
                kept: kept, keptFacts: fixedFacts[0], keptBody: (fixed.body, fixedFacts[1]),
                guests: zip(guests, fixedFacts.dropFirst(2)).map { TrialVariants.Guest(name: $0.name, source: $0.source, facts: $1) },
                tag: "S"))
        let clean = try Self.typeCheck(whole.text)
        #expect(clean.succeeded, "\(clean.output)")
    }
}
