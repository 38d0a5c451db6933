/// The machine shown beside a name that several rows carry ("Sam · 3f2a"): the shortest start
/// of each machine id, four characters at least, that no namesake's id begins with alike. Four
/// digits tell honest namesakes apart; an id made to begin like another's (a key tried 65,000
/// times offline) only makes both labels longer, never one label for two rows, and an id no key
/// proves is labelled apart with a mark ("3f2a?"), so it never pushes a proven id's label longer. Starts are compared as the room compares machine ids, look-alikes
/// folded (`8` and `b`), so two labels never merely look the same either.
public enum MachineLabel {
    /// The fewest characters a label shows (fewer only when the whole id is shorter).
    public static let shortest = 4

    /// What separates a name from its label ("Sam · 3f2a"): no name holds it, so a word that
    /// does is a label, never a name.
    public static let separator = " · "

    /// Ends the label of an id no key proves (an older client's four digits, "3f2a?"): such an
    /// id is anyone's to claim, so its label never reads like a proven id's, and a proven id
    /// keeps its short label whatever unproven ids begin like it.
    public static let unprovenMark = "?"

    /// True when `id` is one a machine key proves: 16 lower-case hex digits (``MachineKey``).
    public static func isProven(_ id: String) -> Bool { id.count == MachineKey.provenIDLength && MachineKey.isLowerHex(id) }

    /// The label of each of `machines`, in their order: the ids of one name's rows (`nil`, an
    /// id missing in an older hand-in, is shown as `?`). Proven ids are labelled among proven
    /// ones, unproven among unproven ones with ``unprovenMark`` after them: a claimed id made
    /// to begin like a proven one lengthens neither.
    public static func labels(of machines: [String?]) -> [String] {
        var result = Array(repeating: "?", count: machines.count)
        for proven in [true, false] {
            let indices = machines.indices.filter { index in machines[index].map { !$0.isEmpty && isProven($0) == proven } ?? false }
            let starts = shortestStarts(of: indices.map { machines[$0] ?? "" })
            for (index, start) in zip(indices, starts) { result[index] = proven ? start : start + unprovenMark }
        }
        return result
    }

    /// The shortest start of each of `ids` (none empty), four characters at least, that no other begins with alike.
    static func shortestStarts(of ids: [String]) -> [String] {
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
