import Foundation
import KataEngine

/// What a class list given to the room does to the rows already in: which go and which the
/// instructor is told of. A row whose name is not on the list goes. A row under a name with join
/// words that holds none of them (it joined before the list, or under a line without a word that
/// the list no longer has) keeps one of the name's lines without a word while one is free, and
/// goes otherwise: a name with a word is taken only with it, whoever claimed it first. Rows over
/// the lines of a place they hold stay (which one is the learner's is the instructor's call) and
/// are listed with their row ids.
extension Room {
    typealias Row = (key: String, report: LearnerReport)

    /// `state`'s rows sorted by `list`: those not on it, those holding a worded name without its
    /// word and with no plain line left for them (both to remove), and one paragraph for each
    /// name with more rows than the lines of a place they hold.
    static func sorted(_ state: State, by list: ClassList) -> (unlisted: [Row], wordless: [Row], crowded: [String]) {
        let ids = state.rowIDs()
        var members: [String: RoomMember] = [:]
        for member in state.members.values { members[member.key] = member }
        let rows: [Row] = state.learners.map { (key: $0.key, report: $0.value) }.sorted {
            ($0.report.learner, $0.key) < ($1.report.learner, $1.key)
        }
        func name(_ row: Row) -> String { String(LearnerName.normalizedName(ofKey: row.key)) }
        let unlisted = rows.filter { list.lines[name($0)] == nil }
        var wordless: [Row] = []
        var crowded: [String] = []
        for (name, rows) in Dictionary(grouping: rows.filter { list.lines[name($0)] != nil }, by: name) {
            guard let lines = list.lines[name] else { continue }
            func counted(_ row: Row) -> String { list.counted(members[row.key]?.place, name: name) }
            var kept = rows
            if list.hasWords(name) {
                // The lines without a word go first to rows that took one, then in join order.
                let plain = rows.filter { counted($0) == ListedPlace.plain }.sorted { first, second in
                    func rank(_ row: Row) -> (Int, Int, String) {
                        let member = members[row.key]
                        return (member?.place == ListedPlace.plain ? 0 : 1, member?.joinOrder ?? 0, row.key)
                    }
                    return rank(first) < rank(second)
                }
                let going = plain.dropFirst(lines[ListedPlace.plain] ?? 0)
                let keys = Set(going.map { $0.key })
                wordless += going
                kept = rows.filter { !keys.contains($0.key) }
            }
            let held = Dictionary(grouping: kept, by: counted)
            guard held.contains(where: { $0.value.count > lines[$0.key] ?? 0 }), let first = kept.first else { continue }
            let places = lines.values.reduce(0, +)
            let listed = kept.map { "  \($0.report.learner)\(MachineLabel.separator)\($0.report.machine ?? "?"): \(ids[$0.key] ?? "")" }
            crowded.append(
                "\(first.report.learner): \(kept.count) rows for \(Self.places(places)); remove the wrong one by its row id:\n"
                    + listed.joined(separator: "\n"))
        }
        return (unlisted, wordless.sorted { ($0.report.learner, $0.key) < ($1.report.learner, $1.key) }, crowded.sorted())
    }
}
