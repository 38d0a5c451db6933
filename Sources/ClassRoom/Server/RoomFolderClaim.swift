import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One room per folder. Two rooms serving one folder each rewrite its members' file from their
/// own memory (a learner one of them let in is dropped by the other), and `room close` reaches
/// whichever answered last. A room claims its folder with a lock held for as long as it runs
/// (`flock` on `.room-lock`, released by the system when the process ends, however it ends).
public enum RoomFolderClaim {
    public static let fileName = ".room-lock"

    /// The claim on `folder`, held until the process ends; `nil` when another room holds it. A
    /// folder where no lock file can be made is claimed without one (nothing to race on then).
    public static func claim(_ folder: URL) -> Int32? {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let descriptor = open(folder.appendingPathComponent(fileName).path, O_RDWR | O_CREAT, 0o600)
        guard descriptor >= 0 else { return -1 }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
