import Foundation
import KataEngine
import PlaygroundBasics

/// The room at a glance: one row per learner, one column per kata, as text and as HTML. The
/// stuck come first, longest first and shared between the addresses they joined from
/// (``sortedLearners()``): minutes since their last progress (more tests passing) on the kata
/// they are working on, with the hints they revealed and the first failing test.
public struct ClassTable: Sendable {
    public let roster: ClassRoster
    public let catalog: KataCatalog
    public var now: Date
    /// Each row's id by its learner's key, where the room gave one other than the digest of the
    /// key (a member that renamed itself keeps the id it joined with); absent: ``Room/rowID(of:)``.
    var rowIDs: [String: String] = [:]
    /// The order each row joined the room in, by its learner's key (``RoomMember/joinOrder``):
    /// rows stuck alike are shown in it, never by a name someone chose to sort around another's.
    var joinOrders: [String: Int] = [:]
    /// The client address each row's member joined from, by its learner's key
    /// (``RoomMember/address``): stuck rows are shared out between addresses
    /// (``sortedLearners()``). A row without one (`make class`) is a share of its own.
    var addresses: [String: String] = [:]

    public init(roster: ClassRoster, catalog: KataCatalog, now: Date = Date()) {
        (self.roster, self.catalog, self.now) = (roster, catalog, now)
    }

    enum Cell: Equatable {
        case done, notStarted
        case inProgress(passed: Int, total: Int)
        /// Done once, failing at the latest check: still done, and shown apart.
        case doneNowFailing
        /// The latest check did not compile (``LearnerReport/Kata/compileError``): on a kata in
        /// progress, or on one done once (`wasDone`), which still counts as done.
        case doesNotCompile(wasDone: Bool)

        /// Done counts a kata done once, failing now or not, as the learner's progress does.
        var isDone: Bool { self == .done || self == .doneNowFailing || self == .doesNotCompile(wasDone: true) }
    }

    func cell(_ learner: LearnerReport, _ kata: KataInfo) -> Cell {
        guard let entry = learner.katas.first(where: { $0.slug == kata.slug }) else { return .notStarted }
        switch entry.status {
        case .done where entry.compileError != nil: return .doesNotCompile(wasDone: true)
        case .done: return entry.isDoneButFailingNow ? .doneNowFailing : .done
        case .notStarted: return .notStarted
        case .inProgress where entry.compileError != nil: return .doesNotCompile(wasDone: false)
        case .inProgress: return .inProgress(passed: entry.testsPassed, total: entry.testsPassed + entry.testsFailed)
        }
    }

    /// The kata a learner is on: the in-progress one checked last.
    func current(_ learner: LearnerReport) -> LearnerReport.Kata? {
        learner.katas.filter { $0.status == .inProgress }.max { ($0.lastCheck ?? .distantPast) < ($1.lastCheck ?? .distantPast) }
    }

    /// Whole minutes since `date`, or `nil` without one.
    func minutes(since date: Date?) -> Int? { date.map { max(0, Int(now.timeIntervalSince($0) / 60)) } }

    /// Stuck rows first, each address's longest-stuck row before any address's second
    /// (``sortedLearners()``, ``addresses``), then the others stuck longest first, by the second
    /// (not the whole minute the row shows: within a minute a name would decide, and a name can
    /// be chosen to come first); learners working on nothing (all done, or not started) last.
    /// Rows that tie go in the order they joined the room (``joinOrders``), so nobody places two
    /// rows of theirs around a chosen classmate's by their names; by name only where the room
    /// gave no order (`make class`). Each learner's sort key is computed once, not once per
    /// comparison: 200 learners sort in well under a millisecond.
    var learners: [LearnerReport] { sortedLearners() }

    func label(_ cell: Cell, unicode: Bool) -> String {
        switch cell {
        case .done: unicode ? "✓" : "done"
        case .doneNowFailing: unicode ? "✓!" : "done!"
        case .notStarted: unicode ? "·" : "-"
        case .inProgress(let passed, let total): total > 0 ? "\(passed)/\(total)" : "…"
        case .doesNotCompile(let wasDone): unicode ? (wasDone ? "✓✗" : "✗") : (wasDone ? "d-err" : "err")
        }
    }

    /// What each cell's mark means, under the terminal table (the page has its ``legend``).
    func textLegend(unicode: Bool) -> String {
        let cells: [(Cell, String)] = [
            (.done, "done"), (.doneNowFailing, "done, now failing"), (.doesNotCompile(wasDone: false), "does not compile"),
            (.doesNotCompile(wasDone: true), "done, does not compile now"), (.inProgress(passed: 7, total: 10), "tests passing"),
            (.notStarted, "not started"),
        ]
        return cells.map { "\(label($0.0, unicode: unicode)) \($0.1)" }.joined(separator: " · ")
    }

    /// "stuck 12 min, 2 hints": how the learner is doing on their current kata.
    func situation(_ learner: LearnerReport) -> String {
        guard let kata = current(learner) else { return "" }
        var parts: [String] = []
        if let stuck = minutes(since: kata.lastProgress ?? kata.lastCheck) { parts.append("\(kata.slug.prefix(2)): stuck \(stuck) min") }
        if let checked = minutes(since: kata.lastCheck) { parts.append("checked \(checked) min ago") }
        if let hints = kata.hintsShown, hints > 0 { parts.append("\(hints) hint\(hints == 1 ? "" : "s")") }
        if let error = kata.compileError { parts.append("does not compile: \(error)") }
        return parts.joined(separator: ", ")
    }

    /// The names as the page shows them (``onPage(_:)``), compared as ``LearnerIdentity``
    /// compares names, that more than one row carries: each is shown with its machine. Two
    /// names alike up to where the page cuts them ("Christopher Johnson", "Christopher
    /// Johnston" once cut) are namesakes too. Computed once per rendering, not once per row.
    var namesakes: Set<String> { Self.namesakes(of: roster.learners) }

    /// ``namesakes`` of `learners`.
    static func namesakes(of learners: [LearnerReport]) -> Set<String> {
        var seen: [String: Int] = [:]
        for learner in learners { seen[namesakeKey(learner.learner), default: 0] += 1 }
        return Set(seen.filter { $0.value > 1 }.keys)
    }

    /// True when `learner`'s row carries its machine beside its name.
    static func isNamesake(_ learner: LearnerReport, in namesakes: Set<String>) -> Bool {
        namesakes.contains(namesakeKey(learner.learner))
    }

    static func namesakeKey(_ name: String) -> String { LearnerIdentity.normalized(onPage(name)) }

    /// Longer names are cut on the page in the middle, keeping their start and their end
    /// ("Christo…Johnson"): what tells two long names apart is as often at the end. In columns
    /// (``columns(of:)``), which the name column always has room for: the page shows the room's
    /// cut, never one of its own that two names could share unlabelled.
    static let pageNameLimit = 14

    /// `name` as the page shows it: whole up to `limit` columns, else its start and its end
    /// around an ellipsis, `limit` columns in all.
    static func onPage(_ name: String, limit: Int = pageNameLimit) -> String {
        guard let (start, end) = cut(name, limit: limit) else { return name }
        return start + "…" + end
    }

    /// The start and the end `onPage` keeps of a name it cuts (half the columns each, less the
    /// ellipsis's one), or `nil` for a name shown whole.
    static func cut(_ name: String, limit: Int = pageNameLimit) -> (start: String, end: String)? {
        NameCut.standard(limit: limit).pieces(of: name).map { ($0.start, $0.end) }
    }

    /// The columns `character` takes in the name column, each about one em of the page's bold
    /// text: two for a letter of Tamil, Telugu, Kannada, Malayalam, Sinhala or Myanmar, whose
    /// letters common fonts draw up to twice as wide as a Latin one; one for any other, a Chinese or
    /// Japanese character (one em) as much as a `W` or a `Ж` (nearly one).
    static func columns(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 1 }
        return (0xB80...0xDFF).contains(first.value) || (0x1000...0x109F).contains(first.value) ? 2 : 1
    }

    /// The machine label (``MachineLabel``) of each row whose name another row carries, by the
    /// row's key: the shortest start of its machine id that tells it from that name's other rows;
    /// `onPage`, a long one cut to fit the projector's name column (``MachineLabel/onPage(_:)``).
    func machineLabels(namesakes: Set<String>, onPage: Bool = false) -> [String: String] {
        Self.machineLabels(of: roster.learners, namesakes: namesakes, onPage: onPage)
    }

    /// ``machineLabels(namesakes:onPage:)`` of `learners`.
    static func machineLabels(of learners: [LearnerReport], namesakes: Set<String>, onPage: Bool) -> [String: String] {
        guard !namesakes.isEmpty else { return [:] }
        var groups: [String: [LearnerReport]] = [:]
        for learner in learners where isNamesake(learner, in: namesakes) {
            groups[namesakeKey(learner.learner), default: []].append(learner)
        }
        var labels: [String: String] = [:]
        for group in groups.values {
            let found = MachineLabel.labels(of: group.map(\.machine))
            for (learner, label) in zip(group, onPage ? MachineLabel.onPage(found) : found) {
                labels[LearnerName.key(name: learner.learner, machine: learner.machine)] = label
            }
        }
        return labels
    }

    /// The label `learner`'s row carries beside its name, or `nil` when its name is its own.
    static func label(of learner: LearnerReport, in labels: [String: String]) -> String? {
        labels.isEmpty ? nil : labels[LearnerName.key(name: learner.learner, machine: learner.machine)]
    }

    /// The name a row shows in `width` characters: "Sam · 3f2a" when another row's name is the
    /// same name, the name cut where it must be and the label never (two labels cut alike would
    /// be one).
    func shownName(_ learner: LearnerReport, labels: [String: String], width: Int) -> String {
        guard let label = Self.label(of: learner, in: labels) else { return TerminalText.fitted(learner.learner, width: width) }
        let tag = " · " + TerminalText.safe(label)
        return TerminalText.fitted(learner.learner, width: max(1, width - tag.count)) + tag
    }

    /// Names longer than this are cut in the terminal table (the page shows them whole).
    static let nameLimit = 24

    public func text(unicode: Bool) -> String {
        let ordered = learners
        let labels = machineLabels(namesakes: namesakes)
        let names = ordered.map { shownName($0, labels: labels, width: Self.nameLimit) }
        let nameWidth = max(7, names.map(\.count).max() ?? 0) + 2
        let width = 6
        var lines = [
            "learner".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                + catalog.katas.map { $0.number.leftPadded(to: width) }.joined()
                + "   done  now"
        ]
        for (learner, name) in zip(ordered, names) {
            let cells = catalog.katas.map { label(cell(learner, $0), unicode: unicode).leftPadded(to: width) }.joined()
            let done = catalog.katas.filter { cell(learner, $0).isDone }.count
            lines.append(
                name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + cells + "\(done)".leftPadded(to: 7) + "  "
                    + TerminalText.safe(situation(learner)))
        }
        let totals = catalog.katas.map { kata in "\(roster.learners.filter { cell($0, kata).isDone }.count)".leftPadded(to: width) }
            .joined()
        lines.append("done".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + totals)
        lines.append(textLegend(unicode: unicode))
        return lines.joined(separator: "\n") + "\n"
    }
}
