import Foundation
import Testing

/// `Mediator.code-workspace` lists the repository and every kata folder, so VS Code hands each
/// kata's package to SourceKit-LSP of its own (the repository alone shows nothing in a kata).
@Suite struct EditorWorkspaceTests {
    @Test func theWorkspaceListsTheRootAndEveryKataFolder() throws {
        let root = DocsAgreeTests.root
        let data = try Data(contentsOf: root.appendingPathComponent("Mediator.code-workspace"))
        let workspace = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let folders = try #require(workspace["folders"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        let catalog = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("Katas/katas.json"))) as? [String: Any])
        let slugs = try #require(catalog["katas"] as? [[String: Any]]).compactMap { $0["slug"] as? String }
        #expect(slugs.count >= 11)
        #expect(folders == ["."] + slugs.map { "Katas/\($0)" }, "the root, then every kata in the catalogue's order")
        for folder in folders {
            #expect(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).appendingPathComponent("Package.swift").path))
        }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("`Mediator.code-workspace`"), "the README says to open it")
    }
}
