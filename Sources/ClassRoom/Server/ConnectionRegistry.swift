import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every connection the server holds, by client, and what each is doing: the server's fair
/// share. A client at its cap is refused; when all slots are taken, the connection that has
/// sent nothing for longest is closed to make room, then the one dribbling its head for
/// longest; a connection being answered is never closed. So 40 idle sockets from one client
/// hold at most its cap, and a health check from anyone else always gets a slot.
final class ConnectionRegistry: Sendable {
    enum Phase: Int, Comparable {
        /// Connected, nothing received: first to go.
        case idle
        /// Part of the head received.
        case reading
        /// The head is in: the request is being read to its end and answered.
        case answering

        static func < (left: Phase, right: Phase) -> Bool { left.rawValue < right.rawValue }
    }

    enum Admission: Equatable {
        case admitted(id: Int)
        case clientFull
        case full
    }

    private struct Entry {
        let descriptor: Int32
        let client: String
        let opened: ContinuousClock.Instant
        var phase: Phase
    }

    private struct State {
        var nextID = 0
        var entries: [Int: Entry] = [:]
        var evictions = 0
    }

    let limits: ServerLimits
    private let state = Mutex(State())

    init(limits: ServerLimits) { self.limits = limits }

    /// Takes a slot for `descriptor`, closing the least useful connection when all are taken.
    func admit(_ descriptor: Int32, client: String, at now: ContinuousClock.Instant) -> Admission {
        state.withLock { state in
            guard state.entries.values.filter({ $0.client == client }).count < limits.perClient else { return .clientFull }
            if state.entries.count >= limits.connections {
                guard let victim = Self.victim(among: state.entries, at: now, limits: limits) else { return .full }
                // Still registered, so its descriptor is still its own: the worker closes it
                // only after `remove`, under this same lock.
                shutdown(state.entries[victim]?.descriptor ?? -1, Int32(SHUT_RDWR))
                state.entries[victim] = nil
                state.evictions += 1
            }
            state.nextID += 1
            state.entries[state.nextID] = Entry(descriptor: descriptor, client: client, opened: now, phase: .idle)
            return .admitted(id: state.nextID)
        }
    }

    /// The connection to close for a newcomer: the oldest that has sent nothing for longer than
    /// the idle grace and has nothing waiting to be read; else the oldest still reading its head
    /// after half its head deadline. A request waiting in the socket to be read, a client that
    /// has just connected, and a request being answered are never closed.
    private static func victim(among entries: [Int: Entry], at now: ContinuousClock.Instant, limits: ServerLimits) -> Int? {
        let byAge = entries.sorted { $0.value.opened < $1.value.opened }
        let idle = byAge.first {
            $0.value.phase == .idle && now - $0.value.opened > limits.idleGrace && !hasBytesWaiting($0.value.descriptor)
        }
        if let idle { return idle.key }
        return byAge.first { $0.value.phase == .reading && now - $0.value.opened > limits.headTimeout / 2 }?.key
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
    /// Connections closed to make room, since the start.
    var evictions: Int { state.withLock { $0.evictions } }
    func count(from client: String) -> Int { state.withLock { $0.entries.values.filter { $0.client == client }.count } }
}
