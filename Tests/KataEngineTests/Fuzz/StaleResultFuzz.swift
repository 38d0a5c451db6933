import Foundation
import PlaygroundBasics

@testable import KataEngine

/// Random edit sequences on ``FuzzFixture``, each followed by a check whose result must be the
/// one a from-scratch build of the same files gives: a check never reports on code the learner
/// no longer has. The edits are the ones learners and their tools make: comments, bodies,
/// signatures, private and public additions (used or not, functions, properties, types), new
/// and removed files, syntax errors, `cp -p` restores of older versions, saves that keep the old
/// modification time, `touch`, and two saves between checks; and additions other files pick up
/// without the changed file naming them: an overload the tests' call resolves to (of a function
/// the module declares, or of the standard library's), a member a
/// conformance declared in another file takes up, a stored property that moves a field another
/// file reads.
struct StaleResultFuzz {
    enum Edit: String, CaseIterable {
        case comment, body, signature, privateAddition, spareHelper, publicAddition, newFile, removeFile, syntaxError
        case usedPublicAddition = "used public addition", memberAddition = "member addition", newType = "new type"
        case overload, shadow = "stdlib shadow", conformanceMember = "conformance member", field = "stored property last", earlyField =
            "stored property first"
        case secret = "private stored property"
        case copyRestore = "cp -p restore", sameTimeSave = "same-mtime save", touch, twoSaves = "two saves"
    }

    /// The edits that hand SwiftPM a file it judges by its modification time, and the saves
    /// that combine them with a change only SwiftPM takes, come up more often.
    static let weighted: [Edit] = Edit.allCases + [.copyRestore, .sameTimeSave, .twoSaves, .twoSaves]

    /// What a run found.
    struct Report {
        var steps = 0
        var contents = Set<String>()
        var stale: [String] = []
        /// For each kind of edit, how often each build path took it.
        var paths: [String: [String: Int]] = [:]
        var scratchMismatches: [String] = []

        var summary: String {
            let kinds = paths.keys.sorted().map { kind in
                "\(kind): " + (paths[kind] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            }
            return "\(steps) steps, \(contents.count) distinct contents, \(stale.count) stale results, "
                + "\(scratchMismatches.count) from-scratch mismatches\n  " + kinds.joined(separator: "\n  ")
        }
    }

    let seed: UInt64
    let steps: Int
    let checker: KataChecker

    /// Runs the sequence in a fresh folder; with `fromScratch`, also builds the final files in
    /// another fresh folder and compares (the oracle's own check).
    func run(into report: inout Report, fromScratch: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stale-fuzz-\(seed)-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            SwiftPMLocks.remove(under: folder)
        }
        var fixture = try FuzzFixture.create(in: folder)
        var random = FuzzRandom(seed: seed)
        var history: [(part: FuzzFixture.Part, modified: Date)] = []
        var replay: [String] = ["seed \(seed)"]
        try compare(fixture, edit: "first check", replay: replay, into: &report)
        for _ in 0..<steps {
            let edit = random.pick(Self.weighted)
            var done: [String] = []
            if edit == .twoSaves {
                for _ in 0..<2 {
                    done.append(
                        try apply(random.pick(Self.weighted.filter { $0 != .twoSaves }), to: &fixture, random: &random, history: &history))
                }
            } else {
                done.append(try apply(edit, to: &fixture, random: &random, history: &history))
            }
            replay.append("\(edit.rawValue): " + done.joined(separator: "; "))
            try compare(fixture, edit: edit.rawValue, replay: replay, into: &report)
        }
        if fromScratch {
            let scratch = folder.appendingPathExtension("scratch")
            defer {
                try? FileManager.default.removeItem(at: scratch)
                SwiftPMLocks.remove(under: scratch)
            }
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            for item in ["Package.swift", "Sources", "Tests"] {
                try FileManager.default.copyItem(at: folder.appendingPathComponent(item), to: scratch.appendingPathComponent(item))
            }
            let observed = FuzzFixture.observed(try checker.check(FuzzFixture.kata, folder: scratch))
            if observed != fixture.expected {
                report.scratchMismatches.append("seed \(seed): a from-scratch build says \(observed), the model \(fixture.expected)")
            }
        }
    }

    private func compare(_ fixture: FuzzFixture, edit: String, replay: [String], into report: inout Report) throws {
        let result = try checker.check(FuzzFixture.kata, folder: fixture.folder)
        let observed = FuzzFixture.observed(result)
        report.steps += 1
        report.contents.insert(fixture.parts.map(\.text).joined(separator: "\u{0}"))
        report.paths[edit, default: [:]][result.build?.rawValue ?? "none", default: 0] += 1
        if observed != fixture.expected {
            report.stale.append(
                "check \(report.steps) says \(observed) for code whose result is \(fixture.expected); replay:\n    "
                    + replay.joined(separator: "\n    "))
        }
    }

    /// Makes one edit; returns what it did, for the replay.
    private func apply(
        _ edit: Edit, to fixture: inout FuzzFixture, random: inout FuzzRandom, history: inout [(part: FuzzFixture.Part, modified: Date)]
    ) throws -> String {
        let index = random.int(below: fixture.parts.count)
        var part = fixture.parts[index]
        let manager = FileManager.default
        func save(_ part: FuzzFixture.Part) throws {
            fixture.parts[index] = part
            try fixture.write(part.path, part.text)
            let modified = (try? manager.attributesOfItem(atPath: fixture.url(part.path).path)[.modificationDate] as? Date) ?? Date()
            history.append((part, modified))
        }
        switch edit {
        case .comment: part.comments += 1
        case .body: part.value = random.int(below: 100)
        case .signature: part.takesArgument.toggle()
        case .privateAddition: part.helpers.append(random.int(below: 10))
        case .spareHelper: part.spares = part.spares == 0 || random.int(below: 3) > 0 ? part.spares + 1 : part.spares - 1
        case .publicAddition: part.extras += 1
        case .usedPublicAddition: part.lifts = part.lifts.isEmpty || random.int(below: 3) > 0 ? part.lifts + [random.int(below: 10)] : []
        case .memberAddition: part.members = part.members.isEmpty || random.int(below: 3) > 0 ? part.members + [random.int(below: 10)] : []
        case .newType: part.ownType = part.ownType == nil ? random.int(below: 10) : nil
        case .field: part.fields = part.fields.isEmpty || random.int(below: 3) > 0 ? part.fields + [random.int(below: 10)] : []
        case .earlyField: part.earlyField.toggle()
        case .secret:
            // Mostly rewritten in place (retyped, moved before or after the others), sometimes added or removed.
            let value = random.int(below: 100)
            switch (part.secret, random.int(below: 4)) {
            case (nil, _): part.secret = .init(value: value, narrow: random.int(below: 2) == 0, early: random.int(below: 2) == 0)
            case (.some, 0): part.secret = nil
            case (.some(let old), 1): part.secret = .init(value: old.value, narrow: old.narrow, early: !old.early)
            case (.some(let old), _): part.secret = .init(value: value, narrow: !old.narrow, early: old.early)
            }
        case .overload: part.overload.toggle()
        case .shadow: part.shadow.toggle()
        case .conformanceMember: part.score.toggle()
        case .syntaxError: part.broken.toggle()
        case .newFile:
            let added = FuzzFixture.Part(number: (fixture.parts.map(\.number).max() ?? 0) + 1, value: random.int(below: 100))
            fixture.parts.append(added)
            try fixture.write(added.path, added.text)
            try fixture.write("Sources/Fuzz/Total.swift", fixture.mainText)
            return "new file Part\(added.number).swift"
        case .removeFile:
            guard fixture.parts.count > 1 else { return "(no file to remove)" }
            fixture.parts.remove(at: index)
            try manager.removeItem(at: fixture.url(part.path))
            try fixture.write("Sources/Fuzz/Total.swift", fixture.mainText)
            return "removed Part\(part.number).swift"
        case .copyRestore:
            let older = history.filter { $0.part.number == part.number && $0.part.text != part.text }
            guard !older.isEmpty else { return "(no older version of Part\(part.number).swift)" }
            let restored = older[random.int(below: older.count)]
            fixture.parts[index] = restored.part
            try fixture.write(part.path, restored.part.text)
            try manager.setAttributes([.modificationDate: restored.modified], ofItemAtPath: fixture.url(part.path).path)
            return "cp -p an older Part\(part.number).swift back (value \(restored.part.value))"
        case .sameTimeSave:
            let before = try manager.attributesOfItem(atPath: fixture.url(part.path).path)[.modificationDate] as? Date
            part.value = random.int(below: 100)
            try save(part)
            if let before { try manager.setAttributes([.modificationDate: before], ofItemAtPath: fixture.url(part.path).path) }
            return "Part\(part.number).swift saved with value \(part.value), modification time kept"
        case .touch:
            try manager.setAttributes([.modificationDate: Date()], ofItemAtPath: fixture.url(part.path).path)
            return "touch Part\(part.number).swift"
        case .twoSaves: return ""
        }
        try save(part)
        return "\(edit.rawValue) in Part\(part.number).swift"
    }
}

/// SplitMix64, so a seed replays the same edits on every machine.
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func int(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    mutating func pick<T>(_ choices: [T]) -> T { choices[int(below: choices.count)] }
}
