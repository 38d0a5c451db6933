import GenericMediatorKata
import KataTestSupport
import Testing

/// The net under the rule tests: random programs over the whole API (mediators and colleagues
/// made, added strongly, weakly or by default, in two mediators at once, removed, removed by a
/// lookalike or an outsider, read through `colleagues` and both `invokeColleagues`, closures
/// that use the mediator again, references let go), compared with the README's model
/// (GenericMediatorModel.swift) after every step: who the closures reach and in which order,
/// who is alive, and how much the mediator stores. Do not edit.
@Suite struct ModelTests {
    @Test(
        "The model of the README: random programs over additions, removals, readings, invocations and releases agree with it after every step"
    )
    func programsAgreeWithTheModel() {
        checkPrograms(
            "kata 05 model: programs over the whole API", programs: 100,
            step: MediatorStep.Generator().next,
            simplify: MediatorStep.simpler
        ) { program in
            var world = MediatorWorld()
            return world.run(program)
        }
    }

    @Test(
        "The model after a warm-up: 32,769 calls of each kind on one mediator, then 1,025 or more colleagues in it, then random programs over the whole API agree with it after every step"
    )
    func warmProgramsAgreeWithTheModel() {
        checkPrograms(
            "kata 05 model: programs after a warm-up of 32,769 calls and a bulk of 1,025", programs: 2, lengths: 16...40, shrinkBudget: 40,
            step: MediatorStep.Generator(warm: true).next,
            simplify: MediatorStep.simpler
        ) { program in
            var world = MediatorWorld()
            return world.run(program)
        }
    }
}

/// A colleague held weakly, so holding it keeps nothing alive.
struct WeakMember {
    weak var object: Member?
    init(_ object: Member) { self.object = object }
}

/// The colleagues of the programs: equal (and hashed) by name, so a lookalike is `==` but
/// another object.
final class Member: Hashable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (left: Member, right: Member) -> Bool { left.name == right.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// One step of a program. Mediators are `mediator0`…, colleagues `c0`…; a step whose objects
/// were never made, or were let go, does nothing (and so does adding a colleague to a mediator
/// it already belongs to: the README leaves that open).
enum MediatorStep: ProgramStep {
    case makeMediator(Int)
    case makeColleague(Int, name: String)
    case add(mediator: Int, colleague: Int, strong: Bool?)
    case remove(mediator: Int, colleague: Int)
    case removeLookalike(mediator: Int, colleague: Int)
    case read(mediator: Int)
    case invoke(mediator: Int)
    case invokeBy(mediator: Int, colleague: Int?)
    /// `invokeColleagues(closure:)` whose closure uses the mediator again (rules 4 and 5).
    /// An invocation whose closure uses the mediator again; `excluding`: the outer one is
    /// `invokeColleagues(by:)` that colleague (musketeers answering one another inside a reply).
    case nestedInvoke(mediator: Int, inner: [Inner], excluding: Int? = nil)
    /// Invocations nested `depth` deep (``deepDepth(_:)``): at each level the first colleague called
    /// reads `colleagues`, invokes again from inside its call (`invokeColleagues(by:)` itself at
    /// even levels, `invokeColleagues(closure:)` at odd ones), and reads `colleagues` once that
    /// returns; every other colleague of every level is still called after it, once, in order
    /// (rules 4 and 5: a snapshot, a buffer or a guard kept per level shows past its last level).
    case deepInvoke(mediator: Int, depth: Int)
    /// Colleagues come and go, read one way: the storage must not grow (rule 2).
    case churn(mediator: Int, reading: Reading)
    /// More colleagues than any plausible cap (``crowdSize``) added at once with the default,
    /// read, then removed: every one kept and listed in order, then every one gone (rules 1–3).
    case crowd(mediator: Int)
    /// Each of `invokeColleagues(closure:)`, `invokeColleagues(by:)` that colleague and
    /// `colleagues` called `times` times in turn (a "hot" path taken after N calls shows in the
    /// steps after it).
    case warmUp(mediator: Int, colleague: Int, times: Int)
    /// `count` colleagues made, kept by the program in `bulk<m>` and added in turn with the
    /// default, strongly and weakly: a mediator past 1,024 entries for the rest of the program.
    /// The model names them from ``bulkBase`` on; no other step names them.
    case bulk(mediator: Int, count: Int)

    static let crowdSize = 300
    /// How deep a ``deepInvoke(mediator:depth:)`` goes: three levels, a few, or up to 300 (past
    /// any number of per-level buffers a mediator might keep, well within a test thread's stack).
    static func deepDepth(_ random: inout SeededRandom) -> Int {
        random.chance(50) ? 300 : random.chance(50) ? random.int(in: 3...9) : random.int(in: 10...299)
    }
    /// The model's number of the first colleague of a bulk: far from any colleague a step names.
    static let bulkBase = 1_000_000
    /// How far apart the numbers of two mediators' bulks start (more than a bulk holds).
    static let bulkStride = 10_000

    enum Reading: Sendable, CaseIterable {
        case colleagues, invoke, invokeBy, removed, removedWeak

        var words: String {
            switch self {
            case .colleagues: "each added weakly and let go, then colleagues read"
            case .invoke: "each added weakly and let go, then invokeColleagues(closure:)"
            case .invokeBy: "each added weakly and let go, then invokeColleagues(by:closure:)"
            case .removed: "each added with the default, then removed"
            case .removedWeak: "each added weakly, then removed"
            }
        }
    }

    /// What the closure of a nested invocation does with the mediator, for each colleague called.
    enum Inner: Sendable, CaseIterable {
        case invokeBy, invoke, colleagues
        /// `invokeColleagues(by:)` again with the outer call's own sender (an echo of it): the
        /// same colleagues as the outer call, once more.
        case invokeByOuterSender
        /// The colleague called removes itself, then reads `colleagues`.
        case removeSelf
        /// The first colleague called removes itself; each notes that it was called (one removal
        /// under the running loop, over a bulk of a thousand).
        case firstLeaves
        /// The third colleague called removes the two called before it, two removals before its
        /// place in one call; each notes that it was called. Those after it are still called.
        case thirdRemovesCalled
        /// The colleague called removes itself, adds itself back (no longer a member, so a
        /// newcomer: last), reads `colleagues`, and removes itself again.
        case rejoin
        /// The colleague called removes itself and adds itself back (last, with the default), reads
        /// `colleagues`, and stays: it is called no more in this call, however often it does so
        /// (a walk over the live storage meets it again).
        case rejoinAndStay
        /// The colleague called removes each colleague the outer call has already called (that the
        /// program still holds) and adds it back, last, reads `colleagues`, and they stay: none of
        /// them is called again in this call.
        case readmitCalled
        /// A newcomer is added, `colleagues` read (the newcomer last), and the newcomer removed
        /// again, all within the call: afterwards the colleagues are as before.
        case addNewcomer
        /// `invokeColleagues(by:)` with the colleague called, whose closure removes each
        /// colleague the outer call has already called: those after it are still called.
        case removeCalledInside
        /// The program lets go of each colleague the outer call has already called: whether a
        /// colleague let go during a call is still listed or called in it is left open; every
        /// other one is called, once, in order.
        case releaseCalled

        /// One to three of them, the colleague called doing each in turn.
        static func sequence(_ random: inout SeededRandom) -> [Inner] {
            (0..<random.pick([1, 1, 1, 2, 2, 3])).map { _ in random.pick(allCases) }
        }

        /// The Swift of the inner call; `speaker` is the colleague the outer closure was called on,
        /// `outer` the outer call's sender, if it has one.
        func swiftLine(_ m: Int, outer: String? = nil) -> String {
            switch self {
            case .invokeByOuterSender:
                outer.map { "mediator\(m)?.invokeColleagues(by: \($0)) { print(speaker.name, \"->\", $0.name) }" }
                    ?? Self.invoke.swiftLine(m)
            case .invokeBy: "mediator\(m)?.invokeColleagues(by: speaker) { print(speaker.name, \"->\", $0.name) }"
            case .invoke: "mediator\(m)?.invokeColleagues { print(speaker.name, \"->\", $0.name) }"
            case .colleagues: "print(speaker.name, \"->\", mediator\(m)?.colleagues.map(\\.name) ?? [])"
            case .removeSelf:
                "mediator\(m)?.removeColleague(speaker); print(speaker.name, \"->\", mediator\(m)?.colleagues.map(\\.name) ?? [])"
            case .firstLeaves: "if called.isEmpty { mediator\(m)?.removeColleague(speaker) }; print(speaker.name)"
            case .thirdRemovesCalled:
                "if called.count == 2 { for earlier in called { mediator\(m)?.removeColleague(earlier) } }; print(speaker.name)"
            case .rejoin:
                "mediator\(m)?.removeColleague(speaker); mediator\(m)?.addColleague(speaker); print(speaker.name, \"->\", mediator\(m)?.colleagues.map(\\.name) ?? []); mediator\(m)?.removeColleague(speaker)"
            case .rejoinAndStay:
                "mediator\(m)?.removeColleague(speaker); mediator\(m)?.addColleague(speaker); print(speaker.name, \"->\", mediator\(m)?.colleagues.map(\\.name) ?? [])"
            case .readmitCalled:
                "for earlier in called { mediator\(m)?.removeColleague(earlier); mediator\(m)?.addColleague(earlier) }; print(speaker.name, \"->\", mediator\(m)?.colleagues.map(\\.name) ?? [])"
            case .addNewcomer:
                "let newcomer = Member(\"newcomer\"); mediator\(m)?.addColleague(newcomer); print(speaker.name, \"->\", mediator\(m)?.colleagues.map(\\.name) ?? []); mediator\(m)?.removeColleague(newcomer)"
            case .removeCalledInside:
                "mediator\(m)?.invokeColleagues(by: speaker) { callee in print(speaker.name, \"->\", callee.name); if called.contains(where: { $0 === callee }) { mediator\(m)?.removeColleague(callee) } }"
            case .releaseCalled: "/* the program lets go of each c<n> in `called` (c<n> = nil) */"
            }
        }

        /// The Swift of the outer closure's body: a colleague called again does nothing more (so a
        /// walk over the live storage ends), else each action in turn, then the colleague called is
        /// written down (`called`, declared before the outer call).
        static func swiftLines(_ actions: [Inner], _ m: Int, outer: String? = nil) -> String {
            let again = "guard !called.contains(where: { $0 === speaker }) else { print(speaker.name, \"again\"); return }"
            return ([again] + actions.map { $0.swiftLine(m, outer: outer) } + ["called.append(speaker)"]).joined(separator: "; ")
        }
    }

    static let churned = 32

    /// `churned` colleagues that come and go, then one reading (none after removals). Removed
    /// ones are all made first and alive until the end, each at an address of its own, as in a
    /// long program: storage kept per removed colleague's address shows.
    static func churn(_ mediator: Mediator<Member>, _ reading: Reading) {
        let outsider = Member("outsider")
        let removing = (0..<churned).map { _ in Member("gone") }
        for index in 0..<churned {
            switch reading {
            case .removed, .removedWeak:
                mediator.addColleague(removing[index], strongReference: reading == .removed)
                mediator.removeColleague(removing[index])
            default: mediator.addColleague(Member("gone"), strongReference: false)
            }
        }
        switch reading {
        case .colleagues: _ = mediator.colleagues
        case .invoke: mediator.invokeColleagues { _ in }
        case .invokeBy: mediator.invokeColleagues(by: outsider) { _ in }
        case .removed, .removedWeak: break
        }
    }
    case releaseColleague(Int)
    case releaseMediator(Int)

    var calls: Int {
        switch self {
        case .warmUp(_, _, let times): times
        case .bulk(_, let count): count
        default: 1
        }
    }

    var swiftLine: String {
        switch self {
        case .makeMediator(let m): "var mediator\(m): Mediator<Member>? = Mediator<Member>()"
        case .makeColleague(let c, let name): "var c\(c): Member? = Member(\(swiftLiteral(name)))  // equal by name"
        case .add(let m, let c, nil): "mediator\(m)?.addColleague(c\(c)!)"
        case .add(let m, let c, let strong?): "mediator\(m)?.addColleague(c\(c)!, strongReference: \(strong))"
        case .remove(let m, let c): "mediator\(m)?.removeColleague(c\(c)!)"
        case .removeLookalike(let m, let c): "mediator\(m)?.removeColleague(Member(c\(c)!.name))  // a lookalike"
        case .read(let m): "print(mediator\(m)?.colleagues.map(\\.name) ?? [])"
        case .invoke(let m): "mediator\(m)?.invokeColleagues { print($0.name) }"
        case .invokeBy(let m, let c?): "mediator\(m)?.invokeColleagues(by: c\(c)!) { print($0.name) }"
        case .invokeBy(let m, nil): "mediator\(m)?.invokeColleagues(by: Member(\"outsider\")) { print($0.name) }"
        case .nestedInvoke(let m, let inner, nil):
            "var called: [Member] = []; mediator\(m)?.invokeColleagues { speaker in \(Inner.swiftLines(inner, m)) }"
        case .nestedInvoke(let m, let inner, let excluded?):
            "var called: [Member] = []; mediator\(m)?.invokeColleagues(by: c\(excluded)!) { speaker in \(Inner.swiftLines(inner, m, outer: "c\(excluded)!")) }"
        case .deepInvoke(let m, let depth):
            "func level(_ d: Int, by sender: Member?) { var first = true; func reply(_ speaker: Member) { print(d, speaker.name); guard first, d < \(depth) else { return }; first = false; "
                + "print(mediator\(m)?.colleagues.map(\\.name) ?? []); level(d + 1, by: d.isMultiple(of: 2) ? nil : speaker); print(mediator\(m)?.colleagues.map(\\.name) ?? []) }; "
                + "if let sender { mediator\(m)?.invokeColleagues(by: sender, closure: reply) } else { mediator\(m)?.invokeColleagues(closure: reply) } }; level(1, by: nil)"
        case .churn(let m, let reading):
            switch reading {
            case .removed, .removedWeak:
                "let gone = (0..<\(Self.churned)).map { _ in Member(\"gone\") }; for member in gone { mediator\(m)?.addColleague(member\(reading == .removedWeak ? ", strongReference: false" : "")); mediator\(m)?.removeColleague(member) }  // twice; the second time must leave nothing"
            default:
                "for _ in 0..<\(Self.churned) { mediator\(m)?.addColleague(Member(\"gone\"), strongReference: false) }; "
                    + (reading == .colleagues
                        ? "_ = mediator\(m)?.colleagues"
                        : reading == .invoke
                            ? "mediator\(m)?.invokeColleagues { _ in }"
                            : "mediator\(m)?.invokeColleagues(by: Member(\"outsider\")) { _ in }")
                    + "  // twice; the second time must leave nothing"
            }
        case .crowd(let m):
            // In a block of its own: a program may hold several crowds, each its own `crowd`.
            "do { let crowd = (0..<\(Self.crowdSize)).map { _ in Member(\"crowd\") }; crowd.forEach { mediator\(m)?.addColleague($0) }; print(mediator\(m)?.colleagues.count ?? 0); crowd.forEach { mediator\(m)?.removeColleague($0) } }"
        case .warmUp(let m, let c, let times):
            "for _ in 0..<\(times) { mediator\(m)?.invokeColleagues { _ in }; mediator\(m)?.invokeColleagues(by: c\(c)!) { _ in }; _ = mediator\(m)?.colleagues }"
        case .bulk(let m, let count):
            "let bulk\(m) = (0..<\(count)).map { _ in Member(\"bulk\") }; for (i, c) in bulk\(m).enumerated() { if i % 3 == 0 { mediator\(m)?.addColleague(c) } else { mediator\(m)?.addColleague(c, strongReference: i % 3 == 1) } }"
        case .releaseColleague(let c): "c\(c) = nil"
        case .releaseMediator(let m): "mediator\(m) = nil"
        }
    }

    /// Names biased to the edges: namesakes, case twins, empty, spaces, non-ASCII, very long.
    static let names = ["Athos", "Athos", "athos", "Porthos", "", " ", "d'Artagnan", "Атос", String(repeating: "Aramis", count: 50)]

    /// What the program being generated has made and let go so far: steps mostly use live
    /// objects, and a mediator let go gets a successor, so a long program keeps working.
    final class Generator {
        private var keepsMediators = false
        private var mediators = 0, colleagues = 0
        private var liveMediators: [Int] = []
        /// Warm programs start with a warm-up (``warmUpStep(_:_:)``): a "hot" path taken after N
        /// calls, or past 1,024 entries, meets every rule in the steps after it.
        private let warm: Bool

        init(warm: Bool = false) { self.warm = warm }

        func next(_ random: inout SeededRandom, _ soFar: [MediatorStep]) -> MediatorStep {
            if soFar.isEmpty {
                (mediators, colleagues, liveMediators) = (0, 0, [])
                // Half the programs never let a mediator go, so one mediator lives through a
                // thousand steps (budgets, counters and caches show).
                keepsMediators = !warm && random.chance(50)
            }
            var step = MediatorStep.next(&random, mediators: mediators, live: liveMediators, colleagues: colleagues)
            // Just after a colleague is let go, a closure that uses the mediator again meets one
            // the storage may still hold: skipping or pruning it under a running loop shows.
            if case .releaseColleague? = soFar.last, !liveMediators.isEmpty, random.chance(30) {
                step = .nestedInvoke(mediator: random.pick(liveMediators), inner: Inner.sequence(&random))
            }
            while keepsMediators, case .releaseMediator = step {
                step = MediatorStep.next(&random, mediators: mediators, live: liveMediators, colleagues: colleagues)
            }
            if warm, let first = MediatorStep.warmUpStep(soFar.count, &random) { step = first }
            // A nested invocation over a bulk would pair a thousand colleagues with a thousand:
            // in a warm program the bulk's mediator is invoked plainly.
            if warm, soFar.count >= 12, case .nestedInvoke(let m, _, _) = step, m == 0 { step = .invoke(mediator: m) }
            if warm, soFar.count >= 12, case .deepInvoke(let m, _) = step, m == 0 { step = .invoke(mediator: m) }
            switch step {
            case .makeMediator:
                liveMediators.append(mediators)
                mediators += 1
            case .makeColleague: colleagues += 1
            case .releaseMediator(let m): liveMediators.removeAll { $0 == m }
            default: break
            }
            return step
        }
    }

    /// Step `index` of a warm program's warm-up: mediator 0 with two colleagues (the second
    /// weakly) called 32,769 times and more each way; the weak one let go at once and the
    /// storage churned (what a "hot" mediator keeps shows); then a bulk of 1,025 or more added to
    /// it and the storage churned again (a big storage compacted only now and then shows); then
    /// invoked with a closure whose first colleague removes itself (a live walk over a big
    /// storage shows), and again with one whose third colleague called removes the two before it
    /// (a live walk that steps back one place at most shows). Nil past the warm-up.
    static func warmUpStep(_ index: Int, _ random: inout SeededRandom) -> MediatorStep? {
        switch index {
        case 0: .makeMediator(0)
        case 1: .makeColleague(0, name: random.pick(names))
        case 2: .makeColleague(1, name: random.pick(names))
        case 3: .add(mediator: 0, colleague: 0, strong: random.pick([nil, true, false]))
        case 4: .add(mediator: 0, colleague: 1, strong: false)
        case 5: .warmUp(mediator: 0, colleague: 0, times: random.int(in: FloodSize.warmUp))
        case 6: .releaseColleague(1)
        case 7: .churn(mediator: 0, reading: random.pick(Reading.allCases))
        case 8: .bulk(mediator: 0, count: random.int(in: FloodSize.pastAThousand))
        case 9: .churn(mediator: 0, reading: random.pick(Reading.allCases))
        // The first colleague called removes itself: one removal under the running loop.
        case 10: .nestedInvoke(mediator: 0, inner: [.firstLeaves])
        // The third colleague called removes the two before it: two removals under the running
        // loop in one call.
        case 11: .nestedInvoke(mediator: 0, inner: [.thirdRemovesCalled])
        default: nil
        }
    }

    static func next(_ random: inout SeededRandom, mediators: Int, live: [Int], colleagues: Int) -> MediatorStep {
        if live.count < 2 && (live.isEmpty || random.chance(20)) || random.chance(live.count < 3 ? 2 : 0) {
            return .makeMediator(mediators)
        }
        // Colleagues keep coming (and going) in a long program: released ones are replaced.
        if colleagues < 2 || random.chance(colleagues < 6 ? 15 : 12) { return .makeColleague(colleagues, name: random.pick(names)) }
        let m = random.chance(95) ? random.pick(live) : random.int(in: 0...(mediators - 1))
        // Mostly recent colleagues, so a long program keeps working with live ones.
        let c = max(colleagues - 1 - random.int(in: 0...min(colleagues - 1, random.chance(80) ? 5 : 1_000)), 0)
        switch random.int(in: 0...99) {
        case 0..<30: return .add(mediator: m, colleague: c, strong: random.pick([nil, true, false, false]))
        case 30..<40: return .remove(mediator: m, colleague: c)
        case 40..<44: return .removeLookalike(mediator: m, colleague: c)
        case 44..<54: return .read(mediator: m)
        case 54..<64: return .invoke(mediator: m)
        case 64..<74: return .invokeBy(mediator: m, colleague: random.chance(80) ? c : nil)
        case 74..<78: return .nestedInvoke(mediator: m, inner: Inner.sequence(&random), excluding: random.chance(40) ? c : nil)
        case 78..<80: return random.chance(25) ? .crowd(mediator: m) : .churn(mediator: m, reading: random.pick(Reading.allCases))
        case 80: return .deepInvoke(mediator: m, depth: deepDepth(&random))
        case 81..<98: return .releaseColleague(c)
        default: return .releaseMediator(m)
        }
    }

    static func simpler(_ step: MediatorStep) -> [MediatorStep] {
        switch step {
        case .makeColleague(let c, let name) where name != "Athos": [.makeColleague(c, name: "Athos")]
        case .add(let m, let c, let strong?): [.add(mediator: m, colleague: c, strong: nil)].filter { _ in strong }
        case .nestedInvoke(let m, let inner, _?): [.nestedInvoke(mediator: m, inner: inner)]
        // A warm-up or a bulk of one: a failure that needs no more shrinks fast.
        case .warmUp(let m, let c, let times) where times > 1: [.warmUp(mediator: m, colleague: c, times: 1)]
        case .bulk(let m, let count) where count > 1: [.bulk(mediator: m, count: 1)]
        case .nestedInvoke(let m, let inner, nil) where inner.count > 1:
            inner.indices.map { dropped in
                .nestedInvoke(mediator: m, inner: inner.enumerated().filter { $0.offset != dropped }.map(\.element))
            }
        case .nestedInvoke(let m, [.invokeBy], nil): [.invoke(mediator: m)]
        case .nestedInvoke(let m, _, nil): [.nestedInvoke(mediator: m, inner: [.invokeBy]), .invoke(mediator: m)]
        case .deepInvoke(let m, let depth) where depth > 3:
            Array(Set([3, depth / 2, depth - 1])).sorted().map { .deepInvoke(mediator: m, depth: $0) }
        default: []
        }
    }
}

/// The real objects of a program, held as the Swift lines say, with weak references to see who
/// is alive; runs each step on them and on the model and compares.
struct MediatorWorld {
    final class Held<Object: AnyObject> {
        var object: Object?
        weak var weak: Object?
        init(_ object: Object) { (self.object, weak) = (object, object) }
    }

    var mediators: [Int: Held<Mediator<Member>>] = [:]
    var colleagues: [Int: Held<Member>] = [:]
    var model = GenericMediatorModel()
    /// Mediators a removal was asked of since they were last read: a colleague missing or
    /// left over there is rule 3's.
    var removedSinceRead: Set<Int> = []

    mutating func run(_ program: [MediatorStep]) -> ProgramFailure? {
        for (index, step) in program.enumerated() {
            if let divergence = run(step) { return (index, divergence) }
        }
        return nil
    }

    /// The model's index of a real colleague.
    private func index(of member: Member) -> Int? { colleagues.first { $0.value.weak === member }?.key }

    private func names(_ indices: [Int]) -> String { "[" + indices.map(Self.label).joined(separator: ", ") + "]" }
    /// A colleague's number as the program names it: `c3`, a newcomer, or a stranger.
    static func label(_ number: Int) -> String {
        if number >= MediatorStep.bulkBase {
            let (m, i) = (number - MediatorStep.bulkBase).quotientAndRemainder(dividingBy: MediatorStep.bulkStride)
            return "bulk\(m)[\(i)]"
        }
        return number >= 0 ? "c\(number)" : number == Int.min ? "a stranger" : "newcomer"
    }

    private func names(_ members: [Member]) -> String {
        // Every member was made by the program: one it does not name now is a lookalike made for a
        // removal, or a colleague made earlier under a number a later step reused.
        "["
            + members.map { index(of: $0).map(Self.label) ?? "an object the program does not hold (a lookalike or an earlier colleague)" }
            .joined(separator: ", ") + "]"
    }

    private mutating func run(_ step: MediatorStep) -> Divergence? {
        switch step {
        case .makeMediator(let m):
            mediators[m] = Held(Mediator<Member>())
            model.mediators[m] = (true, [])
        case .makeColleague(let c, let name):
            colleagues[c] = Held(Member(name))
            model.held[c] = true
        case .add(let m, let c, let strong):
            guard let mediator = mediators[m]?.object, let colleague = colleagues[c]?.object, !model.isMember(c, of: m) else { return nil }
            if let strong { mediator.addColleague(colleague, strongReference: strong) } else { mediator.addColleague(colleague) }
            model.add(c, to: m, strong: strong ?? true)
        case .remove(let m, let c):
            guard let mediator = mediators[m]?.object, let colleague = colleagues[c]?.object else { return nil }
            mediator.removeColleague(colleague)
            model.remove(c, from: m)
            removedSinceRead.insert(m)
        case .removeLookalike(let m, let c):
            guard let mediator = mediators[m]?.object, let colleague = colleagues[c]?.object else { return nil }
            mediator.removeColleague(Member(colleague.name))
            removedSinceRead.insert(m)
        case .read(let m):
            guard let mediator = mediators[m]?.object else { return nil }
            let actual = mediator.colleagues, expected = model.colleagues(of: m)
            if !same(actual, expected) {
                return Divergence(
                    rule: rule(GenericMediatorModel.Rule.colleagues, m, actual, expected), yourCode: "colleagues is \(names(actual))",
                    ruleSays: names(expected))
            }
            removedSinceRead.remove(m)
        case .invoke(let m):
            guard let mediator = mediators[m]?.object else { return nil }
            var called: [Member] = []
            mediator.invokeColleagues { called.append($0) }
            let expected = model.colleagues(of: m)
            if !same(called, expected) {
                return Divergence(
                    rule: rule(GenericMediatorModel.Rule.invoke, m, called, expected), yourCode: "called it on \(names(called))",
                    ruleSays: names(expected))
            }
            removedSinceRead.remove(m)
        case .invokeBy(let m, let c):
            guard let mediator = mediators[m]?.object else { return nil }
            let sender: Member
            if let c {
                guard let colleague = colleagues[c]?.object else { return nil }
                sender = colleague
            } else {
                sender = Member("outsider")
            }
            var called: [Member] = []
            mediator.invokeColleagues(by: sender) { called.append($0) }
            let expected = model.invoked(by: c, in: m)
            if !same(called, expected) {
                return Divergence(
                    rule: rule(GenericMediatorModel.Rule.invokeBy, m, called, expected), yourCode: "called it on \(names(called))",
                    ruleSays: names(expected))
            }
            removedSinceRead.remove(m)
        case .nestedInvoke(let m, let inner, let excluding):
            guard let mediator = mediators[m]?.object else { return nil }
            var excluded: Member?
            if let excluding {
                guard let colleague = colleagues[excluding]?.object else { return nil }
                excluded = colleague
            }
            // Each colleague the outer closure is called on, paired with each one the inner calls
            // reach; the colleagues already called, and those the program let go meanwhile.
            // Written down by number as it happens (`-1 - n`: the nth newcomer), and held weakly: a
            // colleague the program lets go during the call must be free to go.
            var called: [(Int, Int)] = []
            // Every colleague the outer closure is called on, in turn.
            var outerCalls: [Int] = [], calledOnce: Set<ObjectIdentifier> = []
            var newcomers: [Member] = []
            var calledBefore: [WeakMember] = []
            var letGo: [Int] = []
            // Numbers looked up by identity (a bulk holds a thousand colleagues).
            var numbers: [ObjectIdentifier: Int] = [:]
            for (c, held) in colleagues { if let object = held.weak { numbers[ObjectIdentifier(object)] = c } }
            let number = { [numbers, colleagues] (member: Member, newcomers: [Member]) -> Int in
                // Only while that colleague lives: a newcomer may be given a freed one's address.
                if let c = numbers[ObjectIdentifier(member)], colleagues[c]?.weak === member { return c }
                return newcomers.firstIndex { $0 === member }.map { -1 - $0 } ?? Int.min
            }
            func heard(_ speaker: Member, _ callee: Member) { called.append((number(speaker, newcomers), number(callee, newcomers))) }
            let reply = { [colleagues, numbers] (speaker: Member) in
                outerCalls.append(number(speaker, newcomers))
                // Called again: it does nothing more, so a walk that meets what it added back ends.
                guard calledOnce.insert(ObjectIdentifier(speaker)).inserted else { return }
                for action in inner {
                    switch action {
                    case .invokeBy: mediator.invokeColleagues(by: speaker) { heard(speaker, $0) }
                    case .invoke: mediator.invokeColleagues { heard(speaker, $0) }
                    case .invokeByOuterSender:
                        if let excluded {
                            mediator.invokeColleagues(by: excluded) { heard(speaker, $0) }
                        } else {
                            mediator.invokeColleagues { heard(speaker, $0) }
                        }
                    case .colleagues: mediator.colleagues.forEach { heard(speaker, $0) }
                    case .removeSelf:
                        mediator.removeColleague(speaker)
                        mediator.colleagues.forEach { heard(speaker, $0) }
                    case .firstLeaves:
                        if calledBefore.isEmpty { mediator.removeColleague(speaker) }
                        heard(speaker, speaker)
                    case .thirdRemovesCalled:
                        if calledBefore.count == 2 {
                            for earlier in calledBefore { if let object = earlier.object { mediator.removeColleague(object) } }
                        }
                        heard(speaker, speaker)
                    case .rejoin:
                        mediator.removeColleague(speaker)
                        mediator.addColleague(speaker)
                        mediator.colleagues.forEach { heard(speaker, $0) }
                        mediator.removeColleague(speaker)
                    case .rejoinAndStay:
                        mediator.removeColleague(speaker)
                        mediator.addColleague(speaker)
                        mediator.colleagues.forEach { heard(speaker, $0) }
                    case .readmitCalled:
                        for earlier in calledBefore {
                            // Only those the program holds: one it let go may be gone already.
                            guard let object = earlier.object, let c = numbers[ObjectIdentifier(object)], colleagues[c]?.object === object
                            else { continue }
                            mediator.removeColleague(object)
                            mediator.addColleague(object)
                        }
                        mediator.colleagues.forEach { heard(speaker, $0) }
                    case .addNewcomer:
                        let newcomer = Member("newcomer")
                        newcomers.append(newcomer)
                        mediator.addColleague(newcomer)
                        mediator.colleagues.forEach { heard(speaker, $0) }
                        mediator.removeColleague(newcomer)
                    case .removeCalledInside:
                        mediator.invokeColleagues(by: speaker) { callee in
                            heard(speaker, callee)
                            if calledBefore.contains(where: { $0.object === callee }) { mediator.removeColleague(callee) }
                        }
                    case .releaseCalled:
                        for earlier in calledBefore {
                            guard let object = earlier.object, let (c, held) = colleagues.first(where: { $0.value.weak === object }),
                                held.object != nil
                            else { continue }
                            held.object = nil
                            letGo.append(c)
                        }
                    }
                }
                calledBefore.append(WeakMember(speaker))
            }
            let live = model.colleagues(of: m)
            if let excluded { mediator.invokeColleagues(by: excluded, closure: reply) } else { mediator.invokeColleagues(closure: reply) }
            // Every live colleague but the excluded one speaks, once, in order; what each reaches is
            // the colleagues as they are by then: those after it once each removed itself or the
            // ones before it, a newcomer (`-1 - n`: the nth made) last, one added back last.
            let speakers = live.filter { $0 != excluding }
            var current = live
            var expected: [(Int, Int)] = []
            // The removals (false) and additions (true) the closures made, in turn.
            var changes: [(colleague: Int, added: Bool)] = []
            // The colleagues the program let go during the call so far.
            var released: Set<Int> = []
            var made = 0
            for (index, speaker) in speakers.enumerated() {
                let before = Array(speakers[..<index])
                for action in inner {
                    switch action {
                    case .invokeBy: expected += current.filter { $0 != speaker }.map { (speaker, $0) }
                    case .invokeByOuterSender: expected += current.filter { $0 != excluding }.map { (speaker, $0) }
                    case .invoke, .colleagues: expected += current.map { (speaker, $0) }
                    case .removeSelf:
                        current.removeAll { $0 == speaker }
                        changes.append((speaker, false))
                        expected += current.map { (speaker, $0) }
                    case .firstLeaves:
                        if index == 0 {
                            current.removeAll { $0 == speaker }
                            changes.append((speaker, false))
                        }
                        expected.append((speaker, speaker))
                    case .thirdRemovesCalled:
                        if index == 2 {
                            current.removeAll { before.contains($0) }
                            changes += before.map { ($0, false) }
                        }
                        expected.append((speaker, speaker))
                    case .rejoin:
                        current.removeAll { $0 == speaker }
                        changes.append((speaker, false))
                        expected += (current + [speaker]).map { (speaker, $0) }
                    case .rejoinAndStay:
                        current.removeAll { $0 == speaker }
                        current.append(speaker)
                        changes += [(speaker, false), (speaker, true)]
                        expected += current.map { (speaker, $0) }
                    case .readmitCalled:
                        let back = before.filter { model.held[$0] == true && !released.contains($0) }
                        current.removeAll { back.contains($0) }
                        current += back
                        for c in back { changes += [(c, false), (c, true)] }
                        expected += current.map { (speaker, $0) }
                    case .addNewcomer:
                        expected += (current + [-1 - made]).map { (speaker, $0) }
                        made += 1
                    case .removeCalledInside:
                        expected += current.filter { $0 != speaker }.map { (speaker, $0) }
                        current.removeAll { before.contains($0) }
                        changes += before.map { ($0, false) }
                    case .releaseCalled: released.formUnion(before.filter { model.held[$0] == true })
                    }
                }
            }
            for change in changes {
                if change.added { model.add(change.colleague, to: m, strong: true) } else { model.remove(change.colleague, from: m) }
            }
            if changes.contains(where: { !$0.added }) { removedSinceRead.insert(m) }
            for c in letGo { model.held[c] = false }
            // A colleague let go during the call may or may not be listed or called in it (the call
            // may hold it till it ends): left open, unless something else keeps it alive.
            let gone = Set(letGo.filter { !model.alive($0) })
            // Rules 4 and 5 first: each colleague that stays called once, in order, whatever the
            // closures did before its turn (removed and added back, itself or others).
            let outerKept = outerCalls.filter { !gone.contains($0) }, speakersKept = speakers.filter { !gone.contains($0) }
            if outerKept != speakersKept {
                return Divergence(
                    rule: excluding == nil ? GenericMediatorModel.Rule.invoke : GenericMediatorModel.Rule.invokeBy,
                    yourCode: "called the outer closure on \(names(outerKept))",
                    ruleSays: "\(names(speakersKept)): every colleague that stays once, in order, whatever the closure did before its turn")
            }
            let expectedKept = expected.filter { !gone.contains($0.1) }
            let calledKept = called.filter { !gone.contains($0.1) }
            let agree = calledKept.count == expectedKept.count && zip(calledKept, expectedKept).allSatisfy { $0 == $1 }
            if !agree {
                let show = { (pairs: [String]) in pairs.isEmpty ? "nobody" : pairs.joined(separator: ", ") }
                let rule: String
                switch inner.last ?? .invoke {
                case .invokeBy, .invokeByOuterSender: rule = GenericMediatorModel.Rule.invokeBy
                case .invoke, .releaseCalled: rule = GenericMediatorModel.Rule.invoke
                case .colleagues: rule = GenericMediatorModel.Rule.invoke + " / " + GenericMediatorModel.Rule.colleagues
                case .removeSelf, .removeCalledInside, .firstLeaves, .thirdRemovesCalled:
                    rule = GenericMediatorModel.Rule.remove + " / " + GenericMediatorModel.Rule.colleagues
                case .addNewcomer, .rejoin, .rejoinAndStay, .readmitCalled:
                    rule = GenericMediatorModel.Rule.colleagues + " / " + GenericMediatorModel.Rule.remove
                }
                let reads = inner.contains {
                    [.colleagues, .removeSelf, .addNewcomer, .rejoin, .rejoinAndStay, .readmitCalled].contains($0)
                }
                return Divergence(
                    rule: rule,
                    yourCode: (reads ? "read or called " : "called ")
                        + show(calledKept.map { "[\(Self.label($0.0))] -> [\(Self.label($0.1))]" }),
                    ruleSays: (reads ? "read or call " : "call ")
                        + show(expectedKept.map { "[\(Self.label($0.0))] -> [\(Self.label($0.1))]" }))
            }
        case .deepInvoke(let m, let depth):
            guard let mediator = mediators[m]?.object else { return nil }
            if let problem = deepInvoke(m, mediator, depth: depth) { return problem }
            removedSinceRead.remove(m)
        case .churn(let m, let reading):
            guard let mediator = mediators[m]?.object else { return nil }
            if let problem = churn(m, mediator, reading) { return problem }
        case .crowd(let m):
            guard let mediator = mediators[m]?.object else { return nil }
            if let problem = crowd(m, mediator) { return problem }
        case .warmUp(let m, let c, let times):
            guard let mediator = mediators[m]?.object, let sender = colleagues[c]?.object else { return nil }
            let all = model.colleagues(of: m), others = model.invoked(by: c, in: m)
            for round in 0..<times {
                var called: [Member] = [], calledBy: [Member] = []
                mediator.invokeColleagues { called.append($0) }
                mediator.invokeColleagues(by: sender) { calledBy.append($0) }
                let listed = mediator.colleagues
                guard same(called, all), same(calledBy, others), same(listed, all) else {
                    return Divergence(
                        rule: GenericMediatorModel.Rule.invoke + " / " + GenericMediatorModel.Rule.invokeBy,
                        yourCode: "in round \(round + 1), called \(names(called)), by c\(c) \(names(calledBy)), listed \(names(listed))",
                        ruleSays: "\(names(all)), \(names(others)), \(names(all)) every round")
                }
            }
            removedSinceRead.remove(m)
        case .bulk(let m, let count):
            guard let mediator = mediators[m]?.object else { return nil }
            for i in 0..<count {
                let c = MediatorStep.bulkBase + m * MediatorStep.bulkStride + i
                let member = Member("bulk")
                colleagues[c] = Held(member)
                model.held[c] = true
                if i % 3 == 0 { mediator.addColleague(member) } else { mediator.addColleague(member, strongReference: i % 3 == 1) }
                model.add(c, to: m, strong: i % 3 != 2)
            }
        case .releaseColleague(let c):
            colleagues[c]?.object = nil
            model.held[c] = false
        case .releaseMediator(let m):
            mediators[m]?.object = nil
            model.mediators[m]?.held = false
        }
        return compareAlive()
    }

    /// The rule a wrong reading breaks: rule 3 when colleagues are missing or left over after a
    /// removal, the reading's own rule otherwise.
    private func rule(_ reading: String, _ m: Int, _ actual: [Member], _ expected: [Int]) -> String {
        let actualSet = Set(actual.map(ObjectIdentifier.init)),
            expectedSet = Set(expected.compactMap { colleagues[$0]?.weak }.map(ObjectIdentifier.init))
        return removedSinceRead.contains(m) && actualSet != expectedSet ? GenericMediatorModel.Rule.remove : reading
    }

    private func same(_ actual: [Member], _ expected: [Int]) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { $0 === colleagues[$1]?.weak }
    }

    /// Rule 1 both ways: strongly added colleagues live on, weakly added ones do not.
    private mutating func compareAlive() -> Divergence? {
        let kept = model.keptStrongly
        for (c, held) in colleagues where (held.weak != nil) != (model.held[c] == true || kept.contains(c)) {
            return model.alive(c)
                ? Divergence(
                    rule: GenericMediatorModel.Rule.keeps, yourCode: "c\(c) was released",
                    ruleSays: "a live mediator added it strongly: it is alive")
                : Divergence(
                    rule: GenericMediatorModel.Rule.keeps, yourCode: "c\(c) is still alive",
                    ruleSays: "the program let it go and no live mediator added it strongly: it is released")
        }
        for (m, held) in mediators where held.object == nil && held.weak != nil {
            return Divergence(
                rule: GenericMediatorModel.Rule.keeps, yourCode: "mediator\(m) is still alive after the program let it go",
                ruleSays: "it is released")
        }
        // Gone for good, in both: nothing more to compare about them.
        for (c, held) in colleagues where held.weak == nil { colleagues[c] = nil }
        model.forgetTheGone(kept: kept)
        return nil
    }

    /// Rules 1–3 past any plausible cap: a crowd added, every one listed after the ones before
    /// in order, then removed, leaving the ones before.
    private func crowd(_ m: Int, _ mediator: Mediator<Member>) -> Divergence? {
        let before = model.colleagues(of: m)
        let crowd = (0..<MediatorStep.crowdSize).map { _ in Member("crowd") }
        crowd.forEach { mediator.addColleague($0) }
        let listed = mediator.colleagues
        let kept = listed.count == before.count + crowd.count && zip(listed.suffix(crowd.count), crowd).allSatisfy { $0 === $1 }
        if !same(Array(listed.prefix(before.count)), before) || !kept {
            return Divergence(
                rule: GenericMediatorModel.Rule.colleagues,
                yourCode:
                    "after \(crowd.count) more were added, colleagues lists \(listed.count), the new ones \(kept ? "" : "not ")last in order",
                ruleSays: "\(before.count + crowd.count), the \(crowd.count) new ones last, in the order they were added")
        }
        crowd.forEach { mediator.removeColleague($0) }
        let after = mediator.colleagues
        guard same(after, before) else {
            return Divergence(
                rule: GenericMediatorModel.Rule.remove, yourCode: "after they were removed, colleagues lists \(after.count)",
                ruleSays: "\(before.count): \(names(before))")
        }
        return nil
    }

    /// Rules 4 and 5 nested `depth` deep: each call and each read written down as it happens,
    /// by number (words only for a failure, so 300 levels stay cheap), against the same walk over
    /// the model's colleagues (nothing changes them meanwhile).
    private func deepInvoke(_ m: Int, _ mediator: Mediator<Member>, depth: Int) -> Divergence? {
        /// A call at a level, or what the colleague called there read before and after nesting.
        enum Event: Equatable {
            case call(level: Int, Int)
            case read(level: Int, Int, [Int])

            var words: String {
                switch self {
                case .call(let d, let c): "level \(d) calls \(MediatorWorld.label(c))"
                case .read(let d, let c, let list):
                    "level \(d): \(MediatorWorld.label(c)) reads [\(list.map(MediatorWorld.label).joined(separator: ", "))]"
                }
            }
        }
        let live = model.colleagues(of: m)
        var numbers: [ObjectIdentifier: Int] = [:]
        for c in live { if let object = colleagues[c]?.weak { numbers[ObjectIdentifier(object)] = c } }
        let number = { [numbers] (member: Member) in numbers[ObjectIdentifier(member)] ?? Int.min }
        var happened: [Event] = []
        func level(_ d: Int, by sender: Member?) {
            var first = true
            func reply(_ speaker: Member) {
                let c = number(speaker)
                happened.append(.call(level: d, c))
                guard first, d < depth else { return }
                first = false
                happened.append(.read(level: d, c, mediator.colleagues.map(number)))
                level(d + 1, by: d.isMultiple(of: 2) ? nil : speaker)
                happened.append(.read(level: d, c, mediator.colleagues.map(number)))
            }
            if let sender { mediator.invokeColleagues(by: sender, closure: reply) } else { mediator.invokeColleagues(closure: reply) }
        }
        level(1, by: nil)
        var deepest = 0
        func expected(_ d: Int, by sender: Int?) -> [Event] {
            var walk: [Event] = []
            var first = true
            for speaker in live where speaker != sender {
                deepest = max(deepest, d)
                walk.append(.call(level: d, speaker))
                guard first, d < depth else { continue }
                first = false
                walk.append(.read(level: d, speaker, live))
                walk += expected(d + 1, by: d.isMultiple(of: 2) ? nil : speaker)
                walk.append(.read(level: d, speaker, live))
            }
            return walk
        }
        let rule = expected(1, by: nil)
        guard happened != rule else { return nil }
        let index = firstDifferingIndex(happened, rule)
        // The calls agree up to a read that lists other colleagues: `colleagues` is what broke
        // (rule 2), read while a walk is under way, not the walk's calls.
        let misread: Bool =
            if index < rule.count, index < happened.count, case .read = rule[index], case .read = happened[index] { true } else { false }
        return Divergence(
            rule: misread
                ? GenericMediatorModel.Rule.colleagues + ", also when read inside invokeColleagues, at any depth"
                : GenericMediatorModel.Rule.invoke + " / " + GenericMediatorModel.Rule.invokeBy,
            yourCode:
                "nested \(depth) deep over \(names(live)), after \(index) calls and reads as the rules say, did \(index < happened.count ? "\"\(happened[index].words)\"" : "nothing more") (\(happened.count) in all)",
            ruleSays:
                "\(index < rule.count ? "\"\(rule[index].words)\"" : "nothing more") (\(rule.count) in all, \(deepest) levels deep): "
                + (misread
                    ? "colleagues lists every live colleague, in order, also while a walk (by: a sender or not) is calling them"
                    : "each level calls every colleague it lists, once, in order, whatever the calls nested inside it did")
        )
    }

    /// Rule 2's storage through one way of reading: colleagues come and go twice (the first
    /// time lets buffers reach their size), and the second time must leave nothing behind.
    private func churn(_ m: Int, _ mediator: Mediator<Member>, _ reading: MediatorStep.Reading) -> Divergence? {
        func cycle() { MediatorStep.churn(mediator, reading) }
        if LiveHeap.isCounted {
            cycle()
            let before = LiveHeap.bytes
            cycle()
            let grown = LiveHeap.bytes - before
            guard grown > 8 * MediatorStep.churned else { return nil }
            return Divergence(
                rule: GenericMediatorModel.Rule.storage,
                yourCode:
                    "mediator\(m) keeps \(grown) more bytes after \(MediatorStep.churned) colleagues came and went (\(reading.words))",
                ruleSays: "nothing more for colleagues that are gone")
        }
        cycle()
        let before = storedElementCount(of: mediator)
        cycle()
        let grown = storedElementCount(of: mediator) - before
        guard grown > 0 else { return nil }
        return Divergence(
            rule: GenericMediatorModel.Rule.storage,
            yourCode: "mediator\(m) stores \(grown) more entries after \(MediatorStep.churned) colleagues came and went (\(reading.words))",
            ruleSays: "nothing more for colleagues that are gone")
    }
}
