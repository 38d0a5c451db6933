import Foundation
import Testing

/// The repository stands alone: no tracked file points outside it to the documents.
@Suite struct SelfContainedTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func noTrackedFileMentionsTheWorkspacesSharedFolder() throws {
        // Spelled in two parts so this file does not mention it either.
        let forbidden = ".." + "/shared"
        let manager = FileManager.default
        var offenders: [String] = []
        let files = manager.enumerator(at: Self.root, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = files?.nextObject() as? URL {
            let relative = String(file.path.dropFirst(Self.root.path.count + 1))
            if relative.hasPrefix(".git/") || relative.contains(".build") || relative.hasPrefix(".swiftpm") {
                if (try? file.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { files?.skipDescendants() }
                continue
            }
            guard let data = manager.contents(atPath: file.path), data.count < 2_000_000 else { continue }
            if String(decoding: data, as: UTF8.self).contains(forbidden) { offenders.append(relative) }
        }
        #expect(offenders.isEmpty, "these files point outside the repository: \(offenders)")
        #expect(manager.fileExists(atPath: Self.root.appendingPathComponent("Docs/Sources.md").path))
    }
}
