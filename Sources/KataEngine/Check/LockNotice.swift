import Foundation
import Synchronization

/// Watches a build's output for SwiftPM's "another instance is running" line and says, once,
/// that this check is waiting for another one instead of hanging silently.
final class LockNotice: Sendable {
    private let said = Mutex(false)
    private let notice: @Sendable (String) -> Void
    private let folder: URL

    init(notice: @escaping @Sendable (String) -> Void, folder: URL) { (self.notice, self.folder) = (notice, folder) }

    func inspect(_ chunk: String) {
        guard chunk.contains("Another instance of SwiftPM") else { return }
        let first = said.withLock { said in
            defer { said = true }
            return !said
        }
        if first {
            notice(
                "Waiting: another check or build holds \(folder.path)/.build (a second terminal, or watch mode). It goes on once that one ends."
            )
        }
    }
}
