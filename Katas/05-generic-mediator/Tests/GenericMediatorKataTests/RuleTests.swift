import GenericMediatorKata
import KataTestSupport
import Testing

/// The README's rules over generated histories: strong, weak and default additions mixed, the
/// test letting go of colleagues, removals of members, of outsiders and of equal lookalikes,
/// broadcasts by members, lookalikes and outsiders, all in any order. A tiny model (`Roster`)
/// says who is alive and who is called, in which order. Do not edit.
@Suite struct RuleTests {
    @Test("Rules 1–5: colleagues, removals and invocations agree with the rules after any history")
    func everyOperationFollowsTheRules() {
        checkRule(
            "rules 1–5: who is kept, listed, removed and called", reaching: History.everything, generate: History.generate,
            shrink: History.smaller
        ) {
            $0.disagreement()
        }
    }

    @Test("Rule 2: released weak colleagues leave the storage too: it never grows with colleagues that are gone")
    func storageDoesNotGrowWithReleasedColleagues() {
        checkRule(
            "rule 2: colleagues that are gone leave the storage too",
            reaching: History.lifetimes.map { dimension in ScenarioDimension(dimension.name) { dimension.isReached($0.history) } }
                + StorageCheck.Reading.allCases.map { reading in ScenarioDimension(reading.dimension) { $0.reading == reading } },
            generate: { random, size in
                ThenColleaguesCameAndWent(
                    history: History.generate(&random, size: size), reading: random.pick(StorageCheck.Reading.allCases))
            },
            shrink: { scenario in
                History.smaller(scenario.history).map { ThenColleaguesCameAndWent(history: $0, reading: scenario.reading) }
            }
        ) { scenario in
            let mediator = Mediator<Colleague>()
            var held: [Int: Probe] = [:]
            for step in scenario.history.steps { step.run(on: mediator, held: &held) }
            return withExtendedLifetime(held) { StorageCheck.problem(with: mediator, run: .afterEachHistory, reading: scenario.reading) }
        }
    }

    @Test("Rule 1: the mediator keeps alive exactly the colleagues added strongly (the default) and not removed")
    func strongKeepsAliveWeakDoesNot() {
        checkRule(
            "rule 1: strong (and default) colleagues are kept alive, weak ones are not", reaching: History.lifetimes,
            generate: History.generate, shrink: History.smaller
        ) {
            history in
            let mediator = Mediator<Colleague>()
            var held: [Int: Probe] = [:]
            var watchers: [Int: () -> Bool] = [:]
            for step in history.steps {
                step.run(on: mediator, held: &held)
                if case .add(let number, _, _) = step, let probe = held[number] {
                    weak let weakProbe = probe
                    watchers[number] = { weakProbe != nil }
                }
                if case .replace(_, let number, _, _) = step, let probe = held[number] {
                    weak let weakProbe = probe
                    watchers[number] = { weakProbe != nil }
                }
            }
            held.removeAll()
            var model = Roster()
            for step in history.steps { _ = model.run(step) }
            model.releaseAll()
            for (number, isAlive) in watchers.sorted(by: { $0.key < $1.key }) {
                let expected = model.entries.contains { $0.number == number }
                if isAlive() != expected {
                    return
                        "colleague \(number) is \(isAlive() ? "alive" : "gone") once the test let go, but should be \(expected ? "kept alive by the mediator" : "released")"
                }
            }
            return nil
        }
    }
}

/// A history, then colleagues that come and go many times (``StorageCheck``): what the storage
/// rule measures, said whole in a failure's scenario.
struct ThenColleaguesCameAndWent: CustomStringConvertible {
    let history: History
    let reading: StorageCheck.Reading
    var description: String { "\(history); \(StorageCheck.scenarioEnding(.afterEachHistory, reading: reading))" }
}

/// A colleague that is equal to (and hashes like) any other with the same name, so only `===`
/// tells them apart: a mediator that compares through `==` or `AnyHashable` confuses them.
final class Probe: Colleague, Hashable, CustomStringConvertible {
    let number: Int
    let name: String
    private(set) var heard = 0

    init(number: Int, name: String) { (self.number, self.name) = (number, name) }

    func colleague(_ colleague: Colleague?, didSendMessage message: String) { heard += 1 }

    static func == (left: Probe, right: Probe) -> Bool { left.name == right.name }

    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    var description: String { "#\(number)" }
}

/// One generated history of operations on a `Mediator<Colleague>`.
struct History: CustomStringConvertible {
    enum Who { case member(Int), lookalike(Int), outsider }

    enum Step: CustomStringConvertible {
        /// `strong` nil: the default parameter.
        case add(number: Int, name: String, strong: Bool?)
        /// The test lets go of its own reference to a colleague.
        case letGo(Int)
        /// The test lets go of one colleague and adds another in the same breath: nothing reads
        /// the mediator in between, and the allocator usually hands the new colleague the
        /// address of the one just released, which identity kept as a number would confuse.
        case replace(letGo: Int, number: Int, name: String, strong: Bool?)
        case remove(Who)
        case invokeAll
        case invoke(by: Who)

        var description: String {
            func who(_ who: Who) -> String {
                switch who {
                case .member(let number): "#\(number)"
                case .lookalike(let number): "an equal lookalike of #\(number)"
                case .outsider: "an outsider"
                }
            }
            switch self {
            case .add(let number, let name, let strong):
                return "add #\(number) (\(name)) \(strong.map { "strongReference: \($0)" } ?? "with the default")"
            case .letGo(let number): return "the test lets go of #\(number)"
            case .replace(let old, let number, let name, let strong):
                return
                    "the test lets go of #\(old) and at once adds #\(number) (\(name)) \(strong.map { "strongReference: \($0)" } ?? "with the default")"
            case .remove(let target): return "remove \(who(target))"
            case .invokeAll: return "invoke all"
            case .invoke(let by): return "invoke by \(who(by))"
            }
        }

        func run(on mediator: Mediator<Colleague>, held: inout [Int: Probe]) {
            func object(_ who: Who) -> Probe? {
                switch who {
                case .member(let number): held[number]
                case .lookalike(let number): held[number].map { Probe(number: -1, name: $0.name) }
                case .outsider: Probe(number: -2, name: "outsider")
                }
            }
            switch self {
            case .add(let number, let name, let strong):
                let probe = Probe(number: number, name: name)
                held[number] = probe
                if let strong { mediator.addColleague(probe, strongReference: strong) } else { mediator.addColleague(probe) }
            case .letGo(let number): held[number] = nil
            case .replace(let old, let number, let name, let strong):
                held[old] = nil
                History.Step.add(number: number, name: name, strong: strong).run(on: mediator, held: &held)
            case .remove(let who): if let target = object(who) { mediator.removeColleague(target) }
            case .invokeAll, .invoke: break
            }
        }
    }

    var steps: [Step]

    var description: String { steps.isEmpty ? "a new mediator, no operations" : steps.map(\.description).joined(separator: "; ") }

    static func generate(_ random: inout SeededRandom, size: Int) -> History {
        var steps: [Step] = []
        var added: [Int] = []
        var weaklyAdded: [Int] = []
        for _ in 0..<(2 * size) {
            let pickMember = { (random: inout SeededRandom) -> Who in
                added.isEmpty || random.chance(15)
                    ? .outsider : random.chance(20) ? .lookalike(random.pick(added)) : .member(random.pick(added))
            }
            switch random.int(in: 0...9) {
            case 0...3:
                added.append(added.count)
                let strong = random.pick([true, false, nil])
                if strong == false { weaklyAdded.append(added.count - 1) }
                steps.append(.add(number: added.count - 1, name: random.pick(["Athos", "Porthos", "Aramis"]), strong: strong))
            case 4, 5:
                guard !added.isEmpty else { continue }
                if random.chance(40), let old = weaklyAdded.randomElement(using: &random) {
                    added.append(added.count)
                    steps.append(
                        .replace(
                            letGo: old, number: added.count - 1, name: random.pick(["Athos", "Porthos", "Aramis"]),
                            strong: random.pick([true, false, nil])))
                } else {
                    steps.append(.letGo(random.pick(added)))
                }
            case 6: steps.append(.remove(pickMember(&random)))
            case 7: steps.append(.invokeAll)
            default: steps.append(.invoke(by: pickMember(&random)))
            }
        }
        return History(steps: steps)
    }

    static func smaller(_ history: History) -> [History] { smallerArrays(history.steps).map(History.init) }

    /// Additions, as (number, name, strong or default).
    var additions: [(number: Int, name: String, strong: Bool?)] {
        steps.compactMap {
            switch $0 {
            case .add(let number, let name, let strong), .replace(_, let number, let name, let strong): (number, name, strong)
            default: nil
            }
        }
    }

    /// Whether the test let go of a colleague added `strongly` (true: strong or by default).
    func letsGo(strongly: Bool) -> Bool {
        let strength = Dictionary(additions.map { ($0.number, $0.strong ?? true) }) { first, _ in first }
        return steps.contains {
            switch $0 {
            case .letGo(let number), .replace(let number, _, _, _): strength[number] == strongly
            default: false
            }
        }
    }

    /// What keeping colleagues alive depends on, as the README lists it.
    static let lifetimes: [ScenarioDimension<History>] =
        ScenarioDimension.sizes("colleague", "colleagues") { $0.additions.count } + [
            ScenarioDimension("the default (strong) addition") { $0.additions.contains { $0.strong == nil } },
            ScenarioDimension("a strong colleague the test let go") { $0.letsGo(strongly: true) },
            ScenarioDimension("a weak colleague released") { $0.letsGo(strongly: false) },
            ScenarioDimension("a colleague released, then another added at once (its address reused)") { history in
                history.steps.contains { if case .replace = $0 { true } else { false } }
            },
        ]

    /// What removals and invocations depend on besides.
    static let everything: [ScenarioDimension<History>] =
        lifetimes + [
            ScenarioDimension("two colleagues with the same name") { history in
                Set(history.additions.map(\.name)).count < history.additions.count
            },
            ScenarioDimension("an equal lookalike") { history in
                history.steps.contains {
                    switch $0 {
                    case .remove(.lookalike), .invoke(by: .lookalike): true
                    default: false
                    }
                }
            },
            ScenarioDimension("an outsider") { history in
                history.steps.contains {
                    switch $0 {
                    case .remove(.outsider), .invoke(by: .outsider): true
                    default: false
                    }
                }
            },
        ]

    /// Runs the history on the learner's mediator and on the model; where they part, if they do.
    func disagreement() -> String? {
        let mediator = Mediator<Colleague>()
        var held: [Int: Probe] = [:]
        var model = Roster()
        for (index, step) in steps.enumerated() {
            step.run(on: mediator, held: &held)
            let expectedCalls = model.run(step)
            var calls: [Int] = []
            switch step {
            case .invokeAll: mediator.invokeColleagues { calls.append(($0 as? Probe)?.number ?? -9) }
            case .invoke(let who):
                let by: Probe? =
                    switch who {
                    case .member(let number): held[number]
                    case .lookalike(let number): held[number].map { Probe(number: -1, name: $0.name) }
                    case .outsider: Probe(number: -2, name: "outsider")
                    }
                if let by { mediator.invokeColleagues(by: by) { calls.append(($0 as? Probe)?.number ?? -9) } }
            default: break
            }
            let at = "after step \(index + 1) (\(step))"
            if let expectedCalls, calls != expectedCalls { return "\(at) the closure was called on \(calls), expected \(expectedCalls)" }
            let listed = mediator.colleagues.map { ($0 as? Probe)?.number ?? -9 }
            if listed != model.live { return "\(at) colleagues is \(listed), expected \(model.live)" }
        }
        return nil
    }
}

/// The rules as a model: the entries in the order added, each strong or weak.
struct Roster {
    struct Entry { var number: Int; var strong: Bool }

    var entries: [Entry] = []
    /// The colleagues the test still holds.
    var held: Set<Int> = []

    var live: [Int] { entries.filter { $0.strong || held.contains($0.number) }.map(\.number) }

    /// Applies a step; for an invocation, returns who must be called, in order.
    mutating func run(_ step: History.Step) -> [Int]? {
        var calls: [Int]?
        switch step {
        case .add(let number, _, let strong):
            entries.append(Entry(number: number, strong: strong ?? true))
            self.held.insert(number)
        case .letGo(let number): self.held.remove(number)
        case .replace(let old, let number, _, let strong):
            self.held.remove(old)
            entries.append(Entry(number: number, strong: strong ?? true))
            self.held.insert(number)
        case .remove(.member(let number)):
            if self.held.contains(number) { entries.removeAll { $0.number == number } }
        case .remove: break
        case .invokeAll: calls = live
        case .invoke(.member(let number)): calls = self.held.contains(number) ? live.filter { $0 != number } : nil
        case .invoke(.lookalike(let number)): calls = self.held.contains(number) ? live : nil
        case .invoke(.outsider): calls = live
        }
        entries.removeAll { !$0.strong && !self.held.contains($0.number) }
        return calls
    }

    mutating func releaseAll() {
        held.removeAll()
        entries.removeAll { !$0.strong }
    }
}
