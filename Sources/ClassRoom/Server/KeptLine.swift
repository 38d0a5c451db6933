import Foundation
import PlaygroundBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line the room keeps in its folder for the next start (the instructor's key, the join
/// code), readable by the instructor alone (0600).
enum KeptLine {
    /// The line kept as `name` in `folder`, trimmed; `nil` when there is none.
    static func read(_ name: String, in folder: URL) -> String? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Writes `line` as `name` in `folder` (made if missing), atomically; `what` names it in an error.
    static func write(_ line: String, as name: String, in folder: URL, what: String) throws(RoomError) {
        let file = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .storage(operation: "make the room's folder", path: folder.path, reason: error.localizedDescription)
        }
        do {
            try AtomicFile.write(Data("\(line)\n".utf8), to: file)
        } catch {
            throw .storage(operation: "keep \(what) in", path: file.path, reason: error.reason)
        }
        chmod(file.path, 0o600)
    }
}
