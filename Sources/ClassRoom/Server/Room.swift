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
    /// What the projector's address carries (`/?key=…`): the page shows every name and failing
    /// test, so only the instructor reads it; learners need only the code. Kept in the folder
    /// (``InstructorKey``), the same after a restart.
    public let instructorKey: String
    public let folder: URL
    let catalog: KataCatalog
    let limits: HandInLimits
    let store: HandInStore
    /// Distinct learners the room keeps at most; a room is a few dozen people.
    public let learnerLimit: Int
    /// What one client address may join.
    let joinLimits: JoinLimits
    /// This machine's network addresses: the instructor's actions come from this machine only.
    let ownAddresses: Set<String>
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
        /// Joins per client address.
        var joinLimiter: RateLimiter
        /// Wrong codes and members' secrets per client address.
        var throttle = FailureThrottle()
        /// Wrong instructor's keys, apart: a projector tab of an earlier room, polling from a
        /// learner's machine, must not use up that machine's tries to join.
        var keyThrottle = FailureThrottle()
        /// Secrets that were members' until their row was removed or their machine joined anew:
        /// a machine still posting one is no guesser (its checks go on until it joins again), so
        /// it does not count against its address, where others may share it. Bounded.
        var revoked = RevokedSecrets()
        /// One lock per learner: two posts of one learner never race for the file.
        var writeLocks: [String: LearnerWriteLock] = [:]
        /// Moves on every change of what the page shows.
        var version = 0
        /// Closed by the instructor: no new rows (members already in go on).
        var closed = false
        /// The instructor's class list: only its names join (``ClassList``); `nil`, anyone with the code.
        var classList: ClassList?
        /// Joins the class list refused, per name as the room compares names (``JoinGuesses``).
        var nameGuesses = JoinGuesses.throttle()
        /// The addresses refused under each name, with when: while the name is throttled, each
        /// waits for its own next try.
        var guessers = JoinGuesses.GuessMarks()
        /// The refusals under each listed name the instructor's terminal has yet to be told of.
        var guessReports = JoinGuesses.GuessReports()
    }
    let state: Mutex<State>
    /// Held by a join from its checks to its commit, so two joins never race for a name.
    let joinLock = Mutex(())
    /// The page and the table as last rendered, answered from memory until something changes.
    let pages = Mutex<RenderedPages?>(nil)
    /// Each learner's row as last rendered: a change re-renders one row.
    let rows = RenderedRows()
    /// Held while the pages are rendered.
    let renderLock = Mutex(())
    /// True while a render runs: readers take the pages it replaces instead of waiting.
    let rendering = Atomic(false)
    /// Times the pages were rendered, since the start.
    let renders = Atomic(0)
    /// What the page's header shows learners: the command that joins this room, set once the
    /// server knows its address and port.
    public var joinLine: String? {
        get { joinText.withLock { $0 } }
        set {
            joinText.withLock { $0 = newValue }
            state.withLock { $0.version += 1 }
        }
    }
    private let joinText = Mutex<String?>(nil)

    /// The join line as the page shows it: with join words on the class list in force, it names
    /// `WORD=` too (a placeholder: each word is one learner's alone, never on the wall), as the
    /// terminal does, so nobody types the page's line and gets "a wrong join word".
    var shownJoinLine: String? {
        joinLine.map { classListHasWords ? $0 + " " + Self.wordPlaceholder : $0 }
    }

    /// What the page and the terminal write for a learner's join word.
    public static let wordPlaceholder = "WORD=yourword"

    public init(
        code: JoinCode, catalog: KataCatalog, folder: URL, postsPerSecond: Double = 1, burst: Int = 10, learnerLimit: Int = 200,
        instructorKey: String? = nil, joinLimits: JoinLimits = JoinLimits(), clock: RoomClock = .system,
        ownAddresses: Set<String> = Set(LocalAddresses.ipv4()), log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(RoomError) {
        (self.code, self.catalog, self.folder, self.clock, self.log) = (code, catalog, folder, clock, log)
        self.ownAddresses = ownAddresses
        (self.learnerLimit, self.joinLimits) = (learnerLimit, joinLimits)
        limits = HandInLimits(knownSlugs: Set(catalog.katas.map(\.slug)))
        store = HandInStore(folder: folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .storage(operation: "create the hand-in folder", path: folder.path, reason: error.localizedDescription)
        }
        if let instructorKey {
            self.instructorKey = instructorKey
        } else {
            self.instructorKey = try InstructorKey.kept(in: folder)
        }
        var initial = State(
            limiter: RateLimiter(capacity: burst, perSecond: postsPerSecond),
            joinLimiter: RateLimiter(capacity: joinLimits.burst, perSecond: joinLimits.joinsPerSecond))
        if let roster = try? ClassRoster.load(folder: folder) {
            for report in roster.learners { initial.learners[Self.key(of: report)] = report }
        }
        // A member without a row is a join that was answered 507: it is dropped. Each member's
        // sequence is the highest of the members file and its row's own (written with the report).
        let sequences = StoredHandIn.sequences(in: folder)
        for var member in RoomMembers.load(from: folder).members where initial.learners[member.key] != nil {
            member.lastSequence = max(member.lastSequence, sequences[member.key] ?? 0)
            initial.members[member.secret] = member
        }
        initial.closed = FileManager.default.fileExists(atPath: folder.appendingPathComponent(Self.closedMarker).path)
        initial.classList = try ClassList.kept(in: folder)
        state = Mutex(initial)
    }

    /// One learner is a name (compared after normalisation) on a machine.
    static func key(of report: LearnerReport) -> String { LearnerName.key(name: report.learner, machine: report.machine) }

    /// A row's first handle on the page and in `make room-remove`: a digest of its learner's key,
    /// letters, digits and a dash, the same after a restart. A member keeps it through renames
    /// (``State/rowIDs()``).
    static func rowID(of key: String) -> String { ContentDigest.of(Data(key.utf8)) }

    public var learners: [LearnerReport] { state.withLock { Array($0.learners.values) } }

    public func table(now: Date? = nil) -> ClassTable {
        let (learners, ids, orders, addresses) = state.withLock { state in
            (
                Array(state.learners.values), state.rowIDs(),
                state.members.values.reduce(into: [String: Int]()) { $0[$1.key] = $1.joinOrder },
                state.members.values.reduce(into: [String: String]()) { $0[$1.key] = $1.address }
            )
        }
        var table = ClassTable(roster: ClassRoster(learners: learners, problems: []), catalog: catalog, now: now ?? clock.date())
        table.rowIDs = ids
        table.joinOrders = orders
        table.addresses = addresses
        return table
    }

    /// Answers `request`. `headScreened`: the server has already had its head checked by
    /// ``headRefusal(_:)`` (a wrong code is counted once).
    func respond(to request: HTTPRequest, headScreened: Bool = false) -> HTTPResponse {
        if !headScreened, let refusal = headRefusal(request) { return refusal }
        switch (request.method, request.path) {
        case ("GET", "/health"): return .text(200, "ok\n")
        case ("GET", "/room.js"):
            return HTTPResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: Data(RoomScript.source.utf8))
        case ("GET", "/"), ("GET", "/index.html"), ("GET", "/table"):
            if let refusal = instructorRefusal(request) { return refusal }
            let pages = rendered()
            return request.path == "/table" ? pages.table : pages.page
        case ("POST", "/join"): return join(request)
        case ("POST", "/handin"): return handIn(request)
        case ("POST", let path) where Self.instructorPaths.contains(path):
            return instructorAction(request)
        case (_, let path)
        where ["/", "/table", "/room.js", "/health", "/handin", "/join"].contains(path) || Self.instructorPaths.contains(path):
            return .text(405, "Method not allowed\n")
        default: return .text(404, "Not found\n")
        }
    }

    /// What a post's head alone refuses, before its body is read: a join or hand-in without
    /// the room's code, an instructor's action without the instructor's key (in its header
    /// only: a page elsewhere can make a browser post a form, never with our header). `nil`
    /// for everything else. A stranger's post then never holds a slot while its body dribbles.
    func headRefusal(_ head: HTTPRequest) -> HTTPResponse? {
        switch (head.method, head.path) {
        case ("POST", "/handin") where isMemberPost(head):
            // A member's secret proves the post: wrong guesses from others at its address (a
            // shared hotspot) do not hold it up.
            return code.matches(head.headers[Self.codeHeader.lowercased()]) ? nil : .text(403, "Wrong or missing room code\n")
        case ("POST", "/join"), ("POST", "/handin"):
            let offered = head.headers[Self.codeHeader.lowercased()]
            return checked(offered, against: { self.code.matches($0) }, from: head.client)
        case ("POST", let path) where Self.instructorPaths.contains(path):
            // The key is on the projector (in its page) and in the terminal that started the room,
            // both often on the wall: it lets a separate projector machine show the table, but
            // changes to the room come from the machine that runs it.
            guard isThisMachine(head.client) else {
                return .text(
                    403,
                    "The instructor's actions (close, open, remove) are taken on the machine that runs the room, not from \(head.client)\n")
            }
            guard let offered = head.headers[Self.keyHeader.lowercased()] else {
                return .text(403, "The instructor's key must come in the \(Self.keyHeader) header\n")
            }
            return checked(
                offered, against: { self.matchesKey($0) }, from: head.client, isInstructorKey: true)
        default: return nil
        }
    }

    /// True when `request` may use the server's reserved slots: a health check, the page's
    /// script, the projector with the instructor's key, or a post with a member's secret.
    func mayUseReserve(_ request: HTTPRequest) -> Bool {
        if request.method == "GET", request.path == "/health" || request.path == "/room.js" { return true }
        if matchesKey(request.query["key"] ?? request.headers[Self.keyHeader.lowercased()]) { return true }
        return isMemberPost(request)
    }

    /// True when `client` is this machine: a loopback address or one of its own network
    /// addresses (nobody else can connect from those: TCP answers to the address).
    func isThisMachine(_ client: String) -> Bool {
        client.hasPrefix("127.") || client == "::1" || client == "::ffff:127.0.0.1" || ownAddresses.contains(client)
    }

    /// True when `request` carries the secret of a member of the room.
    func isMemberPost(_ request: HTTPRequest) -> Bool {
        guard let secret = request.headers[Self.secretHeader.lowercased()], RoomSecret.isWellFormed(secret) else { return false }
        return state.withLock { $0.members[secret] != nil }
    }

    /// `nil` when `request` carries the instructor's key. Only the key in the ``keyHeader``
    /// counts against the client's tries: a page on another site can make the instructor's
    /// browser GET `/?key=wrong` (an image is enough) but cannot set a header of ours without a
    /// CORS preflight, which the room refuses. The key in the address (how the projector's page
    /// is opened) is therefore never counted, nor throttled: a wrong one is a plain 403, and
    /// guessing 130 bits one request at a time gets nowhere.
    func instructorRefusal(_ request: HTTPRequest) -> HTTPResponse? {
        if let offered = request.headers[Self.keyHeader.lowercased()] {
            return checked(
                offered, against: { self.matchesKey($0) }, from: request.client, isInstructorKey: true)
        }
        if matchesKey(request.query["key"]) { return nil }
        return request.path == "/table" ? .text(403, "Wrong or missing instructor's key\n") : Self.keyNeededPage
    }

    /// The projector's page asked for without its key (a reload: the page took the key out of
    /// the address bar): a page that says where the key is, and runs `room.js`, which opens the
    /// room's page again with the key the tab kept, if it kept one.
    static let keyNeededPage = HTTPResponse(
        status: 403, contentType: "text/html; charset=utf-8",
        body: Data(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <title>The instructor's key is needed — Mediator katas</title>
            <script src="/room.js" defer></script>
            </head>
            <body>
            <p id="needs-key">This page needs the instructor's key: open the address <code>make room</code> printed (it ends in <code>?key=…</code>;
            the key is also kept in the room's folder, in <code>.room-key</code>).</p>
            </body>
            </html>

            """.utf8))

    /// `nil` when `offered` is right and the client may try; otherwise 429 (out of tries, the
    /// right answer too) or 403 (wrong, counted against the client, or missing). The room code
    /// unless `isInstructorKey`. The instructor's key (130 bits, which no number of tries
    /// guesses) differs three ways: the right one passes even from an address out of tries, a
    /// wrong one from this machine is never counted (a stale projector tab polling with an old
    /// room's key must not lock the instructor out), and its tries are counted apart from the
    /// code's (a stale tab on a learner's machine must not keep that learner from joining). A
    /// room code is short, so there the throttle holds the right one too.
    private func checked(_ offered: String?, against isRight: (String?) -> Bool, from client: String, isInstructorKey: Bool = false)
        -> HTTPResponse?
    {
        let now = clock.now()
        let tries: WritableKeyPath<State, FailureThrottle> = isInstructorKey ? \.keyThrottle : \.throttle
        let wait = state.withLock { state -> Int? in
            if isInstructorKey, isRight(offered) { return 0 }
            if let wait = state[keyPath: tries].wait(for: client, at: now) { return wait }
            if isRight(offered) { return 0 }
            // Only a wrong answer is a guess; asking without one (a browser at the bare address) is not.
            // A wrong key from this machine is a tab of an earlier room, not a guesser: counted, it
            // would hold up the joins of a learner at the instructor's own machine.
            if offered != nil, !(isInstructorKey && isThisMachine(client)) { state[keyPath: tries].failed(client, at: now) }
            return nil
        }
        switch wait {
        case 0?: return nil
        case let seconds?:
            let wrong = isInstructorKey ? "instructor's keys" : "codes or secrets"
            var response = HTTPResponse.text(429, "Too many wrong \(wrong) from your address; try again in \(seconds) s\n")
            response.extraHeaders = [("Retry-After", "\(seconds)")]
            return response
        case nil: return .text(403, "Wrong or missing \(isInstructorKey ? "instructor's key" : "room code")\n")
        }
    }

    /// True when `offered` is the instructor's key; the time taken does not depend on where they differ.
    func matchesKey(_ offered: String?) -> Bool {
        let offered = Array((offered ?? "").utf8)
        let expected = Array(instructorKey.utf8)
        var difference = UInt8(offered.count == expected.count ? 0 : 1)
        for index in expected.indices { difference |= expected[index] ^ (index < offered.count ? offered[index] : 0) }
        return difference == 0
    }

    /// The header the projector's page may carry the instructor's key in (instead of `?key=`).
    public static let keyHeader = "X-Room-Key"
    /// The header a post carries the join code in.
    public static let codeHeader = "X-Room-Code"
    /// The header every post after joining carries the learner's secret in.
    public static let secretHeader = "X-Room-Secret"
    /// The header a join carries a token of its own in, random for each join the client makes and
    /// the same on its resends: only a join that repeats it is the same join (see ``RoomMember/joinDigest``).
    public static let attemptHeader = "X-Room-Join-Attempt"
    /// The header a join carries the machine's key in (``MachineKey``): the proof of a 16-digit
    /// machine id, never shown, never kept.
    public static let machineKeyHeader = "X-Room-Machine-Key"
    /// The header a hand-in carries its machine's sequence number in: the room keeps the highest.
    public static let sequenceHeader = "X-Room-Sequence"

    /// The hand-in's file: the learner's folded name and whole machine id (a learner's own file
    /// carries only its first four digits, which two rows may share), and a digest of the
    /// learner's key, so "Sam!" and "Sam?" (both folded to `Sam-`) never share a file.
    static func fileName(for report: LearnerReport) -> String {
        let digest = ContentDigest.of(Data(key(of: report).utf8)).prefix(6)
        let machine = report.machine.map { "-\($0.lowercased())" } ?? ""
        return LearnerReport.fileName(for: report.learner).replacingOccurrences(of: ".json", with: "\(machine)-\(digest).json")
    }

    /// The body of a post, read as a report within the limits, or the answer that refuses it.
    func decodedReport(_ request: HTTPRequest) -> Decoded {
        switch LearnerReport.decode(request.body) {
        case .failure(let reason): return .refused(.text(400, "Not a progress report: \(reason)\n"))
        case .success(let decoded):
            // Checked as sent (a line separator is refused, not trimmed away), then kept as the page
            // can show it: 56 wide spaces before "Eve" (U+3000 is white space, as U+00A0 is) would
            // fill the name column with blanks. Tidying only drops format characters and folds white space, so the
            // tidied name keeps every rule the sent one kept.
            if let problem = limits.problem(with: decoded) { return .refused(.text(422, "Refused: \(problem)\n")) }
            return .report(
                LearnerReport(
                    learner: LearnerName.tidied(decoded.learner), written: decoded.written, katas: decoded.katas, machine: decoded.machine))
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
