#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many files the room may hold open at once. Every connection is a descriptor, and
/// macOS starts a process with a soft limit of 256: fewer than the room's connections and
/// reserve, so a crowd of idle sockets would leave `accept` failing. The room raises the soft
/// limit as far as the system lets it, and sizes its connections to what it got.
enum DescriptorBudget {
    /// Descriptors kept for everything but connections: the listening socket, hand-in files
    /// being written, the standard streams, the runtime's own.
    static let spare = 64

    /// Raises the soft limit on open files towards the hard limit (on macOS at most `OPEN_MAX`,
    /// which `setrlimit` refuses to pass) and returns the soft limit in force afterwards.
    static func raised() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
            let ceiling = rlim_t(1 << 20)
        #else
            let resource = RLIMIT_NOFILE
            let ceiling = rlim_t(OPEN_MAX)
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 256 }
        let wanted = min(limit.rlim_max, ceiling)
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = wanted
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }
}

extension ServerLimits {
    /// These limits within `descriptors` open files: the connections and both reserves shrunk
    /// (the reserve to an eighth at most, this machine's to a sixteenth) so that all three, and
    /// ``DescriptorBudget/spare``, fit.
    func fitting(descriptors: Int) -> ServerLimits {
        let room = max(descriptors - DescriptorBudget.spare, 16)
        guard connections + reserved + ownReserve > room else { return self }
        var fitted = self
        fitted.reserved = min(reserved, max(room / 8, 1))
        fitted.ownReserve = min(ownReserve, max(room / 16, 1))
        fitted.connections = room - fitted.reserved - fitted.ownReserve
        fitted.perNetwork = min(perNetwork, fitted.connections)
        return fitted
    }
}
