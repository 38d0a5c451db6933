import Foundation
import PlaygroundBasics

/// One learner's progress as a small file to hand in (`make progress LEARNER=…`): per kata, its
/// status, tests passed and failed, and when it was last checked. Instructors collect these
/// however the room can (a shared drive, a chat upload) and read them with ``ClassRoster``.
public struct LearnerReport: Codable, Equatable, Sendable {
    public struct Kata: Codable, Equatable, Sendable {
        public let slug: String
        public let status: KataStatus
        public let testsPassed: Int
        public let testsFailed: Int
        public let lastCheck: Date?
        /// Absent in hand-ins written before these were reported.
        public let lastProgress: Date?
        public let hintsShown: Int?
        public let firstFailingTest: String?
        /// A done kata whose latest check failed ("done, now failing"). Absent in hand-ins
        /// written before it was reported: such a kata reads as plainly done, as it did then.
        public let failingNow: Bool?
        /// The latest check did not compile: the compiler's first error (``CompileErrorNote``),
        /// shown where a failing test would be. Absent in hand-ins written before it was
        /// reported (and ignored by rooms that came before it): such a kata reads as it did then.
        public let compileError: String?

        public init(
            slug: String, status: KataStatus, testsPassed: Int, testsFailed: Int, lastCheck: Date?, lastProgress: Date? = nil,
            hintsShown: Int? = nil, firstFailingTest: String? = nil, failingNow: Bool? = nil, compileError: String? = nil
        ) {
            (self.slug, self.status, self.testsPassed, self.testsFailed, self.lastCheck) = (
                slug, status, testsPassed, testsFailed, lastCheck
            )
            (self.lastProgress, self.hintsShown, self.firstFailingTest, self.failingNow) = (
                lastProgress, hintsShown, firstFailingTest, failingNow
            )
            self.compileError = compileError
        }

        /// Done once, failing at the latest check: it stays done, and says so.
        public var isDoneButFailingNow: Bool { status == .done && failingNow == true }
    }

    /// Marks the file as ours, so any other JSON in the folder is recognised and skipped.
    public static let formatName = "mediator-kata-progress"
    public static let currentVersion = 1

    public let format: String
    public let version: Int
    public let learner: String
    public let written: Date
    public let katas: [Kata]
    /// The id of the machine that wrote the file, so two learners with one name are two rows
    /// ("Sam · 3f2a"), never one: 16 hex digits its key proves (``MachineKey``), or 4 drawn
    /// at random in hand-ins of older clients. Absent in older hand-ins still.
    public let machine: String?

    public init(learner: String, written: Date, katas: [Kata], machine: String? = nil) {
        (format, version, self.learner, self.written, self.katas) = (Self.formatName, Self.currentVersion, learner, written, katas)
        self.machine = machine
    }

    /// This machine's id: the first 16 hex digits of the SHA-256 of its key, kept beside the
    /// katas (`.machine-key`, drawn the first time), the same on every run after
    /// (``MachineIdentity``). Worked out from a key, not drawn alone: the id is shown and shared,
    /// and a classmate who knows it must not be able to join as this machine.
    public static func machine(keptIn directory: URL) -> String { MachineIdentity.kept(in: directory).id }

    /// The report of `progress` for every kata of `catalog`, in catalog order.
    public init(learner: String, progress: KataProgress, catalog: KataCatalog, written: Date, machine: String? = nil) {
        self.init(
            learner: learner, written: written,
            katas: catalog.katas.map { kata in
                let entry = progress.entries[kata.slug] ?? .init()
                return Kata(
                    slug: kata.slug, status: entry.status, testsPassed: entry.testsPassed, testsFailed: entry.testsFailed,
                    lastCheck: entry.lastCheck, lastProgress: entry.lastProgress, hintsShown: entry.hintsShown,
                    firstFailingTest: entry.firstFailingTest, failingNow: entry.status == .done ? entry.failingNow : nil,
                    compileError: entry.compileError.map { CompileErrorNote.fitted($0) })
            }, machine: machine)
    }

    /// What this machine hands in for `learner` now: the saved progress of every kata of
    /// `catalog`, with this machine's id; and what reading the progress file warned about.
    /// `room`: the origin of the room it goes to, whose id for this machine it carries
    /// (``MachineIdentity/forRoom(_:)``); `nil` for the offline file, which carries the machine's own id.
    public static func current(learner: String, catalog: KataCatalog, at now: Date = Date(), room: String? = nil) -> (
        report: LearnerReport, warnings: [String]
    ) {
        let (progress, warnings) = ProgressStore(directory: catalog.directory).load()
        let kept = MachineIdentity.kept(in: catalog.directory)
        let machine = room.map { kept.forRoom($0).id } ?? kept.id
        return (LearnerReport(learner: learner, progress: progress, catalog: catalog, written: now, machine: machine), warnings)
    }

    /// The name a table shows: with its machine's label (``MachineLabel``) when another learner
    /// has the same name, as ``LearnerIdentity`` compares names (so `ｓam`, `SAM` and `sam` beside
    /// each other are told apart).
    public func displayName(among others: [LearnerReport]) -> String {
        let name = LearnerIdentity.normalized(learner)
        let namesakes = others.filter { $0 != self && LearnerIdentity.normalized($0.learner) == name }
        guard !namesakes.isEmpty else { return learner }
        return learner + MachineLabel.separator + MachineLabel.label(of: machine, among: namesakes.map(\.machine))
    }

    /// A learner's name as a file name: letters, digits, `-` and `_`; anything else becomes `-`.
    /// With the first four characters of the machine id: enough that two Sams never overwrite
    /// each other's file, and no more of the id than the projector shows anyway.
    public static func fileName(for learner: String, machine: String? = nil) -> String {
        let safe = learner.unicodeScalars.map { scalar in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || scalar == "-" || scalar == "_" ? String(scalar) : "-"
        }.joined()
        return "progress-\(safe.prefix(60))\(machine.map { "-\($0.prefix(MachineKey.legacyIDLength))" } ?? "").json"
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Why a report read from a file (not posted: the room checks those itself, field by field)
    /// cannot be shown, or `nil`: counts a test run can have, so sums of them cannot overflow,
    /// and no control or text-direction characters in what the page and the terminal show.
    public var fileProblem: String? {
        guard Self.fits(learner.trimmingCharacters(in: .whitespaces), characters: Self.nameLimit) else {
            return "the learner name is longer than the room allows (\(Self.nameLimit) characters, "
                + "\(Self.nameLimit * 2) Unicode scalars, \(Self.nameLimit * 4) bytes, 4 combining marks in a row)"
        }
        guard katas.count <= 1_000, katas.allSatisfy(Self.isPlausible) else { return "test counts, hints or katas out of range" }
        guard ([learner] + katas.compactMap(\.firstFailingTest) + katas.compactMap(\.compileError)).allSatisfy(Self.isShowable) else {
            return "control or text-direction characters in a name"
        }
        return nil
    }

    /// The most characters a learner's name may have, in a hand-in the room keeps or a file
    /// `make class` shows.
    public static let nameLimit = 60

    /// True when `text` fits `characters` characters, twice as many scalars and four times as
    /// many bytes, with no character piled with combining marks (a grapheme bomb): a limit in
    /// characters alone lets one character hold 30,000 scalars.
    public static func fits(_ text: String, characters: Int) -> Bool {
        text.utf8.count <= characters * 4 && text.unicodeScalars.count <= characters * 2 && text.count <= characters
            && !GraphemeBounds.isBomb(text)
    }

    /// The test counts and hints a kata's run can have, in a file or a hand-in.
    public static let testCounts = 0...10_000
    public static let hintCounts = 0...99

    static func isPlausible(_ kata: Kata) -> Bool {
        testCounts.contains(kata.testsPassed) && testCounts.contains(kata.testsFailed) && hintCounts.contains(kata.hintsShown ?? 0)
    }

    /// Text shown as it is written, decided by Unicode properties: no controls, line or paragraph
    /// separators, private-use, surrogate or unassigned code points (U+FDD0 and the other
    /// noncharacters have no glyph), and no bidirectional controls (marks, embeddings, overrides,
    /// isolates, U+061C ARABIC LETTER MARK) anywhere.
    public static func isShowable(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
            default: scalar.properties.isBidiControl
            }
        }
    }

    /// Reads a hand-in; the error says in words why a file is not one.
    public static func decode(_ data: Data) -> Result<LearnerReport, ClassRoster.Problem.Reason> {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        struct Header: Decodable {
            let format: String?
            let version: Int?
        }
        guard let header = try? decoder.decode(Header.self, from: data) else { return .failure(.malformed("not a JSON object")) }
        guard header.format == formatName else {
            return .failure(.malformed("not a kata progress file (no \"format\": \"\(formatName)\")"))
        }
        guard header.version == currentVersion else {
            return .failure(.unknownVersion(header.version.map(String.init) ?? "none"))
        }
        do {
            let report = try decoder.decode(LearnerReport.self, from: data)
            guard !report.learner.trimmingCharacters(in: .whitespaces).isEmpty else { return .failure(.malformed("no learner name")) }
            return .success(report)
        } catch {
            return .failure(.malformed("fields missing or of the wrong type"))
        }
    }
}
