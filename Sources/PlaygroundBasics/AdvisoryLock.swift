import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `flock` on a lock file of its own, so two runs of the engine (a `watch` and a `check` in
/// another terminal) take turns, and the rename of a data file never races the lock. A lock
/// that cannot be opened (read-only folder) is no reason to refuse the work: the body runs.
public enum AdvisoryLock {
    public static func holding<T, E: Error>(_ lockFile: URL, _ body: () throws(E) -> T) throws(E) -> T {
        try? FileManager.default.createDirectory(at: lockFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(lockFile.path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        flock(descriptor, LOCK_EX)
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
