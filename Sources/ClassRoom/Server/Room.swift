import Foundation
import KataEngine
import PlaygroundBasics
import Synchronization

/// The workshop room: its members, their latest hand-ins, what the page shows and what a post
/// may change. Pure request → response, so every rule is tested without a socket. Accepted
/// hand-ins are durably written to a folder, the same files `make class DIR=…` reads, before
/// the room says it kept them: nothing acknowledged is lost when the room is restarted.
public final class Room: Sendable {
    public let code: JoinCode
    public let folder: URL
    let catalog: KataCatalog
    let limits: HandInLimits
    let store: HandInStore
    /// Distinct learners the room keeps at most; a room is a few dozen people.
    public let learnerLimit: Int
    /// Where the instructor reads what happened (joins, failed writes).
    let log: @Sendable (String) -> Void
    /// The time the rate limits are counted in and hand-ins are stamped with.
    let clock: RoomClock

    struct State {
        /// The latest report of each learner, by ``LearnerName/key(name:machine:)``.
        var learners: [String: LearnerReport] = [:]
        /// Every member, by secret.
        var members: [String: RoomMember] = [:]
        var limiter: RateLimiter
        /// One lock per learner: two posts of one learner never race for the file.
        var writeLocks: [String: LearnerWriteLock] = [:]
        /// Moves on every change of what the page shows.
        var version = 0
    }
    let state: Mutex<State>

    public init(
        code: JoinCode, catalog: KataCatalog, folder: URL, postsPerSecond: Double = 1, burst: Int = 10, learnerLimit: Int = 200,
        clock: RoomClock = .system, log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(RoomError) {
        (self.code, self.catalog, self.folder, self.clock, self.log) = (code, catalog, folder, clock, log)
        self.learnerLimit = learnerLimit
        limits = HandInLimits(knownSlugs: Set(catalog.katas.map(\.slug)))
        store = HandInStore(folder: folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .storage(operation: "create the hand-in folder", path: folder.path, reason: error.localizedDescription)
        }
        var initial = State(limiter: RateLimiter(capacity: burst, perSecond: postsPerSecond))
        if let roster = try? ClassRoster.load(folder: folder) {
            for report in roster.learners { initial.learners[Self.key(of: report)] = report }
        }
        for member in RoomMembers.load(from: folder).members { initial.members[member.secret] = member }
        state = Mutex(initial)
    }

    /// One learner is a name (compared after normalisation) on a machine.
    static func key(of report: LearnerReport) -> String { LearnerName.key(name: report.learner, machine: report.machine) }

    public var learners: [LearnerReport] { state.withLock { Array($0.learners.values) } }

    public func table(now: Date? = nil) -> ClassTable {
        ClassTable(roster: ClassRoster(learners: learners, problems: []), catalog: catalog, now: now ?? clock.date())
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        switch (request.method, request.path) {
        case ("GET", "/"), ("GET", "/index.html"): return .html(table().html(live: true))
        case ("GET", "/table"): return .html(table().fragment())
        case ("GET", "/room.js"):
            return HTTPResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: Data(RoomScript.source.utf8))
        case ("GET", "/health"): return .text(200, "ok\n")
        case ("POST", "/join"), ("POST", "/handin"):
            guard code.matches(request.headers[Self.codeHeader.lowercased()]) else { return .text(403, "Wrong or missing room code\n") }
            return request.path == "/join" ? join(request) : handIn(request)
        case (_, "/"), (_, "/table"), (_, "/room.js"), (_, "/health"), (_, "/handin"), (_, "/join"):
            return .text(405, "Method not allowed\n")
        default: return .text(404, "Not found\n")
        }
    }

    /// The header a post carries the join code in.
    public static let codeHeader = "X-Room-Code"
    /// The header every post after joining carries the learner's secret in.
    public static let secretHeader = "X-Room-Secret"
    /// The header a hand-in carries its machine's sequence number in: the room keeps the highest.
    public static let sequenceHeader = "X-Room-Sequence"

    /// The hand-in's file: the learner's folded name and machine, and a digest of the learner's
    /// key, so "Sam!" and "Sam?" (both folded to `Sam-`) never share a file.
    static func fileName(for report: LearnerReport) -> String {
        let digest = ContentDigest.of(Data(key(of: report).utf8)).prefix(6)
        return LearnerReport.fileName(for: report.learner, machine: report.machine).replacingOccurrences(
            of: ".json", with: "-\(digest).json")
    }

    /// The body of a post, read as a report within the limits, or the answer that refuses it.
    func decodedReport(_ request: HTTPRequest) -> Decoded {
        switch LearnerReport.decode(request.body) {
        case .failure(let reason): return .refused(.text(400, "Not a progress report: \(reason)\n"))
        case .success(let report):
            if let problem = limits.problem(with: report) { return .refused(.text(422, "Refused: \(problem)\n")) }
            return .report(report)
        }
    }

    enum Decoded {
        case report(LearnerReport)
        case refused(HTTPResponse)
    }

    /// A failed write: the learner is told it was not kept, the instructor's terminal says why.
    func storageFailure(_ error: RoomError, learner: String) -> HTTPResponse {
        log("could not keep \(TerminalText.safe(learner))'s report: \(error.message)")
        var reason = "a write failed"
        if case .storage(_, _, let why) = error { reason = why }
        return .text(507, "The room could not store your report, so it was not kept; tell the instructor (\(reason))\n")
    }
}

/// Held while one learner's file is written, so their posts reach the disk one at a time.
final class LearnerWriteLock: Sendable {
    let mutex = Mutex(())
}
