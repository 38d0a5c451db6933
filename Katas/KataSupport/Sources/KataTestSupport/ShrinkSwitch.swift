import Foundation

/// Whether a failure is shrunk before it is reported. A learner always gets the shortest
/// program; the mutation proof asks only *whether* a test fails and stops the run at the first
/// failure, so it sets `KATA_SHRINK=0` and a mutant costs the failing run, not the dozens of
/// runs that shrinking it would take (a warm program's are a second each).
enum ShrinkSwitch {
    static let variable = "KATA_SHRINK"

    /// The budget to use: `requested`, or none when the environment turns shrinking off.
    static func budget(_ requested: Int) -> Int {
        ProcessInfo.processInfo.environment[variable] == "0" ? 0 : requested
    }
}
