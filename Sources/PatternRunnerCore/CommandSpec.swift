import CommandLineSpec

/// One command, declared once: its name, the values and options it takes, its help, and the
/// handler that runs it. Help texts, "unknown option" messages, argument checks and dispatch
/// (``CommandDispatcher``) all come from these tables.
struct CommandSpec: Sendable {
    /// How many values (words that are not options) the command takes.
    enum Values: Sendable { case none, one, many }
    typealias Handler = @Sendable (CommandRun) throws(UsageError) -> ExitStatus

    /// `run`, or `kata check` for a kata subcommand.
    let name: String
    /// The values as help shows them (`NAME`, `[NAME…]`).
    let arguments: String
    let values: Values
    let summary: String
    let options: [OptionSpec]
    let handler: Handler

    var usage: String { [name, arguments].filter { !$0.isEmpty }.joined(separator: " ") }

    static let all: [CommandSpec] = [
        CommandSpec(
            name: "list", arguments: "", values: .none, summary: "List the examples: name, title, source documents.", options: [],
            handler: ExampleHandlers.list),
        CommandSpec(
            name: "run", arguments: "NAME", values: .one, summary: "Run one example; standard output carries exactly its trace.",
            options: [.flowFormat, .ascii, .output], handler: ExampleHandlers.runExample),
        CommandSpec(
            name: "verify", arguments: "[--record] [NAME…]", values: .many,
            summary: "Compare examples' traces and flows with their golden files (all when no NAME).", options: [.record],
            handler: ExampleHandlers.verify),
        CommandSpec(
            name: "kata", arguments: "SUBCOMMAND [NAME]", values: .many, summary: "Work through the katas; `kata --help` for details.",
            options: [], handler: ExampleHandlers.routedByTheDispatcher),
        CommandSpec(
            name: "progress", arguments: "LEARNER", values: .one,
            summary: "Your kata progress in one line, and progress-LEARNER.json to hand in.", options: [], handler: ExampleHandlers.progress
        ),
        CommandSpec(
            name: "class", arguments: "FOLDER", values: .one,
            summary: "A learner × kata table from a folder of progress files, and .build/class.html.", options: [],
            handler: ExampleHandlers.classTable),
        CommandSpec(
            name: "room", arguments: "SUBCOMMAND", values: .many, summary: "The live workshop room; `room --help` for details.",
            options: [], handler: ExampleHandlers.routedByTheDispatcher),
        CommandSpec(
            name: "help", arguments: "[COMMAND]", values: .many, summary: "Show this help, or one command's.", options: [],
            handler: ExampleHandlers.routedByTheDispatcher),
    ]

    static let kata: [CommandSpec] = [
        CommandSpec(
            name: "kata list", arguments: "", values: .none, summary: "Every kata with its state and which one is next.", options: [],
            handler: KataHandlers.list),
        CommandSpec(
            name: "kata check", arguments: "NAME", values: .one, summary: "Build the kata and run its tests; show what fails and why.",
            options: [.json, .flow, .timeout], handler: KataHandlers.check),
        CommandSpec(
            name: "kata hint", arguments: "NAME", values: .one, summary: "Show your latest hint again (the first one the first time).",
            options: [.next, .hintNumber, .allHints], handler: KataHandlers.hint),
        CommandSpec(
            name: "kata watch", arguments: "NAME", values: .one,
            summary: "Re-check on every save until Ctrl-C; offers the next kata once done.", options: [.timeout],
            handler: KataHandlers.watch),
        CommandSpec(
            name: "kata reset", arguments: "NAME", values: .one,
            summary: "Back your files up to Katas/.backups/, then restore the starter (asks first).", options: [.yes],
            handler: KataHandlers.reset),
        CommandSpec(
            name: "kata restore", arguments: "NAME", values: .one,
            summary:
                "List the kata's backups, newest first with time and size; with a number, put that one back (your files backed up first).",
            options: [.backup], handler: KataHandlers.restore),
        CommandSpec(
            name: "kata solution", arguments: "NAME", values: .one, summary: "Show the reference solution once the kata is done.",
            options: [.force], handler: KataHandlers.solution),
        CommandSpec(
            name: "kata mistakes", arguments: "NAME", values: .one,
            summary:
                "The kata's catalogued mistakes, each as its description and the lines that differ from the reference (once the kata is done).",
            options: [.force], handler: KataHandlers.mistakes),
        CommandSpec(
            name: "kata prepare", arguments: "[NAME…]", values: .many,
            summary: "Build every kata (or the ones named) once, as a check does, one line each; run before a workshop.", options: [],
            handler: KataHandlers.prepare),
        CommandSpec(
            name: "kata verify", arguments: "[NAME…]", values: .many,
            summary:
                "Prove each starter fails, each reference passes, each catalogued mistake is caught, every README rule has a "
                + "property test, and automatic mutants of each reference are killed, in temporary copies.",
            options: [.mutants], handler: KataHandlers.verify),
    ]

    static let room: [CommandSpec] = [
        CommandSpec(
            name: "room serve", arguments: "", values: .none,
            summary: "Open the room: serve the live class page and take learners' progress; prints the address and join code.",
            options: [.bind, .port, .code, .handInFolder, .roster], handler: RoomHandlers.serve),
        CommandSpec(
            name: "room join", arguments: "URL", values: .one,
            summary: "Join a room once; from then on every check and hint hands your progress in, in the background.",
            options: [.code, .learner, .word], handler: RoomHandlers.join),
        CommandSpec(
            name: "room leave", arguments: "", values: .none, summary: "Stop handing in to the room.", options: [],
            handler: RoomHandlers.leave),
        CommandSpec(
            name: "room send", arguments: "", values: .none,
            summary: "Post the waiting progress report now (checks run this in the background).", options: [],
            handler: RoomHandlers.send),
        CommandSpec(
            name: "room bench", arguments: "", values: .none,
            summary: "Measure the projector's page with 200 learners against python3 -m http.server serving the same bytes.",
            options: [], handler: RoomHandlers.bench),
        CommandSpec(
            name: "room close", arguments: "", values: .none,
            summary: "Close the running room to new learners (those in go on); the instructor's terminal only.",
            options: [.handInFolder], handler: RoomHandlers.close),
        CommandSpec(
            name: "room open", arguments: "", values: .none, summary: "Open the running room to new learners again.",
            options: [.handInFolder], handler: RoomHandlers.open),
        CommandSpec(
            name: "room remove", arguments: "LEARNER", values: .one,
            summary: "Remove a learner's row (by name, or by the row id a refusal lists) and free its seat; its file is kept aside.",
            options: [.handInFolder], handler: RoomHandlers.remove),
        CommandSpec(
            name: "room remove-after", arguments: "LEARNER", values: .one,
            summary:
                "Remove every row that joined after this learner's (seats taken in a burst) and free their seats; the files are kept aside.",
            options: [.handInFolder], handler: RoomHandlers.removeAfter),
        CommandSpec(
            name: "room roster", arguments: "FILE", values: .one,
            summary:
                "Give the running room its class list (one name a line, optionally `| join word`; # lines are notes; only they may join) "
                + "and remove every row not on it; an empty file lifts the list.",
            options: [.handInFolder], handler: RoomHandlers.classList),
    ]

    /// Commands with subcommands, by their first word.
    static let groups: [String: [CommandSpec]] = ["kata": kata, "room": room]

    static func named(_ name: String) -> CommandSpec? {
        (all + kata + room).first { $0.name == name }
    }

    /// Help for this command alone.
    var help: String {
        if name == "kata" { return Self.kataHelp }
        if name == "room" { return Self.roomHelp }
        var text = "USAGE: PatternRunner \(usage)\n\n\(summary)\n"
        if !options.isEmpty {
            text += "\nOPTIONS:\n" + OptionSpec.helpLines(options)
        }
        return text
    }

    static var kataHelp: String {
        var text = """
            USAGE: PatternRunner kata <subcommand> [NAME] [options]

            Work through the katas in Katas/. NAME is a number (1 or 01), a slug (01-conceptual)
            or a unique prefix (concep).

            SUBCOMMANDS:

            """
        text += subcommandLines(kata)
        text += """

            Progress is kept in Katas/.progress.json (git-ignored); backups in Katas/.backups/.
            NO_COLOR=1 turns colour off. Exit status: 0 done, 1 the check failed, 64 a mistake on
            the command line, 70 a tool or file around the kata failed (the message names it).

            """
        return text
    }

    static func subcommandLines(_ specs: [CommandSpec]) -> String {
        func words(_ spec: CommandSpec) -> String {
            spec.name.split(separator: " ").dropFirst().joined(separator: " ") + (spec.arguments.isEmpty ? "" : " \(spec.arguments)")
        }
        // As wide as the widest (`remove-after LEARNER`), so no command's argument is cut.
        let width = max(18, specs.map { words($0).count }.max() ?? 0)
        return specs.map { spec in
            "  \(words(spec).padding(toLength: width, withPad: " ", startingAt: 0)) \(spec.summary)\n"
                + OptionSpec.helpLines(spec.options, indent: "      ")
        }.joined()
    }

    static var roomHelp: String {
        """
        USAGE: PatternRunner room <subcommand> [options]

        A live workshop room: the instructor serves the class page on the local network, each
        learner joins once, and every check hands the learner's progress in, in the background.
        Without a network, `progress` and `class` do the same with files.

        SUBCOMMANDS:

        """ + subcommandLines(room)
            + """

            The room keeps hand-ins in its folder as progress files, each written to the disk before
            the room says it kept it. Joining needs the code (six or more characters; five wrong
            tries per address, then one every 12 s) and gives the machine a secret every later post
            carries. The projector's page needs the instructor's key that `room serve` prints in its
            address (kept in the folder's .room-key, so a restart keeps it); `room close`, `room open`,
            `room remove` and `room roster` use it from the same folder. Bodies are at most 64 KB, each learner may post about once a second (bursts of
            10), each address holds at most 8 connections and has 2 s to send a request head.

            """
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
