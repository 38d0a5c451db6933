import Foundation
import Synchronization

/// The commands SwiftPM planned for a package, read from `.build/debug.yaml`: what each
/// module compiles, from which inputs, into which outputs, and how the test binary is linked.
/// The quick rebuild replays these after an edit instead of asking SwiftPM to plan again.
///
/// SwiftPM writes one command per block, each field on one line and every list as a JSON
/// array. Anything else (a field that is not valid JSON, a module without arguments) makes the
/// whole plan unreadable, and the check simply goes through SwiftPM.
struct SwiftPMBuildPlan: Equatable, Sendable {
    struct Command: Equatable, Sendable {
        var name: String
        var tool = ""
        var inputs: [String] = []
        var outputs: [String] = []
        var arguments: [String] = []
    }

    /// One Swift module: its sources, the interfaces of other modules it reads, the
    /// `.swiftmodule` it emits, and the command that builds it.
    struct Module: Equatable, Sendable {
        var name: String
        var sources: [String]
        var reads: [String]
        var interface: String
        var arguments: [String]
    }

    var commands: [Command]

    /// The last text read and what it said: one check reads the same plan for every snapshot
    /// and stamp it takes (about ten times), and reading it costs a few milliseconds each time.
    private static let lastRead = Mutex<(text: String, plan: SwiftPMBuildPlan?)?>(nil)

    static func parse(_ text: String) -> SwiftPMBuildPlan? {
        if let last = lastRead.withLock({ $0 }), last.text == text { return last.plan }
        let plan = read(text)
        lastRead.withLock { $0 = (text, plan) }
        return plan
    }

    private static func read(_ text: String) -> SwiftPMBuildPlan? {
        let decoder = JSONDecoder()
        var commands: [Command] = []
        var inCommands = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if !line.hasPrefix(" ") {
                inCommands = line == "commands:"
                continue
            }
            guard inCommands else { continue }
            if line.hasPrefix("  \""), !line.hasPrefix("   "), line.hasSuffix("\":") {
                commands.append(Command(name: String(line.dropFirst(3).dropLast(2))))
                continue
            }
            guard line.hasPrefix("    "), !commands.isEmpty, let colon = line.firstIndex(of: ":") else { continue }
            let key = trimmed(line[line.startIndex..<colon])
            let value = trimmed(line[line.index(after: colon)...])
            switch key {
            case "tool": commands[commands.count - 1].tool = value
            case "inputs", "outputs", "args":
                guard let list = try? decoder.decode([String].self, from: Data(value.utf8)) else { return nil }
                switch key {
                case "inputs": commands[commands.count - 1].inputs = list
                case "outputs": commands[commands.count - 1].outputs = list
                default: commands[commands.count - 1].arguments = list
                }
            default: continue
            }
        }
        return commands.isEmpty ? nil : SwiftPMBuildPlan(commands: commands)
    }

    /// `text` without the spaces and tabs around it (all YAML puts there).
    private static func trimmed(_ text: Substring) -> String {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }

    /// Every Swift module the plan compiles, in an order where each comes after the modules
    /// whose interfaces it reads.
    var modules: [Module] {
        let found: [Module] = commands.compactMap { command in
            guard command.name.hasPrefix("C."), command.name.hasSuffix(".module"), command.tool == "shell",
                let flag = command.arguments.firstIndex(of: "-module-name"), flag + 1 < command.arguments.count,
                let interface = command.outputs.first(where: { $0.hasSuffix(".swiftmodule") })
            else { return nil }
            return Module(
                name: command.arguments[flag + 1], sources: command.inputs.filter { $0.hasSuffix(".swift") },
                reads: command.inputs.filter { $0.hasSuffix(".swiftmodule") }, interface: interface, arguments: command.arguments)
        }
        var ordered: [Module] = []
        var remaining = found
        while !remaining.isEmpty {
            let produced = Set(remaining.map(\.interface))
            let ready = remaining.filter { module in !module.reads.contains { produced.contains($0) } }
            guard !ready.isEmpty else { return ordered + remaining }
            ordered += ready
            remaining.removeAll { module in ready.contains(module) }
        }
        return ordered
    }

    /// The command that links the test binary (`C.<Package>PackageTests-….test`).
    var testLink: Command? {
        commands.first { $0.name.hasPrefix("C.") && $0.name.hasSuffix(".test") && $0.tool == "shell" && !$0.arguments.isEmpty }
    }
}
