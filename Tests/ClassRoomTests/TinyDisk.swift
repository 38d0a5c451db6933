import Foundation
import PlaygroundTestSupport

/// A real, tiny file system for the tests of a failing disk: a tmpfs of a few pages mounted on a
/// scratch folder, that can be filled or remounted read-only. Mounting needs root on Linux
/// (CI runs as root here); elsewhere ``mount()`` gives `nil` and the tests that need it say so.
final class TinyDisk {
    let scratch: TemporaryFolder
    var url: URL { scratch.url }

    private init(scratch: TemporaryFolder) { self.scratch = scratch }

    /// Whether this machine lets a test mount one (checked once, by trying).
    static let available: Bool = mount() != nil

    static func mount(kilobytes: Int = 64) -> TinyDisk? {
        #if os(Linux)
            guard let scratch = try? TemporaryFolder("tinydisk"),
                run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0755", "tmpfs", scratch.url.path])
            else { return nil }
            return TinyDisk(scratch: scratch)
        #else
            return nil
        #endif
    }

    /// Nothing more can be written on it. Refused unless the folder is still a mount point of
    /// its own: remounting the file system it sits on would make the machine's disk read-only.
    func makeReadOnly() -> Bool {
        guard isMountPoint else { return false }
        return Self.run("/bin/mount", ["-o", "remount,ro", url.path])
    }

    private var isMountPoint: Bool {
        let manager = FileManager.default
        let own = (try? manager.attributesOfItem(atPath: url.path))?[.systemNumber] as? Int
        let parent = (try? manager.attributesOfItem(atPath: url.deletingLastPathComponent().path))?[.systemNumber] as? Int
        return own != nil && parent != nil && own != parent
    }

    /// Writes one byte after another into `filler` until the disk refuses: it is then full.
    func fill() {
        let filler = url.appendingPathComponent("filler")
        _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: filler) else { return }
        defer { try? handle.close() }
        let chunk = Data(repeating: 0x78, count: 4_096)
        while (try? handle.write(contentsOf: chunk)) != nil {}
        while (try? handle.write(contentsOf: Data([0x78]))) != nil {}
    }

    func free() { try? FileManager.default.removeItem(at: url.appendingPathComponent("filler")) }

    deinit { _ = Self.run("/bin/umount", ["-l", url.path]) }

    @discardableResult
    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
