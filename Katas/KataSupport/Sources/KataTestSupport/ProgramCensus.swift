/// What a model test's step generator needs to know about the program so far (how many
/// objects of each kind it made), counted step by step.
public protocol ProgramCensus {
    associatedtype Step
    init()
    mutating func count(_ step: Step)
}

/// Keeps a census of the program being generated up to date one step at a time: the runner
/// grows each program by one step per call, so counting only the new step keeps generating a
/// 1,000-step program linear instead of quadratic. Any other change of the program (a new
/// program, a shorter one) is counted afresh.
public struct IncrementalCensus<Census: ProgramCensus> {
    private var census = Census()
    private var counted = 0

    public init() {}

    public mutating func next(
        _ random: inout SeededRandom, _ soFar: [Census.Step], _ generate: (inout SeededRandom, Census) -> Census.Step
    ) -> Census.Step {
        if soFar.count == counted + 1, let last = soFar.last {
            census.count(last)
        } else if soFar.count != counted {
            census = Census()
            for step in soFar { census.count(step) }
        }
        counted = soFar.count
        return generate(&random, census)
    }
}
