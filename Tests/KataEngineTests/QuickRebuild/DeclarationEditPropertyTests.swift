import Foundation
import Testing

@testable import KataEngine

/// Properties of ``DeclarationEdit`` over generated edits of the katas' own Swift files (starters,
/// references, tests, KataSupport): whatever a learner's editor leaves behind — half a line, a
/// brace too many, a declaration pasted anywhere — the reader answers without trapping; an edit
/// and its undo change the same declarations; and no text is an edit of itself.
@Suite struct DeclarationEditPropertyTests {
    static let katas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Katas")

    /// Declarations a learner pastes in, confined or not.
    static let pasted = [
        "    func helper() -> Int { 1 }", "public func extra() {}", "    private var log: [String] = []", "    var doubled: Int { 2 }",
        "struct Note { let text: String }", "extension Note {", "}", "    static let limit = 3", "    init() {}", "@MainActor",
        "    case extra", "protocol Shape { var area: Int { get } }", "    lazy var x = 1", "let s = \"{\"", "/* open",
        "    func shape() -> some Equatable { 1 }",
    ]

    /// Declarations no other file can see.
    static let privatePasted = ["    private func tally() -> Int { 2 }", "fileprivate let spare = 0", "    private var log: [String] = []"]

    /// In path order, so seed 19 draws the same edits whatever order the file system lists them in.
    static func sources() -> [String] {
        let walker = FileManager.default.enumerator(at: katas, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let file = walker?.nextObject() as? URL {
            guard file.pathExtension == "swift", !file.path.contains("/.build/") else { continue }
            files.append(file)
        }
        return files.sorted { $0.path < $1.path }.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
    }

    /// One random line-level edit: delete, duplicate, cut in half, swap, or paste a declaration.
    static func edit(_ text: String, _ random: inout FuzzRandom) -> String {
        var lines = text.components(separatedBy: "\n")
        guard !lines.isEmpty else { return text }
        let at = random.int(below: lines.count)
        switch random.int(below: 5) {
        case 0: lines.remove(at: at)
        case 1: lines.insert(lines[at], at: at)
        case 2: lines[at] = String(lines[at].prefix(lines[at].count / 2))
        case 3: lines.swapAt(at, random.int(below: lines.count))
        default: lines.insert(random.pick(pasted), at: at)
        }
        return lines.joined(separator: "\n")
    }

    static let rounds = 400

    @Test("Over 400 generated edits of the katas' files: no trap, an edit and its undo agree, a text is no edit of itself")
    func editsAndUndosAgree() throws {
        let sources = Self.sources()
        try #require(sources.count > 50, "the katas' Swift files are found")
        var random = FuzzRandom(seed: 19)
        var pairs: [(old: String, new: String)] = []
        for round in 0..<Self.rounds {
            let original = sources[round % sources.count]
            var edited = original
            if round % 8 == 0 {
                // Every eighth round pastes one private declaration alone: the confined edits the
                // quick rebuild exists for are reached whatever files the katas hold.
                var lines = edited.components(separatedBy: "\n")
                lines.insert(random.pick(Self.privatePasted), at: random.int(below: lines.count))
                edited = lines.joined(separator: "\n")
            } else {
                for _ in 0..<(1 + random.int(below: 3)) { edited = Self.edit(edited, &random) }
            }
            pairs.append((original, edited))
        }
        // One run of Swift's parser for every edit; a pair's two scans serve the edit, its undo
        // and the edited text against itself.
        let scans = try SwiftReader.located().readDeclarations(pairs: pairs).pairs
        var confined = 0
        for (round, (texts, scan)) in zip(pairs, scans).enumerated() {
            let forward = DeclarationEdit.comparing(old: scan.old, new: scan.new).flatMap { $0.changes.isEmpty ? nil : $0 }
            let backward = DeclarationEdit.comparing(old: scan.new, new: scan.old).flatMap { $0.changes.isEmpty ? nil : $0 }
            #expect(
                Set(forward?.changes ?? []) == Set(backward?.changes ?? []),
                "round \(round): an edit and its undo must change the same declarations")
            #expect(DeclarationEdit.comparing(old: scan.new, new: scan.new)?.changes ?? [] == [])
            if forward != nil, texts.old != texts.new { confined += 1 }
        }
        // Not a property, a sanity bound: the generator does reach confined edits.
        print("declaration edits: \(confined) of \(Self.rounds) generated edits confined")
        #expect(confined > Self.rounds / 40, "only \(confined) confined edits generated")
    }
}
