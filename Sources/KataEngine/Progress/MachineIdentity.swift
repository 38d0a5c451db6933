import Foundation
import PlaygroundBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// This machine: its id, and the key that proves it (``MachineKey``). The key is drawn the first
/// time and kept in `Katas/.machine-key`, created readable by its owner alone from its first
/// byte, and never sent: each room gets a key worked out from it for that room alone
/// (``forRoom(_:)``); every later run reads the same key, so the machine keeps its row.
public struct MachineIdentity: Equatable, Sendable {
    /// What reports carry: 16 hex digits worked out from the key, or 4 where no key can be kept.
    public let id: String
    /// What a join sends to prove ``id``; `nil` where no key could be kept.
    public let key: String?

    /// The identity kept in `directory`: its key when the file holds one; else a new key, written
    /// there first (a file that holds no key is replaced). Where no key can be written (a
    /// read-only folder), the id of older clients: four hex digits of a digest of the host name
    /// and user, the same on every run, which the room lets in without a key. A key drawn for
    /// one run only would give the learner a new row at every check.
    public static func kept(in directory: URL) -> MachineIdentity {
        let file = directory.appendingPathComponent(MachineKey.fileName)
        if let key = read(file) { return MachineIdentity(id: MachineKey.machineID(of: key), key: key) }
        let drawn = MachineKey.make()
        if let key = keep(drawn, at: file) { return MachineIdentity(id: MachineKey.machineID(of: key), key: key) }
        let name = ProcessInfo.processInfo.hostName + "/" + (ProcessInfo.processInfo.environment["USER"] ?? "")
        return MachineIdentity(id: String(ContentDigest.of(Data(name.utf8)).prefix(MachineKey.legacyIDLength)), key: nil)
    }

    /// This machine as the room at `origin` ("http://192.168.1.20:8787", ``roomOrigin(scheme:host:port:)``)
    /// knows it: a key of its own for that room, the SHA-256 of a tag, the kept key and the
    /// origin (its first 32 hex digits), and the id that key proves. A join sends that room's
    /// key, never the kept one: a room (or a fake one, or whoever reads the network) learns a
    /// key that proves this machine to it alone, never to another room. Where no key is kept,
    /// the four-digit id as it is. The same room at the same address gives the same id at
    /// every join, so the machine keeps its row there.
    public func forRoom(_ origin: String) -> MachineIdentity {
        guard let key else { return self }
        let derived = String(SHA256.hex(of: Data((Self.roomKeyTag + key + "\n" + origin).utf8)).prefix(MachineKey.keyLength))
        return MachineIdentity(id: MachineKey.machineID(of: derived), key: derived)
    }

    /// Sets a room's key apart from every other use of a digest of the kept key.
    static let roomKeyTag = "mediator-playground room machine key v1\n"

    /// A room's origin as ``forRoom(_:)`` reads it: `scheme://host:port`, the scheme and host in
    /// lower case, the port always written (80 when the address gives none).
    public static func roomOrigin(scheme: String, host: String, port: Int?) -> String {
        let host = host.lowercased()
        return "\(scheme.lowercased())://\(host.contains(":") ? "[\(host)]" : host):\(port ?? 80)"
    }

    /// The key `file` holds, or `nil` when it holds none (missing, unreadable, or not 32 hex digits).
    static func read(_ file: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: file.path), data.count <= 2 * MachineKey.keyLength else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return MachineKey.isWellFormed(text) ? text : nil
    }

    /// Writes `key` to `file` and answers the key the file then holds: `key`, or the key another
    /// run of the runner (a check beside a join) kept there a moment before, so both use one
    /// key. The key goes to a file beside it created owner-only, then takes the name: linked
    /// when there is no file yet (so a key kept meanwhile is never overwritten), renamed over a
    /// file that holds no key. `nil` when it cannot be written.
    static func keep(_ key: String, at file: URL) -> String? {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(
            ".\(MachineKey.fileName).writing-\(getpid())-\(MachineKey.make().prefix(8))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { return nil }
        defer { unlink(temporary.path) }
        let bytes = Array((key + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let flushed = fsync(descriptor) == 0
        close(descriptor)
        guard written == bytes.count, flushed else { return nil }
        if link(temporary.path, file.path) == 0 { return key }
        guard errno == EEXIST else { return nil }
        if let kept = read(file) { return kept }
        return rename(temporary.path, file.path) == 0 ? key : nil
    }
}
