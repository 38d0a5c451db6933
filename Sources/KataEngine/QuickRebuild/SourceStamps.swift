import Foundation
import PlaygroundBasics
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How every source file stands on disk, by the kernel's own record: inode, size, and the
/// change time, which every write moves and no program can set back (`cp -p` and `touch -d`
/// set the modification time, not this one). Taken before a build and again after it: any
/// difference means a file was written while the compiler read it, and what was built may be
/// neither the text before nor the text after. The check then builds again instead of judging
/// a binary made from text that is no longer on disk (a save made and undone during a build
/// leaves the content as it was, but not its change time).
struct SourceStamps: Equatable, Sendable {
    var files: [String: String] = [:]

    static func take(of roots: [URL]) -> SourceStamps {
        var stamps = SourceStamps()
        for file in FileListing.files(under: roots) {
            stamps.files[file.path] = CanonicalTwins.combining(stamps.files[file.path], stamp(of: file.path))
        }
        return stamps
    }

    /// Paths whose stamp differs between the two, or that only one of them has.
    func changedPaths(since earlier: SourceStamps) -> [String] {
        Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }.sorted()
    }

    /// The link itself and what it points to: retargeting a symbolic link is a change too.
    static func stamp(of path: String) -> String {
        "\(status(of: path, followingLinks: false))|\(status(of: path, followingLinks: true))"
    }

    private static func status(of path: String, followingLinks: Bool) -> String {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return "missing" }
        #if canImport(Darwin)
            let changed = info.st_ctimespec, modified = info.st_mtimespec
        #else
            let changed = info.st_ctim, modified = info.st_mtim
        #endif
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(changed.tv_sec).\(changed.tv_nsec):\(modified.tv_sec).\(modified.tv_nsec)"
    }
}

/// The stamps a build is judged against, moved forward for the files the check itself makes
/// newer (so SwiftPM compiles them): only someone else's write counts as a change.
final class StampBaseline: Sendable {
    private let current: Mutex<SourceStamps>

    init(_ stamps: SourceStamps) { current = Mutex(stamps) }

    var stamps: SourceStamps { current.withLock { $0 } }

    /// Call right after touching `paths`.
    func ownWrites(_ paths: [String]) {
        let paths = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        current.withLock { stamps in
            for path in paths where stamps.files[path] != nil {
                // A twin whose name differs only by normalisation shares the entry: stamp both again.
                let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
                let twins = FileListing.files(under: [folder]).map(\.path).filter { $0 == path }
                stamps.files[path] = twins.reduce(nil) { CanonicalTwins.combining($0, SourceStamps.stamp(of: $1)) }
            }
        }
    }
}
