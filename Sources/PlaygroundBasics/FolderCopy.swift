import Foundation

/// Copies kata folders without their build products, which can be large and are machine-specific.
public enum FolderCopy {
    public static let skipped: Set<String> = [".build", ".swiftpm", "Package.resolved"]

    public static func copy(_ source: URL, to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path) where !skipped.contains(name) {
            let from = source.appendingPathComponent(name)
            let to = destination.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: from.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try copy(from, to: to)
            } else {
                try manager.copyItem(at: from, to: to)
            }
        }
    }
}
