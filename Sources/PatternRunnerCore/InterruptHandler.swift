import Dispatch
import Foundation
import KataEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (and SIGTERM) end the runner cleanly: every process group it started is killed,
/// every temporary folder removed, and the runner exits with 130.
public enum InterruptHandler {
    /// Kept alive for the life of the process. Written only by `install()`, which `main` calls
    /// once before any other thread exists, so the unsafe opt-out cannot race.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Call once, from `main`, before any work.
    public static func install() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                let killed = ActiveProcessGroups.shared.killAll()
                ScratchFolders.shared.removeAll()
                let detail = killed > 0 ? " (stopped \(killed) running tool\(killed == 1 ? "" : "s"))" : ""
                FileHandle.standardError.write(Data("\nInterrupted\(detail); nothing is left running.\n".utf8))
                exit(signalNumber == SIGINT ? 130 : 143)
            }
            source.resume()
            sources.append(source)
        }
    }
}
