import Foundation

/// A file's modification time, or `nil` when it cannot be read (gone, no permission).
public enum FileTimes {
    public static func modified(_ file: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
    }
}
