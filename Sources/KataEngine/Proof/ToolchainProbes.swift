import Foundation
import PlaygroundBasics
import Synchronization

/// Answers the two questions `swift test` asks the compiler before every run
/// (`swiftc -print-target-info`, then `swiftc -h`, twice) from what the compiler answered the
/// first time in this check. They cost about two thirds of a `swift test --skip-build` of kata 11
/// (0.5 of 0.8 CPU-seconds here), and a check makes some seventy runs; the answers cannot change
/// while the toolchain does not. SwiftPM reads its compiler from `SWIFT_EXEC` on every platform,
/// so every run still goes through SwiftPM's own test command (``TrialRun``): the shim is a
/// small POSIX shell script that hands anything else to the real compiler unchanged. A run that
/// loses its report while the shim is on turns it off for the rest of the check
/// (``turnOff()``): the next runs are plain `swift test`, as if the shim had never been.
final class ToolchainProbes: Sendable {
    /// The script SwiftPM runs as its compiler.
    let shim: URL
    private let on = Atomic<Bool>(true)

    static let shimName = "swiftc"

    private init(shim: URL) { self.shim = shim }

    /// A fresh shim and empty answers in `folder` for one check; `nil` (plain `swift test`)
    /// when no compiler is found or the folder cannot be written.
    static func prepare(in folder: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> ToolchainProbes? {
        guard let compiler = realCompiler(environment: environment) else { return nil }
        let manager = FileManager.default
        let answers = folder.appendingPathComponent("answers")
        let shim = folder.appendingPathComponent("bin").appendingPathComponent(shimName)
        // SwiftPM finds the toolchain's libraries (the index store test discovery reads, the
        // macro plugins) beside the compiler it is given, so the shim's `../lib` is the toolchain's,
        // as the compiler itself reports it: on macOS the `swiftc` on PATH is xcrun's trampoline
        // in /usr/bin, far from the toolchain it runs.
        let libraries = folder.appendingPathComponent("lib")
        try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
        guard
            let info = try? ProcessGroupRunner().run(ToolInvocation([compiler.path, "-print-target-info"], in: folder, timeout: 120)),
            info.succeeded, let realLibraries = toolchainLibraries(targetInfo: info.output)
        else { return nil }
        do {
            if manager.fileExists(atPath: answers.path) { try manager.removeItem(at: answers) }
            try manager.createDirectory(at: answers, withIntermediateDirectories: true)
            try manager.createDirectory(at: shim.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(Data(script(compiler: compiler.path, answers: answers.path).utf8), to: shim)
            // The question SwiftPM asks first is answered already, when the answer is all JSON.
            let answer = info.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if answer.hasPrefix("{"), answer.hasSuffix("}") {
                try AtomicFile.write(Data(info.output.utf8), to: answers.appendingPathComponent("target-info"))
            }
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shim.path)
            if (try? manager.destinationOfSymbolicLink(atPath: libraries.path)) != realLibraries.path {
                try? manager.removeItem(at: libraries)
                try manager.createSymbolicLink(at: libraries, withDestinationURL: realLibraries)
            }
        } catch {
            return nil
        }
        return ToolchainProbes(shim: shim)
    }

    /// The toolchain's `lib` folder, from the compiler's `-print-target-info`: the parent of
    /// its runtime resources (`…/usr/lib/swift`); `nil` when the answer says no such thing.
    static func toolchainLibraries(targetInfo: String) -> URL? {
        guard let start = targetInfo.firstIndex(of: "{"), let end = targetInfo.lastIndex(of: "}"), start < end,
            let info = try? JSONSerialization.jsonObject(with: Data(targetInfo[start...end].utf8)) as? [String: Any],
            let paths = info["paths"] as? [String: Any], let resources = paths["runtimeResourcePath"] as? String, resources.hasPrefix("/")
        else { return nil }
        return URL(fileURLWithPath: resources).deletingLastPathComponent()
    }

    /// The compiler SwiftPM would run: `SWIFT_EXEC` when set, else the `swiftc` on `PATH` (on
    /// macOS the one in `/usr/bin`, which `xcrun` sends to the selected toolchain, as `swift` does).
    static func realCompiler(environment: [String: String]) -> URL? {
        if let chosen = environment["SWIFT_EXEC"], !chosen.isEmpty {
            return FileManager.default.isExecutableFile(atPath: chosen) ? URL(fileURLWithPath: chosen) : nil
        }
        let path = environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }

    /// What every run adds to its environment while the shim is on.
    var environment: [String: String?] { on.load(ordering: .acquiring) ? ["SWIFT_EXEC": shim.path] : [:] }

    var isOn: Bool { on.load(ordering: .acquiring) }

    /// From now on every run is plain `swift test`.
    func turnOff() { on.store(false, ordering: .releasing) }

    /// The shim: a remembered question is answered from its file, written (whole, by rename)
    /// from the compiler's standard output the first time it exits 0; anything else, and any
    /// question the compiler failed, goes to the compiler itself. Paths are quoted for the shell.
    static func script(compiler: String, answers: String) -> String {
        """
        #!/bin/sh
        # Written by the kata 11 judge for one check: SwiftPM's two questions to the compiler,
        # answered the second time from the first answer; everything else goes to the compiler.
        compiler=\(quoted(compiler))
        answers=\(quoted(answers))
        case "$#:$1" in
          "1:-print-target-info") answer="$answers/target-info" ;;
          "1:-h") answer="$answers/help" ;;
          *) exec "$compiler" "$@" ;;
        esac
        if [ ! -f "$answer" ]; then
          "$compiler" "$1" >"$answer.$$" || { rm -f "$answer.$$"; exec "$compiler" "$1"; }
          mv -f "$answer.$$" "$answer"
        fi
        exec cat "$answer"

        """
    }

    /// `text` as one shell word: in single quotes, each quote inside closed, escaped, reopened.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
