import Foundation
import KataEngine
import PlaygroundBasics

extension Room {
    /// `POST /join`: the code and a first report; the answer carries the secret this machine
    /// posts with from then on. A machine re-joining sends its old secret: under the same name it
    /// keeps its row, under a new name its old row is retired. A name already held on this
    /// machine by another secret is refused, so nobody takes over a row by joining as it.
    func join(_ request: HTTPRequest) -> HTTPResponse {
        let received: LearnerReport
        switch decodedReport(request) {
        case .refused(let refusal): return refusal
        case .report(let report): received = report
        }
        if let refusal = Self.unproven(received.machine, key: request.headers[Self.machineKeyHeader.lowercased()]) { return refusal }
        let key = Self.key(of: received)
        let previous = request.headers[Self.secretHeader.lowercased()]
        let word = request.headers[Self.wordHeader.lowercased()]
        // The machine's sequence number so far: its hand-ins go on from there (at most
        // ``HandInLimits/sequenceStep`` ahead each time). None: from 0.
        let baseline: Int
        if let given = request.headers[Self.sequenceHeader.lowercased()] {
            // Compared, never added to: `Int.max` is a whole number too.
            guard let number = HTTPRequest.wholeNumber(given), number < HandInLimits.sequenceRange.upperBound else {
                return .text(400, "Bad request: \(Self.sequenceHeader) must be a whole number from 0\n")
            }
            baseline = number
        } else {
            baseline = 0
        }
        let client = request.client
        // A join's own token with its bytes: the same join sent again repeats both. Without the
        // token, bytes anyone can guess (a name, a machine id, a second) would claim a secret.
        let attempt = request.headers[Self.attemptHeader.lowercased()].flatMap { token in
            RoomSecret.isWellFormed(token) ? ContentDigest.of(Data(token.utf8) + request.body) : nil
        }
        if let wait = state.withLock({ $0.joinLimiter.take(client, at: clock.now()) }) {
            var response = HTTPResponse.text(429, "Too many joins from your address; try again in \(wait) s\n")
            response.extraHeaders = [("Retry-After", "\(wait)")]
            return response
        }
        var report = received
        enum Outcome {
            case taken, full, closed, crowded, namesakes, sameRowID, failed(RoomError), joined(secret: String, isNew: Bool, count: Int)
            case classList(note: String?), guessing(Int)
        }
        // Joins one at a time, their files written outside the state's lock: posts and the page
        // go on while a join waits for the disk.
        let outcome = joinLock.withLock { _ -> Outcome in
            enum Plan {
                case refuse(Outcome)
                case go(old: RoomMember?, members: [String: RoomMember], isNew: Bool, rowID: String, place: String?)
            }
            let plan = state.withLock { state -> Plan in
                let old = previous.flatMap { state.members[$0] }
                if let holder = state.members.values.first(where: { $0.key == key }), holder.secret != old?.secret {
                    if old == nil, holder.address == client, let joined = holder.joinedAtSequence, joined == holder.lastSequence,
                        joined == baseline, let attempt, holder.joinDigest == attempt
                    {
                        return .refuse(.joined(secret: holder.secret, isNew: false, count: state.learners.count))
                    }
                    return .refuse(.taken)
                }
                let fromHere = state.members.values.filter { $0.address == client && $0.secret != old?.secret }.count
                if fromHere >= joinLimits.learnersPerAddress { return .refuse(.crowded) }
                let isNew = state.learners[key] == nil
                report = received.observed(at: clock.date(), after: state.learners[key])
                let freed = old.map { $0.key != key && state.learners[$0.key] != nil } ?? false
                if isNew, !freed, state.closed { return .refuse(.closed) }
                // The row keeps the id it first had through a rename (the page's remove button names it).
                let order = old?.joinOrder ?? (state.members.values.compactMap(\.joinOrder).max() ?? 0) + 1
                var rowID = old?.retiredFolder ?? Self.rowID(of: key)
                // The class list's place the row holds: the same row keeps its own; a new one takes
                // the place its word asks for (``ListedPlace``), and without a list keeps its word's
                // place for a list given later.
                var place = isNew ? word.map { ListedPlace.of(word: $0) } : old?.place
                if isNew {
                    let name = LearnerName.normalized(report.learner)
                    // With a class list, the place of its own line; without, the machines one name may have.
                    if let list = state.classList {
                        // Refusals read alike (not listed, every place taken, a wrong or missing
                        // word), and each one counts against the name, listed or not; while the name
                        // is throttled, an address refused under it waits for its own next try.
                        let now = clock.now()
                        if let wait = state.guessers.wait(name: name, address: client, throttled: state.nameGuesses, at: now) {
                            return .refuse(.guessing(wait))
                        }
                        let held = state.placesHeld(by: name, on: list, excluding: old?.key)
                        guard let asked = list.place(for: name, word: word), held[asked, default: 0] < list.lines[name]?[asked] ?? 0 else {
                            state.nameGuesses.failed(name, at: now)
                            state.guessers.insert(name: name, address: client, at: now)
                            let note = state.guessReports.refused(name, from: client, on: list, at: now)
                            return .refuse(.classList(note: note))
                        }
                        place = asked
                    } else if state.pageNamesakes(of: report.learner, excluding: old?.key) >= joinLimits.machinesPerName {
                        return .refuse(.namesakes)
                    }
                    // A row id is a 64-bit hash anyone can collide on purpose, and a renamed row keeps
                    // the id its first name gave it: two rows with one id could be removed neither by
                    // id nor from the page. A new row whose id is taken takes another; if that one is
                    // taken too, it is turned away.
                    let others = Set(state.rowIDs().filter { $0.key != key && $0.key != old?.key }.values)
                    if old == nil, others.contains(rowID) { rowID = Self.rowID(of: key + "\n\(order)") }
                    if others.contains(rowID) { return .refuse(.sameRowID) }
                }
                if isNew, !freed, state.learners.count >= learnerLimit { return .refuse(.full) }
                return .go(old: old, members: state.members, isNew: isNew, rowID: rowID, place: place)
            }
            guard case .go(let old, var members, let isNew, let rowID, let place) = plan else {
                if case .refuse(let outcome) = plan { return outcome }
                return .full
            }
            let member = RoomMember(
                secret: RoomSecret.make(), name: report.learner, machine: report.machine, lastSequence: baseline, address: client,
                lineage: rowID, joinedAtSequence: baseline, joinDigest: attempt,
                joinOrder: old?.joinOrder ?? (members.values.compactMap(\.joinOrder).max() ?? 0) + 1, place: place)
            if let old { members[old.secret] = nil }
            members[member.secret] = member
            // The row first, then the members: a join whose members could not be written takes
            // its row back, so a 507 leaves nothing behind (and a restart drops a member without a row).
            let name = Self.fileName(for: report)
            let before = store.read(name)
            do throws(RoomError) {
                try store.write(StoredHandIn.encoded(report, sequence: 0), named: name)
            } catch {
                return .failed(error)
            }
            do throws(RoomError) {
                let kept = RoomMembers(members: members.values.sorted { $0.key < $1.key })
                try store.write(kept.encoded(), named: RoomMembers.fileName, privately: true)
            } catch {
                store.undo(name, previous: before)
                return .failed(error)
            }
            let (retired, count) = state.withLock { state -> (LearnerReport?, Int) in
                var retired: LearnerReport?
                if let old {
                    state.members[old.secret] = nil
                    state.revoked.insert(old.secret)
                    if old.key != key { retired = state.learners.removeValue(forKey: old.key) }
                }
                state.members[member.secret] = member
                state.learners[key] = report
                state.version += 1
                return (retired, state.learners.count)
            }
            if let retired { try? store.retire(Self.fileName(for: retired), group: member.retiredFolder) }
            return .joined(secret: member.secret, isNew: isNew, count: count)
        }
        switch outcome {
        case .taken:
            return .text(
                409, "\(report.learner) is already in the room from this machine; join under another name or ask the instructor\n")
        case .crowded:
            return .text(
                429, "\(joinLimits.learnersPerAddress) learners have joined from your address already; join from your own machine\n")
        case .full: return .text(503, "The room is full (\(learnerLimit) learners); tell the instructor\n")
        case .namesakes:
            return .text(
                409,
                "\(joinLimits.machinesPerName) machines have joined as \(report.learner)"
                    + (ClassTable.cut(report.learner) == nil
                        ? ""
                        : " (or a name the page shows alike, \(ClassTable.onPage(report.learner, limit: ClassTable.nameLimit(besideLabel: "0000"))))")
                    + " already; join under a name of your own (add an initial), or ask the instructor\n")
        case .closed: return .text(403, "The room is closed to new learners; ask the instructor to open it\n")
        case .classList(let note):
            if let note { log(note) }
            return JoinGuesses.refusal(of: report.learner)
        case .guessing(let wait): return JoinGuesses.wait(wait)
        case .sameRowID:
            return .text(409, "Another learner's row goes by the same row id as \(report.learner)'s would; join under another name\n")
        case .failed(let error): return storageFailure(error, learner: report.learner)
        case .joined(let secret, let isNew, let count):
            if isNew {
                log("\(TerminalText.safe(report.learner)) (\(report.machine ?? "?")) joined — \(count) learner\(count == 1 ? "" : "s")")
            }
            let answer = JoinAnswer(secret: secret, learner: report.learner)
            return HTTPResponse(status: 200, contentType: "application/json", body: answer.encoded())
        }
    }

    /// Tells the instructor's terminal of the refusals under listed names summed since their
    /// last line, once it is 30 s old (``JoinGuesses/GuessReports/due(on:at:)``): `room serve`
    /// asks every few seconds, so a burst of guesses shows even when nothing follows it.
    public func reportDueGuesses() {
        let now = clock.now()
        let lines = state.withLock { state in state.guessReports.due(on: state.classList, at: now) }
        for line in lines { log(line) }
    }
}

extension Room {
    /// The refusal of a join whose machine id is not proved, or `nil`: an id of 16 hex digits
    /// joins only with the key it is worked out from (``MachineKey``), since the id itself is
    /// shown and shared. The only other id (``HandInLimits/isMachineID(_:)``), four digits from
    /// older clients, joins without one, as before: a row of its own, labelled apart
    /// (``MachineLabel/unprovenMark``), never the row of the 16-digit id it may begin like.
    static func unproven(_ machine: String?, key: String?) -> HTTPResponse? {
        guard let machine, machine.count == MachineKey.provenIDLength else { return nil }
        guard let key else {
            return .text(
                403,
                "Refused: machine id \(machine) joins only with its machine key (\(machineKeyHeader)); "
                    + "join from the machine whose id it is, with make join\n")
        }
        guard MachineKey.isWellFormed(key), MachineKey.machineID(of: key) == machine else {
            return .text(403, "Refused: the machine key does not prove machine id \(machine); join from the machine whose id it is\n")
        }
        return nil
    }
}

/// What a successful join answers: the secret to keep, and the name the room shows.
public struct JoinAnswer: Codable, Equatable, Sendable {
    public let secret: String
    public let learner: String

    func encoded() -> Data { (try? JSONEncoder().encode(self)) ?? Data() }
}
