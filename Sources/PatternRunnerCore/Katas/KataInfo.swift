import Foundation

/// One kata as `Katas/katas.json` describes it: the single source of kata metadata.
public struct KataInfo: Codable, Equatable, Sendable {
    /// What "the starter fails" means for a kata, and so how `kata verify` proves it.
    public enum Kind: String, Codable, Sendable {
        /// The starter fails at least one test; the reference passes them all.
        case behaviour
        /// A refactoring kata that starts green on behaviour: only tests named
        /// `Design check: …` fail in the starter.
        case design
        /// The learner writes the tests; they must catch every listed mutant.
        case mutants
    }

    /// A deliberately broken implementation that kata code selects at run time through
    /// the `KATA_MUTANT` environment variable, so one build serves every run.
    public struct Mutant: Codable, Equatable, Sendable {
        public let name: String
        public let description: String
    }

    public let slug: String
    public let title: String
    public let document: String
    public let teaches: String
    /// The learner's files, relative to the kata's folder. Their starter and reference
    /// versions live, by file name, in `.meta/Starter` and `.meta/Solution`.
    public let files: [String]
    public let hints: [String]
    /// Absent in the metadata means `.behaviour`.
    public let kind: Kind
    public let mutants: [Mutant]

    enum CodingKeys: String, CodingKey { case slug, title, document, teaches, files, hints, kind, mutants }

    public init(
        slug: String, title: String, document: String, teaches: String, files: [String], hints: [String],
        kind: Kind = .behaviour, mutants: [Mutant] = []
    ) {
        (self.slug, self.title, self.document, self.teaches) = (slug, title, document, teaches)
        (self.files, self.hints, self.kind, self.mutants) = (files, hints, kind, mutants)
    }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            slug: try values.decode(String.self, forKey: .slug), title: try values.decode(String.self, forKey: .title),
            document: try values.decode(String.self, forKey: .document),
            teaches: try values.decode(String.self, forKey: .teaches),
            files: try values.decode([String].self, forKey: .files), hints: try values.decode([String].self, forKey: .hints),
            kind: try values.decodeIfPresent(Kind.self, forKey: .kind) ?? .behaviour,
            mutants: try values.decodeIfPresent([Mutant].self, forKey: .mutants) ?? [])
    }

    /// The two-digit number that starts the slug (`01`).
    public var number: String { String(slug.prefix { $0.isNumber }) }
}

/// The ordered list of katas and where they live.
public struct KataCatalog: Sendable {
    public let katas: [KataInfo]
    /// `<package root>/Katas`.
    public let directory: URL

    private struct File: Codable { let katas: [KataInfo] }

    /// Reads `Katas/katas.json` under `root`.
    public static func load(root: URL) throws(KataError) -> KataCatalog {
        let directory = root.appendingPathComponent("Katas")
        let file = directory.appendingPathComponent("katas.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .environment("cannot find \(file.path); run from the repository root (or set MEDIATOR_PLAYGROUND_ROOT)")
        }
        do {
            return KataCatalog(katas: try JSONDecoder().decode(File.self, from: data).katas, directory: directory)
        } catch {
            throw .environment("\(file.path) is not valid kata metadata: \(error)")
        }
    }

    public func folder(of kata: KataInfo) -> URL {
        directory.appendingPathComponent(kata.slug)
    }

    /// Accepts `1`, `01`, the slug, or a unique prefix of the slug or of the part after the number.
    public func resolve(_ input: String) throws(UsageError) -> KataInfo {
        let key = input.trimmingCharacters(in: .whitespaces).lowercased()
        let names = katas.map(\.slug).joined(separator: ", ")
        guard !key.isEmpty else { throw UsageError("a kata name is required (one of: \(names))") }
        if let number = Int(key) {
            if let match = katas.first(where: { Int($0.number) == number }) { return match }
            throw UsageError("no kata number \(number); katas are numbered \(katas.first?.number ?? "")–\(katas.last?.number ?? "")")
        }
        if let exact = katas.first(where: { $0.slug == key }) { return exact }
        let matches = katas.filter { kata in
            kata.slug.hasPrefix(key) || kata.slug.drop { $0 != "-" }.dropFirst().hasPrefix(key)
        }
        if matches.count == 1, let only = matches.first { return only }
        if matches.count > 1 {
            throw UsageError("\(quoted(input)) matches several katas: \(matches.map(\.slug).joined(separator: ", "))")
        }
        let words = katas.flatMap { [$0.slug, String($0.slug.drop { $0 != "-" }.dropFirst())] }
        let suggestion = ClosestMatch.find(key, among: words).flatMap { word in
            katas.first { $0.slug == word || $0.slug.hasSuffix("-" + word) }?.slug
        }
        throw UsageError("no kata named \(quoted(input))", suggestion: suggestion)
    }
}

/// A problem outside the command line: missing files, a tool that cannot run.
public enum KataError: Error, Equatable {
    case environment(String)

    public var message: String {
        switch self {
        case .environment(let text): text
        }
    }
}
