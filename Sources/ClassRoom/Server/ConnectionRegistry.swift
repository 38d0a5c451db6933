import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every connection the server holds, by client, and what each is doing: the server's fair
/// share. A client at its cap is refused. When the ordinary slots are all taken, a connection
/// that has sent nothing (or dribbled its head) for long is closed to make room, taken from the
/// network (``AddressPrefix``) holding the most connections; a connection being answered is
/// never closed. Beyond the ordinary slots a reserve admits newcomers on trial: once its head
/// is in, a trial connection is answered only if it shows it belongs (``Room/mayUseReserve(_:)``),
/// and a newcomer may close the oldest trial connection still sending its head. So /health,
/// the projector and members' posts get through however many addresses hold the ordinary slots.
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

    struct Entry {
        let descriptor: Int32
        let client: String
        let prefix: String
        let opened: ContinuousClock.Instant
        var phase: Phase
        let onTrial: Bool
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
    func network(of client: String) -> String { ownAddresses.contains(client) ? "this machine" : AddressPrefix.of(client) }

    init(limits: ServerLimits, ownAddresses: Set<String> = []) { (self.limits, self.ownAddresses) = (limits, ownAddresses) }

    /// Takes a slot for `descriptor`, closing the least useful connection when all are taken.
    func admit(_ descriptor: Int32, client: String, at now: ContinuousClock.Instant) -> Admission {
        state.withLock { state in
            guard state.entries.values.filter({ $0.client == client }).count < limits.perClient else { return .clientFull }
            let trials = state.entries.values.filter(\.onTrial).count
            var onTrial = false
            let prefix = network(of: client)
            let ordinary = state.entries.filter { !$0.value.onTrial }
            let network = ordinary.filter { $0.value.prefix == prefix }
            // A full network gives up its own slack first (an idle or dribbling connection of it);
            // a full room, the slack of the network holding the most.
            let full: (crowd: [Int: Entry], refusal: Admission)? =
                network.count >= limits.perNetwork
                ? (network, .networkFull) : ordinary.count >= limits.connections ? (ordinary, .full) : nil
            if let (crowd, refusal) = full {
                if let victim = Self.victim(among: crowd, at: now, limits: limits, hasBytesWaiting: Self.hasBytesWaiting) {
                    Self.evict(victim, from: &state)
                } else if trials < limits.reserved {
                    onTrial = true
                } else if let victim = Self.trialVictim(among: state.entries.filter { $0.value.onTrial }) {
                    // A full reserve of heads not yet sent (a crowd that connects and waits) gives
                    // way: a request that shows it belongs sends its head at once.
                    Self.evict(victim, from: &state)
                    onTrial = true
                } else {
                    return refusal
                }
            }
            state.nextID += 1
            state.entries[state.nextID] = Entry(
                descriptor: descriptor, client: client, prefix: prefix, opened: now, phase: .idle, onTrial: onTrial)
            return .admitted(id: state.nextID, onTrial: onTrial)
        }
    }

    private static func evict(_ victim: Int, from state: inout State) {
        // Still registered, so its descriptor is still its own: the worker closes it only
        // after `remove`, under this same lock.
        shutdown(state.entries[victim]?.descriptor ?? -1, Int32(SHUT_RDWR))
        state.entries[victim] = nil
        state.evictions += 1
    }

    /// The ordinary connection to close for a newcomer, from the network holding the most: the
    /// oldest that has sent nothing for longer than the idle grace and has nothing waiting to be
    /// read; else the oldest still reading its head or body after half its head deadline (an
    /// honest post sends its 3 KB body with its head). A request waiting in the socket, a client
    /// that has just connected, and a request being answered are never closed.
    static func victim(
        among entries: [Int: Entry], at now: ContinuousClock.Instant, limits: ServerLimits, hasBytesWaiting: (Int32) -> Bool
    ) -> Int? {
        let idle = entries.filter {
            $0.value.phase == .idle && now - $0.value.opened > limits.idleGrace && !hasBytesWaiting($0.value.descriptor)
        }
        if let victim = biggestHoldersOldest(idle, counted: entries) { return victim }
        let dribbling = entries.filter {
            ($0.value.phase == .reading || $0.value.phase == .body) && now - $0.value.opened > limits.headTimeout / 2
        }
        return biggestHoldersOldest(dribbling, counted: entries)
    }

    /// A trial connection to close for a newcomer: one still sending its head or body (a request
    /// that shows it belongs sends both at once), from the network holding the most, oldest first.
    static func trialVictim(among entries: [Int: Entry]) -> Int? {
        biggestHoldersOldest(entries.filter { $0.value.phase != .answering }, counted: entries)
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

    /// Gives the slot back; call before closing the descriptor.
    func remove(_ id: Int) { state.withLock { _ = $0.entries.removeValue(forKey: id) } }

    var count: Int { state.withLock { $0.entries.count } }
    /// Connections on trial in the reserve.
    var trialCount: Int { state.withLock { $0.entries.values.filter(\.onTrial).count } }
    /// Connections closed to make room, since the start.
    var evictions: Int { state.withLock { $0.evictions } }
    func count(from client: String) -> Int { state.withLock { $0.entries.values.filter { $0.client == client }.count } }
}
