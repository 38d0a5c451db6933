import Foundation
import PlaygroundBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The instructor's key, kept in the room's folder (`.room-key`, readable by the instructor
/// alone): a restarted room has the same key, so a projector page left open carries on, and
/// `make room-close` and friends on the instructor's own terminal read it from there.
public enum InstructorKey {
    public static let fileName = ".room-key"

    /// The key kept in `folder`, or a new one written there (0600) when there is none usable.
    static func kept(in folder: URL) throws(RoomError) -> String {
        let file = folder.appendingPathComponent(fileName)
        if let key = read(from: folder) { return key }
        let key = RoomSecret.make()
        do {
            try AtomicFile.write(Data("\(key)\n".utf8), to: file)
        } catch {
            throw .storage(operation: "keep the instructor's key in", path: file.path, reason: error.reason)
        }
        chmod(file.path, 0o600)
        return key
    }

    /// The key kept in `folder`, if there is a well-formed one.
    public static func read(from folder: URL) -> String? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(fileName)) else { return nil }
        let key = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return RoomSecret.isWellFormed(key) ? key : nil
    }
}
