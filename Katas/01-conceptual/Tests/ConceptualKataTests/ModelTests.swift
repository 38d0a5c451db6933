import ConceptualKata
import KataSupport
import KataTestSupport
import Testing

/// The net under the rule tests: random programs over the whole API (mediators made, components
/// doing A–D, events reported straight to a mediator by its components, another mediator's
/// components (their own mediator gone too, and they act afterwards), a component of the
/// client's own kind (its mediator gone too, and it reports afterwards) or an outsider, with any
/// event name, references let go), compared with the
/// README's model (ConceptualModel.swift) after every step: the printed lines, what each
/// component performed, and which objects are alive. Do not edit.
@Suite struct ModelTests {
    @Test("The model of the README: random programs over mediators, components, events and releases agree with it after every step")
    func programsAgreeWithTheModel() {
        checkPrograms(
            "kata 01 model: programs over the whole API", programs: 100, reaching: ConceptualStep.dimensions,
            step: ConceptualStep.Generator().next,
            simplify: ConceptualStep.simpler
        ) { program in
            var world = ConceptualWorld()
            return world.run(program)
        }
    }

    @Test(
        "The model after a warm-up: 32,769 events of one kind on one mediator, then random programs over the whole API agree with it after every step"
    )
    func warmProgramsAgreeWithTheModel() {
        checkPrograms(
            "kata 01 model: programs after a warm-up of 32,769 events", programs: 4, lengths: 40...200, shrinkBudget: 40,
            step: ConceptualStep.Generator(warm: true).next,
            simplify: ConceptualStep.simpler
        ) { program in
            var world = ConceptualWorld()
            return world.run(program)
        }
    }
}

/// One step of a program. Objects are named by index: mediator `m0` with components `c1_0`
/// and `c2_0`; a step whose objects were never made, or were let go, does nothing.
enum ConceptualStep: ProgramStep {
    case make(Int)
    case component1(pair: Int, does: String)
    case component2(pair: Int, does: String)
    case notify(pair: Int, sender: Sender, event: String)
    case releaseMediator(Int)
    case releaseComponent1(Int)
    case releaseComponent2(Int)
    /// A mediator and both its components let go at once: right after one of them reported to
    /// another mediator, nothing of that pair may stay alive (a mediator keeping its last sender).
    case releasePair(Int)
    /// A component's operation done many times over, once in a long program: more events on one
    /// mediator than any budget, counter or cap reaches (a guard whose count never comes back down).
    indirect case repeated(ConceptualStep, times: Int)
    /// A component of the client's own kind (`ClientComponent`, `s0`), wired to a mediator of
    /// the client's own (`ClientMediator`, `r0`, which only writes down what it is told) or to none.
    case makeStray(Int, wired: Bool)
    /// It reports an event through its own `mediator`, as the kata's components do.
    case strayReports(Int, event: String)
    case releaseStrayMediator(Int)
    case releaseStray(Int)

    enum Sender: Sendable, Equatable {
        /// `outsider` is a plain `BaseComponent`; `stranger`, one of a subclass of the tests' own;
        /// each is made for the report. `stray` is a component of the client's own kind the
        /// program holds (``ConceptualStep/makeStray(_:wired:)``).
        case component1(Int), component2(Int), outsider, stranger, genericStranger, stray(Int)

        var swift: String {
            switch self {
            case .component1(let pair): "c1_\(pair)!"
            case .component2(let pair): "c2_\(pair)!"
            case .outsider: "BaseComponent()"
            case .stranger: "Stranger()"
            case .genericStranger: "GenericStranger<Int>()"
            case .stray(let k): "s\(k)!"
            }
        }

        /// Whether the object is made for the report, and let go once it has reported.
        var isMadeForTheReport: Bool {
            switch self {
            case .outsider, .stranger, .genericStranger: true
            default: false
            }
        }

        /// The pair whose component this is, if it is one.
        var pair: Int? {
            switch self {
            case .component1(let pair), .component2(let pair): pair
            default: nil
            }
        }
    }

    var calls: Int {
        if case .repeated(let step, let times) = self { return times * step.calls }
        return 1
    }

    var swiftLine: String {
        switch self {
        case .make(let k):
            "var c1_\(k): Component1? = Component1(), c2_\(k): Component2? = Component2(); var m\(k): ConcreteMediator? = ConcreteMediator(c1_\(k)!, c2_\(k)!)"
        case .component1(let pair, let operation): "c1_\(pair)?.do\(operation)()"
        case .component2(let pair, let operation): "c2_\(pair)?.do\(operation)()"
        case .notify(let pair, let sender, let event): "m\(pair)?.notify(sender: \(sender.swift), event: \(swiftLiteral(event)))"
        case .releaseMediator(let k): "m\(k) = nil"
        case .releaseComponent1(let k): "c1_\(k) = nil"
        case .releaseComponent2(let k): "c2_\(k) = nil"
        case .releasePair(let k): "m\(k) = nil; c1_\(k) = nil; c2_\(k) = nil"
        case .repeated(let step, let times): "for _ in 0..<\(times) { \(step.swiftLine) }"
        case .makeStray(let k, wired: true):
            "var s\(k): ClientComponent? = ClientComponent(), r\(k): ClientMediator? = ClientMediator(); s\(k)!.update(mediator: r\(k)!)"
        case .makeStray(let k, wired: false): "var s\(k): ClientComponent? = ClientComponent()"
        case .strayReports(let k, let event): "s\(k)?.report(\(swiftLiteral(event)))"
        case .releaseStrayMediator(let k): "r\(k) = nil"
        case .releaseStray(let k): "s\(k) = nil"
        }
    }

    /// Event names biased to the edges: the two that react, the two that do not, letter-case
    /// twins, spaces, empty, unknown, non-ASCII and very long names.
    /// Near misses of A and D too: a combining mark after the letter ("A\u{301}" is one
    /// character, Á, not A; a comparison of scalars or of base letters would react to it), and
    /// line endings and tabs around them (trimmed, they would react).
    static let events = [
        "A", "D", "B", "C", "a", "d", "E", "", " ", "A ", " D", "AD", "Ä", "Ｄ", "A\u{301}", "D\u{20DD}", "\u{200B}A", "\u{FEFF}A", "D\u{2060}", "A\u{00AD}",
        "A\n", "\r\nD", "D\t", "A\r", "\rD", String(repeating: "A", count: 300),
        // NUL and other controls inside a name: a comparison through C strings stops at the NUL.
        "A\u{0}", "A\u{0}x", "\u{0}D", "D\u{0}D", "A\u{7F}", "\u{1}A", "D\u{1B}",
    ]
    /// Look-alikes of A and D drawn by Unicode property (KataTestSupport's `LookAlikes`, as kata
    /// 03's ids): the letter with one invisible character of every default-ignorable or format
    /// kind before it, after it or (for a longer name) inside it: bidi marks (LRM, RLM, ALM,
    /// embeddings, isolates), joiners, variation selectors, tags, interlinear annotation …
    /// And A and D with one small edit of every kind (KataTestSupport's `NearTwins`: quotes, a
    /// namespace `x.A`, a payload `A:1`, colour codes, a Cyrillic А, CR LF, a full-width letter …),
    /// eight of each kind, drawn once.
    static let lookAlikes = LookAlikes.invisibleTwins(of: "A") + LookAlikes.invisibleTwins(of: "D") + editedNames
    static let editedNames: [String] = {
        var random = SeededRandom(seed: 0x4A44)
        return (0..<8).flatMap { _ in NearTwins.oneOfEachKind("A", &random) + NearTwins.oneOfEachKind("D", &random) }
    }()

    /// How many mediators the program being generated has made so far, kept as it grows
    /// rather than counted again at every step (programs run to a thousand steps).
    final class Generator {
        private var keepsMediators = false
        private var made = 0
        private var live: [Int] = []
        /// How many components of the client's own kind the program has made so far.
        private var strays = 0
        /// Pairs whose mediator the program let go while it kept their components, and the
        /// components it let go since: an orphan is a component of such a pair still held.
        private var orphaned: [Int] = []
        private var gone1: Set<Int> = [], gone2: Set<Int> = []
        /// The steps of an orphan's episode still to come (see ``orphanEpisode(_:)``).
        private var pending: [ConceptualStep] = []
        /// The episodes draw from a random stream of their own, so the other steps of a program
        /// are drawn as before (and its floods cost what they did).
        private var side = SeededRandom(seed: 0)
        /// Warm programs start with a warm-up: past 32,768 events of one kind on the first
        /// mediator, then the program goes on (a "hot" path taken after N events meets every rule).
        private let warm: Bool

        init(warm: Bool = false) { self.warm = warm }

        func next(_ random: inout SeededRandom, _ soFar: [ConceptualStep]) -> ConceptualStep {
            if soFar.isEmpty {
                (made, live, orphaned, gone1, gone2, pending, strays) = (0, [], [], [], [], [], 0)
                var copy = random
                side = SeededRandom(seed: copy.next() ^ 0x0F0A_11E5_5EED_0001)
                // Half the programs never let anything go, so one mediator lives through a
                // thousand steps (budgets, counters and caches show).
                keepsMediators = !warm && random.chance(50)
            }
            if warm, soFar.count == 1, case .make(let k) = soFar[0] {
                // A and D count as events, reactions and ignored events at once (their reactions
                // make components do B and C); an outsider's event counts by another road.
                let operations: [ConceptualStep] = [
                    .component1(pair: k, does: "A"), .component2(pair: k, does: "D"),
                    .notify(pair: k, sender: .outsider, event: random.pick(["A", "D", "B"])),
                ]
                return .repeated(random.pick(operations), times: random.int(in: FloodSize.warmUp))
            }
            if pending.isEmpty, !keepsMediators, !live.isEmpty, side.chance(6) { pending = orphanEpisode(&side) }
            if !pending.isEmpty { return noted(pending.removeFirst()) }
            var step = ConceptualStep.next(&random, made: made, live: live)
            while keepsMediators, step.isRelease { step = ConceptualStep.next(&random, made: made, live: live) }
            // A component that just reported to another mediator, let go with its whole pair.
            if !keepsMediators, case .notify(let pair, let sender, _)? = soFar.last, let other = sender.pair, other != pair, random.chance(40) {
                step = .releasePair(other)
            }
            if soFar.count >= 100, random.chance(2), case .component1 = step, !soFar.contains(where: \.isFlood) {
                // Past a few hundred, past a round 10,000, or now and then past an `Int16` (a switch
                // to a "hot" path after N events shows in every step after it).
                let times = random.pick([random.int(in: 600...2_000), random.int(in: 10_001...10_500), random.int(in: FloodSize.warmUp)])
                step = .repeated(step, times: times)
            }
            return noted(step)
        }

        /// The step, once the mediators made and let go, and the components let go, are noted.
        private func noted(_ step: ConceptualStep) -> ConceptualStep {
            switch step {
            case .make:
                live.append(made)
                made += 1
            case .releaseMediator(let k):
                if live.contains(k) { orphaned.append(k) }
                live.removeAll { $0 == k }
            case .releasePair(let k):
                live.removeAll { $0 == k }
                (gone1, gone2) = (gone1.union([k]), gone2.union([k]))
            case .releaseComponent1(let k): gone1.insert(k)
            case .releaseComponent2(let k): gone2.insert(k)
            default: break
            }
            return step
        }

        /// A component whose own mediator is gone (rule 7: its events reach nobody), passed to
        /// other live mediators' `notify` as the sender, and acting, in any order: it reports to
        /// one or several mediators, made before it or after, does A–D before and after, one of
        /// those mediators is let go, the component itself is let go. At least one report comes
        /// before one of its operations: a mediator that takes a sender with no mediator as its
        /// own ("whoever reports to me gets to know me") makes its components act then (rule 5),
        /// or keeps the orphan alive (rule 8).
        private func orphanEpisode(_ random: inout SeededRandom) -> [ConceptualStep] {
            if random.chance(35) { return strayEpisode(&random) }
            var episode: [ConceptualStep] = []
            var others = live
            let holdsAComponent = { (pair: Int) in !self.gone1.contains(pair) || !self.gone2.contains(pair) }
            let orphans = orphaned.filter(holdsAComponent), candidates = live.filter(holdsAComponent)
            let pair: Int
            if let orphan = orphans.last, candidates.isEmpty || random.chance(50) {
                pair = orphan
            } else if !candidates.isEmpty {
                // Its mediator let go now, the program keeping its components.
                pair = random.pick(candidates)
                episode.append(.releaseMediator(pair))
                others.removeAll { $0 == pair }
            } else {
                return []
            }
            var next = made
            func make() {
                episode.append(.make(next))
                others.append(next)
                next += 1
            }
            if others.isEmpty { make() }
            let components = [1, 2].filter { $0 == 1 ? !gone1.contains(pair) : !gone2.contains(pair) }
            func report(_ random: inout SeededRandom) -> ConceptualStep {
                let sender: Sender = random.pick(components) == 1 ? .component1(pair) : .component2(pair)
                let event = random.chance(70) ? random.pick(["A", "D", "B", "C"]) : random.pick(ConceptualStep.events)
                return .notify(pair: random.pick(others), sender: sender, event: event)
            }
            func act(_ random: inout SeededRandom) -> ConceptualStep {
                random.pick(components) == 1
                    ? .component1(pair: pair, does: random.chance(70) ? "A" : "B") : .component2(pair: pair, does: random.chance(70) ? "D" : "C")
            }
            // Now and then more than a hundred times in a row (a mediator that adopts a sender
            // after so many reports).
            func often(_ step: ConceptualStep, _ random: inout SeededRandom) -> ConceptualStep {
                random.chance(10) ? .repeated(step, times: random.int(in: 101...200)) : step
            }
            var reported = false, actedAfter = false
            for _ in 0..<random.int(in: 1...6) {
                switch random.int(in: 0...99) {
                case 0..<40:
                    episode.append(often(report(&random), &random))
                    reported = true
                case 40..<80:
                    episode.append(often(act(&random), &random))
                    actedAfter = actedAfter || reported
                case 80..<90: make()
                default:
                    // One of the mediators it may have reported to goes; another stays.
                    if others.count > 1 {
                        let gone = random.pick(others)
                        episode.append(.releaseMediator(gone))
                        others.removeAll { $0 == gone }
                    }
                }
            }
            if !actedAfter { episode += [report(&random), act(&random)] }
            if random.chance(15) { episode.append(components.first == 1 ? .releaseComponent1(pair) : .releaseComponent2(pair)) }
            return episode
        }

        /// As ``orphanEpisode(_:)``, with a component of the client's own kind: rule 5 holds for
        /// any component, not only `Component1` and `Component2`. Its mediator is mostly gone
        /// (or it never had one), now and then still alive: its events must reach that one
        /// only. It reports to live mediators, made before it or after, and through its own
        /// `mediator`, in any order, at least once in that order.
        private func strayEpisode(_ random: inout SeededRandom) -> [ConceptualStep] {
            let stray = strays
            strays += 1
            let wired = random.chance(75)
            var episode: [ConceptualStep] = [.makeStray(stray, wired: wired)]
            if wired, random.chance(75) { episode.append(.releaseStrayMediator(stray)) }
            var others = live, next = made
            func make() {
                episode.append(.make(next))
                others.append(next)
                next += 1
            }
            if others.isEmpty { make() }
            func report(_ random: inout SeededRandom) -> ConceptualStep {
                let event = random.chance(70) ? random.pick(["A", "D", "B", "C"]) : random.pick(ConceptualStep.events)
                return .notify(pair: random.pick(others), sender: .stray(stray), event: event)
            }
            func act(_ random: inout SeededRandom) -> ConceptualStep {
                .strayReports(stray, event: random.chance(80) ? random.pick(["A", "D"]) : random.pick(["B", "C", "E"]))
            }
            var reported = false, actedAfter = false
            for _ in 0..<random.int(in: 1...6) {
                switch random.int(in: 0...99) {
                case 0..<40:
                    episode.append(report(&random))
                    reported = true
                case 40..<80:
                    episode.append(act(&random))
                    actedAfter = actedAfter || reported
                case 80..<90: make()
                default:
                    if others.count > 1 {
                        let gone = random.pick(others)
                        episode.append(.releaseMediator(gone))
                        others.removeAll { $0 == gone }
                    } else if wired {
                        episode.append(.releaseStrayMediator(stray))
                    }
                }
            }
            if !actedAfter { episode += [report(&random), act(&random)] }
            if random.chance(30) { episode.append(.releaseStray(stray)) }
            return episode
        }
    }

    static func next(_ random: inout SeededRandom, made: Int, live: [Int]) -> ConceptualStep {
        // A few mediators side by side; one let go gets a successor, so a long program keeps working.
        if live.isEmpty || random.chance(live.count < 3 ? 12 : 0) { return .make(made) }
        // Mostly live pairs, now and then one let go or never made (a stranger index).
        let pair = random.chance(85) ? random.pick(live) : random.chance(70) ? random.int(in: 0...(made - 1)) : made + 1
        switch random.int(in: 0...99) {
        case 0..<25: return .component1(pair: pair, does: random.pick(["A", "B"]))
        case 25..<50: return .component2(pair: pair, does: random.pick(["C", "D"]))
        case 50..<86:
            let other = random.chance(80) ? random.pick(live) : random.int(in: 0...(made - 1))
            let sender = random.pick([Sender.component1(pair), .component2(pair), .component1(other), .component2(other), .outsider, .stranger, .genericStranger])
            return .notify(pair: pair, sender: sender, event: random.pick(random.chance(25) ? lookAlikes : events))
        case 86..<91: return .releaseMediator(pair)
        case 91..<96: return .releaseComponent1(pair)
        default: return .releaseComponent2(pair)
        }
    }

    static func simpler(_ step: ConceptualStep) -> [ConceptualStep] {
        if case .repeated(let inner, let times) = step {
            return [inner] + (times > 1 ? [.repeated(inner, times: times / 2)] : [])
        }
        if case .notify(let pair, let sender, let event) = step {
            // The simplest sender is the mediator's own component 1: an outsider is a rule of its own (rule 4).
            let senders = sender == .component1(pair) ? [] : [ConceptualStep.notify(pair: pair, sender: .component1(pair), event: event)]
            let events = ["A", "D", "B"].filter { $0 != event && event.count > 1 }.map {
                ConceptualStep.notify(pair: pair, sender: sender, event: $0)
            }
            return events + senders
        }
        return []
    }
}

extension ConceptualStep {
    /// What the programs must reach, as the README lists it: a component whose mediator is gone,
    /// reported to another mediator that lives (one made after its own was let go, too), then
    /// doing A–D.
    static let dimensions: [ScenarioDimension<[ConceptualStep]>] = [
        ScenarioDimension("a component whose mediator is gone, reported to a live mediator, then acting") { orphanReportedThenActing($0) },
        ScenarioDimension("a component whose mediator is gone, reported to a mediator made after, then acting") {
            orphanReportedThenActing($0, toALaterMediator: true)
        },
        ScenarioDimension("a component whose mediator is gone, reported or acting more than 100 times in a row") { program in
            program.contains { if case .repeated(let step, let times) = $0, times > 100, !step.isFlood { step.isOrphanStep(in: program) } else { false } }
        },
        ScenarioDimension("a component of the client's own kind whose mediator is gone, reported to a live mediator, then acting") {
            strayReportedThenActing($0)
        },
    ]

    private static func strayReportedThenActing(_ program: [ConceptualStep]) -> Bool {
        var live: Set<Int> = [], gone: Set<Int> = [], reported: Set<Int> = []
        for step in program {
            switch step.once {
            case .make(let k): live.insert(k)
            case .releaseMediator(let k), .releasePair(let k): live.remove(k)
            case .releaseStrayMediator(let k): gone.insert(k)
            case .notify(let pair, .stray(let k), _): if gone.contains(k), live.contains(pair) { reported.insert(k) }
            case .strayReports(let k, _): if reported.contains(k) { return true }
            default: break
            }
        }
        return false
    }

    private static func orphanReportedThenActing(_ program: [ConceptualStep], toALaterMediator: Bool = false) -> Bool {
        // `gone[k]`: how many mediators were made when pair k's was let go.
        var live: Set<Int> = [], made = 0, gone: [Int: Int] = [:], reported: Set<Int> = []
        for step in program {
            switch step.once {
            case .make(let k):
                live.insert(k)
                made = max(made, k + 1)
            case .releaseMediator(let k), .releasePair(let k):
                if live.remove(k) != nil { gone[k] = made }
            case .notify(let pair, let sender, _):
                if let k = sender.pair, let madeThen = gone[k], live.contains(pair), !toALaterMediator || pair >= madeThen { reported.insert(k) }
            case .component1(let k, _), .component2(let k, _): if reported.contains(k) { return true }
            default: break
            }
        }
        return false
    }

    /// The step a repeated step repeats; any other, itself.
    var once: ConceptualStep { if case .repeated(let step, _) = self { step } else { self } }

    /// Whether the step is a report by, or an operation of, a component whose mediator the
    /// program let go before.
    func isOrphanStep(in program: [ConceptualStep]) -> Bool {
        let k: Int? =
            switch self {
            case .notify(_, let sender, _): sender.pair
            case .component1(let pair, _), .component2(let pair, _): pair
            default: nil
            }
        guard let k else { return false }
        return program.contains { if case .releaseMediator(k) = $0 { true } else { false } }
    }

    /// Whether the step lets a reference go.
    var isRelease: Bool {
        switch self {
        case .releaseMediator, .releaseComponent1, .releaseComponent2, .releasePair, .releaseStrayMediator, .releaseStray: true
        default: false
        }
    }

    /// The pair whose mediator or components the step makes act.
    var pair: Int? {
        switch self {
        case .component1(let pair, _), .component2(let pair, _), .notify(let pair, _, _): pair
        case .repeated(let step, _): step.pair
        default: nil
        }
    }

    /// A step repeated 600 times or more: one such flood to a program (an orphan's episode
    /// repeats a step 101 to 200 times, which is no flood).
    var isFlood: Bool { if case .repeated(_, let times) = self { times >= 600 } else { false } }

    /// The steps it stands for: a repeated step that many times, any other once.
    var unrolled: [ConceptualStep] {
        if case .repeated(let step, let times) = self { return Array(repeating: step, count: times) }
        return [self]
    }
}

/// The real objects of a program, held as the Swift lines say, with weak references to see who
/// is alive; runs each step on them and on the model and compares.
struct ConceptualWorld {
    final class Held {
        var mediator: ConcreteMediator?
        var component1: Component1?
        var component2: Component2?
        weak var weakMediator: ConcreteMediator?
        weak var weakComponent1: Component1?
        weak var weakComponent2: Component2?
        /// How much of each component's `performed` earlier steps compared already.
        var compared1 = 0, compared2 = 0

        init() {
            let component1 = Component1(), component2 = Component2()
            let mediator = ConcreteMediator(component1, component2)
            (self.mediator, self.component1, self.component2) = (mediator, component1, component2)
            (weakMediator, weakComponent1, weakComponent2) = (mediator, component1, component2)
        }
    }

    /// A component of the client's own kind and its own mediator, as the program holds them.
    final class HeldStray {
        var component: ClientComponent?
        var mediator: ClientMediator?
        weak var weakComponent: ClientComponent?
        weak var weakMediator: ClientMediator?
        /// How much of what its mediator heard earlier steps compared already.
        var comparedHeard = 0

        init(wired: Bool) {
            let component = ClientComponent()
            (self.component, weakComponent) = (component, component)
            guard wired else { return }
            let mediator = ClientMediator()
            component.update(mediator: mediator)
            (self.mediator, weakMediator) = (mediator, mediator)
        }
    }

    var held: [Int: Held] = [:]
    var strays: [Int: HeldStray] = [:]
    var model = ConceptualModel()

    mutating func run(_ program: [ConceptualStep]) -> ProgramFailure? {
        for (index, step) in program.enumerated() {
            if let divergence = run(step) { return (index, divergence) }
        }
        return nil
    }

    private mutating func run(_ step: ConceptualStep) -> Divergence? {
        var expected = ""
        var rule = ConceptualModel.Rule.others
        var keptOutsider: String?
        let trace = Trace.capture {
            for step in step.unrolled {
            switch step {
            case .make(let k):
                guard held[k] == nil else { return }
                held[k] = Held()
                model.pairs[k] = ConceptualModel.Pair()
            case .component1(let pair, let operation):
                guard let component = held[pair]?.component1 else { return }
                rule = ConceptualModel.ruleFor(event: operation, outsider: false, mediatorAlive: model.pairs[pair]?.mediatorAlive == true)
                expected += model.component1Does(operation, pair: pair)
                if operation == "A" { component.doA() } else { component.doB() }
            case .component2(let pair, let operation):
                guard let component = held[pair]?.component2 else { return }
                rule = ConceptualModel.ruleFor(event: operation, outsider: false, mediatorAlive: model.pairs[pair]?.mediatorAlive == true)
                expected += model.component2Does(operation, pair: pair)
                if operation == "C" { component.doC() } else { component.doD() }
            case .notify(let pair, let sender, let event):
                guard let mediator = held[pair]?.mediator else { return }
                // An outsider made for this report is let go once it has reported (rule 8).
                weak var madeForTheReport: BaseComponent?
                do {
                    guard let from = senderObject(sender) else { return }
                    let outsider = sender != .component1(pair) && sender != .component2(pair)
                    rule = ConceptualModel.ruleFor(event: event, outsider: outsider, mediatorAlive: true)
                    expected += model.react(to: event, pair: pair)
                    if sender.isMadeForTheReport { madeForTheReport = from }
                    mediator.notify(sender: from, event: event)
                }
                if keptOutsider == nil, madeForTheReport != nil { keptOutsider = sender.swift }
            case .releaseMediator(let k):
                held[k]?.mediator = nil
                model.pairs[k]?.holdsMediator = false
            case .releaseComponent1(let k):
                held[k]?.component1 = nil
                model.pairs[k]?.holdsComponent1 = false
            case .releaseComponent2(let k):
                held[k]?.component2 = nil
                model.pairs[k]?.holdsComponent2 = false
            case .releasePair(let k):
                held[k]?.mediator = nil
                held[k]?.component1 = nil
                held[k]?.component2 = nil
                model.pairs[k]?.holdsMediator = false
                model.pairs[k]?.holdsComponent1 = false
                model.pairs[k]?.holdsComponent2 = false
            case .makeStray(let k, let wired):
                guard strays[k] == nil else { return }
                strays[k] = HeldStray(wired: wired)
                model.strays[k] = ConceptualModel.Stray(wired: wired)
            case .strayReports(let k, let event):
                guard let stray = strays[k]?.component else { return }
                rule = ConceptualModel.Rule.ownComponents
                model.strayReports(event, stray: k)
                stray.report(event)
            case .releaseStrayMediator(let k):
                strays[k]?.mediator = nil
                model.strays[k]?.holdsMediator = false
            case .releaseStray(let k):
                strays[k]?.component = nil
                model.strays[k]?.holdsComponent = false
            case .repeated: break
            }
            }
        }
        if trace != expected {
            let (yours, rules) = shownWhereTheyDiffer(trace, expected)
            return Divergence(rule: rule, yourCode: "printed\n" + yours, ruleSays: "print\n" + rules)
        }
        if let keptOutsider {
            return Divergence(
                rule: ConceptualModel.Rule.noLeaks,
                yourCode: "\(keptOutsider), an outsider, reported and is still alive after the program let it go (the mediator keeps it)",
                ruleSays: "the mediator keeps its own two components only; an outsider that reported is released")
        }
        return compareState(rule: rule, acted: step.pair)
    }

    private func senderObject(_ sender: ConceptualStep.Sender) -> BaseComponent? {
        switch sender {
        case .component1(let pair): held[pair]?.component1
        case .component2(let pair): held[pair]?.component2
        case .outsider: BaseComponent()
        case .stranger: Stranger()
        case .genericStranger: GenericStranger<Int>()
        case .stray(let k): strays[k]?.component
        }
    }

    /// What each live component performed, and who is alive, against the model.
    private func compareState(rule: String, acted: Int?) -> Divergence? {
        if let divergence = compareStrays() { return divergence }
        for (k, objects) in held {
            guard let expected = model.pairs[k] else { continue }
            let who = "mediator m\(k)"
            let component1Alive = objects.weakComponent1 != nil, component2Alive = objects.weakComponent2 != nil
            if (objects.weakMediator != nil) != expected.mediatorAlive {
                return Divergence(
                    rule: ConceptualModel.Rule.noLeaks, yourCode: "\(who) is still alive after the program let it go",
                    ruleSays: "nothing else keeps a mediator alive; it is released")
            }
            if component1Alive != expected.component1Alive || component2Alive != expected.component2Alive {
                let name = component1Alive != expected.component1Alive ? "c1_\(k)" : "c2_\(k)"
                let shouldLive = component1Alive != expected.component1Alive ? expected.component1Alive : expected.component2Alive
                return shouldLive
                    ? Divergence(
                        rule: ConceptualModel.Rule.owns, yourCode: "\(name) was released while \(who) is alive",
                        ruleSays: "the mediator keeps it alive")
                    : Divergence(
                        rule: ConceptualModel.Rule.noLeaks, yourCode: "\(name) is still alive after \(who) and the program let go",
                        ruleSays: "it is released")
            }
            // Performed lists only grow: what was compared at earlier steps need not be again.
            let performed1 = objects.weakComponent1?.performed ?? expected.performed1
            let performed2 = objects.weakComponent2?.performed ?? expected.performed2
            let agree =
                performed1.count == expected.performed1.count && performed2.count == expected.performed2.count
                && (performed1.count == objects.compared1 || performed1[objects.compared1...] == expected.performed1[objects.compared1...])
                && (performed2.count == objects.compared2 || performed2[objects.compared2...] == expected.performed2[objects.compared2...])
            (objects.compared1, objects.compared2) = (performed1.count, performed2.count)
            let actual = (performed1, performed2)
            if !agree {
                let other = acted != k ? ConceptualModel.Rule.ownComponents : rule
                return Divergence(
                    rule: rule == ConceptualModel.Rule.gone ? rule : other,
                    yourCode: "c1_\(k) performed \(actual.0), c2_\(k) performed \(actual.1)",
                    ruleSays: "c1_\(k) performed \(expected.performed1), c2_\(k) performed \(expected.performed2)")
            }
        }
        return nil
    }
}

extension ConceptualWorld {
    /// The client's own components against the model: alive while the program holds them, still
    /// wired to their own mediator (or to none), which heard their events and no others.
    fileprivate func compareStrays() -> Divergence? {
        for (k, objects) in strays {
            guard let expected = model.strays[k] else { continue }
            if (objects.weakComponent != nil) != expected.holdsComponent {
                return Divergence(
                    rule: ConceptualModel.Rule.noLeaks, yourCode: "s\(k), a component of the client's own kind, is still alive after the program let it go",
                    ruleSays: "a mediator keeps its own two components only; a sender that reported is released")
            }
            if (objects.weakMediator != nil) != expected.ownMediatorAlive, expected.wired {
                return Divergence(
                    rule: ConceptualModel.Rule.noLeaks, yourCode: "r\(k), s\(k)'s own mediator, is still alive after the program let it go",
                    ruleSays: "nothing keeps it alive: s\(k) holds it weakly")
            }
            guard let component = objects.weakComponent else { continue }
            let own = objects.weakMediator
            if component.mediator !== own {
                return Divergence(
                    rule: ConceptualModel.Rule.ownComponents,
                    yourCode: "s\(k).mediator is \(component.mediator.map { String(describing: type(of: $0)) } ?? "nil") after it reported to a mediator",
                    ruleSays: own == nil ? "nil: a sender is not handed to the mediator it reports to" : "r\(k), its own: a sender is not handed to the mediator it reports to")
            }
            // What its mediator heard only grows: what earlier steps compared need not be again.
            if let own, own.heard.count != expected.heard.count || own.heard[objects.comparedHeard...] != expected.heard[objects.comparedHeard...] {
                return Divergence(
                    rule: ConceptualModel.Rule.ownComponents, yourCode: "r\(k), s\(k)'s own mediator, was told \(own.heard)",
                    ruleSays: "\(expected.heard): the component's own events go to its own mediator only")
            }
            objects.comparedHeard = own?.heard.count ?? 0
        }
        return nil
    }
}

/// Two traces as a failure shows them: whole when short; when long (a step repeated a thousand
/// times), only the lines around the first that differs, numbered, so the difference is on screen.
func shownWhereTheyDiffer(_ trace: String, _ expected: String) -> (String, String) {
    func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    let (yours, rules) = (lines(trace), lines(expected))
    guard max(yours.count, rules.count) > 30 else { return (indented(trace), indented(expected)) }
    let first = firstDifferingIndex(yours, rules)
    func window(_ lines: [String]) -> String {
        let shown = lines.indices.clamped(to: max(0, first - 3)..<min(lines.count, first + 4))
        let numbered = shown.map { "        \($0 + 1): " + (lines[$0].isEmpty ? "(blank line)" : lines[$0]) }
        return (["        (\(lines.count) lines; the first that differs is line \(first + 1))"] + numbered + (shown.upperBound < lines.count ? ["        …"] : []))
            .joined(separator: "\n")
    }
    return (window(yours), window(rules))
}

/// A trace shown line by line, indented, with its blank lines visible.
func indented(_ trace: String) -> String {
    guard !trace.isEmpty else { return "        (nothing)" }
    return trace.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
        "        " + ($0.isEmpty ? "(blank line)" : String($0))
    }
    .joined(separator: "\n")
}

/// An outsider of a kind the mediator cannot know: a subclass of `BaseComponent` of the tests'
/// own (rule 4: whoever reports an event, the reaction is the same).
final class Stranger: BaseComponent {}

/// An outsider of a generic subclass of the tests' own.
final class GenericStranger<Tag>: BaseComponent {}

/// A component of the client's own kind: it reports its events through its own `mediator`, as
/// the kata's components do (rule 5: a mediator it reports to as a sender must not adopt it).
final class ClientComponent: BaseComponent {
    func report(_ event: String) { mediator?.notify(sender: self, event: event) }
}

/// A mediator of the client's own: it writes down what it is told and makes nobody act.
final class ClientMediator: Mediator {
    private(set) var heard: [String] = []
    func notify(sender: BaseComponent, event: String) { heard.append(event) }
}
