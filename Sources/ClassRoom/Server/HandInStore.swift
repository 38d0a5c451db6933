import Foundation
import PlaygroundBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The room's folder on disk. A hand-in is acknowledged only after this returns: the bytes go to
/// a temporary file beside the target, are flushed to the disk (fsync), renamed over the old
/// file, and the folder itself is flushed so the rename survives a power cut. Any failure (a
/// full disk, a read-only folder, a file where the folder should be) is thrown, never swallowed.
struct HandInStore: Sendable {
    let folder: URL

    func write(_ data: Data, named name: String, privately: Bool = false) throws(RoomError) {
        let target = folder.appendingPathComponent(name)
        do {
            try AtomicFile.write(data, to: target)
        } catch {
            throw .storage(operation: "write", path: target.path, reason: error.reason)
        }
        if privately { chmod(target.path, 0o600) }
        syncFolder()
    }

    /// Moves a retired learner's file into `.retired/` (hidden: `make class` skips it), never deleting it.
    func retire(_ name: String) throws(RoomError) {
        let retired = folder.appendingPathComponent(".retired")
        let source = folder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: source.path) else { return }
        do {
            try FileManager.default.createDirectory(at: retired, withIntermediateDirectories: true)
            let stamp = Int(Date().timeIntervalSince1970)
            try FileManager.default.moveItem(at: source, to: retired.appendingPathComponent("\(stamp)-\(name)"))
        } catch {
            throw .storage(operation: "retire", path: source.path, reason: error.localizedDescription)
        }
        syncFolder()
    }

    private func syncFolder() {
        let descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }
}

extension PlumbingError {
    /// The system's words for what went wrong ("No space left on device").
    var reason: String {
        switch self {
        case .fileOperation(_, _, let reason): reason
        default: "\(self)"
        }
    }
}
