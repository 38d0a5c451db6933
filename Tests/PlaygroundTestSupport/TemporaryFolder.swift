import Foundation
import PlaygroundBasics

/// A folder of its own under the system's temporary folder, removed with SwiftPM's lock files
/// for it when the last reference goes: the one way tests make scratch space.
public final class TemporaryFolder: Sendable {
    public let url: URL

    public init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path below the folder.
    public func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// Writes `text` at `relative`, creating the folders on the way.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> URL {
        let file = path(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
        SwiftPMLocks.remove(under: url)
    }
}
