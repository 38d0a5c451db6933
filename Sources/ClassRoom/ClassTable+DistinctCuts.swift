import KataEngine

/// Different names the page cuts alike ("Alexander Schmidt" and "Alexandra Schmidt", both
/// "Alexa…midt" beside their labels) are namesakes, told apart by their machines' labels; but
/// the back row should read two names, not one name twice. So such a group of rows is drawn with
/// one cut, the nearest to the room's usual one that draws each of its names apart
/// ("Alexande…t", "Alexandr…t"; "Ch…tina…on", "Ch…tine…on" where they differ deep inside). A
/// group of one name's machines keeps the usual cut: its labels tell them apart.
extension ClassTable {
    /// The cut of each row (by its learner's key) whose namesakes hold a name of their own, given
    /// the rows' page labels (``machineLabels(namesakes:onPage:)``); rows absent keep the usual cut.
    func distinctCuts(labels: [String: String]) -> [String: NameCut] {
        Self.distinctCuts(of: roster.learners, labels: labels)
    }

    /// ``distinctCuts(labels:)`` for `learners`, grouped as the page groups namesakes.
    static func distinctCuts(of learners: [LearnerReport], labels: [String: String]) -> [String: NameCut] {
        var groups: [String: [LearnerReport]] = [:]
        for learner in learners where label(of: learner, in: labels) != nil {
            groups[namesakeKey(learner.learner), default: []].append(learner)
        }
        var cuts: [String: NameCut] = [:]
        for group in groups.values {
            let names = Set(group.map { LearnerName.normalized($0.learner) })
            guard names.count > 1 else { continue }
            // The narrowest column a row of the group has beside its label: one cut fits them all.
            let limit = group.map { nameLimit(besideLabel: label(of: $0, in: labels)) }.min() ?? pageNameLimit
            let written = Dictionary(group.map { (LearnerName.normalized($0.learner), $0.learner) }) { first, _ in first }
            guard let cut = distinctCut(of: Array(written.values), limit: limit) else { continue }
            for learner in group { cuts[LearnerName.key(name: learner.learner, machine: learner.machine)] = cut }
        }
        return cuts
    }

    /// The cut in `limit` columns nearest the usual one that draws each of `names` (different
    /// names, as the room compares them) apart, as the room compares names; `nil` when none
    /// does (names that differ only where no cut of `limit` columns reaches), or the usual one does.
    static func distinctCut(of names: [String], limit: Int) -> NameCut? {
        let usual = NameCut.standard(limit: limit)
        func apart(_ cut: NameCut) -> Bool { Set(names.map { LearnerName.normalized(cut.drawn($0)) }).count == names.count }
        guard !apart(usual), limit >= 4 else { return nil }
        // Another split between start and end, nearest the usual one first.
        let splits = (1...(limit - 2)).filter { $0 != usual.start }.sorted { abs($0 - usual.start) < abs($1 - usual.start) }
        if let found = splits.map({ NameCut(start: $0, end: limit - 1 - $0) }).first(where: apart) { return found }
        // A stretch of the middle between a short start and end, from the start on.
        let side = max(1, (limit - 2) / 4)
        let width = limit - 2 - 2 * side
        let widest = names.map { $0.reduce(0) { $0 + columns(of: $1) } }.max() ?? 0
        guard width > 0, widest - side - width > side else { return nil }
        let offsets = side...(widest - side - width)
        return offsets.map { NameCut(start: side, end: side, middleOffset: $0, middleWidth: width) }.first(where: apart)
    }

    /// Each row's name as the page draws it where a distinct cut draws it (by the row's key):
    /// what `room remove 'Alexande…t · 9a08'` reads, the page's own text.
    static func distinctlyDrawn(_ learners: [LearnerReport]) -> [String: String] {
        let labels = machineLabels(of: learners, namesakes: namesakes(of: learners), onPage: true)
        let cuts = distinctCuts(of: learners, labels: labels)
        var drawn: [String: String] = [:]
        for learner in learners {
            let key = LearnerName.key(name: learner.learner, machine: learner.machine)
            if let cut = cuts[key] { drawn[key] = cut.drawn(learner.learner) }
        }
        return drawn
    }
}
