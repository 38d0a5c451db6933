import Testing

@testable import ClassRoom

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The room's connections sized to the files it may hold open (macOS starts a process at 256).
@Suite struct DescriptorBudgetTests {
    @Test("Limits that do not fit the open-file budget shrink to it, spare kept; limits that fit are kept")
    func limitsFitTheBudget() {
        let limits = ServerLimits()
        let small = limits.fitting(descriptors: 256)
        #expect(small.connections + small.reserved + small.ownReserve + DescriptorBudget.spare <= 256)
        #expect(small.ownReserve >= 1, "this machine keeps slots of its own")
        #expect(small.reserved >= 1 && small.reserved <= limits.reserved && small.perNetwork <= small.connections)
        #expect(limits.fitting(descriptors: 100_000).connections == limits.connections, "a budget that fits changes nothing")
        let tiny = limits.fitting(descriptors: 10)
        #expect(tiny.connections >= 1 && tiny.reserved >= 1, "never down to nothing")
    }

    @Test("The room raises its soft limit on open files, never lowers it")
    func theSoftLimitIsRaised() {
        var before = rlimit()
        #if canImport(Glibc)
            getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &before)
        #else
            getrlimit(RLIMIT_NOFILE, &before)
        #endif
        let raised = DescriptorBudget.raised()
        #expect(raised >= Int(clamping: before.rlim_cur))
    }
}
