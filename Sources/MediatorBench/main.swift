import CommandLineSpec
import Foundation
import MediationBench

// `make bench`: what mediation costs, in a release build. Thin: parsing and output only; the
// options are declared once, as the runner's are, and help and errors come from the declaration.
let quickOption = OptionSpec(flag: "--quick", value: nil, makeForm: nil, meaning: "small sizes and one run, to see it work")
let csvOption = OptionSpec(flag: "--csv", value: "FILE", makeForm: nil, meaning: "where the CSV goes (default .build/bench.csv)")
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        USAGE: MediatorBench [--quick] [--csv FILE]

        Times one message to all other colleagues through each mediator of the examples, for
        10, 100 and 1,000 colleagues, against direct calls. Prints one table and writes CSV.

        OPTIONS:
        """ + "\n" + OptionSpec.helpLines([quickOption, csvOption]))
    exit(0)
}
let parsed: ParsedArguments
do {
    parsed = try ParsedArguments(
        arguments, command: "MediatorBench", options: [quickOption, csvOption], spelling: FlagSpelling(viaMake: false))
    try parsed.requireAtMost(0)
} catch {
    FileHandle.standardError.write(Data("MediatorBench: \(error.message) (see --help)\n".utf8))
    exit(64)
}
let csvPath = parsed.options[csvOption.flag] ?? ".build/bench.csv"
let quick = parsed.flags.contains(quickOption.flag)
#if DEBUG
    FileHandle.standardError.write(Data("MediatorBench: this is a debug build; figures mean little (make bench builds release)\n".utf8))
#endif

let bench = quick ? Bench(sizes: [3, 10], runs: 1, runSeconds: 0.002) : Bench()
let started = Date()
let onTerminal = isatty(STDERR_FILENO) == 1
let measurements = await bench.run { done, total, label in
    let line = "bench \(done)/\(total): \(label)"
    FileHandle.standardError.write(Data((onTerminal ? "\r\u{1B}[K" + line : line + "\n").utf8))
}
if onTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
let report = BenchReport(measurements)
print(report.table())
print(report.legend())
if let ratio = report.ratio("004 generic, lean, strong", colleagues: 1_000),
    let before = report.ratio("004 generic, document's, strong", colleagues: 1_000)
{
    let verdict = ratio <= 2 ? "met" : "NOT met"
    print(
        String(
            format:
                "Goal (lean generic mediator, strong, 1,000 colleagues, within 2× direct calls):\n  %@ at ×%.2f; the document's is ×%.2f.",
            verdict, ratio, before))
}
let mismatched = measurements.filter { $0.deliveriesCounted != $0.deliveriesClaimed }
for row in mismatched {
    print(
        "WARNING: \(row.scenario) × \(row.colleagues): colleagues counted \(row.deliveriesCounted) deliveries,\n  the scenario claims \(row.deliveriesClaimed)"
    )
}
do {
    let url = URL(fileURLWithPath: csvPath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(report.csv().utf8).write(to: url, options: .atomic)
    FileHandle.standardError.write(Data(String(format: "Wrote %@ (%.1f s)\n", csvPath, Date().timeIntervalSince(started)).utf8))
} catch {
    FileHandle.standardError.write(Data("MediatorBench: cannot write \(csvPath): \(error.localizedDescription)\n".utf8))
    exit(70)
}
exit(mismatched.isEmpty ? 0 : 1)
