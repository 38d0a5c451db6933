import Testing

@testable import MediationBench

/// The bench with tiny sizes, so it cannot rot. No timing is asserted: only that every
/// scenario runs, does the work it claims, and that the report holds every row.
@Suite struct BenchSmokeTests {
    @MainActor
    @Test func everyScenarioRunsAndDeliversWhatItClaims() async {
        let measurements = await Bench(sizes: [3, 5], runs: 1, runSeconds: 0.0002).run()
        #expect(measurements.count == Bench.scenarioNames.count * 2)
        for row in measurements {
            #expect(row.deliveriesCounted == row.deliveriesClaimed, "\(row.scenario) × \(row.colleagues)")
            #expect(row.deliveriesCounted > 0, "\(row.scenario) delivered nothing")
            #expect(row.median > 0 && row.fastest <= row.median && row.median <= row.slowest)
        }
        let report = BenchReport(measurements)
        #expect(report.ratio("direct calls", colleagues: 3) == 1)
        let table = report.table()
        for name in Bench.scenarioNames { #expect(table.contains(name)) }
        #expect(
            (table + report.legend()).split(separator: "\n").allSatisfy { $0.count <= 80 }, "the table fits 80 columns:\n\(table)")
        let csv = report.csv().split(separator: "\n")
        #expect(csv.count == 1 + measurements.count)
        #expect(csv.first?.hasPrefix("scenario,colleagues,ns_per_message_median") == true)
    }

    @MainActor
    @Test func progressIsReportedForEveryStep() async {
        var steps: [Int] = []
        _ = await Bench(sizes: [2], runs: 1, runSeconds: 0.0001).run { done, _, _ in steps.append(done) }
        #expect(steps == Array(0...Bench.scenarioNames.count))
    }
}
