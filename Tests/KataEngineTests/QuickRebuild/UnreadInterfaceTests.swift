import Foundation
import PlaygroundBasics
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// A module compiled whole only because one it reads changed need not emit its interface when
/// no module compiles against it: the kata's tests, which Swift Testing's discovery never imports.
@Suite struct UnreadInterfaceTests {
    @Test("Without its interface the driver's command keeps everything but -emit-module and its path")
    func theCommandWithoutTheInterface() {
        let command = [
            "swiftc", "-module-name", "KTests", "-emit-dependencies", "-emit-module", "-emit-module-path", "/k/KTests.swiftmodule", "-c",
        ]
        #expect(QuickRebuild.withoutInterface(command) == ["swiftc", "-module-name", "KTests", "-emit-dependencies", "-c"])
    }

    @Test("An interface is read by the kata's own readers, and by SwiftPM's only when their sources name the module")
    func whoReadsAnInterface() throws {
        let temporary = try TemporaryFolder("unread-interface")
        let kata = temporary.path("k")
        let discovered = kata.appendingPathComponent(".build/debug/KPackageDiscoveredTests.derived")
        try temporary.write("k/Sources/K/K.swift", "public func k() {}\n")
        try temporary.write("k/Tests/KTests/KTests.swift", "import K\n")
        try temporary.write("k/.build/debug/KPackageDiscoveredTests.derived/KTests.swift", "")
        try temporary.write("k/.build/debug/KPackageDiscoveredTests.derived/all-discovered-tests.swift", "import XCTest\n")
        let modules = Self.modules(in: kata, discovered: discovered)
        let quick = QuickRebuild(folder: kata, runner: ProcessGroupRunner(), timeout: 60)
        let (library, tests, discovery) = (modules[0], modules[1], modules[2])

        #expect(quick.interfaceIsRead(library, in: modules), "the tests, the kata's own, compile against K")
        #expect(!quick.interfaceIsRead(tests, in: modules), "Swift Testing's discovery names no test module")
        #expect(!quick.interfaceIsRead(discovery, in: modules), "nothing reads the discovery module here")

        try temporary.write("k/.build/debug/KPackageDiscoveredTests.derived/KTests.swift", "@testable import KTests\n")
        #expect(quick.interfaceIsRead(tests, in: modules), "XCTest's discovery imports the tests")
        try FileManager.default.removeItem(at: discovered.appendingPathComponent("KTests.swift"))
        #expect(quick.interfaceIsRead(tests, in: modules), "a source that cannot be read counts as naming it")
    }

    static func modules(in kata: URL, discovered: URL) -> [SwiftPMBuildPlan.Module] {
        let interfaces = kata.appendingPathComponent(".build/debug/Modules")
        func interface(_ name: String) -> String { interfaces.appendingPathComponent("\(name).swiftmodule").path }
        return [
            .init(
                name: "K", sources: [kata.appendingPathComponent("Sources/K/K.swift").path], reads: [], interface: interface("K"),
                arguments: []),
            .init(
                name: "KTests", sources: [kata.appendingPathComponent("Tests/KTests/KTests.swift").path], reads: [interface("K")],
                interface: interface("KTests"), arguments: []),
            .init(
                name: "KPackageDiscoveredTests",
                sources: ["KTests.swift", "all-discovered-tests.swift"].map { discovered.appendingPathComponent($0).path },
                reads: [interface("KTests")], interface: interface("KPackageDiscoveredTests"), arguments: []),
        ]
    }
}
