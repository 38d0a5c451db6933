import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every connection the server holds, by client, and what each is doing: the server's fair
/// share. A connection that holds a slot must keep earning it. A client at its cap is refused,
/// and a network at its cap (reserved slots counted) gives up only its own slots. When the
/// ordinary slots are all taken, a connection that has sent nothing (or dribbled its head) for
/// long, or whose answer is stalled, is closed to make room, taken from the network
/// (``AddressPrefix``) holding the most. Beyond the ordinary slots a reserve admits newcomers on
/// trial: once its head is in, a trial connection is answered only if it shows it belongs
/// (``Room/mayUseReserve(_:)``), and a newcomer may close a trial connection still sending its
/// head or stalled. With nothing slack left, a newcomer takes the slot of the address, then the
/// network, holding clearly the most: an ordinary slot before the reserve (a join may not use
/// it), a reserved one after (``fairShareVictim(among:onTrial:for:of:)``). So /health, the
/// projector and members' posts get through however many addresses hold the slots, and however
/// they read. An answer the client does not read, or reads slower than
/// ``ServerLimits/readFloor``, is stalled: it holds its slot no better than an idle connection,
/// and only a few per address and network may stall at once. This machine's own connections
/// have slots of their own no one else can take.
final class ConnectionRegistry: Sendable {
    enum Phase: Int, Comparable {
        /// Connected, nothing received: first to go.
        case idle
        /// Part of the head received.
        case reading
        /// The head is in and passed its screening (``Room/headRefusal(_:)``); the body is still
        /// coming. A body that dribbles holds its slot no better than a head that dribbles.
        case body
        /// The whole request is in and being answered.
        case answering
        /// The answer is being sent; the entry's `progressed` says when the client last took bytes.
        /// One that has taken none for the stall grace is stalled: it may be closed for a newcomer.
        case sending

        static func < (left: Phase, right: Phase) -> Bool { left.rawValue < right.rawValue }
    }

    enum Admission: Equatable {
        /// A slot; `onTrial` when it is one of the reserve's.
        case admitted(id: Int, onTrial: Bool)
        case clientFull
        /// The client's network (``AddressPrefix``) holds its share of the ordinary slots.
        case networkFull
        case full
    }

    private struct State {
        var nextID = 0
        var entries: [Int: Entry] = [:]
        var evictions = 0
    }

    let limits: ServerLimits
    private let state = Mutex(State())
    /// This machine's own addresses on its networks: the instructor's browser beside the room
    /// connects from one (with `BIND` set to it, from the very address learners reach), and so
    /// would share the learners' network and its cap. Nobody else can connect from them (TCP
    /// answers to the address), so they count as a network of their own.
    let ownAddresses: Set<String>

    /// The network a client counts in: its ``AddressPrefix``, or this machine's own.
    func network(of client: String) -> String { ownAddresses.contains(client) ? Self.thisMachine : AddressPrefix.of(client) }

    static let thisMachine = "this machine"

    init(limits: ServerLimits, ownAddresses: Set<String> = []) { (self.limits, self.ownAddresses) = (limits, ownAddresses) }

    /// Takes a slot for `descriptor`, closing the least useful connection when all are taken.
    func admit(_ descriptor: Int32, client: String, at now: ContinuousClock.Instant) -> Admission {
        state.withLock { state in
            guard state.entries.values.filter({ $0.client == client }).count < limits.perClient else { return .clientFull }
            let prefix = network(of: client)
            let shared = state.entries.filter { !$0.value.ownSlot }
            let network = shared.filter { $0.value.prefix == prefix }
            let ordinary = shared.filter { !$0.value.onTrial }
            let ownFree = prefix == Self.thisMachine && state.entries.values.filter(\.ownSlot).count < limits.ownReserve
            var (onTrial, ownSlot) = (false, false)
            if network.count >= limits.perNetwork {
                // Every slot a network holds counts, reserved ones too: at its share a network
                // gives up its own slack, or its biggest address makes way for a smaller one.
                if let victim = Self.victim(among: network, at: now, limits: limits, hasBytesWaiting: Self.hasBytesWaiting)
                    ?? Self.fairShareVictim(among: network, onTrial: false, for: client, of: prefix)
                    ?? Self.fairShareVictim(among: network, onTrial: true, for: client, of: prefix)
                {
                    onTrial = Self.evict(victim, from: &state)?.onTrial ?? false
                } else if ownFree {
                    ownSlot = true
                } else {
                    return .networkFull
                }
            } else if ordinary.count >= limits.connections {
                // A full room gives up the slack of the network holding the most.
                if let victim = Self.victim(among: ordinary, at: now, limits: limits, hasBytesWaiting: Self.hasBytesWaiting) {
                    Self.evict(victim, from: &state)
                } else if ownFree {
                    // The instructor's own machine: nobody elsewhere can take these.
                    ownSlot = true
                } else if let victim = Self.fairShareVictim(among: shared, onTrial: false, for: client, of: prefix) {
                    // Nothing slack, but an address or network holding clearly more than the
                    // newcomer's: it gives up an ordinary slot, whatever it is doing with it. An
                    // ordinary slot first: the newcomer may be a join, which the reserve refuses.
                    Self.evict(victim, from: &state)
                } else if shared.count - ordinary.count < limits.reserved {
                    onTrial = true
                } else if let victim = Self.trialVictim(among: shared.filter { $0.value.onTrial }, at: now, limits: limits) {
                    // A full reserve of heads not yet sent (a crowd that connects and waits) or of
                    // answers nobody reads gives way: a request that shows it belongs sends its
                    // head at once, and reads its answer.
                    Self.evict(victim, from: &state)
                    onTrial = true
                } else if let victim = Self.fairShareVictim(among: shared, onTrial: true, for: client, of: prefix) {
                    Self.evict(victim, from: &state)
                    onTrial = true
                } else {
                    return .full
                }
            }
            state.nextID += 1
            state.entries[state.nextID] = Entry(
                descriptor: descriptor, client: client, prefix: prefix, opened: now, phase: .idle, onTrial: onTrial, ownSlot: ownSlot)
            return .admitted(id: state.nextID, onTrial: onTrial)
        }
    }

    /// Closes `victim` for a newcomer and returns what it held.
    @discardableResult
    private static func evict(_ victim: Int, from state: inout State) -> Entry? {
        // Still registered, so its descriptor is still its own: the worker closes it only
        // after `remove`, under this same lock.
        let entry = state.entries.removeValue(forKey: victim)
        shutdown(entry?.descriptor ?? -1, Int32(SHUT_RDWR))
        state.evictions += 1
        return entry
    }

    /// The ordinary connection to close for a newcomer, from the network holding the most: the
    /// oldest that has sent nothing for longer than the idle grace and has nothing waiting to be
    /// read; else the oldest still reading its head or body after half its head deadline (an
    /// honest post sends its 3 KB body with its head), or whose answer has gone unread for the
    /// stall grace. A request waiting in the socket, a client that has just connected, and a
    /// request being answered or read as it is sent are never closed.
    static func victim(
        among entries: [Int: Entry], at now: ContinuousClock.Instant, limits: ServerLimits, hasBytesWaiting: (Int32) -> Bool
    ) -> Int? {
        let idle = entries.filter {
            $0.value.phase == .idle && now - $0.value.opened > limits.idleGrace && !hasBytesWaiting($0.value.descriptor)
        }
        if let victim = biggestHoldersOldest(idle, counted: entries) { return victim }
        let dribbling = entries.filter {
            (($0.value.phase == .reading || $0.value.phase == .body) && now - $0.value.opened > limits.headTimeout / 2)
                || $0.value.isStalled(at: now, limits: limits)
        }
        return biggestHoldersOldest(dribbling, counted: entries)
    }

    /// A trial connection to close for a newcomer: one still sending its head or body (a request
    /// that shows it belongs sends both at once), or whose answer has gone unread for
    /// the stall grace or is taken slower than the floor, from the network holding the most,
    /// oldest first.
    static func trialVictim(among entries: [Int: Entry], at now: ContinuousClock.Instant, limits: ServerLimits) -> Int? {
        let candidates = entries.filter {
            $0.value.phase < .answering || $0.value.isStalled(at: now, limits: limits)
        }
        return biggestHoldersOldest(candidates, counted: entries)
    }

    /// Among `candidates`, the oldest of the network that holds the most of `counted`.
    private static func biggestHoldersOldest(_ candidates: [Int: Entry], counted: [Int: Entry]) -> Int? {
        guard !candidates.isEmpty else { return nil }
        var held: [String: Int] = [:]
        for entry in counted.values { held[entry.prefix, default: 0] += 1 }
        return candidates.min { left, right in
            let (heldLeft, heldRight) = (held[left.value.prefix] ?? 0, held[right.value.prefix] ?? 0)
            return heldLeft != heldRight ? heldLeft > heldRight : left.value.opened < right.value.opened
        }?.key
    }

    /// True when the client has sent bytes the server has not read yet.
    private static func hasBytesWaiting(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) > 0
    }

    func update(_ id: Int, to phase: Phase) { state.withLock { $0.entries[id]?.phase = phase } }

    /// The client of `id` took `bytes` of its answer at `now`.
    func progressed(_ id: Int, bytes: Int, at now: ContinuousClock.Instant) {
        state.withLock { $0.entries[id]?.took(bytes, at: now) }
    }

    /// Whether `id`, whose client has taken nothing of its answer for a while or takes it slowly,
    /// may go on: not once it was closed for a newcomer; always while it is not stalled (or is
    /// this machine's own); else only while its address holds fewer than
    /// ``ServerLimits/stalledPerClient`` other stalled answers and its network fewer than
    /// ``ServerLimits/stalledPerNetwork``. Asking and not reading, or reading a trickle, thus
    /// holds a few slots per address and network, however many it opens.
    func mayStall(_ id: Int, at now: ContinuousClock.Instant) -> Bool {
        state.withLock { state in
            guard let entry = state.entries[id] else { return false }
            guard entry.prefix != Self.thisMachine, entry.isStalled(at: now, limits: limits) else { return true }
            let others = state.entries.filter { $0.key != id && $0.value.isStalled(at: now, limits: limits) }.values
            return others.filter { $0.client == entry.client }.count < limits.stalledPerClient
                && others.filter { $0.prefix == entry.prefix }.count < limits.stalledPerNetwork
        }
    }

    /// Gives the slot back; call before closing the descriptor.
    func remove(_ id: Int) { state.withLock { _ = $0.entries.removeValue(forKey: id) } }

    var count: Int { state.withLock { $0.entries.count } }
    /// Connections on trial in the reserve.
    var trialCount: Int { state.withLock { $0.entries.values.filter(\.onTrial).count } }
    /// Connections on the slots kept for this machine.
    var ownSlotCount: Int { state.withLock { $0.entries.values.filter(\.ownSlot).count } }
    /// Connections closed to make room, since the start.
    var evictions: Int { state.withLock { $0.evictions } }
    func count(from client: String) -> Int { state.withLock { $0.entries.values.filter { $0.client == client }.count } }
}
