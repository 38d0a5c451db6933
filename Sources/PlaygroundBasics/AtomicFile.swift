import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file in one step: the new bytes go to a hidden file beside it, are flushed,
/// and are renamed over the old one. A kill at any moment leaves either the old file or the
/// new one, never a missing or partial file.
public enum AtomicFile {
    public static func write(_ data: Data, to target: URL) throws(PlumbingError) {
        removeLeftovers(beside: target)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).writing-\(getpid())-\(UUID().uuidString.prefix(8))")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw .fileOperation(
                operation: "write", path: target.path, reason: "cannot create \(temporary.lastPathComponent) beside it")
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .fileOperation(operation: "write", path: target.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .fileOperation(operation: "move the new file into place at", path: target.path, reason: reason)
        }
    }

    /// Temporary files of writers that were killed before their rename: their pid is in the
    /// name, and a pid that no longer runs will never finish the job.
    public static func removeLeftovers(beside target: URL) {
        let folder = target.deletingLastPathComponent()
        let prefix = ".\(target.lastPathComponent).writing-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), pid != getpid(), kill(pid, 0) != 0 else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
