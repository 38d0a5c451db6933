import Foundation

/// The output file map SwiftPM writes for each module (`-output-file-map`): for every source,
/// the object and the dependency records the compiler writes for it. The quick rebuild reads
/// it to find the object of a source the driver's records may misjudge.
struct OutputFileMap: Equatable, Sendable {
    /// Each source's object file.
    let objects: [String: String]

    /// The map named by a driver command's `-output-file-map`; `nil` when there is none or it
    /// cannot be read.
    static func of(arguments: [String]) -> OutputFileMap? {
        guard let flag = arguments.firstIndex(of: "-output-file-map"), flag + 1 < arguments.count,
            let data = FileManager.default.contents(atPath: arguments[flag + 1])
        else { return nil }
        return parse(data)
    }

    static func parse(_ data: Data) -> OutputFileMap? {
        guard let entries = try? JSONDecoder().decode([String: [String: String]].self, from: data) else { return nil }
        return OutputFileMap(objects: entries.compactMapValues { $0["object"] })
    }
}
