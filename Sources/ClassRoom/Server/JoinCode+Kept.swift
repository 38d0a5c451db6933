import Foundation
import PlaygroundBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension JoinCode {
    /// Where the room's folder keeps its code, beside the instructor's key.
    public static let fileName = ".room-code"

    /// The code a room opened on `folder` uses: `given` (kept for the next start), else the one
    /// kept there, else a new one, kept. A room restarted on its folder (after a crash, a
    /// reboot) so keeps its code: the projector page still shows the right one, and the
    /// learners' saved code still joins.
    public static func kept(in folder: URL, given: JoinCode?) throws(RoomError) -> JoinCode {
        let file = folder.appendingPathComponent(fileName)
        if given == nil, let data = try? Data(contentsOf: file),
            let kept = JoinCode(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        {
            return kept
        }
        let code = given ?? random()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .storage(operation: "make the room's folder", path: folder.path, reason: error.localizedDescription)
        }
        do {
            try AtomicFile.write(Data("\(code.text)\n".utf8), to: file)
        } catch {
            throw .storage(operation: "keep the room's code in", path: file.path, reason: error.reason)
        }
        chmod(file.path, 0o600)
        return code
    }
}
