import GenericMediatorKata
import KataTestSupport

/// What "the storage must not grow with colleagues that are gone" (README rule 2) measures: the
/// mediator's live heap memory, whatever holds it — arrays, dictionaries, `indirect` enums,
/// closures, boxes, the side tables of weak references — while colleagues come and go on it.
/// Do not edit.
enum StorageCheck {
    /// How long colleagues come and go: cycles run first and not measured (the Swift runtime
    /// allocates its caches on first use, a buffer reaches its working size), then cycles
    /// measured. Each of rule 2's generated histories gets a short run; the single test of a
    /// long-lived mediator gets a long one.
    ///
    /// Growth allowed per cycle, in bytes: the reference grows by 0, and every mediator
    /// measured that keeps a pointer or more per colleague gone grows by 24 (a dictionary's
    /// slot) to 256 (a chain of closures). Storage pruned only now and then passes this
    /// measure as long as what it keeps for colleagues that are gone never reaches the allowance
    /// times the cycles measured (1 KB after each history, about ten of the reference's
    /// wrappers; 2 KB in the long run); once it does, the run stops. The rule is stricter (gone
    /// once the colleagues are read): a test counts the entries right after a read for that. The long run's half a byte a cycle catches even
    /// a byte kept per cycle (a flag or a small number logged for each colleague that came).
    struct Run {
        let warmUp: Int
        let cycles: Int
        let allowedBytesPerCycle: Double

        static let afterEachHistory = Run(warmUp: 8, cycles: 128, allowedBytesPerCycle: 8)
        static let long = Run(warmUp: 64, cycles: 4096, allowedBytesPerCycle: 0.5)

        /// The allowance as the README and a failure say it.
        var allowance: String {
            allowedBytesPerCycle >= 1 ? "\(Int(allowedBytesPerCycle)) bytes" : "half a byte"
        }
    }

    /// The way a cycle reads the colleagues. One way for a whole run: a mediator that prunes
    /// only when one of them is used must still not grow while a program uses another.
    enum Reading: CaseIterable, Sendable {
        case colleagues, invoke, invokeBySender

        /// How the README names it, as a dimension rule 2 varies.
        var dimension: String {
            switch self {
            case .colleagues: "colleagues read only through `colleagues`"
            case .invoke: "colleagues read only through `invokeColleagues(closure:)`"
            case .invokeBySender: "colleagues read only through `invokeColleagues(by:closure:)`"
            }
        }

        var words: String {
            switch self {
            case .colleagues: "colleagues is read"
            case .invoke: "invokeColleagues(closure:) is called"
            case .invokeBySender: "invokeColleagues(by:closure:) is called"
            }
        }
    }

    /// One cycle: a colleague added weakly, one added with the default, then the first let go,
    /// the colleagues read, the one the cycle before added with the default removed, one
    /// added weakly and removed, and a removal that matches no member (an outsider in one cycle,
    /// an equal lookalike of a member in the next): every path of the API runs, so storage that
    /// grows on any one of them shows. Read through `invokeColleagues(by:closure:)`, the sender is
    /// that outsider or lookalike in two cycles of three (the colleague added with the default in
    /// the third): a sender that is no member (remembered as "known not to be a member", say)
    /// must leave nothing behind either. The colleague added with the default stays until the next
    /// cycle and comes after the one let go, so that one is never last in the storage (pruning
    /// only from the end keeps it).
    static func cycleDescription(_ reading: Reading) -> String {
        "a colleague is added weakly, one is added with the default, the first is let go, \(reading.words)"
            + (reading == .invokeBySender
                ? " (by the outsider or lookalike the cycle removes, in two cycles of three; by the one added with the default in the third)" : "")
            + ", the one the cycle before added with the default is removed, one is added weakly and removed, "
            + "and an outsider (every other cycle) or an equal lookalike of a member is removed (neither is a member)"
    }

    /// Objects a cycle uses: its two colleagues to remove, then the one it asks to remove that is
    /// no member: an outsider, or a lookalike (equal by name to every removed one).
    static let perCycle = 3

    /// The colleagues a run removes, made before it is measured and all alive until it ends: each
    /// has an address of its own, so storage kept per removed colleague (a set of their
    /// addresses) grows as it would in a long program, where a freed address is rarely the next.
    /// Each is watched weakly once first: an object's first weak reference gives it a side table
    /// for life, which the mediator's weak reference would otherwise seem to allocate.
    static func removedOnes(_ count: Int) -> [Probe] {
        let probes = (0..<(perCycle * count)).map { Probe(number: -3 - $0, name: $0 % (2 * perCycle) == 2 ? "outsider" : "removed") }
        for probe in probes {
            weak let watched = probe
            _ = watched
        }
        return probes
    }

    /// Reads the colleagues the way `reading` says (`sender` is the one `by:` skips).
    static func read(_ mediator: Mediator<Colleague>, _ reading: Reading, sender: Colleague) {
        switch reading {
        case .colleagues: _ = mediator.colleagues
        case .invoke: mediator.invokeColleagues { _ in }
        case .invokeBySender: mediator.invokeColleagues(by: sender) { _ in }
        }
    }

    /// `removing` holds this cycle's two colleagues to remove, then the outsider or lookalike it
    /// asks to remove; `previous`, the one the cycle before added with the default (this cycle
    /// removes it).
    static func cycle(on mediator: Mediator<Colleague>, number: Int, reading: Reading, removing: ArraySlice<Probe>, previous: Probe?) {
        let (kept, removedWeak) = (removing[removing.startIndex], removing[removing.startIndex + 1])
        let nonMember = removing[removing.startIndex + 2]
        do {
            let gone = Probe(number: number, name: "gone")
            mediator.addColleague(gone, strongReference: false)
            mediator.addColleague(kept)
        }
        // Through `by:`, a sender that is no member two cycles in three: outsiders and lookalikes in turn.
        read(mediator, reading, sender: number.isMultiple(of: 3) ? kept : nonMember)
        if let previous { mediator.removeColleague(previous) }
        mediator.addColleague(removedWeak, strongReference: false)
        mediator.removeColleague(removedWeak)
        mediator.removeColleague(nonMember)
    }

    /// How the storage broke rule 2 while colleagues came and went, or `nil` when it did not
    /// grow. Where the platform does not count live bytes (macOS), ``storedElementCount(of:)``
    /// counts the entries instead: storage hidden in closures escapes it there.
    static func problem(with mediator: Mediator<Colleague>, run: Run, reading: Reading) -> String? {
        var number = 1000
        // Past the allowance for the whole run the verdict is certain: stop there.
        let allowance = Int(run.allowedBytesPerCycle * Double(run.cycles))
        let removing = removedOnes(run.warmUp + run.cycles + 20)
        var next = removing.startIndex
        func nextCycle() {
            cycle(
                on: mediator, number: number, reading: reading, removing: removing[next..<(next + perCycle)],
                previous: next > 0 ? removing[next - perCycle] : nil)
            (number, next) = (number + 1, next + perCycle)
        }
        // The last cycle's colleague added with the default leaves too: the mediator ends as it began.
        defer { if next > 0 { mediator.removeColleague(removing[next - perCycle]) } }
        if let growth = withExtendedLifetime(
            removing, { storageGrowth(warmUp: run.warmUp, cycles: run.cycles, stoppingAbove: allowance, nextCycle) })
        {
            guard growth.grows(beyond: run.allowedBytesPerCycle) else { return nil }
            return "the storage grows with colleagues that are gone\(reading == .invokeBySender ? " (or with the outsiders and lookalikes it was given as the sender)" : ""): it grew by \(growth); "
                + "at most \(run.allowance) per cycle is allowed here, and the reference grows by 0"
        }
        _ = mediator.colleagues
        let before = storedElementCount(of: mediator)
        for _ in 0..<20 { nextCycle() }
        let after = storedElementCount(of: mediator)
        guard after > before else { return nil }
        return "the storage grows with colleagues that are gone\(reading == .invokeBySender ? " (or with the outsiders and lookalikes it was given as the sender)" : ""): after 20 cycles it holds \(after) entries where it held \(before)"
    }

    /// The cycles as a scenario's last words.
    static func scenarioEnding(_ run: Run, reading: Reading) -> String {
        LiveHeap.isCounted
            ? "then up to \(run.warmUp + run.cycles) times (it stops as soon as the growth is certain): \(cycleDescription(reading))"
            : "then 20 times: \(cycleDescription(reading))"
    }
}
