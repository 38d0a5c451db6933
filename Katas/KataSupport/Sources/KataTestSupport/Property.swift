import Foundation
import Testing

/// A rule checked over generated scenarios instead of the README's one example, in the manner
/// of QuickCheck and Hypothesis, in a few dozen lines and without packages.
///
/// Scenario `n` is generated from seed `n` alone, with size `n % 11` (so sizes 0 and 1 always
/// come up, and sizes up to 10 stand for "many"): the same seeds give the same scenarios on
/// every machine, which keeps CI deterministic. `SEED=n` in the environment runs seed `n` only,
/// to replay a failure. On a failure the scenario is shrunk (smaller candidates from `shrink`
/// that still break the rule, repeatedly) and one issue names the rule, the seed and the
/// smallest scenario found.
///
/// `check` returns `nil` when the rule holds for a scenario, or what went wrong.
public func checkRule<Scenario>(
    _ rule: String,
    scenarios count: Int = 100,
    generate: (inout SeededRandom, _ size: Int) -> Scenario,
    shrink: (Scenario) -> [Scenario] = { _ in [] },
    sourceLocation: SourceLocation = #_sourceLocation,
    _ check: (Scenario) -> String?
) {
    for seed in PropertySeeds.toRun(count: count) {
        var random = SeededRandom(seed: seed)
        let scenario = generate(&random, PropertySeeds.size(of: seed))
        guard let problem = check(scenario) else { continue }
        var smallest = (scenario: scenario, problem: problem)
        var budget = 500
        shrinking: while budget > 0 {
            for candidate in shrink(smallest.scenario) {
                budget -= 1
                if let candidateProblem = check(candidate) {
                    smallest = (candidate, candidateProblem)
                    continue shrinking
                }
                if budget <= 0 { break }
            }
            break
        }
        Issue.record(
            """
            Rule broken: \(rule)
            \(smallest.problem)
            smallest scenario found: \(smallest.scenario)
            seed \(seed) (replay it: SEED=\(seed) make kata …, or SEED=\(seed) swift test in the kata's folder)
            """,
            sourceLocation: sourceLocation)
        return
    }
}

/// Which seeds a property runs: `0..<count`, or only `SEED` when it is set.
enum PropertySeeds {
    static func toRun(count: Int) -> [UInt64] {
        if let text = ProcessInfo.processInfo.environment["SEED"], let seed = UInt64(text) { return [seed] }
        return (0..<UInt64(max(count, 1))).map { $0 }
    }

    static func size(of seed: UInt64) -> Int { Int(seed % 11) }
}

/// SplitMix64: small, fast and the same everywhere, which is all a test generator needs.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A whole number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True about `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool { int(in: 1...100) <= percent }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(in: 0...(choices.count - 1))] }

    /// `count` values made by `make`.
    public mutating func array<T>(_ count: Int, _ make: (inout SeededRandom) -> T) -> [T] {
        (0..<max(count, 0)).map { _ in make(&self) }
    }
}

/// Smaller versions of an array, the shrinker's bread and butter: empty, each half, and each
/// element left out in turn.
public func smallerArrays<T>(_ array: [T]) -> [[T]] {
    guard !array.isEmpty else { return [] }
    var candidates: [[T]] = [[]]
    if array.count > 2 {
        candidates.append(Array(array.prefix(array.count / 2)))
        candidates.append(Array(array.suffix(array.count - array.count / 2)))
    }
    for index in array.indices {
        var shorter = array
        shorter.remove(at: index)
        candidates.append(shorter)
    }
    return candidates
}
