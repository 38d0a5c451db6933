/// `kata …`: placeholder until the kata engine lands.
struct KataCommand {
    static let help = "USAGE: PatternRunner kata list | check | hint | watch | reset | solution [NAME]\n"
    let arguments: [String]
    let environment: RunnerEnvironment

    func run(console: Console) throws(UsageError) -> ExitStatus {
        throw UsageError("the kata engine is not available yet")
    }
}
