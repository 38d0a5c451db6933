import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Decides whether a relative path from metadata stays inside a folder, after `..` and
/// symbolic links are resolved: the guard that keeps reset and verify from touching anything
/// outside a kata.
public enum PathContainment {
    public static func isInside(_ relativePath: String, folder: URL) -> Bool {
        guard !relativePath.isEmpty, !relativePath.hasPrefix("/"), !relativePath.contains("\0") else { return false }
        guard let base = resolved(folder.path) else { return false }
        guard let target = resolved(folder.appendingPathComponent(relativePath).path) else { return false }
        return target.hasPrefix(base + "/")
    }

    /// `realpath` of the deepest part that exists, with the rest (which cannot hold a link
    /// yet) normalised and appended.
    public static func resolved(_ path: String) -> String? {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while true {
            if let real = realpath(existing.path, nil) {
                defer { free(real) }
                let head = URL(fileURLWithPath: String(cString: real))
                return rest.reversed().reduce(head) { $0.appendingPathComponent($1) }.standardizedFileURL.path
            }
            guard existing.path != "/" else { return nil }
            rest.append(existing.lastPathComponent)
            existing = existing.deletingLastPathComponent()
        }
    }
}
