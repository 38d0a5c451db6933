import Foundation

/// What `help` says about one command; also the list of words the parser accepts.
struct CommandSpec {
    let name: String
    let usage: String
    let summary: String
    let flags: [(flag: String, meaning: String)]

    static let all: [CommandSpec] = [
        CommandSpec(
            name: "list", usage: "list", summary: "List the examples: name, title, source documents.", flags: []),
        CommandSpec(
            name: "run", usage: "run NAME",
            summary: "Run one example; standard output carries exactly its trace.", flags: []),
        CommandSpec(
            name: "verify", usage: "verify [--record] [NAME…]",
            summary: "Compare examples' traces with their documented output (all when no NAME).",
            flags: [("--record", "rewrite the golden files from the current output (never in CI)")]),
        CommandSpec(
            name: "kata", usage: "kata list | check | hint | watch | reset | solution [NAME] [options]",
            summary: "Work through the katas; `kata --help` for details.", flags: []),
        CommandSpec(name: "help", usage: "help [COMMAND]", summary: "Show this help, or one command's.", flags: []),
    ]

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    /// Help for this command alone.
    var help: String {
        var text = "USAGE: PatternRunner \(usage)\n\n\(summary)\n"
        if !flags.isEmpty {
            text += "\nOPTIONS:\n"
            for (flag, meaning) in flags {
                text += "  \(flag.padding(toLength: 12, withPad: " ", startingAt: 0)) \(meaning)\n"
            }
        }
        return text
    }

    /// Help for the whole tool.
    static func overview(exampleNames: String) -> String {
        var text = """
            PatternRunner — runs the Mediator pattern examples, checks them against their \
            documented output, and drives the katas.

            USAGE: PatternRunner <command> [arguments]

            COMMANDS:

            """
        for spec in all {
            text += "  \(spec.usage.padding(toLength: 28, withPad: " ", startingAt: 0)) \(spec.summary)\n"
        }
        text += """

            EXAMPLES: \(exampleNames)
            Names are case-insensitive; aliases such as newsfeed, mobs or components work too.

            EXIT STATUS: 0 success, 1 a check failed, 64 a mistake on the command line.

            """
        return text
    }
}
