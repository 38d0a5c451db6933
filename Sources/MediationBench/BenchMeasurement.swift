import AllocationCounter
import Foundation

/// The figures for one scenario at one size.
public struct BenchMeasurement: Sendable {
    public let scenario: String
    public let lesson: String
    public let colleagues: Int
    /// Nanoseconds per delivered message: median of the runs, and the fastest and slowest run.
    public let median: Double
    public let fastest: Double
    public let slowest: Double
    /// Heap allocations per message sent (one broadcast), or `nil` where they cannot be counted.
    public let allocationsPerBroadcast: Double?
    /// Deliveries the colleagues themselves counted, and the deliveries the scenario claims: equal
    /// when the bench measured real work.
    public let deliveriesCounted: Int
    public let deliveriesClaimed: Int

    /// Half the spread between slowest and fastest run, as a share of the median.
    public var spread: Double { median > 0 ? (slowest - fastest) / 2 / median : 0 }
}

/// Runs every scenario at every size: a warm-up that also sizes the runs, then `runs` timed
/// runs; reports the median. Absolute figures move between machines and runs; the ratios to
/// direct calls measured in the same run are what to read.
@MainActor
public struct Bench {
    public var sizes: [Int]
    public var runs: Int
    /// How long one timed run should last; the warm-up picks the number of messages to match.
    public var runSeconds: Double

    public init(sizes: [Int] = [10, 100, 1_000], runs: Int = 9, runSeconds: Double = 0.05) {
        (self.sizes, self.runs, self.runSeconds) = (sizes, runs, runSeconds)
    }

    /// The names of the scenarios in table order.
    public static var scenarioNames: [String] { BenchScenario.all.map(\.name) }

    public func run(progress: (_ done: Int, _ total: Int, _ label: String) -> Void = { _, _, _ in }) async -> [BenchMeasurement] {
        var results: [BenchMeasurement] = []
        let total = BenchScenario.all.count * sizes.count
        for size in sizes {
            for scenario in BenchScenario.all {
                progress(results.count, total, "\(scenario.name) × \(size)")
                results.append(await measure(scenario, size: size))
            }
        }
        progress(total, total, "done")
        return results
    }

    private func measure(_ scenario: BenchScenario, size: Int) async -> BenchMeasurement {
        let workload = scenario.prepare(size)
        var claimed = 0
        // Warm-up: double the messages until a run takes a tenth of the target, then scale.
        var broadcasts = 1
        var seconds = 0.0
        while true {
            let start = Self.now()
            claimed += await workload.run(broadcasts)
            seconds = Self.now() - start
            if seconds >= runSeconds / 10 || broadcasts >= 1 << 24 { break }
            broadcasts *= 2
        }
        let perRun = max(1, Int(Double(broadcasts) * runSeconds / max(seconds, 1e-9)))
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = Self.now()
            let delivered = await workload.run(perRun)
            let elapsed = Self.now() - start
            claimed += delivered
            samples.append(elapsed * 1e9 / Double(max(delivered, 1)))
        }
        var allocations: Double?
        if scenario.countsAllocations {
            let before = allocation_count()
            claimed += await workload.run(100)
            allocations = Double(allocation_count() - before) / 100
        } else {
            claimed += await workload.run(100)
        }
        samples.sort()
        return BenchMeasurement(
            scenario: scenario.name, lesson: scenario.lesson, colleagues: size, median: samples[samples.count / 2],
            fastest: samples.first ?? 0, slowest: samples.last ?? 0, allocationsPerBroadcast: allocations,
            deliveriesCounted: await workload.received(), deliveriesClaimed: claimed)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
