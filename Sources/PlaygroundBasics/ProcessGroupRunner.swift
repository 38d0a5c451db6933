import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs each tool in a process group of its own, so that a timeout or Ctrl-C can kill the
/// whole tree (`swift test` starts `swift-build` and the test binary, which would otherwise
/// outlive it and hold SwiftPM's lock).
public struct ProcessGroupRunner: ToolRunning {
    public init() {}

    public func run(_ invocation: ToolInvocation, onOutput: (@Sendable (String) -> Void)?) throws(PlumbingError) -> ToolOutcome {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            throw .toolNotStarted(
                command: invocation.arguments.joined(separator: " "), folder: invocation.directory.path, reason: "cannot create a pipe")
        }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        let pid: pid_t
        do {
            pid = try ActiveProcessGroups.shared.launch { () throws(PlumbingError) in try spawn(invocation, output: writeEnd) }
        } catch {
            close(readEnd)
            close(writeEnd)
            throw error
        }
        close(writeEnd)
        defer { ActiveProcessGroups.shared.remove(pid) }

        let collected = Mutex(Data())
        let stopped = Atomic(false)
        let readerDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(readEnd, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                let chunk = Data(buffer[0..<count])
                collected.withLock { output in
                    output.append(chunk)
                    // A tool (a learner's test printing in a loop) may write without end: keep the tail.
                    if output.count > Self.maximumOutputBytes * 2 { output = output.suffix(Self.maximumOutputBytes) }
                }
                onOutput?(String(decoding: chunk, as: UTF8.self))
                if let condition = invocation.stopWhen, !stopped.load(ordering: .relaxed), condition.isMet() {
                    stopped.store(true, ordering: .relaxed)
                    // As a timeout does (SIGINT first: a build cancels its compiler jobs), on a
                    // thread of its own: this one must keep draining the output meanwhile.
                    Thread.detachNewThread { Self.stop(groups: [pid]) }
                }
            }
            close(readEnd)
            readerDone.signal()
        }

        let exit = waitForExit(of: pid, timeout: invocation.timeout, stretchedWhileBusy: invocation.processorTimeLimit != nil)
        // Whatever the main process left behind in its group goes too: nothing keeps running.
        kill(-pid, SIGKILL)
        readerDone.wait()
        // Met just as the tool ended on its own, the condition still holds: the stop is the news.
        let ending = stopped.load(ordering: .relaxed) && exit != .timedOut ? .stoppedOnRequest : exit
        return ToolOutcome(
            ending: ending, output: String(decoding: collected.withLock { $0.suffix(Self.maximumOutputBytes) }, as: UTF8.self))
    }

    /// What a run keeps of its output, from the end: far more than any build or test run writes.
    public static let maximumOutputBytes = 16 * 1024 * 1024

    /// Blocks in `waitpid` on a helper thread, so the exit is seen the moment it happens (a
    /// poll would add up to its interval to every check); the deadline is a timed wait.
    /// `stretchedWhileBusy`: at the deadline, a group that used the processor during the last
    /// stretch is slowed, not stuck (its processor time limit stops a loop), and gets another
    /// stretch, up to ``longestStretches`` of them.
    private func waitForExit(of pid: pid_t, timeout: TimeInterval?, stretchedWhileBusy: Bool) -> ToolOutcome.Ending {
        let exited = DispatchSemaphore(value: 0)
        let ending = Mutex<ToolOutcome.Ending>(.exited(-1))
        Thread.detachNewThread {
            var status: Int32 = 0
            var result: pid_t
            repeat { result = waitpid(pid, &status, 0) } while result == -1 && errno == EINTR
            let value = result == pid ? Self.ending(fromWaitStatus: status) : ToolOutcome.Ending.exited(-1)
            ending.withLock { $0 = value }
            exited.signal()
        }
        guard let timeout else {
            exited.wait()
            return ending.withLock { $0 }
        }
        var progress = BusyGroup(group: pid, stretch: timeout, watching: stretchedWhileBusy)
        while exited.wait(timeout: .now() + timeout) == .timedOut {
            guard progress.deservesAnotherStretch() else {
                Self.stop(groups: [pid])
                exited.wait()
                return .timedOut
            }
        }
        return ending.withLock { $0 }
    }

    /// How many times a busy group's deadline is stretched at most: a bound on a run that a
    /// machine slows without end.
    static let longestStretches = 15

    /// Asks each group to stop (SIGINT: SwiftPM then cancels the compiler jobs it started in
    /// groups of their own), waits up to `grace` seconds, then kills whatever is left.
    static func stop(groups: [pid_t], grace: TimeInterval = 3, whileWaiting: () -> Void = {}) {
        for group in groups { kill(-group, SIGINT) }
        let deadline = Date().addingTimeInterval(grace)
        while Date() < deadline, groups.contains(where: { kill(-$0, 0) == 0 && !isOnlyZombies(group: $0) }) {
            whileWaiting()
            usleep(20_000)
        }
        whileWaiting()
        for group in groups { kill(-group, SIGKILL) }
    }

    /// A group whose leader has exited but is not reaped yet still "exists" for kill(2).
    private static func isOnlyZombies(group: pid_t) -> Bool {
        let members = ProcessTree.snapshot().filter { $0.group == group }
        return !members.isEmpty && members.allSatisfy(\.isZombie)
    }

    /// Decodes `waitpid`'s status word (the W* macros are not imported into Swift).
    static func ending(fromWaitStatus status: Int32) -> ToolOutcome.Ending {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    private func spawn(_ invocation: ToolInvocation, output: Int32) throws(PlumbingError) -> pid_t {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in invocation.environment { environment[key] = value }
        let command = invocation.arguments.joined(separator: " ")

        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let file = invocation.standardOutput {
            posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        }
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        // The tool inherits its standard streams and nothing else (see ``InheritedFiles``).
        #if canImport(Glibc)
            InheritedFiles.closeAllButStandardStreams(&actions)
        #endif
        // A group of its own (pgid = pid), and default signal handling, whatever the runner ignores.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // The runner blocks SIGINT and SIGTERM to take them in one thread; the tool must not inherit that.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        #if canImport(Darwin)
            // Only the descriptors the file actions name (0, 1, 2) reach the tool (see ``InheritedFiles``).
            let closeTheRest = POSIX_SPAWN_CLOEXEC_DEFAULT
        #else
            let closeTheRest: Int32 = 0
        #endif
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | closeTheRest))

        // `sh` changes directory and then becomes the tool (exec), keeping the pid and group;
        // posix_spawn's own chdir action is not available everywhere. A processor time limit is
        // a soft one (the kernel sends SIGXCPU, which the runner can tell from a kill), with no
        // core file to write on the way out.
        let limit = invocation.processorTimeLimit.map { "ulimit -S -t \(max(Int($0.rounded(.up)), 1)); ulimit -S -c 0; " } ?? ""
        let script = limit + "cd \"$0\" && exec \"$@\""
        let argv = (["/bin/sh", "-c", script, invocation.directory.path] + invocation.arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw .toolNotStarted(command: command, folder: invocation.directory.path, reason: String(cString: strerror(result)))
        }
        return pid
    }
}

/// The process groups the runner has started and not yet reaped: what Ctrl-C must kill.
public final class ActiveProcessGroups: Sendable {
    public static let shared = ActiveProcessGroups()

    private let state = Mutex<(stopping: Bool, groups: Set<pid_t>)>((false, []))

    /// True once ``killAll()`` began: no new tool is started after that.
    public var isStopping: Bool { state.withLock { $0.stopping } }

    /// Starts a process and records its group in one step, so Ctrl-C cannot fall between them.
    func launch(_ spawn: () throws(PlumbingError) -> pid_t) throws(PlumbingError) -> pid_t {
        let result: Result<pid_t, PlumbingError> = state.withLock { state in
            guard !state.stopping else { return .failure(.interrupted) }
            do throws(PlumbingError) {
                let pid = try spawn()
                state.groups.insert(pid)
                return .success(pid)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    func remove(_ group: pid_t) { state.withLock { _ = $0.groups.remove(group) } }

    /// Stops every group still running and refuses new ones; returns how many there were.
    @discardableResult
    public func killAll() -> Int {
        let running = state.withLock { state in
            state.stopping = true
            return state.groups
        }
        // SwiftPM and the compiler driver start some jobs in process groups of their own; a
        // tool stopped early can orphan them. Every descendant seen on the way down goes too.
        var seen = ProcessTree.descendants(of: [getpid()])
        ProcessGroupRunner.stop(groups: Array(running)) {
            seen.formUnion(ProcessTree.descendants(of: seen.union([getpid()])))
        }
        for pid in seen where pid != getpid() { kill(pid, SIGKILL) }
        return running.count
    }
}
