import Foundation
import KataEngine
import PlaygroundBasics
import Synchronization

/// The workshop room: the learners' latest hand-ins, what the page shows and what a post may
/// change. Pure request → response, so every rule is tested without a socket. Accepted hand-ins
/// are also written to a folder, the same files `make class DIR=…` reads, so nothing is lost
/// when the room is restarted and the folder hand-in stays the fallback.
public final class Room: Sendable {
    public let code: JoinCode
    public let folder: URL
    let catalog: KataCatalog
    let limits: HandInLimits
    /// Distinct learners the room keeps at most; a room is a few dozen people.
    static let learnerLimit = 200
    private let log: @Sendable (String) -> Void
    /// The time the rate limits are counted in.
    let clock: RoomClock

    private struct State {
        var learners: [String: LearnerReport] = [:]
        var limiter: RateLimiter
    }
    private let state: Mutex<State>

    public init(
        code: JoinCode, catalog: KataCatalog, folder: URL, postsPerSecond: Double = 1, burst: Int = 10,
        clock: RoomClock = .system, log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(RoomError) {
        (self.code, self.catalog, self.folder, self.clock, self.log) = (code, catalog, folder, clock, log)
        limits = HandInLimits(knownSlugs: Set(catalog.katas.map(\.slug)))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .storage(operation: "create the hand-in folder", path: folder.path, reason: error.localizedDescription)
        }
        var kept: [String: LearnerReport] = [:]
        if let roster = try? ClassRoster.load(folder: folder) {
            for report in roster.learners { kept[Self.key(of: report)] = report }
        }
        state = Mutex(State(learners: kept, limiter: RateLimiter(capacity: burst, perSecond: postsPerSecond)))
    }

    /// One learner is a name on a machine.
    static func key(of report: LearnerReport) -> String {
        report.learner.trimmingCharacters(in: .whitespaces).lowercased() + "\u{0}" + (report.machine ?? "")
    }

    public var learners: [LearnerReport] { state.withLock { Array($0.learners.values) } }

    public func table(now: Date = Date()) -> ClassTable {
        ClassTable(roster: ClassRoster(learners: learners, problems: []), catalog: catalog, now: now)
    }

    func respond(to request: HTTPRequest, now: Date = Date()) -> HTTPResponse {
        switch (request.method, request.path) {
        case ("GET", "/"), ("GET", "/index.html"): return .html(table(now: now).html(live: true))
        case ("GET", "/table"): return .html(table(now: now).fragment())
        case ("GET", "/room.js"):
            return HTTPResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: Data(RoomScript.source.utf8))
        case ("GET", "/health"): return .text(200, "ok\n")
        case ("POST", "/handin"): return handIn(request)
        case (_, "/"), (_, "/table"), (_, "/room.js"), (_, "/health"), (_, "/handin"): return .text(405, "Method not allowed\n")
        default: return .text(404, "Not found\n")
        }
    }

    /// The header a post carries the join code in.
    public static let codeHeader = "X-Room-Code"

    private func handIn(_ request: HTTPRequest) -> HTTPResponse {
        guard code.matches(request.headers[Self.codeHeader.lowercased()]) else {
            return .text(403, "Wrong or missing room code\n")
        }
        let report: LearnerReport
        switch LearnerReport.decode(request.body) {
        case .failure(let reason): return .text(400, "Not a progress report: \(reason)\n")
        case .success(let decoded): report = decoded
        }
        if let problem = limits.problem(with: report) { return .text(422, "Refused: \(problem)\n") }
        let key = Self.key(of: report)
        enum Outcome { case limited(Int), full, older, kept(isNew: Bool, count: Int) }
        let now = clock.now()
        let outcome = state.withLock { state -> Outcome in
            if let wait = state.limiter.take(key, at: now) { return .limited(wait) }
            let known = state.learners[key]
            if known == nil, state.learners.count >= Self.learnerLimit { return .full }
            if let known, known.written > report.written { return .older }
            state.learners[key] = report
            // Written under the lock: two posts of one learner never race for the file.
            try? report.encoded().write(to: folder.appendingPathComponent(Self.fileName(for: report)), options: .atomic)
            return .kept(isNew: known == nil, count: state.learners.count)
        }
        switch outcome {
        case .limited(let wait):
            var response = HTTPResponse.text(429, "Too many posts; try again in \(wait) s\n")
            response.extraHeaders = [("Retry-After", "\(wait)")]
            return response
        case .full: return .text(503, "The room is full (\(Self.learnerLimit) learners)\n")
        case .older: return .text(200, "Kept a newer report\n")
        case .kept(let isNew, let count):
            if isNew {
                log("\(TerminalText.safe(report.learner)) (\(report.machine ?? "?")) joined — \(count) learner\(count == 1 ? "" : "s")")
            }
            return .text(200, "Kept\n")
        }
    }

    /// The hand-in's file: the learner's folded name and machine, and a digest of the exact
    /// name, so "Sam!" and "Sam?" (both folded to `Sam-`) never share a file.
    static func fileName(for report: LearnerReport) -> String {
        let digest = ContentDigest.of(Data(key(of: report).utf8)).prefix(6)
        return LearnerReport.fileName(for: report.learner, machine: report.machine).replacingOccurrences(
            of: ".json", with: "-\(digest).json")
    }
}
