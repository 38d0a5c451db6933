import CommandLineSpec

/// Every option a command declares, once: commands list them in ``CommandSpec``'s tables and
/// handlers read them by these names.
extension OptionSpec {
    static let timeout = OptionSpec(
        flag: "--timeout", value: "SECONDS", makeForm: "TIMEOUT=SECONDS",
        meaning:
            "seconds of processor time the tests may use before they count as not finishing (default 60; a busy machine does not count)")
    static let flowFormat = OptionSpec(
        flag: "--flow", value: "FORMAT", makeForm: "FLOW=FORMAT",
        meaning: "show the messages through the mediator instead: terminal (the default), mermaid or html", valueIsOptional: true)
    static let ascii = OptionSpec(flag: "--ascii", value: nil, makeForm: "ASCII=1", meaning: "terminal flow in plain ASCII without colour")
    static let output = OptionSpec(
        flag: "--output", value: "FILE", makeForm: nil,
        meaning: "write the flow to FILE instead of standard output; a folder ending in / gets the example's own name (news.html)")
    static let record = OptionSpec(
        flag: "--record", value: nil, makeForm: nil, meaning: "rewrite the golden files from the current output (never in CI)")
    static let json = OptionSpec(
        flag: "--json", value: nil, makeForm: "JSON=1", meaning: "results as JSON (exercism's results.json, version 3)")
    static let flow = OptionSpec(
        flag: "--flow", value: nil, makeForm: "FLOW=1",
        meaning: "draw your main scenario's messages beside the expected ones (katas 01, 03, 04, 06, 09)")
    static let next = OptionSpec(flag: "--next", value: nil, makeForm: "NEXT=1", meaning: "reveal the next hint")
    static let hintNumber = OptionSpec(
        flag: "--hint", value: "N", makeForm: "HINT=N", meaning: "show hint N again (or reveal it when it is the next)")
    static let allHints = OptionSpec(flag: "--all", value: nil, makeForm: "ALL=1", meaning: "reveal and show every hint")
    static let yes = OptionSpec(flag: "--yes", value: nil, makeForm: "YES=1", meaning: "do not ask")
    static let backup = OptionSpec(
        flag: "--backup", value: "N", makeForm: "BACKUP=N", meaning: "put backup N back (the list numbers them, newest first)")
    static let force = OptionSpec(flag: "--force", value: nil, makeForm: "FORCE=1", meaning: "show it before the kata is done")
    static let mutants = OptionSpec(
        flag: "--mutants", value: "COUNT", makeForm: "MUTANTS=COUNT",
        meaning: "automatic mutants per kata: all (the default), original (the first operators only), none, or an even sample of COUNT")
}

/// The room's options.
extension OptionSpec {
    static let bind = OptionSpec(
        flag: "--bind", value: "ADDRESS", makeForm: "BIND=ADDRESS",
        meaning:
            "the IPv4 address to listen on: 127.0.0.1 this machine only (default), this machine's address on the room's network, "
            + "or 0.0.0.0 every network")
    static let port = OptionSpec(
        flag: "--port", value: "PORT", makeForm: "PORT=PORT", meaning: "the TCP port (default 8787; 0: any free port)")
    static let code = OptionSpec(
        flag: "--code", value: "CODE", makeForm: "CODE=CODE",
        meaning:
            "the room's join code (join: as the instructor's make room printed it; serve: when not given, the one kept in the folder's .room-code, else a random one, kept)"
    )
    static let handInFolder = OptionSpec(
        flag: "--dir", value: "FOLDER", makeForm: "DIR=FOLDER", meaning: "where the room keeps hand-ins (default handins)")
    static let learner = OptionSpec(flag: "--learner", value: "NAME", makeForm: "LEARNER=NAME", meaning: "your name as the room shows it")
    static let word = OptionSpec(
        flag: "--word", value: "WORD", makeForm: "WORD=WORD",
        meaning: "join: the join word the instructor gave you with your name, when the class list has one")
    static let roster = OptionSpec(
        flag: "--roster", value: "FILE", makeForm: "ROSTER=FILE",
        meaning:
            "the class list, one name a line (a name listed twice holds two machines), each optionally followed by | and that "
            + "learner's join word; # starts a comment line; only they may join; kept in the folder, so a restart keeps it")
}
