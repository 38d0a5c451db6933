import Foundation
import PlaygroundBasics

/// The linker command behind the Swift driver's link job. The driver links through `clang`,
/// which only works out the linker's arguments and starts it: about a quarter of a relink's
/// time (25 of 100 ms for kata 01) is that driver starting and deciding, the same way every
/// time for the same arguments. Asked with `-###`, `clang` prints the commands it would run
/// instead of running them; a relink can start the linker directly with them.
enum LinkerCommand {
    /// The one command `clang -###` printed; `nil` for anything else (no command, several, an
    /// argument that does not parse), and then the job is replayed through `clang`.
    ///
    /// `clang` prints each command on a line of its own, after a space, every argument in double
    /// quotes with `"`, `\` and `$` escaped by a backslash; the other lines (its version, target,
    /// thread model, installed folder) start otherwise.
    static func parse(_ printed: String) -> [String]? {
        let commands = printed.split(separator: "\n").filter { $0.hasPrefix(" \"") }.map { arguments(of: Substring($0.dropFirst())) }
        guard commands.count == 1, let command = commands.first, let arguments = command, let tool = arguments.first,
            tool.hasPrefix("/")
        else { return nil }
        return arguments
    }

    /// The quoted arguments of one line; `nil` when the line is not quoted arguments separated by spaces.
    private static func arguments(of line: Substring) -> [String]? {
        var arguments: [String] = []
        var characters = line.makeIterator()
        while let first = characters.next() {
            guard first == "\"" else {
                if first == " " { continue }
                return nil
            }
            var argument = ""
            var closed = false
            while let character = characters.next() {
                if character == "\\" {
                    guard let escaped = characters.next() else { return nil }
                    argument.append(escaped)
                } else if character == "\"" {
                    closed = true
                    break
                } else {
                    argument.append(character)
                }
            }
            guard closed else { return nil }
            arguments.append(argument)
        }
        return arguments
    }
}

extension QuickRebuild {
    /// `jobs` with the link job through `clang` replaced by the linker command it starts;
    /// unchanged when `clang` cannot say (``LinkerCommand/parse(_:)``).
    func resolvingLinkerDriver(_ jobs: [DriverJob]) throws(KataError) -> [DriverJob] {
        var resolved = jobs
        for (index, job) in jobs.enumerated() where job.kind == "link" && job.arguments.first.map(Self.isClang) == true {
            let outcome = try KataError.from { () throws(PlumbingError) in
                try runner.run(ToolInvocation(job.arguments + ["-###"], in: folder, timeout: timeout))
            }
            guard outcome.succeeded, let command = LinkerCommand.parse(outcome.output) else { continue }
            resolved[index] = DriverJob(kind: job.kind, arguments: command)
        }
        return resolved
    }

    private static func isClang(_ tool: String) -> Bool {
        let name = URL(fileURLWithPath: tool).lastPathComponent
        return name == "clang" || name.hasPrefix("clang-") || name == "clang++"
    }
}
