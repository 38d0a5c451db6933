/// One option of a command: its flag, the value it takes, the make variable that sets it.
struct OptionSpec: Sendable {
    let flag: String
    /// The value's placeholder (`SECONDS`), or `nil` for a plain switch.
    let value: String?
    /// How `make` spells it (`FORCE=1`), so messages can name the form the learner typed.
    let makeForm: String?
    let meaning: String
    /// The value may be left out (`--flow` alone means `--flow=terminal`); given, it must be
    /// written with `=`.
    var valueIsOptional = false
}

/// What help says about one command, and what its parser accepts: the single table every
/// help text and every "unknown option" message comes from.
struct CommandSpec: Sendable {
    /// `run`, or `kata check` for a kata subcommand.
    let name: String
    let arguments: String
    let summary: String
    let options: [OptionSpec]

    var usage: String { [name, arguments].filter { !$0.isEmpty }.joined(separator: " ") }

    static let timeout = OptionSpec(
        flag: "--timeout", value: "SECONDS", makeForm: "TIMEOUT=SECONDS",
        meaning: "how long the tests may run before they count as not finishing (default 60)")

    static let all: [CommandSpec] = [
        CommandSpec(name: "list", arguments: "", summary: "List the examples: name, title, source documents.", options: []),
        CommandSpec(
            name: "run", arguments: "NAME", summary: "Run one example; standard output carries exactly its trace.",
            options: [
                .init(
                    flag: "--flow", value: "FORMAT", makeForm: "FLOW=FORMAT",
                    meaning: "show the messages through the mediator instead: terminal (the default), mermaid or html",
                    valueIsOptional: true),
                .init(flag: "--ascii", value: nil, makeForm: "ASCII=1", meaning: "terminal flow in plain ASCII without colour"),
                .init(
                    flag: "--output", value: "FILE", makeForm: nil,
                    meaning:
                        "write the flow to FILE instead of standard output; a folder ending in / gets the example's own name (news.html)"),
            ]),
        CommandSpec(
            name: "verify", arguments: "[--record] [NAME…]",
            summary: "Compare examples' traces and flows with their golden files (all when no NAME).",
            options: [
                .init(
                    flag: "--record", value: nil, makeForm: nil, meaning: "rewrite the golden files from the current output (never in CI)")
            ]),
        CommandSpec(
            name: "kata", arguments: "SUBCOMMAND [NAME]", summary: "Work through the katas; `kata --help` for details.", options: []),
        CommandSpec(
            name: "progress", arguments: "LEARNER",
            summary: "Your kata progress in one line, and progress-LEARNER.json to hand in.", options: []),
        CommandSpec(
            name: "class", arguments: "FOLDER",
            summary: "A learner × kata table from a folder of progress files, and .build/class.html.",
            options: []),
        CommandSpec(name: "help", arguments: "[COMMAND]", summary: "Show this help, or one command's.", options: []),
    ]

    static let kata: [CommandSpec] = [
        CommandSpec(name: "kata list", arguments: "", summary: "Every kata with its state and which one is next.", options: []),
        CommandSpec(
            name: "kata check", arguments: "NAME", summary: "Build the kata and run its tests; show what fails and why.",
            options: [
                .init(flag: "--json", value: nil, makeForm: "JSON=1", meaning: "results as JSON (exercism's results.json, version 3)"),
                .init(
                    flag: "--flow", value: nil, makeForm: "FLOW=1",
                    meaning: "draw your main scenario's messages beside the expected ones (katas 01, 03, 04, 06, 09)"),
                timeout,
            ]),
        CommandSpec(
            name: "kata hint", arguments: "NAME", summary: "Show your latest hint again (the first one the first time).",
            options: [
                .init(flag: "--next", value: nil, makeForm: "NEXT=1", meaning: "reveal the next hint"),
                .init(flag: "--hint", value: "N", makeForm: "HINT=N", meaning: "show hint N again (or reveal it when it is the next)"),
                .init(flag: "--all", value: nil, makeForm: "ALL=1", meaning: "reveal and show every hint"),
            ]),
        CommandSpec(
            name: "kata watch", arguments: "NAME", summary: "Re-check on every save until Ctrl-C; offers the next kata once done.",
            options: [timeout]),
        CommandSpec(
            name: "kata reset", arguments: "NAME", summary: "Back your files up to Katas/.backups/, then restore the starter (asks first).",
            options: [.init(flag: "--yes", value: nil, makeForm: "YES=1", meaning: "do not ask")]),
        CommandSpec(
            name: "kata solution", arguments: "NAME", summary: "Show the reference solution once the kata is done.",
            options: [.init(flag: "--force", value: nil, makeForm: "FORCE=1", meaning: "show it before the kata is done")]),
        CommandSpec(
            name: "kata mistakes", arguments: "NAME",
            summary: "The kata's catalogued mistakes, each as its description and the lines that differ from the reference.",
            options: []),
        CommandSpec(
            name: "kata prepare", arguments: "[NAME…]",
            summary: "Build every kata (or the ones named) once, as a check does, one line each; run before a workshop.",
            options: []),
        CommandSpec(
            name: "kata verify", arguments: "[NAME…]",
            summary:
                "Prove each starter fails, each reference passes, each catalogued mistake is caught, every README rule has a "
                + "property test, and automatic mutants of each reference are killed, in temporary copies.",
            options: [
                .init(
                    flag: "--mutants", value: "COUNT", makeForm: "MUTANTS=COUNT",
                    meaning: "automatic mutants per kata: all, none, or an even sample of COUNT (default \(KataVerifyDefaults.mutants))")
            ]),
    ]

    static func named(_ name: String) -> CommandSpec? {
        (all + kata).first { $0.name == name }
    }

    /// Help for this command alone.
    var help: String {
        if name == "kata" { return Self.kataHelp }
        var text = "USAGE: PatternRunner \(usage)\n\n\(summary)\n"
        if !options.isEmpty {
            text += "\nOPTIONS:\n" + Self.optionLines(options)
        }
        return text
    }

    static func optionLines(_ options: [OptionSpec], indent: String = "  ") -> String {
        options.map { option in
            let flag = option.flag + (option.value.map { option.valueIsOptional ? "[=\($0)]" : " \($0)" } ?? "")
            let make = option.makeForm.map { "  (make: \($0))" } ?? ""
            return "\(indent)\(flag.padding(toLength: 18, withPad: " ", startingAt: 0)) \(option.meaning)\(make)\n"
        }.joined()
    }

    static var kataHelp: String {
        var text = """
            USAGE: PatternRunner kata <subcommand> [NAME] [options]

            Work through the katas in Katas/. NAME is a number (1 or 01), a slug (01-conceptual)
            or a unique prefix (concep).

            SUBCOMMANDS:

            """
        for spec in kata {
            let words = spec.name.dropFirst("kata ".count) + (spec.arguments.isEmpty ? "" : " \(spec.arguments)")
            text += "  \(words.padding(toLength: 18, withPad: " ", startingAt: 0)) \(spec.summary)\n"
            text += optionLines(spec.options, indent: "      ")
        }
        text += """

            Progress is kept in Katas/.progress.json (git-ignored); backups in Katas/.backups/.
            NO_COLOR=1 turns colour off. Exit status: 0 done, 1 the check failed, 64 a mistake on
            the command line, 70 a tool or file around the kata failed (the message names it).

            """
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
            text += "  \(spec.usage.padding(toLength: 30, withPad: " ", startingAt: 0)) \(spec.summary)\n"
        }
        text += "\n  kata subcommands: " + kata.map { String($0.name.dropFirst("kata ".count)) }.joined(separator: ", ") + "\n"
        text += """

            EXAMPLES: \(exampleNames)
            Names are case-insensitive; aliases such as newsfeed, mobs or components work too.

            EXIT STATUS: 0 success, 1 a check failed, 64 a mistake on the command line,
            70 a tool or file the command needs failed (the message names it), 130 interrupted.

            """
        return text
    }
}
