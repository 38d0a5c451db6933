import Foundation
import Testing

@testable import KataEngine

/// The pieces the quick rebuild trusts: SwiftPM's plan, the driver's messages, the snapshot.
@Suite struct QuickRebuildPartsTests {
    static let plan = """
        client:
          name: basic
          file-system: device-agnostic
        tools: {}
        targets:
          "test": ["<K-debug.module>"]
        default: "main"
        nodes:
          "/k/Sources/K/":
            is-directory-structure: true
        commands:
          "C.KTests-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/k/Tests/KTests/KTests.swift","/k/.build/debug/Modules/K.swiftmodule"]
            outputs: ["/k/.build/debug/KTests.build/KTests.swift.o","/k/.build/debug/Modules/KTests.swiftmodule"]
            description: "Compiling Swift Module 'KTests' (1 sources)"
            args: ["/usr/bin/swiftc","-module-name","KTests","-incremental","-c","-parseable-output"]

          "C.K-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/k/Sources/K/A.swift","/k/Sources/K/B.swift","/k/.build/debug/swift-version.txt"]
            outputs: ["/k/.build/debug/K.build/A.swift.o","/k/.build/debug/K.build/B.swift.o","/k/.build/debug/Modules/K.swiftmodule"]
            args: ["/usr/bin/swiftc","-module-name","K","-incremental","-c"]

          "C.KPackageTests-x86_64-unknown-linux-gnu-debug.test":
            tool: shell
            inputs: ["/k/.build/debug/K.build/A.swift.o"]
            outputs: ["/k/.build/debug/KPackageTests.xctest"]
            args: ["/usr/bin/swiftc","-o","/k/.build/debug/KPackageTests.xctest","-emit-executable"]

          "PackageStructure":
            tool: package-structure-tool
            inputs: ["/k/Sources/K/","/k/Package.swift"]
            outputs: ["<PackageStructure>"]
        """

    @Test func thePlanGivesEachModuleItsSourcesAndInterfaceInBuildOrder() throws {
        let plan = try #require(SwiftPMBuildPlan.parse(Self.plan))
        let modules = plan.modules
        #expect(modules.map(\.name) == ["K", "KTests"], "K's interface is read by KTests, so K comes first")
        #expect(modules.first?.sources == ["/k/Sources/K/A.swift", "/k/Sources/K/B.swift"])
        #expect(modules.first?.interface == "/k/.build/debug/Modules/K.swiftmodule")
        #expect(modules.last?.reads == ["/k/.build/debug/Modules/K.swiftmodule"])
        #expect(plan.testLink?.outputs == ["/k/.build/debug/KPackageTests.xctest"])
    }

    @Test func aPlanItCannotReadIsNoPlan() {
        #expect(SwiftPMBuildPlan.parse("") == nil)
        #expect(SwiftPMBuildPlan.parse("commands:\n  \"C.K-debug.module\":\n    inputs: [not json\n") == nil)
    }

    @Test func theDriversMessagesGiveTheJobsItStartedAndWhatTheyPrinted() throws {
        func message(_ json: String) -> String { "\(json.utf8.count)\n\(json)\n" }
        let output =
            message(
                #"{"kind":"began","name":"compile","command_executable":"/bin/swift-frontend","command_arguments":["-frontend","-c","é.swift"],"pid":1}"#
            )
            + message(
                #"{"kind":"began","name":"compile","command_executable":"/bin/swift-frontend","command_arguments":["-frontend","-c","é.swift"],"pid":-2}"#
            )
            + message(#"{"kind":"finished","name":"compile","pid":1,"output":"/k/A.swift:2:9: warning: never used\n","exit-status":0}"#)
            + message(#"{"kind":"skipped","name":"compile","inputs":["/k/B.swift"]}"#)
        let read = try #require(DriverMessages.read(output))
        #expect(
            read.jobs == [DriverJob(kind: "compile", arguments: ["/bin/swift-frontend", "-frontend", "-c", "é.swift"])],
            "a batch job announced once per file is one job")
        #expect(read.printed.contains("warning: never used"))
        #expect(DriverMessages.read("Compiling…\nerror: no such module\n") == nil, "plain text is not parseable output")
    }

    @Test func aSnapshotSeesEditsNewFilesAndRemovedFilesButNotHiddenOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let support = folder.appendingPathComponent("Support")
        let kata = folder.appendingPathComponent("Kata")
        for (path, text) in [
            "Kata/Package.swift": #"let package = Package(dependencies: [.package(path: "../Support")])"#,
            "Kata/Sources/K/A.swift": "a", "Support/Sources/S/S.swift": "s",
        ] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let roots = SourceSnapshot.roots(of: kata)
        #expect(roots.contains(support.appendingPathComponent("Sources").standardizedFileURL), "a path dependency is watched too")
        let before = SourceSnapshot.take(of: roots)
        #expect(before.files.count == 3)

        try "ab".write(to: kata.appendingPathComponent("Sources/K/A.swift"), atomically: true, encoding: .utf8)
        try "b".write(to: kata.appendingPathComponent("Sources/K/B.swift"), atomically: true, encoding: .utf8)
        try "swap".write(to: kata.appendingPathComponent("Sources/K/.A.swift.swp"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: support.appendingPathComponent("Sources/S/S.swift"))
        let changed = SourceSnapshot.take(of: roots).changedPaths(since: before).map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(changed == ["A.swift", "B.swift", "S.swift"])
    }
}

@Suite struct DerivedSourcesTests {
    @Test("After a SwiftPM build the derived sources are recorded as the build left them; the kata's own as they were before it")
    func derivedSourcesAreTheBuildsOwn() {
        let derived = "/k/.build/"
        let before = SourceSnapshot(files: [
            "/k/Sources/A.swift": "a1", "/k/.build/debug/T.derived/runner.swift": "old", "/k/.build/gone.swift": "x",
        ])
        let after = SourceSnapshot(files: [
            "/k/Sources/A.swift": "a2", "/k/.build/debug/T.derived/runner.swift": "new", "/k/.build/new.swift": "n",
        ])
        let recorded = QuickRebuild.withDerivedSources(of: after, in: before) { $0.hasPrefix(derived) }
        #expect(
            recorded.files == ["/k/Sources/A.swift": "a1", "/k/.build/debug/T.derived/runner.swift": "new", "/k/.build/new.swift": "n"])
    }
}
