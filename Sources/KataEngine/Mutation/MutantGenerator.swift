import Foundation

/// Makes the mutants of a Swift source file from its syntax tree, as muter does: Swift's own
/// parser (see ``SwiftReader``) finds every binary operator (relational, logical, arithmetic,
/// compound assignment, range), prefix `!` and `-`, integer and boolean literal, plain
/// condition of `if`, `guard`, `while` and `?:`, deletable statement and neighbouring pair,
/// `for` loop (reversed, without its first or last element or its `where`), `while` run once,
/// `first`/`last`-style member, `break`/`continue`, `weak`/`unowned` reference, and function that
/// returns nothing (returns at once); the extended operators add more (see ``MutationOperators``).
/// Comments and string literals are never code, so nothing in them changes what is generated.
/// Mutants that do not compile are dropped by the proof.
public enum MutantGenerator {
    /// Every mutant of `source` that `operators` make, read by the running toolchain's parser
    /// (kata 11's judge asks for the original set).
    public static func mutants(of source: String, file: String, operators: MutationOperators = .original) throws(KataError)
        -> [GeneratedMutant]
    {
        do {
            let facts = try SwiftReader.located().read(source: source)
            return mutants(of: source, file: file, points: facts.mutationPoints, operators: operators)
        } catch {
            throw .swiftParserUnavailable(error)
        }
    }

    /// The mutants the parser's `points` describe that `operators` admit, each as the whole
    /// changed file. An extended mutant that is the same text as one before it is left out: it
    /// would measure nothing new.
    static func mutants(of source: String, file: String, points: [SwiftMutationPoint], operators: MutationOperators)
        -> [GeneratedMutant]
    {
        let bytes = Array(source.utf8)
        var seen: [String: Int] = [:]
        var texts: Set<String> = [source]
        return points.filter(operators.admits).compactMap { point in
            guard let text = apply(point.sites, to: bytes) else { return nil }
            guard texts.insert(text).inserted || !point.extended else { return nil }
            let key = "\(point.line)|\(point.change)"
            seen[key, default: 0] += 1
            return GeneratedMutant(
                file: file, line: point.line, change: point.change, text: text, point: point, occurrence: seen[key] ?? 1)
        }
    }

    /// `bytes` with each site's edit made (sites never overlap); `nil` if a site lies outside.
    static func apply(_ sites: [SwiftMutationPoint.Site], to bytes: [UInt8]) -> String? {
        var result = bytes
        for site in sites.sorted(by: { $0.editStart > $1.editStart }) {
            guard 0 <= site.editStart, site.editStart <= site.editEnd, site.editEnd <= result.count else { return nil }
            result.replaceSubrange(site.editStart..<site.editEnd, with: Array(site.replacement.utf8))
        }
        return String(decoding: result, as: UTF8.self)
    }
}
