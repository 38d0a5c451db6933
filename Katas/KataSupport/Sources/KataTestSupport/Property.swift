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
    reaching dimensions: [ScenarioDimension<Scenario>] = [],
    generate: (inout SeededRandom, _ size: Int) -> Scenario,
    shrink: (Scenario) -> [Scenario] = { _ in [] },
    sourceLocation: SourceLocation = #_sourceLocation,
    _ check: (Scenario) -> String?
) {
    let seeds = PropertySeeds.toRun(count: count, sourceLocation: sourceLocation)
    var reached = DimensionCounts(dimensions)
    defer { PropertySeeds.announce(rule, scenarios: reached.scenarios, dimensions: reached.lines) }
    for seed in seeds {
        let scenario = PropertySeeds.scenario(seed: seed, generate)
        reached.count(scenario)
        guard let problem = check(scenario) else { continue }
        var smallest = Shrinking(scenario: scenario, problem: problem)
        while let candidate = smallest.nextCandidate(shrink) {
            smallest.tried(candidate, problem: check(candidate))
        }
        smallest.report(rule: rule, seed: seed, sourceLocation: sourceLocation)
        return
    }
}

/// ``checkRule(_:scenarios:generate:shrink:sourceLocation:_:)`` for a rule whose check awaits
/// (kata 10's actor).
public func checkRule<Scenario>(
    _ rule: String,
    scenarios count: Int = 100,
    reaching dimensions: [ScenarioDimension<Scenario>] = [],
    generate: (inout SeededRandom, _ size: Int) -> Scenario,
    shrink: (Scenario) -> [Scenario] = { _ in [] },
    sourceLocation: SourceLocation = #_sourceLocation,
    _ check: (Scenario) async -> String?
) async {
    let seeds = PropertySeeds.toRun(count: count, sourceLocation: sourceLocation)
    var reached = DimensionCounts(dimensions)
    defer { PropertySeeds.announce(rule, scenarios: reached.scenarios, dimensions: reached.lines) }
    for seed in seeds {
        let scenario = PropertySeeds.scenario(seed: seed, generate)
        reached.count(scenario)
        guard let problem = await check(scenario) else { continue }
        var smallest = Shrinking(scenario: scenario, problem: problem)
        while let candidate = smallest.nextCandidate(shrink) {
            smallest.tried(candidate, problem: await check(candidate))
        }
        smallest.report(rule: rule, seed: seed, sourceLocation: sourceLocation)
        return
    }
}

/// The smallest failing scenario found so far, and the candidates still to try: a greedy
/// shrink that restarts from each smaller failure, within a budget of checks.
struct Shrinking<Scenario> {
    private(set) var scenario: Scenario
    private(set) var problem: String
    private var queue: [Scenario] = []
    private var started = false
    private var budget = ShrinkSwitch.budget(500)

    init(scenario: Scenario, problem: String) { (self.scenario, self.problem) = (scenario, problem) }

    mutating func nextCandidate(_ shrink: (Scenario) -> [Scenario]) -> Scenario? {
        if !started { (queue, started) = (shrink(scenario), true) }
        guard budget > 0, !queue.isEmpty else { return nil }
        budget -= 1
        return queue.removeFirst()
    }

    /// A candidate that still breaks the rule becomes the smallest, and shrinking restarts from it.
    mutating func tried(_ candidate: Scenario, problem: String?) {
        guard let problem else { return }
        (scenario, self.problem, started) = (candidate, problem, false)
    }

    func report(rule: String, seed: UInt64, sourceLocation: SourceLocation) {
        Issue.record(
            """
            Rule broken: \(rule)
            smallest scenario found: \(scenario)
            \(problem)
            seed \(seed); replay it: \(Self.replayCommand(seed: seed, testFile: sourceLocation.filePath))
            """,
            sourceLocation: sourceLocation)
    }

    /// `make kata NAME=01 SEED=17` from the repository root, when a check names the kata
    /// (`KATA_NAME`) or the test file lies in a kata folder (`…/01-conceptual/Tests/…`);
    /// `SEED=17 swift test` in the kata's folder otherwise.
    static func replayCommand(seed: UInt64, testFile: String) -> String {
        if let named = ProcessInfo.processInfo.environment["KATA_NAME"], named.count == 2, named.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return "make kata NAME=\(named) SEED=\(seed)"
        }
        let folders = testFile.split(separator: "/")
        if let tests = folders.lastIndex(of: "Tests"), tests > 0 {
            let kata = folders[tests - 1]
            let number = kata.prefix { $0.isNumber }
            if number.count == 2, kata.dropFirst(2).first == "-" { return "make kata NAME=\(number) SEED=\(seed)" }
        }
        return "SEED=\(seed) swift test (in the kata's folder)"
    }
}

/// Which seeds a property runs: `0..<count`, or only `SEED` when it is set.
public enum PropertySeeds {
    /// The seeds to run for `SEED` (`nil` or empty: every seed), or why `SEED` names none: a
    /// learner who typed `SEED=abc swift test` must not believe one scenario was replayed while
    /// every one ran.
    public static func seeds(for text: String?, count: Int) -> Result<[UInt64], SeedError> {
        guard let text, !text.isEmpty else { return .success((0..<UInt64(max(count, 1))).map { $0 }) }
        guard let seed = UInt64(text) else { return .failure(SeedError(text: text)) }
        return .success([seed])
    }

    /// The seeds of the environment's `SEED`; a bad one is recorded as the test's failure, so
    /// the run fails saying which values are good, and no scenario runs.
    static func toRun(count: Int, sourceLocation: SourceLocation) -> [UInt64] {
        switch seeds(for: ProcessInfo.processInfo.environment["SEED"], count: count) {
        case .success(let seeds): return seeds
        case .failure(let error):
            Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation)
            return []
        }
    }

    static func size(of seed: UInt64) -> Int { Int(seed % 11) }

    /// Tells `kata verify` which rule ran over how many scenarios, and how many of them reached
    /// each dimension: one line appended to the file `KATA_RULES_OUTPUT` names, when it names
    /// one (`100<TAB>rule 3: …<TAB>letter case=23<TAB>spaces=17`). One `write` with `O_APPEND`
    /// per line, so tests running in parallel never interleave their lines.
    static func announce(_ rule: String, scenarios: Int, dimensions: [String] = []) {
        guard let path = ProcessInfo.processInfo.environment["KATA_RULES_OUTPUT"], !path.isEmpty else { return }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let fields = ["\(scenarios)", rule] + dimensions
        let text = fields.map { $0.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ") }
        let line = Array((text.joined(separator: "\t") + "\n").utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// The scenario of one seed: its own generator, its size from the seed.
    static func scenario<Scenario>(seed: UInt64, _ generate: (inout SeededRandom, Int) -> Scenario) -> Scenario {
        var random = SeededRandom(seed: seed)
        return generate(&random, size(of: seed))
    }
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

/// A `SEED` that is not a seed, and what to do instead.
public struct SeedError: Error, Equatable {
    public let text: String

    public var message: String {
        let shown = text.unicodeScalars.map {
            $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0)
        }.joined()
        return "SEED=\(shown) is not a seed: a seed is a whole number from 0 to \(UInt64.max) (a failing rule names the one that "
            + "replays it); leave SEED out to check every generated scenario"
    }
}
