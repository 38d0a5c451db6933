import Foundation
import PlaygroundBasics

/// The bench's figures as one table (nanoseconds per delivered message, ratio to direct calls
/// at the same size) and as CSV.
public struct BenchReport: Sendable {
    public let measurements: [BenchMeasurement]

    public init(_ measurements: [BenchMeasurement]) { self.measurements = measurements }

    private var sizes: [Int] { Array(Set(measurements.map(\.colleagues))).sorted() }
    private var scenarios: [String] {
        var seen: [String] = []
        for name in measurements.map(\.scenario) where !seen.contains(name) { seen.append(name) }
        return seen
    }

    private func measurement(_ scenario: String, _ size: Int) -> BenchMeasurement? {
        measurements.first { $0.scenario == scenario && $0.colleagues == size }
    }

    /// How many times slower than direct calls at the same size.
    public func ratio(_ scenario: String, colleagues: Int) -> Double? {
        guard let row = measurement(scenario, colleagues), let direct = measurement("direct calls", colleagues), direct.median > 0
        else { return nil }
        return row.median / direct.median
    }

    /// One block per size, so the table fits 80 columns however many sizes were measured.
    public func table() -> String {
        let nameWidth = max(24, (scenarios.map(\.count).max() ?? 10) + 2)
        var lines = ["ns per delivered message (median ± half the spread) and × direct calls"]
        for size in sizes {
            lines.append("")
            lines.append(
                "\(size) colleagues".leftAligned(nameWidth) + "ns/message".leftAligned(16) + "× direct".leftAligned(10) + "allocs/sent")
            for scenario in scenarios {
                guard let row = measurement(scenario, size) else { continue }
                let ratio = self.ratio(scenario, colleagues: size).map { String(format: "×%.1f", $0) } ?? ""
                let allocations = row.allocationsPerBroadcast.map { Self.compact($0) } ?? "not counted"
                lines.append(
                    scenario.leftAligned(nameWidth) + String(format: "%8.2f ±%2.0f%%", row.median, row.spread * 100).leftAligned(16)
                        + ratio.leftAligned(10) + allocations)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public func legend() -> String {
        scenarios.compactMap { name in
            measurements.first { $0.scenario == name }.map {
                TextWrap.lines("\(name): \($0.lesson)", width: 80, first: "  ", rest: "      ").joined(separator: "\n")
            }
        }.joined(separator: "\n") + "\n"
    }

    public func csv() -> String {
        var lines = ["scenario,colleagues,ns_per_message_median,ns_fastest,ns_slowest,ratio_to_direct,allocations_per_broadcast"]
        for row in measurements {
            let ratio = self.ratio(row.scenario, colleagues: row.colleagues).map { String(format: "%.3f", $0) } ?? ""
            let allocations = row.allocationsPerBroadcast.map { String(format: "%.2f", $0) } ?? ""
            lines.append(
                "\"\(row.scenario)\",\(row.colleagues),\(String(format: "%.3f,%.3f,%.3f", row.median, row.fastest, row.slowest)),\(ratio),\(allocations)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func compact(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}

extension String {
    /// Padded with spaces to `width`, or left as it is when longer.
    func leftAligned(_ width: Int) -> String {
        count >= width ? self + " " : padding(toLength: width, withPad: " ", startingAt: 0)
    }
}
