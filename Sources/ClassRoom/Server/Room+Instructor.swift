import Foundation
import KataEngine
import PlaygroundBasics

/// What the instructor does to the room, from the projector's page or their terminal (both with
/// the key in the `X-Room-Key` header): close it to new rows and open it again, and remove a
/// row (someone with many addresses took seats, or a learner left), which frees its seat.
extension Room {
    /// The file whose presence keeps the room closed across a restart.
    static let closedMarker = ".room-closed"

    /// True while the instructor keeps new rows out.
    public var isClosed: Bool { state.withLock { $0.closed } }

    /// The instructor's actions, each a POST with the key in its header, from this machine.
    static let instructorPaths: Set<String> = ["/admin/close", "/admin/open", "/admin/remove", "/admin/remove-after", classListPath]

    func instructorAction(_ request: HTTPRequest) -> HTTPResponse {
        let who = String(decoding: request.body.prefix(256), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        switch request.path {
        case "/admin/close": return setClosed(true)
        case "/admin/open": return setClosed(false)
        case "/admin/remove-after": return removeJoined(after: who)
        case Self.classListPath: return applyClassList(request.body)
        default: return remove(who)
        }
    }

    private func setClosed(_ closed: Bool) -> HTTPResponse {
        let marker = folder.appendingPathComponent(Self.closedMarker)
        do {
            if closed {
                try AtomicFile.write(Data("closed by the instructor\n".utf8), to: marker)
            } else if FileManager.default.fileExists(atPath: marker.path) {
                try FileManager.default.removeItem(at: marker)
            }
        } catch {
            return .text(507, "Could not \(closed ? "close" : "open") the room: \(error.localizedDescription)\n")
        }
        state.withLock { state in
            state.closed = closed
            state.version += 1
        }
        log(closed ? "the room is closed to new learners" : "the room is open to new learners")
        return .text(200, closed ? "Closed: no new learners join; those in go on\n" : "Open: learners may join\n")
    }

    /// Removes the one row `who` names: its row id (as the page and a refusal list them), or
    /// its learner's name when one row has it. Its file goes to `.retired/` (kept, never
    /// deleted), its member's secret stops working, its seat is free. A word that is one row's
    /// id and another row's name (a learner may call themselves anything, another's id too)
    /// removes nothing: the refusal lists both, each with its id.
    func remove(_ who: String) -> HTTPResponse {
        guard !who.isEmpty else { return .text(400, "Say whose row: a name or a row id\n") }
        return joinLock.withLock { _ -> HTTPResponse in
            switch row(namedBy: who) {
            case .refused(let refusal): return refusal
            case .found(let key, let report):
                switch retire(key, report: report) {
                case .failure(let error): return .text(507, "Could not remove the row: \(error.message)\n")
                case .success(let group):
                    return .text(200, "Removed \(report.learner) (\(report.machine ?? "?")); the file is in .retired/\(group)/\n")
                }
            }
        }
    }

    /// Removes every row whose learner joined after the one row `who` names (read as
    /// ``remove(_:)`` reads it): one attendee with many addresses takes the free seats in a
    /// burst, and the instructor, who knows the last honest learner in, frees them at once. Each
    /// goes as ``remove(_:)`` removes one (its file kept aside, its secret revoked).
    func removeJoined(after who: String) -> HTTPResponse {
        guard !who.isEmpty else { return .text(400, "Say after whose row: a name or a row id\n") }
        return joinLock.withLock { _ -> HTTPResponse in
            let anchor: String
            switch row(namedBy: who) {
            case .refused(let refusal): return refusal
            case .found(let key, _): anchor = key
            }
            let later = state.withLock { state -> [(key: String, report: LearnerReport)] in
                var orders: [String: Int] = [:]
                for member in state.members.values { orders[member.key] = member.joinOrder ?? 0 }
                let after = orders[anchor] ?? 0
                return state.learners.filter { (orders[$0.key] ?? 0) > after }.sorted { (orders[$0.key] ?? 0) < (orders[$1.key] ?? 0) }
                    .map { ($0.key, $0.value) }
            }
            var removed: [String] = [], failed = 0
            for (row, result) in zip(later, retire(later)) {
                if case .failure = result {
                    failed += 1
                } else {
                    removed.append("\(row.report.learner) · \(row.report.machine ?? "?")")
                }
            }
            log("removed \(removed.count) row\(removed.count == 1 ? "" : "s") that joined after \(TerminalText.safe(who))")
            // Named, so the instructor sees at once if an honest learner went too (and asks them to join again).
            var text = "Removed \(removed.count) row\(removed.count == 1 ? "" : "s") that joined after \(who); their files are in .retired/"
            text += removed.isEmpty ? "\n" : ":\n" + removed.joined(separator: "\n") + "\n"
            if failed > 0 { text += "\(failed) could not be removed; try make room-remove on each\n" }
            return .text(failed == 0 ? 200 : 507, text)
        }
    }

    /// The one row `who` names, or the answer that says why none or several. A word holding the
    /// label's separator (``MachineLabel/separator``, which no name holds) is a name with its
    /// machine label as the page or the terminal shows it ("Sam · 3f2a", "Sam · 3f2…7a"): only
    /// that label's row, never a learner whose name reads like it. Any other word is a row id
    /// (as the page's remove button and a refusal list them) or every row whose learner has that
    /// name; a word that is both is ambiguous. A refusal lists every row the word could mean.
    private func row(namedBy who: String) -> NamedRow {
        let isLabel = who.contains(MachineLabel.separator)
        let matches = state.withLock { state -> [(key: String, report: LearnerReport, id: String)] in
            let ids = state.rowIDs()
            let rows: [String: LearnerReport]
            if isLabel {
                rows = Self.labelledRows(who, in: state.learners)
            } else {
                let name = LearnerName.normalized(who)
                let byName = state.learners.filter { LearnerName.normalized($0.value.learner) == name }
                let byID = state.learners.filter { ids[$0.key] == who }
                rows = byID.merging(byName) { own, _ in own }
            }
            return rows.map { ($0.key, $0.value, ids[$0.key] ?? Self.rowID(of: $0.key)) }.sorted { $0.key < $1.key }
        }
        guard let match = matches.first else { return .refused(.text(404, "No row is \(who)\n")) }
        guard matches.count == 1 else {
            let rows = matches.map { "\($0.report.learner)\(MachineLabel.separator)\($0.report.machine ?? "?"): \($0.id)" }
            let how =
                isLabel
                ? "as a label"
                : "as a name or an id; a row named like another's id: remove that one first, by its own id, or use the page's Manage button"
            return .refused(
                .text(409, "\(matches.count) rows go by \(who) (\(how)); say which by its id:\n" + rows.joined(separator: "\n") + "\n"))
        }
        return .found(key: match.key, report: match.report)
    }

    /// The rows `who` ("Sam · 3f2a") names as a name with its label: the namesakes whose label
    /// is the one the terminal or the page shows, or failing that, whose id begins with it
    /// (the whole id, or a longer start than the page showed). A long name as the page cuts it
    /// beside its label ("Alexa…midt · 9a08") names the rows the page draws so, each labelled as
    /// the page labels it among the names it draws alike; so does the cut the page draws such a
    /// name with to show where it differs from its namesakes ("Alexande…t · 9a08",
    /// ``ClassTable/distinctlyDrawn(_:)``).
    private static func labelledRows(_ who: String, in learners: [String: LearnerReport]) -> [String: LearnerReport] {
        guard let (learner, label) = labelled(who) else { return [:] }
        let name = LearnerName.normalized(learner)
        let namesakes = learners.filter { LearnerName.normalized($0.value.learner) == name }
        if !namesakes.isEmpty { return rows(among: Array(namesakes), labelled: label) }
        let limit = ClassTable.nameLimit(besideLabel: label)
        let distinct = ClassTable.distinctlyDrawn(Array(learners.values))
        // As the page draws it (a cut that shows where namesakes' names differ), or as the usual cut would.
        let drawn = learners.filter { key, report in
            distinct[key].map { LearnerName.normalized($0) == name } == true
                || LearnerName.normalized(ClassTable.onPage(report.learner, limit: limit)) == name
        }
        let groups = Dictionary(grouping: learners) { ClassTable.namesakeKey($0.value.learner) }
        return Set(drawn.values.map { ClassTable.namesakeKey($0.learner) }).reduce(into: [:]) { found, key in
            found.merge(rows(among: groups[key] ?? [], labelled: label).filter { drawn[$0.key] != nil }) { own, _ in own }
        }
    }

    /// Of `namesakes` (rows the page labels among one another), those `label` names.
    private static func rows(among namesakes: [(key: String, value: LearnerReport)], labelled label: String) -> [String: LearnerReport] {
        let labels = MachineLabel.labels(of: namesakes.map(\.value.machine))
        let named = zip(labels, MachineLabel.onPage(labels)).map { [$0.lowercased(), $1.lowercased()] }
        let byLabel = zip(namesakes, named).filter { $1.contains(label.lowercased()) }.map(\.0)
        if !byLabel.isEmpty { return Dictionary(uniqueKeysWithValues: byLabel.map { ($0.key, $0.value) }) }
        let byStart = namesakes.filter { row in
            guard let machine = row.value.machine?.lowercased() else { return false }
            return label.count >= min(MachineLabel.shortest, machine.count) && machine.hasPrefix(label.lowercased())
        }
        return Dictionary(uniqueKeysWithValues: byStart.map { ($0.key, $0.value) })
    }

    /// Retires the row `key` (the caller holds `joinLock`): its file to `.retired/`, its
    /// member's secret revoked, its seat freed. The folder it went to, or why it could not.
    private func retire(_ key: String, report: LearnerReport) -> Result<String, RoomError> {
        retire([(key, report)])[0]
    }

    /// Retires every row of `rows` as ``retire(_:report:)`` retires one, writing the members'
    /// file once for all of them (a burst of a hundred seat-takers goes in one write, not a
    /// hundred, and the instructor's command gets its answer in time). One result per row.
    func retire(_ rows: [(key: String, report: LearnerReport)]) -> [Result<String, RoomError>] {
        guard !rows.isEmpty else { return [] }
        let keys = Set(rows.map(\.key))
        let (members, leaving) = state.withLock { state -> ([String: RoomMember], [String: RoomMember]) in
            let leaving = Dictionary(state.members.values.filter { keys.contains($0.key) }.map { ($0.key, $0) }) { first, _ in first }
            return (state.members.filter { !keys.contains($0.value.key) }, leaving)
        }
        do throws(RoomError) {
            let kept = RoomMembers(members: members.values.sorted { $0.key < $1.key })
            try store.write(kept.encoded(), named: RoomMembers.fileName, privately: true)
        } catch {
            return rows.map { _ in .failure(error) }
        }
        return rows.map { row in
            let lock = state.withLock { state in
                if state.writeLocks[row.key] == nil { state.writeLocks[row.key] = LearnerWriteLock() }
                return state.writeLocks[row.key] ?? LearnerWriteLock()
            }
            return lock.mutex.withLock { _ -> Result<String, RoomError> in
                let member = leaving[row.key]
                let group = member?.retiredFolder ?? Self.rowID(of: row.key)
                do throws(RoomError) {
                    try store.retire(Self.fileName(for: row.report), group: group)
                } catch {
                    return .failure(error)
                }
                let count = state.withLock { state -> Int in
                    if let secret = member?.secret {
                        state.members[secret] = nil
                        state.revoked.insert(secret)
                    }
                    state.learners[row.key] = nil
                    state.version += 1
                    return state.learners.count
                }
                let learners = "\(count) learner\(count == 1 ? "" : "s")"
                log("removed \(TerminalText.safe(row.report.learner)) (\(row.report.machine ?? "?")) — \(learners)")
                return .success(group)
            }
        }
    }

    /// `who` read as a name and a machine label ("Sam · 3f2a", split at its last separator), or `nil`.
    static func labelled(_ who: String) -> (name: String, label: String)? {
        guard let split = who.range(of: MachineLabel.separator, options: .backwards) else { return nil }
        let label = who[split.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !label.isEmpty else { return nil }
        return (String(who[..<split.lowerBound]), label)
    }

    /// The row a word names, or the answer that refuses it (none, or several).
    enum NamedRow {
        case found(key: String, report: LearnerReport)
        case refused(HTTPResponse)
    }
}
