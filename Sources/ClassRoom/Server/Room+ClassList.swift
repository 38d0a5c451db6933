import Foundation
import KataEngine
import PlaygroundBasics

/// The instructor's class list (``ClassList``) in the room: given, it replaces the one before and
/// every row whose name is not on it goes in one go; in force, a join under a name not on it, or
/// under a name whose places are all taken, is refused with what to do.
extension Room {
    /// The instructor's action that gives the room its class list (the list in the body; an empty one lifts it).
    static let classListPath = "/admin/roster"

    /// The class list in force; `nil` when anyone with the code may join.
    var classList: ClassList? { state.withLock { $0.classList } }

    /// The most a class list may hold, in bytes (a post's body at most).
    public static let classListByteLimit = ClassList.byteLimit

    /// What the class list in force is, for the instructor's terminal ("A class list is in force:
    /// 30 places, 8 joined"); `nil` without one.
    public var classListStatus: String? {
        classListTally.map { "A class list is in force (kept in \(ClassList.fileName)): \($0.places) places, \($0.joined) joined" }
    }

    /// Reads `data` as a class list (``ClassList/read(_:)``) and puts it in force, as
    /// `make room ROSTER=…` does when the room starts: the answer's status (200, or 422 for a
    /// list refused, 507 when it could not be kept) and what it says for the instructor.
    public func applyClassList(text data: Data) -> (status: Int, text: String) {
        let answer = applyClassList(data)
        return (answer.status, String(decoding: answer.body, as: UTF8.self))
    }

    /// `POST /admin/roster`: the list replaces the one before (no names lift it), kept in the
    /// folder first so a restart has it; then every row whose name is not on it is removed at
    /// once, as ``remove(_:)`` removes one (its file kept aside, its secret revoked, its seat
    /// free). A listed name with more rows than places keeps them all (which one is the learner's
    /// is the instructor's call): the answer names them with their row ids.
    func applyClassList(_ data: Data) -> HTTPResponse {
        let list: ClassList?
        switch ClassList.read(data) {
        case .refused(let why): return .text(422, "The class list was not changed: \(why)\n")
        case .empty: list = nil
        case .list(let read): list = read
        }
        return joinLock.withLock { _ -> HTTPResponse in
            do throws(RoomError) {
                try ClassList.keep(list, in: folder)
            } catch {
                return .text(507, "Could not keep the class list, so it was not changed: \(error.message)\n")
            }
            let (unlisted, wordless, crowded) = state.withLock { state -> ([Row], [Row], [String]) in
                state.classList = list
                state.version += 1
                guard let list else { return ([], [], []) }
                return Self.sorted(state, by: list)
            }
            guard let list else {
                log("the class list is lifted: anyone with the code may join")
                return .text(200, "No class list: anyone with the code may join (the room holds \(learners.count) now)\n")
            }
            var removed: [String] = []
            var removedWordless: [String] = []
            var failed = 0
            for (index, (row, result)) in zip(unlisted + wordless, retire(unlisted + wordless)).enumerated() {
                if case .failure = result {
                    failed += 1
                } else {
                    let shown = "\(row.report.learner)\(MachineLabel.separator)\(row.report.machine ?? "?")"
                    if index < unlisted.count { removed.append(shown) } else { removedWordless.append(shown) }
                }
            }
            let tally = classListTally ?? ClassListTally(places: list.names.count, joined: 0)
            log(
                "class list: \(list.names.count) place\(list.names.count == 1 ? "" : "s"); removed \(removed.count) row(s) not on it"
                    + (removedWordless.isEmpty ? "" : " and \(removedWordless.count) without their join word"))
            var text = "Class list in force: \(list.lines.count) name\(list.lines.count == 1 ? "" : "s"), "
            text +=
                "\(Self.places(list.names.count)); only they may join, each place one machine. \(tally.joined) of \(tally.places) joined.\n"
            text += "Removed \(removed.count) row\(removed.count == 1 ? "" : "s") not on it"
            text += removed.isEmpty ? ".\n" : " (their files are in .retired/):\n" + Self.listed(removed) + "\n"
            if !removedWordless.isEmpty {
                text += "Removed \(removedWordless.count) row\(removedWordless.count == 1 ? "" : "s") under a name with join words, "
                text +=
                    "joined without one of its words (files in .retired/): they join again with WORD=:\n" + Self.listed(removedWordless)
                    + "\n"
            }
            let worded = list.lines.keys.filter(list.hasWords).count
            if worded > 0 {
                text += "\(worded) name\(worded == 1 ? " joins" : "s join") only with a join word: give each learner theirs "
                text += "(make join … LEARNER=name WORD=word).\n"
            }
            if failed > 0 { text += "\(failed) could not be removed; try make room-remove on each\n" }
            if !crowded.isEmpty { text += crowded.joined(separator: "\n") + "\n" }
            text += list.warnings(roomCode: code.text).map { "Check the list: \($0).\n" }.joined()
            return .text(failed == 0 ? 200 : 507, text)
        }
    }

    /// True when a class list in force gives some name a join word: learners then join with `WORD=`.
    public var classListHasWords: Bool { classList.map { list in list.lines.keys.contains(where: list.hasWords) } ?? false }

    /// The class list's places and how many rows hold, for the page's totals; `nil` without a list.
    var classListTally: ClassListTally? {
        state.withLock { state in state.classList?.tally(rows: state.rowPlaces) }
    }

    static func places(_ count: Int) -> String { count == 1 ? "1 place" : "\(count) places" }

    /// Rows named one a line, the first forty: a list that replaced a flood may remove a hundred.
    static func listed(_ rows: [String]) -> String {
        let shown = rows.prefix(40).joined(separator: "\n")
        return rows.count > 40 ? shown + "\n… and \(rows.count - 40) more" : shown
    }
}
