import Foundation

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

        public init(slug: String, status: KataStatus, testsPassed: Int, testsFailed: Int, lastCheck: Date?) {
            (self.slug, self.status, self.testsPassed, self.testsFailed, self.lastCheck) = (
                slug, status, testsPassed, testsFailed, lastCheck
            )
        }
    }

    /// Marks the file as ours, so any other JSON in the folder is recognised and skipped.
    public static let formatName = "mediator-kata-progress"
    public static let currentVersion = 1

    public let format: String
    public let version: Int
    public let learner: String
    public let written: Date
    public let katas: [Kata]

    public init(learner: String, written: Date, katas: [Kata]) {
        (format, version, self.learner, self.written, self.katas) = (Self.formatName, Self.currentVersion, learner, written, katas)
    }

    /// The report of `progress` for every kata of `catalog`, in catalog order.
    public init(learner: String, progress: KataProgress, catalog: KataCatalog, written: Date) {
        self.init(
            learner: learner, written: written,
            katas: catalog.katas.map { kata in
                let entry = progress.entries[kata.slug] ?? .init()
                return Kata(
                    slug: kata.slug, status: entry.status, testsPassed: entry.testsPassed, testsFailed: entry.testsFailed,
                    lastCheck: entry.lastCheck)
            })
    }

    /// A learner's name as a file name: letters, digits, `-` and `_`; anything else becomes `-`.
    public static func fileName(for learner: String) -> String {
        let safe = learner.unicodeScalars.map { scalar in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || scalar == "-" || scalar == "_" ? String(scalar) : "-"
        }.joined()
        return "progress-\(safe.prefix(60)).json"
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return (try? encoder.encode(self)) ?? Data()
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
