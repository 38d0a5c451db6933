import Foundation
import PlaygroundBasics

/// Where the running toolchain keeps SwiftParser and SwiftSyntax: `usr/lib/swift/host` beside
/// the `swiftc` on `PATH` (symbolic links resolved; on macOS also the one `xcrun` names).
/// Never a fixed path: the same code finds a toolchain in /opt, in Xcode or in swiftly.
struct SwiftParserLibraries: Sendable, Equatable {
    /// The compiler that builds the reader, as found (a link's name can choose the driver's mode).
    let compiler: URL
    /// `<toolchain>/usr/lib/swift/host`.
    let folder: URL

    /// The modules the reader imports.
    static let modules = ["SwiftSyntax", "SwiftParser", "SwiftOperators"]

    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SwiftReaderError) -> Self {
        let path = environment["PATH"] ?? ""
        var candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        #if os(macOS)
            if let found = try? ProcessGroupRunner().run(
                ToolInvocation(["xcrun", "--find", "swiftc"], in: URL(fileURLWithPath: "/"), timeout: 30)), found.succeeded
            {
                candidates.insert(URL(fileURLWithPath: found.output.trimmingCharacters(in: .whitespacesAndNewlines)), at: 0)
            }
        #endif
        guard let compiler = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw .toolchainNotFound(searched: "PATH=\(path)")
        }
        let real = compiler.resolvingSymlinksInPath()
        let folder = real.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host")
        let missing = modules.filter { module in
            let interface = folder.appendingPathComponent("\(module).swiftmodule")
            let library = ["so", "dylib"].map { folder.appendingPathComponent("lib\(module).\($0)") }
            return !FileManager.default.fileExists(atPath: interface.path)
                || !library.contains { FileManager.default.fileExists(atPath: $0.path) }
        }
        guard missing.isEmpty else { throw .librariesMissing(folder: folder.path, missing: missing) }
        return Self(compiler: compiler, folder: folder)
    }

    /// What changes when the toolchain does: the compiler's and the parser libraries' real
    /// paths, inodes, sizes and modification times. Cheaper than asking `swiftc --version` (a process,
    /// 0.06–0.5 s) on every check, and it changes with any reinstall the version would miss.
    var identity: String {
        let files =
            [compiler]
            + Self.modules.flatMap { module in
                ["so", "dylib"].map { folder.appendingPathComponent("lib\(module).\($0)") }
            }
        return files.compactMap { file in
            let real = file.resolvingSymlinksInPath()
            var status = stat()
            guard stat(real.path, &status) == 0 else { return nil }
            #if os(Linux)
                let modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
            #else
                let modified = "\(status.st_mtimespec.tv_sec).\(status.st_mtimespec.tv_nsec)"
            #endif
            return "\(file.path) -> \(real.path) inode \(status.st_ino) size \(status.st_size) modified \(modified)"
        }.joined(separator: "\n")
    }

    /// The compiler's arguments that build the reader from `sources` into `output`.
    func compileArguments(sources: [URL], output: URL) -> [String] {
        [compiler.path, "-module-name", "SwiftReader", "-I", folder.path, "-L", folder.path]
            + Self.modules.map { "-l\($0)" } + sources.map(\.path)
            + ["-o", output.path, "-Xlinker", "-rpath", "-Xlinker", folder.path]
    }
}
