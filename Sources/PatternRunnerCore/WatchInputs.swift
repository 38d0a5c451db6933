import Foundation
import PlaygroundBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the watch waits for next: a save among the kata's files, or a line the learner typed
/// at its question (`nil`: the input ended).
enum WatchEvent: Equatable {
    case saved
    case answer(String?)
}

/// Where the watch's events come from: the files and the keyboard, or a test's script.
protocol WatchInputs {
    /// What the files under `roots` hold now.
    func snapshot(of roots: [URL]) -> FolderSnapshot
    /// Blocks until the files under `roots` differ from `since` or, when `answering`, a line is
    /// typed; whichever comes first.
    func next(roots: [URL], since: FolderSnapshot, answering: Bool) -> WatchEvent
}

/// The real inputs: polls the files by content and, while a question waits, standard input,
/// so a save made at the question is checked at once instead of after the answer.
struct TerminalWatchInputs: WatchInputs {
    var pollInterval: TimeInterval = 0.4

    func snapshot(of roots: [URL]) -> FolderSnapshot { FolderWatcher(roots: roots).snapshot() }

    func next(roots: [URL], since: FolderSnapshot, answering: Bool) -> WatchEvent {
        let watcher = FolderWatcher(roots: roots)
        // Keys pressed while no question was asked must not answer this one.
        if answering, isatty(STDIN_FILENO) == 1 { tcflush(STDIN_FILENO, TCIFLUSH) }
        while true {
            if answering {
                if Self.lineIsWaiting(within: pollInterval) { return .answer(readLine()) }
            } else {
                Thread.sleep(forTimeInterval: pollInterval)
            }
            if watcher.settledChange(from: since) != nil { return .saved }
        }
    }

    /// Whether standard input has a line (or its end) to read, waiting at most `seconds`.
    private static func lineIsWaiting(within seconds: TimeInterval) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, Int32(seconds * 1000)) > 0
    }
}
