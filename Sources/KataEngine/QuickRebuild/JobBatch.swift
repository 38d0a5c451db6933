import Foundation
import PlaygroundBasics
import Synchronization

/// Starts recorded compiler jobs again: the ones that read only sources (compiles, the
/// module's emission) side by side, one per core, then the rest in their recorded order.
struct JobBatch: Sendable {
    let runner: any ToolRunning
    let folder: URL
    let timeout: TimeInterval

    /// Whether every job succeeded (the later ones do not start once one failed), and
    /// everything they printed.
    func run(_ jobs: [DriverJob]) throws(KataError) -> (succeeded: Bool, printed: String) {
        let first = jobs.filter(\.isIndependent)
        let outcomes = Mutex<[Result<ToolOutcome, KataError>?]>(Array(repeating: nil, count: first.count))
        DispatchQueue.concurrentPerform(iterations: first.count) { index in
            let result = Result { () throws(KataError) in
                try KataError.from { () throws(PlumbingError) in
                    try runner.run(ToolInvocation(first[index].arguments, in: folder, timeout: timeout))
                }
            }
            outcomes.withLock { $0[index] = result }
        }
        var printed = ""
        var succeeded = true
        for result in outcomes.withLock({ $0 }) {
            guard let result else { return (false, printed) }
            let outcome = try result.get()
            printed += outcome.output
            succeeded = succeeded && outcome.succeeded
        }
        guard succeeded else { return (false, printed) }
        for job in jobs where !job.isIndependent {
            let outcome = try KataError.from { () throws(PlumbingError) in
                try runner.run(ToolInvocation(job.arguments, in: folder, timeout: timeout))
            }
            printed += outcome.output
            guard outcome.succeeded else { return (false, printed) }
        }
        return (true, printed)
    }
}
