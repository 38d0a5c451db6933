import Foundation
import Synchronization

/// Temporary folders the engine is working in, so an interrupted run (Ctrl-C) can remove
/// them, and the lock files SwiftPM made for them, before it exits: nothing is left in /tmp.
public final class ScratchFolders: Sendable {
    public static let shared = ScratchFolders()

    private let folders = Mutex<Set<URL>>([])

    /// A new empty folder under the system's temporary directory, registered for cleanup.
    public func make(prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folders.withLock { _ = $0.insert(folder) }
        return folder
    }

    public func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
        SwiftPMLocks.remove(under: folder)
        folders.withLock { _ = $0.remove(folder) }
    }

    /// Removes every registered folder, and SwiftPM's lock files for them; for the interrupt handler.
    public func removeAll() {
        for folder in folders.withLock({ $0 }) {
            try? FileManager.default.removeItem(at: folder)
            SwiftPMLocks.remove(under: folder)
        }
    }
}
