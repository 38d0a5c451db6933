import Dispatch
import Synchronization

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

/// A condition a task awaits instead of a delay: `wait()` returns once `open()` has been
/// called (at once if it was already). With `OneQueueExecutor` the task that waits runs again
/// after the tasks already queued, in order, so nothing a test checks depends on timing.
final class Latch: Sendable {
    private let state = Mutex<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for task in waiting { task.resume() }
    }

    /// Whether `open()` has been called: a task that polls (yielding between looks) stops on it.
    var isOpen: Bool { state.withLock { $0.isOpen } }

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { (task: CheckedContinuation<Void, Never>) in
            let openAlready = state.withLock { state in
                if !state.isOpen { state.waiting.append(task) }
                return state.isOpen
            }
            if openAlready { task.resume() }
        }
    }
}
