import Dispatch

/// Runs the jobs of the tasks that prefer it one at a time, first come, first served, so a test
/// can know the order things happen in: tasks added to a group start in the order added, and a
/// task that suspends (an `await Task.yield()` inside `send`, say) lets every task queued before
/// its return run first. An actor without an executor of its own runs there too (SE-0417).
final class OneQueueExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "kata 10: one job at a time, in order")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
