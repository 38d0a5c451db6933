import Foundation
import PlaygroundBasics

/// The ordered list of katas and where they live, validated when loaded: a catalog that loads
/// is one whose every path stays inside its kata's folder, so reset and verify can trust it.
public struct KataCatalog: Sendable {
    public let katas: [KataInfo]
    /// `<package root>/Katas`.
    public let directory: URL

    private struct File: Codable { let katas: [KataInfo] }

    public init(katas: [KataInfo], directory: URL) {
        self.katas = katas
        self.directory = directory
    }

    /// Reads and validates `Katas/katas.json` under `root`.
    public static func load(root: URL) throws(KataError) -> KataCatalog {
        let directory = root.appendingPathComponent("Katas")
        let file = directory.appendingPathComponent("katas.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .catalog(path: file.path, problem: "not found; run from the repository root (or set MEDIATOR_PLAYGROUND_ROOT)")
        }
        let katas: [KataInfo]
        do {
            katas = try JSONDecoder().decode(File.self, from: data).katas
        } catch {
            throw .catalog(path: file.path, problem: "not valid kata metadata: \(error)")
        }
        let catalog = KataCatalog(katas: katas, directory: directory)
        let problems = catalog.validationProblems()
        guard problems.isEmpty else {
            throw .catalog(path: file.path, problem: problems.joined(separator: "; "))
        }
        return catalog
    }

    public func folder(of kata: KataInfo) -> URL {
        directory.appendingPathComponent(kata.slug)
    }

    /// Unique, well-formed slugs; kata folders that exist; learner files and mistakes whose
    /// paths resolve (symlinks included) inside their kata's folder.
    func validationProblems() -> [String] {
        var problems: [String] = []
        var seen: Set<String> = []
        for kata in katas {
            guard kata.slug.wholeMatch(of: #/[0-9]{2}-[a-z0-9]+(-[a-z0-9]+)*/#) != nil else {
                problems.append("slug \(kata.slug.debugDescription) is not NN-words-with-dashes")
                continue
            }
            if !seen.insert(kata.slug).inserted { problems.append("slug \(kata.slug) is listed twice") }
            let folder = folder(of: kata)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                problems.append("kata folder \(folder.path) does not exist")
                continue
            }
            for file in kata.files where !PathContainment.isInside(file, folder: folder) {
                problems.append("\(kata.slug): learner file \(file.debugDescription) leaves \(folder.path)")
            }
            if let flow = kata.flow {
                if !PathContainment.isInside(flow.expected, folder: folder) {
                    problems.append("\(kata.slug): expected flow \(flow.expected.debugDescription) leaves \(folder.path)")
                } else if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(flow.expected).path) {
                    problems.append("\(kata.slug): expected flow \(folder.appendingPathComponent(flow.expected).path) does not exist")
                }
            }
            for name in kata.mutants.map(\.name) + kata.pool.map(\.name) + kata.mistakes.map(\.name)
            where name.wholeMatch(of: #/[a-z0-9]+(-[a-z0-9]+)*/#) == nil {
                problems.append("\(kata.slug): \(name.debugDescription) is not a name of words with dashes")
            }
        }
        return problems
    }

    /// Accepts `1`, `01`, the slug, or a unique prefix of the slug or of the part after the number.
    public func resolve(_ input: String) throws(KataLookupError) -> KataInfo {
        let key = input.trimmingCharacters(in: .whitespaces).lowercased()
        let names = katas.map(\.slug).joined(separator: ", ")
        guard !key.isEmpty else { throw KataLookupError("a kata name is required (one of: \(names))") }
        if let number = Int(key) {
            if let match = katas.first(where: { Int($0.number) == number }) { return match }
            throw KataLookupError(
                "no kata number \(number); katas are numbered \(katas.first?.number ?? "")–\(katas.last?.number ?? "")")
        }
        if let exact = katas.first(where: { $0.slug == key }) { return exact }
        let matches = katas.filter { kata in
            kata.slug.hasPrefix(key) || kata.slug.drop { $0 != "-" }.dropFirst().hasPrefix(key)
        }
        if matches.count == 1, let only = matches.first { return only }
        if matches.count > 1 {
            throw KataLookupError("'\(input)' matches several katas: \(matches.map(\.slug).joined(separator: ", "))")
        }
        let words = katas.flatMap { [$0.slug, String($0.slug.drop { $0 != "-" }.dropFirst())] }
        let suggestion = ClosestMatch.find(key, among: words).flatMap { word in
            katas.first { $0.slug == word || $0.slug.hasSuffix("-" + word) }?.slug
        }
        guard let suggestion else {
            throw KataLookupError(
                "no kata named '\(String(input.prefix(40)))'; name one by number (01–\(katas.last?.number ?? "")) or as \(names)")
        }
        throw KataLookupError("no kata named '\(String(input.prefix(40)))'", suggestion: suggestion)
    }
}
