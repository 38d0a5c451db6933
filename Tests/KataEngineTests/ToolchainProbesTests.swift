import Foundation
import PlaygroundBasics
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// The shim that answers SwiftPM's two compiler questions once per check: run through the
/// shell against a stand-in compiler that logs every call, in a folder whose name needs quoting.
@Suite struct ToolchainProbesTests {
    /// A stand-in compiler: appends its arguments to `calls`, answers `-print-target-info` as a
    /// compiler does (its runtime resources in the `lib/swift` beside its `bin`) and anything else
    /// with a line naming it, exits 3 for `--fail`.
    private static func standIn(in folder: TemporaryFolder) throws -> URL {
        let script = """
            #!/bin/sh
            echo "$*" >> "$(dirname "$0")/calls"
            [ "$1" = "--fail" ] && exit 3
            if [ "$1" = "-print-target-info" ]; then
              echo "{ \\"answer to\\": \\"$*\\", \\"paths\\": { \\"runtimeResourcePath\\": \\"$(dirname "$0")/../lib/swift\\" } }"
              exit 0
            fi
            echo "answer to $*"

            """
        try folder.write("bin/swiftc", script)
        let compiler = folder.url.appendingPathComponent("bin/swiftc")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: compiler.path)
        return compiler
    }

    private static func shell(_ shim: URL, _ arguments: [String], in folder: URL) throws -> ToolOutcome {
        try ProcessGroupRunner().run(ToolInvocation([shim.path] + arguments, in: folder, timeout: 30))
    }

    private static func calls(in folder: TemporaryFolder) -> [String] {
        ((try? String(contentsOf: folder.url.appendingPathComponent("bin/calls"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }

    /// A folder named `name` with the stand-in compiler, and a shim for it in `area` below.
    private static func prepared(_ name: String, area: String) throws -> (TemporaryFolder, ToolchainProbes) {
        let folder = try TemporaryFolder(name)
        let compiler = try standIn(in: folder)
        let probes = try #require(
            ToolchainProbes.prepare(in: folder.url.appendingPathComponent(area), environment: ["SWIFT_EXEC": compiler.path]))
        return (folder, probes)
    }

    @Test("Each question reaches the compiler once, and is answered alike after; anything else always reaches it")
    func questionsAreAskedOnce() throws {
        let (folder, probes) = try Self.prepared("probes it's $HOME `x`", area: "run area")
        #expect(probes.environment["SWIFT_EXEC"] == .some(probes.shim.path))
        for _ in 0..<3 {
            #expect(
                try Self.shell(probes.shim, ["-print-target-info"], in: folder.url).output.contains(#""answer to": "-print-target-info""#))
            #expect(try Self.shell(probes.shim, ["-h"], in: folder.url).output == "answer to -h\n")
        }
        #expect(try Self.shell(probes.shim, ["-h", "more"], in: folder.url).output == "answer to -h more\n")
        #expect(try Self.shell(probes.shim, ["-h", "more"], in: folder.url).output == "answer to -h more\n")
        #expect(Self.calls(in: folder) == ["-print-target-info", "-h", "-h more", "-h more"])
    }

    @Test("A compiler that fails is never remembered: its exit status comes through, and it is asked again")
    func failuresAreNotRemembered() throws {
        let (folder, probes) = try Self.prepared("probes-fail", area: "area")
        #expect(try Self.shell(probes.shim, ["--fail"], in: folder.url).ending == .exited(3))
        #expect(try Self.shell(probes.shim, ["--fail"], in: folder.url).ending == .exited(3))
        // The first: preparing asked where the toolchain's libraries are.
        #expect(Self.calls(in: folder) == ["-print-target-info", "--fail", "--fail"])
    }

    @Test("Turned off, runs carry no shim; with no compiler anywhere there is none to begin with")
    func offAndAbsent() throws {
        let folder = try TemporaryFolder("probes-off")
        let compiler = try Self.standIn(in: folder)
        let probes = try #require(ToolchainProbes.prepare(in: folder.url, environment: ["SWIFT_EXEC": compiler.path]))
        probes.turnOff()
        #expect(probes.environment.isEmpty)
        #expect(ToolchainProbes.prepare(in: folder.url, environment: ["PATH": folder.url.appendingPathComponent("none").path]) == nil)
        #expect(
            ToolchainProbes.realCompiler(environment: ["PATH": "/nowhere:" + folder.url.appendingPathComponent("bin").path]) == compiler)
    }

    /// SwiftPM looks for the toolchain's libraries (the index store its test discovery reads on
    /// Linux) in the `lib` beside the compiler's folder: the judge's builds name the shim too.
    @Test("The shim sits in a bin folder beside a link to the compiler's own lib, kept across checks")
    func shimLooksLikeAToolchain() throws {
        let (folder, probes) = try Self.prepared("probes-lib", area: "area")
        try folder.write("lib/libIndexStore.so", "stand-in")
        #expect(probes.shim.deletingLastPathComponent().lastPathComponent == "bin")
        let beside = probes.shim.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/libIndexStore.so")
        #expect(FileManager.default.fileExists(atPath: beside.path))
        let again = try #require(
            ToolchainProbes.prepare(
                in: folder.url.appendingPathComponent("area"),
                environment: ["SWIFT_EXEC": folder.url.appendingPathComponent("bin/swiftc").path]))
        #expect(again.shim == probes.shim)
        #expect(FileManager.default.fileExists(atPath: beside.path))
    }

    @Test("The toolchain's lib is the parent of the runtime resources the compiler reports; anything else is no answer")
    func librariesComeFromTheTargetInfo() {
        let info = #"{ "compilerVersion": "x", "paths": { "runtimeResourcePath": "/Applications/X.app/usr/lib/swift" } }"#
        #expect(ToolchainProbes.toolchainLibraries(targetInfo: "note\n" + info + "\n")?.path == "/Applications/X.app/usr/lib")
        #expect(ToolchainProbes.toolchainLibraries(targetInfo: #"{ "paths": { "runtimeResourcePath": "lib/swift" } }"#) == nil)
        #expect(ToolchainProbes.toolchainLibraries(targetInfo: #"{ "paths": {} }"#) == nil)
        #expect(ToolchainProbes.toolchainLibraries(targetInfo: "error: no") == nil)
    }
}
