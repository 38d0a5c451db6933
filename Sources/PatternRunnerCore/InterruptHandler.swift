import Foundation
import KataEngine
import PlaygroundBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (and SIGTERM) end the runner cleanly: every process group it started is stopped,
/// every temporary folder removed, and the runner exits with 130 (143 for SIGTERM).
///
/// The signals are blocked in every thread and taken by one thread with `sigwait`, so none
/// is lost while another thread is busy starting a tool; tools are started with them unblocked.
public enum InterruptHandler {
    /// True once Ctrl-C arrived: `main` must then leave the exit to the handler.
    public static var isInterrupted: Bool { ActiveProcessGroups.shared.isStopping }

    /// Call once, first thing in `main`, before any other thread is started.
    public static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let waited = signals
        Thread.detachNewThread {
            var set = waited
            var received: Int32 = 0
            guard sigwait(&set, &received) == 0 else { return }
            ActiveProcessGroups.shared.killAll()
            ScratchFolders.shared.removeAll()
            // A proving thread may have been copying files a moment ago: sweep once more.
            usleep(200_000)
            ScratchFolders.shared.removeAll()
            // The one line after Ctrl-C: the console is silent now (``SilencedOnInterrupt``).
            FileHandle.standardError.write(Data("\nInterrupted; nothing is left running.\n".utf8))
            exit(received == SIGINT ? 130 : 143)
        }
    }
}
