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

    /// Retired rows kept per member in `.retired/`: a member re-joining under new names and new
    /// machine ids again and again cannot fill the disk.
    static let retiredPerMember = 5

    /// Moves a retired or removed learner's file into `.retired/<group>/` (hidden: `make class`
    /// skips it), keeping that group's last ``retiredPerMember`` files. `group` is the member's
    /// ``RoomMember/retiredFolder``: ASCII letters, digits and dashes.
    func retire(_ name: String, group: String) throws(RoomError) {
        let retired = folder.appendingPathComponent(".retired").appendingPathComponent(group)
        let source = folder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: source.path) else { return }
        do {
            try FileManager.default.createDirectory(at: retired, withIntermediateDirectories: true)
            let stamp = String(format: "%015d", Int(Date().timeIntervalSince1970 * 1_000))
            var target = retired.appendingPathComponent("\(stamp)-\(name)")
            for extra in 1...99 where FileManager.default.fileExists(atPath: target.path) {
                target = retired.appendingPathComponent("\(stamp)-\(extra)-\(name)")
            }
            try FileManager.default.moveItem(at: source, to: target)
            let kept = try FileManager.default.contentsOfDirectory(atPath: retired.path).sorted()
            for old in kept.dropLast(Self.retiredPerMember) {
                try FileManager.default.removeItem(at: retired.appendingPathComponent(old))
            }
        } catch {
            throw .storage(operation: "retire", path: source.path, reason: error.localizedDescription)
        }
        syncFolder()
    }

    /// Takes back a file this request wrote and never acknowledged: `previous` (the bytes it
    /// replaced) goes back, or, when there were none, the file goes.
    func undo(_ name: String, previous: Data?) {
        let target = folder.appendingPathComponent(name)
        if let previous {
            try? AtomicFile.write(previous, to: target)
        } else {
            try? FileManager.default.removeItem(at: target)
        }
        syncFolder()
    }

    /// The bytes of `name` now, if any.
    func read(_ name: String) -> Data? { try? Data(contentsOf: folder.appendingPathComponent(name)) }

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
