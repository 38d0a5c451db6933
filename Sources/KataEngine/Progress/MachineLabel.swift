/// The machine shown beside a name that several rows carry ("Sam · 3f2a"): the shortest start
/// of each machine id, four characters at least, that no namesake's id begins with alike. Four
/// digits tell honest namesakes apart; an id made to begin like another's (a legacy id of the
/// same four digits, or a key tried 65,000 times offline) only makes both labels longer, never
/// one label for two rows. Starts are compared as the room compares machine ids, look-alikes
/// folded (`8` and `b`), so two labels never merely look the same either.
public enum MachineLabel {
    /// The fewest characters a label shows (fewer only when the whole id is shorter).
    public static let shortest = 4

    /// The label of each of `machines`, in their order: the ids of one name's rows (`nil`, an
    /// id missing in an older hand-in, is shown as `?`).
    public static func labels(of machines: [String?]) -> [String] {
        let ids = machines.map { $0 ?? "" }
        let longest = ids.map(\.count).max() ?? 0
        // Per length, how many ids begin alike: each id folded once per length, not once per pair
        // (a page of namesakes alike once cut is re-rendered every few seconds).
        var starts: [[String]] = []
        var counts: [[String: Int]] = []
        for length in 0...longest {
            let alike = ids.map { folded($0.prefix(length)) }
            starts.append(alike)
            counts.append(alike.reduce(into: [:]) { $0[$1, default: 0] += 1 })
        }
        return ids.indices.map { index in
            let id = ids[index]
            guard !id.isEmpty else { return "?" }
            for length in min(shortest, id.count)...id.count where counts[length][starts[length][index]] == 1 {
                return String(id.prefix(length))
            }
            return id
        }
    }

    /// The label of `machine` among `namesakes` (its own id may be among them, once).
    public static func label(of machine: String?, among namesakes: [String?]) -> String {
        var others = namesakes
        if let own = others.firstIndex(of: machine) { others.remove(at: own) }
        return labels(of: [machine] + others)[0]
    }

    /// The longest label the projector shows whole: with the name's 4em beside it, it fills
    /// the narrowest name column.
    public static let pageWidth = 6

    /// `labels` (one name's, from ``labels(of:)``) as the projector shows them: a label past
    /// ``pageWidth`` characters keeps its first three and its last two around an ellipsis
    /// ("3f2…7a", the last character being the one that tells it apart), and more of its end
    /// where two would still read alike. Only an id made to begin like another's for more than
    /// five characters has such a label; cut so, the row still fits and no two labels look one.
    public static func onPage(_ labels: [String]) -> [String] {
        let longest = labels.map(\.count).max() ?? 0
        guard longest > pageWidth else { return labels }
        for end in 2...max(2, longest) {
            let shown = labels.map { label in
                label.count <= pageWidth ? label : String(label.prefix(3)) + "…" + String(label.suffix(min(end, label.count - 3)))
            }
            if Set(shown.map { folded(Substring($0)) }).count == Set(labels.map { folded(Substring($0)) }).count { return shown }
        }
        return labels
    }

    /// A start of an id as ``LearnerIdentity/machine(_:)`` compares ids.
    static func folded(_ start: Substring) -> String { LookAlikeLetters.latinLookAlikesMerged(start.lowercased()) }
}
