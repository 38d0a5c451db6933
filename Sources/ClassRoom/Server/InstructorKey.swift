import Foundation

/// The instructor's key, kept in the room's folder (`.room-key`, readable by the instructor
/// alone): a restarted room has the same key, so a projector page left open carries on, and
/// `make room-close` and friends on the instructor's own terminal read it from there.
public enum InstructorKey {
    public static let fileName = ".room-key"

    /// The key kept in `folder`, or a new one written there (0600) when there is none usable.
    static func kept(in folder: URL) throws(RoomError) -> String {
        if let key = read(from: folder) { return key }
        let key = RoomSecret.make()
        try KeptLine.write(key, as: fileName, in: folder, what: "the instructor's key")
        return key
    }

    /// The key kept in `folder`, if there is a well-formed one.
    public static func read(from folder: URL) -> String? {
        KeptLine.read(fileName, in: folder).flatMap { RoomSecret.isWellFormed($0) ? $0 : nil }
    }
}
