/// The README's rules as a model you can read: who is a colleague of which mediator, in which
/// order, who the closures are called on, and who is alive. Written from the README alone; the
/// model tests (ModelTests.swift) compare your code with it after every step.
struct GenericMediatorModel {
    /// The README's rules, in its words; a failure quotes the rule it breaks.
    enum Rule {
        static let keeps =
            "Rule 1: addColleague(_:strongReference:) keeps the colleague alive when strongReference is true (the default) and only observes it when false"
        static let colleagues =
            "Rule 2: colleagues returns the live colleagues in the order they were added, strong and weak mixed in that one order; a weakly added colleague that has been released is gone from it"
        static let storage =
            "Rule 2: a released colleague is gone from the mediator's storage: the storage must not grow with colleagues that are gone, whichever of colleagues and the two invokeColleagues a program uses"
        static let remove =
            "Rule 3: removeColleague(_:) removes that very object (===), nothing else: an equal but different object, or one never added, removes nothing"
        static let invoke = "Rule 4: invokeColleagues(closure:) calls the closure on every live colleague, once, in order"
        static let invokeBy =
            "Rule 5: invokeColleagues(by:closure:) does the same for every colleague except that very object (===); given an outsider or a lookalike, it calls everyone"
    }

    struct Entry {
        var colleague: Int
        var strong: Bool
    }

    /// Which colleagues the program still holds.
    var held: [Int: Bool] = [:]
    /// Which mediators the program still holds, and each one's entries in the order added.
    var mediators: [Int: (held: Bool, entries: [Entry])] = [:]

    /// Rule 1: a colleague lives while the program holds it or a live mediator keeps it strongly.
    func alive(_ c: Int) -> Bool { held[c] == true || keptStrongly.contains(c) }

    /// The colleagues live mediators added strongly.
    var keptStrongly: Set<Int> {
        var kept = Set<Int>()
        for mediator in mediators.values where mediator.held {
            for entry in mediator.entries where entry.strong { kept.insert(entry.colleague) }
        }
        return kept
    }

    /// Rule 2: the live colleagues of a mediator, in the order they were added.
    func colleagues(of m: Int) -> [Int] {
        let kept = keptStrongly
        return (mediators[m]?.entries ?? []).map(\.colleague).filter { held[$0] == true || kept.contains($0) }
    }

    func isMember(_ c: Int, of m: Int) -> Bool { mediators[m]?.entries.contains { $0.colleague == c } == true }

    mutating func add(_ c: Int, to m: Int, strong: Bool) { mediators[m]?.entries.append(Entry(colleague: c, strong: strong)) }

    /// Rule 3: that very object only.
    mutating func remove(_ c: Int, from m: Int) { mediators[m]?.entries.removeAll { $0.colleague == c } }

    /// Rule 5: everyone live but `c` (nil: an outsider or a lookalike, so everyone).
    func invoked(by c: Int?, in m: Int) -> [Int] { colleagues(of: m).filter { $0 != c } }

    /// Colleagues that are gone leave no entry behind.
    mutating func forgetTheGone(kept: Set<Int>) {
        let gone = Set(held.keys.filter { held[$0] != true && !kept.contains($0) })
        guard !gone.isEmpty else { return }
        for m in mediators.keys { mediators[m]?.entries.removeAll { gone.contains($0.colleague) } }
        for c in gone { held[c] = nil }
    }
}
