/// The shortest failing program found so far, and the next candidate to try: first the
/// program cut after its failing step, then the program with its floods made light (when it
/// still fails, every later candidate is cheap to run), then chunks of steps removed (halves, quarters … single
/// steps, as delta debugging does), then each step replaced by a simpler one, then the whole
/// program rewritten (a value several steps share made simpler in all of them at once, which
/// no one step's simplification can do without breaking what they share); whenever a
/// candidate still fails it becomes the program, and passes repeat while any of them helped.
/// A budget of runs bounds the work on a slow or long program. A candidate counts as failing
/// only when it breaks the rule the program first broke (as Hypothesis keeps to one failure
/// while shrinking): a shorter program that slips into another bug's failure would name a rule
/// the learner did not break first.
struct ProgramShrinking<Step: ProgramStep> {
    private(set) var program: [Step]
    private(set) var failure: ProgramFailure
    private var budget: Int
    private var chunk: Int
    private var start = 0
    private var stepIndex = 0
    private var option = 0
    private var simplifying = false
    private var rewriting = false
    private var rewrites: [[Step]] = []
    private var rewriteIndex = 0
    private var lastWasRewrite = false
    private var improvedThisPass = false
    private var lastRemovalStart = 0
    private var lastWasRemoval = false
    private var floodsTried = false

    init(program: [Step], failure: ProgramFailure, budget: Int = 1_000) {
        (self.program, self.failure, self.budget) = (program, failure, ShrinkSwitch.budget(budget))
        chunk = max(program.count / 2, 1)
    }

    /// The next candidate to run, or nil when shrinking is done or out of budget.
    mutating func nextCandidate(_ simplify: (Step) -> [Step], rewrite: ([Step]) -> [[Step]] = { _ in [] }) -> [Step]? {
        while budget > 0 {
            lastWasRewrite = false
            if program.count > failure.index + 1 {
                budget -= 1
                lastWasRemoval = false
                return Array(program.prefix(failure.index + 1))
            }
            if !floodsTried {
                floodsTried = true
                if let lighter = Self.withoutFloods(program, simplify) {
                    (budget, lastWasRemoval) = (budget - 1, false)
                    return lighter
                }
            }
            if !simplifying {
                if let candidate = nextRemoval() { return candidate }
                (simplifying, stepIndex, option) = (true, 0, 0)
            }
            if !rewriting {
                if let candidate = nextSimplification(simplify) { return candidate }
                (rewriting, rewrites, rewriteIndex) = (true, rewrite(program), 0)
            }
            if rewriteIndex < rewrites.count {
                (budget, lastWasRemoval, lastWasRewrite) = (budget - 1, false, true)
                rewriteIndex += 1
                return rewrites[rewriteIndex - 1]
            }
            guard improvedThisPass else { return nil }
            (simplifying, rewriting, improvedThisPass, chunk, start) = (false, false, false, max(program.count / 2, 1), 0)
        }
        return nil
    }

    /// A candidate that still fails becomes the program.
    mutating func tried(_ candidate: [Step], failure: ProgramFailure?) {
        guard let failure, failure.divergence.rule == self.failure.divergence.rule else { return }
        (program, self.failure, improvedThisPass) = (candidate, failure, true)
        // The other rewrites were made from the program before this one: the next pass makes new ones.
        if lastWasRewrite { rewriteIndex = rewrites.count }
        // The steps after the removed chunk moved into its place: try the same place again.
        if lastWasRemoval { start = lastRemovalStart }
    }

    /// `program` with each flood (a step of ``FloodSize/smallest`` calls or more) made as light
    /// as its simpler forms go (the lightest of each, again and again), or left out when they
    /// stay that heavy; nil when it has no flood.
    static func withoutFloods(_ program: [Step], _ simplify: (Step) -> [Step]) -> [Step]? {
        guard program.contains(where: { $0.calls >= FloodSize.smallest }) else { return nil }
        return program.compactMap { step in
            guard step.calls >= FloodSize.smallest else { return step }
            var light = step
            for _ in 0..<64 {
                guard let lighter = simplify(light).min(by: { $0.calls < $1.calls }), lighter.calls < light.calls else { break }
                light = lighter
            }
            return light.calls < FloodSize.smallest ? light : nil
        }
    }

    private mutating func nextRemoval() -> [Step]? {
        while chunk >= 1 {
            if start < program.count {
                let end = min(start + chunk, program.count)
                var candidate = program
                candidate.removeSubrange(start..<end)
                (lastRemovalStart, lastWasRemoval) = (start, true)
                start = end
                budget -= 1
                return candidate
            }
            (chunk, start) = (chunk / 2, 0)
        }
        return nil
    }

    private mutating func nextSimplification(_ simplify: (Step) -> [Step]) -> [Step]? {
        lastWasRemoval = false
        while stepIndex < program.count {
            let options = simplify(program[stepIndex])
            if option < options.count {
                var candidate = program
                candidate[stepIndex] = options[option]
                option += 1
                budget -= 1
                return candidate
            }
            (stepIndex, option) = (stepIndex + 1, 0)
        }
        return nil
    }
}
