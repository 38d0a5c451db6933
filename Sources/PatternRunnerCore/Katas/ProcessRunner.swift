import Foundation

/// Runs a tool and collects what it wrote to standard output and standard error, interleaved.
enum ProcessRunner {
    struct Outcome {
        let status: Int32
        let output: String
    }

    /// `extraEnvironment` is added to this process's environment for the tool.
    static func run(_ arguments: [String], in directory: URL, extraEnvironment: [String: String] = [:]) throws(KataError)
        -> Outcome
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !extraEnvironment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(extraEnvironment) { $1 }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .environment("cannot run \(arguments.joined(separator: " ")): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
