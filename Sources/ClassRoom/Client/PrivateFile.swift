import Foundation

/// The learner's own room files (the membership and its secret, a join waiting for its answer):
/// encoded as JSON and written whole, readable by their owner alone.
enum PrivateFile {
    static func write(_ value: some Encodable, with encoder: JSONEncoder = JSONEncoder(), to target: URL) throws(RoomError) {
        do {
            try encoder.encode(value).write(to: target, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
        } catch {
            throw .storage(operation: "write", path: target.path, reason: error.localizedDescription)
        }
    }
}
