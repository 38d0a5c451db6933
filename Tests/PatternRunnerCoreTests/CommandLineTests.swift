import ExampleSupport
import PatternRunnerCore
import Testing

@Suite struct CommandLineTests {
    @Test(arguments: [[], ["help"], ["--help"], ["-h"]])
    func helpListsCommandsAndExamples(arguments: [String]) {
        let result = RunnerResult(arguments)
        #expect(result.status == .success)
        #expect(result.out.contains("USAGE: PatternRunner"))
        for command in ["list", "run NAME", "verify", "kata"] { #expect(result.out.contains(command)) }
        #expect(result.out.contains("conceptual, macbook, game, news, musketeers"))
        #expect(result.err.isEmpty)
    }

    @Test(arguments: [["run", "--help"], ["help", "run"], ["verify", "-h"], ["help", "kata"], ["kata", "--help"]])
    func commandHelp(arguments: [String]) {
        let result = RunnerResult(arguments)
        #expect(result.status == .success)
        #expect(
            result.out.hasPrefix(
                "USAGE: PatternRunner \(arguments.contains("run") ? "run" : arguments.contains("verify") ? "verify" : "kata")"))
    }

    @Test func listHasOneLinePerExampleWithTitleAndDocuments() {
        let result = RunnerResult(["list"])
        #expect(result.status == .success)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.map { String($0.prefix { $0 != " " }) } == ["conceptual", "macbook", "game", "news", "musketeers"])
        #expect(lines[3].contains("[docs 002, 003]"))
        #expect(lines[1].contains("[docs 000]"))
    }

    @Test(arguments: [
        ("news", "news"), ("NEWS", "news"), ("newsfeed", "news"), ("NewsFeed", "news"), (" news ", "news"),
        ("mobs", "game"), ("characters", "game"), ("components", "conceptual"), ("Conceptual", "conceptual"),
        ("macbook", "macbook"), ("MUSKETEERS", "musketeers"),
    ])
    func runAcceptsNamesAliasesAndAnyCase(input: String, canonical: String) throws {
        let result = RunnerResult(["run", input])
        #expect(result.status == .success)
        #expect(result.err.isEmpty)
        let example = try #require(ExampleCatalog.examples.first { $0.name == canonical })
        let golden = try example.documentedOutput().get()
        #expect(GoldenComparison(documented: .success(golden), actual: result.out).passed)
    }

    @Test(arguments: [
        (["run", "newz"], "no example named 'newz'; did you mean news?"),
        (["run", "musketers"], "did you mean musketeers?"),
        (["run", "macbok"], "did you mean macbook?"),
        (["runn", "news"], "unknown command 'runn'; did you mean run?"),
        (["join", "http://127.0.0.1:8787"], "unknown command 'join'; did you mean room join?"),
        (["lst"], "did you mean list?"),
        (["verify", "--recrod"], "unknown option '--recrod' for 'verify'; did you mean --record?"),
        (["--verbose"], "unknown option '--verbose'"),
        (["list", "--all"], "'list' takes no options"),
        (["list", "extra"], "too many arguments for 'list'"),
        (["run", "news", "game"], "too many arguments for 'run': 'game'"),
        (["run"], "'run' needs an example name"),
        (["run", ""], "an example name is required"),
        (["run", "   "], "an example name is required"),
        ([""], "unknown command ''"),
        (["verify", "nope"], "no example named 'nope'"),
        (["help", "nope"], "no help for 'nope'"),
    ])
    func badInputGivesOneLineReasonAndExit64(arguments: [String], expected: String) throws {
        let result = RunnerResult(arguments)
        #expect(result.status == .usage)
        #expect(result.status.rawValue == 64)
        #expect(result.out.isEmpty)
        let reason = try #require(result.errorLines.first)
        #expect(reason.hasPrefix("PatternRunner: "))
        #expect(reason.contains(expected), "got: \(reason)")
        #expect(result.errorLines.count == 2)
    }

    /// Hostile names, keyed by a short label so test logs stay readable.
    static let strangeNames: [String: String] = [
        "100k characters": String(repeating: "x", count: 100_000),
        "Japanese": "ニュース",
        "NUL byte": "news\u{0}",
        "emoji": "né🦊ws",
        "terminal escape": "\u{1B}[31mred",
        "newline": "news\nforged line",
        "5k emoji": String(repeating: "🦊", count: 5_000),
    ]

    @Test(arguments: strangeNames.keys.sorted())
    func strangeNamesNeverCrash(label: String) throws {
        let name = try #require(Self.strangeNames[label])
        let result = RunnerResult(["run", name])
        #expect(result.status == .usage)
        #expect(result.errorLines.count == 2, "the reason stays on one line")
        let reason = try #require(result.errorLines.first)
        #expect(reason.count < 200)
        #expect(!reason.contains("\u{1B}"))
    }

    @Test func argumentsAfterDoubleDashAreNames() {
        #expect(RunnerResult(["run", "--", "news"]).status == .success)
        #expect(RunnerResult(["run", "--", "--news"]).status == .usage)
    }
}
