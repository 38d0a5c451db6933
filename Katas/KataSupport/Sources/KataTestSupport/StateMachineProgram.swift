/// One operation of a generated program, in the manner of Hypothesis's `RuleBasedStateMachine`
/// and QuickCheck's state-machine testing. `swiftLine` is how a learner would write the step in
/// a test (`mediator.register(c2)`), so the shortest failing program prints as Swift to paste.
///
/// Steps name the objects they use by small indices (colleague #0, #1 …, mediator #0 …), never
/// by reference, so removing a step while shrinking keeps the rest of the program meaningful:
/// the model test's `execute` skips a step whose objects were never created (or are gone).
public protocol ProgramStep: Sendable {
    var swiftLine: String { get }
    /// The step as Swift after `earlier` steps of its program: a step that names a value made
    /// earlier (an option of a planner's town, a venue kept after its planner was let go of)
    /// writes it as the program has it at that point, so the lines paste into a test as they are.
    func swiftLine(after earlier: [Self]) -> String
    /// How many calls of the code under test the step makes: a flood's count, else 1. Shrinking
    /// first tries a failing program without its steps of ``FloodSize/smallest`` calls or more:
    /// when it still fails so, each later candidate runs in milliseconds, not a warm-up's second.
    var calls: Int { get }
}

extension ProgramStep {
    public func swiftLine(after earlier: [Self]) -> String { swiftLine }
    public var calls: Int { 1 }
}

/// What went wrong at one step: the README rule (its number and words, quoted from the
/// README), what the learner's code did, and what the rule says should have happened.
public struct Divergence: Sendable, Equatable {
    public var rule: String
    public var yourCode: String
    public var ruleSays: String

    public init(rule: String, yourCode: String, ruleSays: String) {
        (self.rule, self.yourCode, self.ruleSays) = (rule, yourCode, ruleSays)
    }
}

/// The first step at which the learner's code and the model parted (its index in the program
/// that was run), and how. A tuple, so `execute` can return `(index, divergence)` plainly.
public typealias ProgramFailure = (index: Int, divergence: Divergence)

/// How long program `n` is: most 0–10 steps, one in ten 11–99, one in ten 100–`maxLength`, so
/// budgets, counters, caches and storage growth show while a check stays fast. Seeds ending in
/// 9 are the long ones, so every run of 10 or more programs has some.
enum ProgramLength {
    static func of(seed: UInt64, maxLength: Int, _ random: inout SeededRandom) -> Int {
        let longest = max(maxLength, 0)
        switch seed % 10 {
        case 9: return random.int(in: min(100, longest)...longest)
        case 8: return random.int(in: min(11, longest)...min(99, longest))
        default: return random.int(in: 0...min(10, longest))
        }
    }

    /// Program `seed`: its length (drawn from `lengths` when given), then each step from the
    /// generator, which sees the steps so far.
    static func program<Step>(
        seed: UInt64, maxLength: Int, lengths: ClosedRange<Int>? = nil, _ step: (inout SeededRandom, [Step]) -> Step
    ) -> [Step] {
        var random = SeededRandom(seed: seed)
        let length = lengths.map { random.int(in: $0) } ?? of(seed: seed, maxLength: maxLength, &random)
        var steps: [Step] = []
        steps.reserveCapacity(length)
        for _ in 0..<length { steps.append(step(&random, steps)) }
        return steps
    }
}
