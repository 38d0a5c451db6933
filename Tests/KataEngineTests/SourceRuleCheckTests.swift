import Foundation
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// Kata 07's rule that only the mediator shows a change on other screens, read by Swift's parser.
@Suite struct SourceRuleCheckTests {
    @Test(
        "A member used on anything but self is found, by the parser: through optionals, casts, closures; comments and strings are not code")
    func membersOnOtherObjectsAreFound() throws {
        let reader = try SwiftReader.located()
        let source = """
            final class FeedScreen {
                weak var mediator: LikesMediator?
                func show(_ news: String, change: Int) { board.apply(news, change: change) }
                func like(_ news: String) {
                    show(news, change: 1)
                    self.show(news, change: 1)
                    mediator?.detail?.show(news, change: 1)
                    (peer as? DetailScreen)?.show(news, change: 1)
                    screens.forEach { $0.board.apply(news, change: 1) }
                    // detail.show(news, change: 1) in a comment
                    let words = "profile.show(news)"
                }
            }
            """
        let data = Data(source.utf8)
        let uses = SourceRuleCheck.uses(of: ["show", "board"], in: try reader.read(source: source), source: data)
        #expect(uses.map(\.member) == ["show", "show", "board"], "\(uses)")
        #expect(uses.map(\.base) == ["detail", "peer", "$0"], "a cast is used on what it casts: \(uses)")
        #expect(uses.map(\.line) == [7, 8, 9])
        // A call's or a subscript's result is on what stands before its brackets.
        let calls = "func f() {\n    Relay().show(1)\n    peers[0].show(2)\n    make(a)?.show(3)\n}\n"
        let onCalls = SourceRuleCheck.uses(of: ["show"], in: try reader.read(source: calls), source: Data(calls.utf8))
        #expect(onCalls.map(\.base) == ["Relay()", "peers[…]", "make()"], "\(onCalls)")
    }

    @Test(
        "A member the file's types declare, whatever its name, is found on anything but self or what a screen stores; a shared protocol's method on the mediator is fine"
    )
    func declaredMembersOnOtherObjectsAreFound() throws {
        let folder = try TemporaryFolder("source-rule-declared")
        let file = "Sources/Kata/Screens.swift"
        try folder.write(
            file,
            """
            final class FeedScreen: LikeHandling {
                weak var mediator: LikesMediator?
                @discardableResult private func display(_ news: String) -> Bool { true }
                func likeChanged(_ news: String) { display(news) }
                func like(_ news: String) {
                    mediator?.likeChanged(news)
                    self.display(news)
                    for screen in mediator?.everyone ?? [] { screen.display(news) }
                    news.count.description.display
                }
            }
            """)
        let rule = KataInfo.SourceRule(
            test: "Design check: only the mediator shows", files: [file], onlyOnSelf: ["show"], why: "the mediator shows it")
        let failures = SourceRuleCheck(reader: try SwiftReader.located()).failures(of: [rule], in: folder.url)
        #expect(
            failures.first?.issues.map(\.text) == [
                "Screens.swift:8 uses display, which the kata's files declare, on screen, neither self nor what it stores: the mediator shows it",
                "Screens.swift:9 uses display, which the kata's files declare, on description, neither self nor what it stores: the mediator shows it",
            ])
    }

    @Test(
        "Another file of the kata may add a conformance to a screen, not code; no file may declare customMirror; members declared there count on a screen's peers"
    )
    func otherFilesCannotHideAScreensCode() throws {
        let folder = try TemporaryFolder("source-rule-other-files")
        let screens = "Sources/Kata/Screens.swift", mediator = "Sources/Kata/LikesMediator.swift"
        let rule = KataInfo.SourceRule(
            test: "Design check: only the mediator shows", files: [screens], onlyOnSelf: ["show"], why: "the mediator shows it",
            alsoReads: [mediator], forbiddenDeclarations: ["customMirror"])
        let check = SourceRuleCheck(reader: try SwiftReader.located())
        try folder.write(
            screens, "final class FeedScreen {\n    weak var mediator: LikesMediator?\n    func like() { mediator?.changed() }\n}\n")
        try folder.write(
            mediator, "protocol Shows: AnyObject {}\nextension FeedScreen: Shows {}\nfinal class LikesMediator { func changed() {} }\n")
        #expect(check.failures(of: [rule], in: folder.url).isEmpty, "a conformance alone, and the mediator's own method on the mediator")
        try folder.write(
            mediator,
            "extension FeedScreen {\n    var customMirror: Mirror { Mirror(self, children: []) }\n    func poke() {}\n}\nfinal class LikesMediator { func changed() {} }\n"
        )
        try folder.write(
            screens,
            "final class FeedScreen {\n    weak var mediator: LikesMediator?\n    func like(_ peer: FeedScreen) { peer.poke() }\n}\n")
        let texts = check.texts(of: rule, in: folder.url)
        #expect(texts.contains { $0.hasPrefix("LikesMediator.swift:1 extends FeedScreen, whose code lives in Screens.swift") }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("LikesMediator.swift:2 declares customMirror") }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("Screens.swift:3 uses poke, which the kata's files declare, on peer") }, "\(texts)")
    }

    @Test(
        "Outside the screens' file, code a screen runs (a free function, an extension of a protocol the screens adopt) shows a change only on self; the mediator's type shows it on any screen"
    )
    func codeAScreenRunsShowsOnlyOnSelf() throws {
        let (folder, screens, mediator, rule, check) = try Self.screensCheck("source-rule-screen-code-elsewhere")
        try folder.write(screens, "final class FeedScreen: Liking {\n    weak var mediator: LikesMediator?\n    func show() {}\n}\n")
        let mediatorType = """
            final class LikesMediator {
                weak var feed: FeedScreen?
                var entries: [(screen: FeedScreen?, n: Int)] = []
                func changed() {
                    feed?.show()
                    for entry in entries { entry.screen?.show() }
                }
            }
            protocol Liking: AnyObject { var mediator: LikesMediator? { get } }
            protocol Broadcasting {}
            extension Broadcasting { func all(_ screens: [FeedScreen]) { screens.forEach { $0.show() } } }

            """
        try folder.write(mediator, mediatorType)
        #expect(check.failures(of: [rule], in: folder.url).isEmpty, "the mediator's type, and a protocol no screen adopts")
        try folder.write(
            mediator,
            mediatorType + """
                extension Liking { func fanOut() { mediator?.feed?.show() } }
                func relay(_ mediator: LikesMediator?) { mediator!.feed!.show() }
                let later: (LikesMediator) -> Void = { $0.feed?.show() }

                """)
        let texts = check.texts(of: rule, in: folder.url)
        #expect(
            texts.map { String($0.prefix { $0 != "," }) } == [
                "LikesMediator.swift:12 uses show on feed in an extension of Liking", "LikesMediator.swift:13 uses show on feed in relay",
                "LikesMediator.swift:14 uses show on feed in later",
            ], "\(texts)")
    }

    @Test(
        "A static member a screen calls, of a helper type or of the mediator's own, is code it runs with no mediator behind it: there a change is shown only on self; one the wiring calls is not"
    )
    func staticMembersShowOnlyOnSelf() throws {
        let (folder, screens, mediator, rule, check) = try Self.screensCheck("source-rule-static-members")
        try folder.write(
            screens,
            """
            final class FeedScreen {
                weak var mediator: LikesMediator?
                func show() {}
                func like() { Relay.fanOut([self]); LikesMediator.everyone(self); mediator?.changed() }
            }

            """)
        let mediatorType = """
            final class LikesMediator {
                weak var feed: FeedScreen?
                var sinks: [(FeedScreen) -> Void] = []
                static func wired(_ feed: FeedScreen) -> LikesMediator { let m = LikesMediator(); m.sinks = [{ $0.show() }]; return m }
                func changed() { feed?.show() }
            }

            """
        try folder.write(mediator, mediatorType)
        try folder.write("Sources/Kata/Relays.swift", "enum Relay { static func fanOut(_ screens: [FeedScreen]) {} }\n")
        try folder.write("Sources/Kata/Everyone.swift", "extension LikesMediator { static func everyone(_ feed: FeedScreen) {} }\n")
        #expect(
            check.failures(of: [rule], in: folder.url).isEmpty,
            "the mediator's instance shows a change on its screens; a static the wiring calls hands the mediator closures")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/Kata/Relays.swift"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/Kata/Everyone.swift"))
        try folder.write(
            mediator,
            mediatorType + """
                enum Relay {
                    static func fanOut(_ screens: [FeedScreen?]) { screens.forEach { $0?.show() } }
                }
                extension LikesMediator {
                    class func everyone(_ feed: FeedScreen) { feed.show() }
                    func again() { feed?.show() }
                }

                """)
        let texts = check.texts(of: rule, in: folder.url)
        #expect(
            texts.map { String($0.prefix { $0 != "," }) } == [
                "LikesMediator.swift:8 uses show on $0 in Relay.fanOut",
                "LikesMediator.swift:11 uses show on feed in LikesMediator.everyone",
            ], "\(texts)")
    }

    @Test(
        "Where a rule looks at what objects store with Mirror, a store Mirror cannot enter is refused; a screen's own member called on its mediator is told apart"
    )
    func storesMirrorCannotSeeAreRefused() throws {
        let folder = try TemporaryFolder("source-rule-hidden-stores")
        let screens = "Sources/Kata/Screens.swift"
        let rule = KataInfo.SourceRule(
            test: "Design check: only the mediator shows", files: [screens], onlyOnSelf: ["show"], why: "the mediator shows it",
            forbiddenDeclarations: ["customMirror"])
        let check = SourceRuleCheck(reader: try SwiftReader.located())
        try folder.write(
            screens,
            """
            import Synchronization
            final class FeedScreen {
                weak var mediator: LikesMediator?
                let relay = Mutex<(() -> Void)?>(nil)
                func show() {}
                func like() { mediator?.show() }
            }

            """)
        let texts = check.texts(of: rule, in: folder.url)
        #expect(texts.count == 2, "\(texts)")
        #expect(texts.first?.hasPrefix("Screens.swift:4 uses Mutex, a store Mirror cannot look into") == true, "\(texts)")
        let onMediator = "Screens.swift:6 uses show on mediator, not on self (show is the screens' own name"
        #expect(texts.last?.hasPrefix(onMediator) == true, "\(texts)")
        let plain = KataInfo.SourceRule(test: "Design check: plain", files: [screens], onlyOnSelf: [], why: "no Mirror here")
        #expect(check.failures(of: [plain], in: folder.url).isEmpty, "a rule that does not look with Mirror leaves a Mutex be")
    }

    @Test(
        "A case or static member written with a leading dot (`.liked(news)`) is used on no object, even when another file declares a member of that name"
    )
    func leadingDotsAreNoUseOnAnotherObject() throws {
        let folder = try TemporaryFolder("source-rule-leading-dot")
        let file = "Sources/Kata/Screens.swift"
        let board = "struct Board {\n    var liked: [String] = []\n}\nenum Change { case liked(String) }\n"
        try folder.write("Sources/Kata/Board.swift", board)
        try folder.write(
            file,
            """
            final class FeedScreen {
                var board = Board()
                weak var mediator: Relay?
                func like(_ news: String) { mediator?.post(.liked(news)); mediator?.post(Change.liked(news)) }
                func peek(_ peer: FeedScreen) -> [String] { peer.board.liked + [board.liked].flatMap { $0 } + peer.liked }
                var liked: [String] { board.liked }
            }
            """)
        let rule = KataInfo.SourceRule(test: "Design check: only the mediator shows", files: [file], onlyOnSelf: ["show"], why: "why")
        let texts = SourceRuleCheck(reader: try SwiftReader.located()).texts(of: rule, in: folder.url)
        let places = texts.map { $0.components(separatedBy: ", neither").first ?? "" }
        #expect(
            places == [
                "Screens.swift:5 uses board, which the kata's files declare, on peer",
                "Screens.swift:5 uses liked, which the kata's files declare, on peer",
            ], "\(texts)")
    }

    @Test(
        "A rule that forbids global state refuses stored globals and statics, of any shape; computed ones, functions and instance storage pass"
    )
    func globalStateIsRefused() throws {
        let (folder, file, rule, check) = try Self.globalStateCheck("source-rule-global-state")
        try folder.write(
            file,
            """
            final class AudioMediator {
                weak var player: AnyObject?
                let limit = 10
                static var defaultLevel: Int { 5 }
                static let prefix = "Audio: "
                static let label = "level \\(1)"
                static let table: [String: [Step]] = ["A": [.say("A"), .c], "D": [.say("D"), .b, .c]]
                static let reactions: [String: (AudioMediator) -> Void] = [
                    "A": { _ in print(AudioMediator()) },
                    "D": AudioMediator.react,
                ]
                static func make() -> AudioMediator { AudioMediator() }
                static func react(_ mediator: AudioMediator) {}
            }
            enum Step { case say(String), b, c }
            var version: String { "1" }
            let pi = 3.14
            let (first, second) = (1, 2)

            """)
        #expect(check.failures(of: [rule], in: folder.url).isEmpty)
        try folder.write(
            file,
            """
            nonisolated(unsafe) private var table: [ObjectIdentifier: AnyObject] = [:]
            let lock = Mutex([0])
            final class AudioMediator {
                static let shared = { AudioMediator() }()
                nonisolated(unsafe) static var last: AudioMediator? = nil
                static let made: AudioMediator = .init()
            }

            """)
        let texts = check.texts(of: rule, in: folder.url)
        let places: [String] = texts.map { text in
            let place = text.prefix { $0 != " " }
            let stored = text.components(separatedBy: " stores ").last?.prefix { $0 != " " } ?? ""
            return "\(place) \(stored)"
        }
        let expected = [
            "Mediators.swift:1 table", "Mediators.swift:2 lock", "Mediators.swift:4 shared", "Mediators.swift:5 last",
            "Mediators.swift:6 made",
        ]
        #expect(places == expected, "\(texts)")
        let built = "enum Registry {\n    static let viaFactory = AudioMediator.make()\n    static let inAList = [AudioMediator()]\n}\n"
        try folder.write(file, built)
        let more = check.texts(of: rule, in: folder.url)
        #expect(more.count == 2 && more.allSatisfy { $0.contains("outside any object") }, "\(more)")
    }

    @Test(
        "Global state is found in every file under Sources, a learner's new one too; `.name(…)` in a constant is a case only where some file declares that case"
    )
    func globalStateInAnyFileAndStaticFactoriesAreRefused() throws {
        let (folder, file, rule, check) = try Self.globalStateCheck("source-rule-global-files")
        // A case written with its type (`Step.say("B")`) is as much a case as `.say("A")` (round 20b).
        let constants =
            "static let steps: [Step] = [.say(\"A\"), .b, .wait(seconds: 1)]\n    static let maybe: Int? = .some(1)\n"
            + "    static let greeting = Step.say(\"B\")"
        try folder.write(file, "final class AudioMediator {\n    \(constants)\n}\n")
        try folder.write("Sources/Kata/Step.swift", "enum Step {\n    case say(String), b\n    indirect case wait(seconds: Int)\n}\n")
        try folder.write("Sources/Kata/My Helper.swift", "extension AudioMediator {\n    func helper() -> Int { 42 }\n}\n")
        #expect(check.failures(of: [rule], in: folder.url).isEmpty, "cases declared in another file; an extension with no state")
        let factory = "final class Log { static func make() -> Log { Log() } }\nlet logs: [Log] = [.make()]\nlet log = Log.make()\n"
        try folder.write("Sources/Kata/Shared.swift", factory)
        try folder.write("Sources/Kata/Helpers/Seen.swift", "nonisolated(unsafe) var seen: [String] = []\n")
        let texts = check.texts(of: rule, in: folder.url)
        #expect(texts.map { String($0.prefix { $0 != " " }) } == ["Seen.swift:1", "Shared.swift:2", "Shared.swift:3"], "\(texts)")
        #expect(texts.allSatisfy { $0.contains("outside any object") }, "\(texts)")
    }

    @Test(
        "A literal builds an object when its declared type, a type inside it, or a type it is cast to is a class (`NSMutableDictionary`, a learner's `Rooms`); of Swift's value types, an enum, a protocol or an alias of a value type it is a constant"
    )
    func literalsOfClassesAreState() throws {
        let (folder, file, rule, check) = try Self.globalStateCheck("source-rule-literal-types")
        let constants = """
            enum Step { case say(String), quiet }
            typealias Steps = [Step]
            protocol Screen: AnyObject {}
            final class ChatMediator {
                static let first: Step = .quiet
                static let script: Steps = [.say("A")]
                static let names: Set<String> = []
                static let marks: Set<Unicode.Scalar> = ["\\u{301}"]
                static let prefix: Swift.String = "Chat: "
                static let table: [String: Int] = [:]
                static let counts = [:] as [String: Swift.Int]
                static let none: [any Screen] = []
                static let handlers: [String: @Sendable (Int) -> Void] = [:]
                static let ratio = 1 as Double + 2
                private static let reactions: [String: @Sendable (ChatMediator) -> () -> Void] = ["A": ChatMediator.reactToA]
                private static let table: [String: (header: String, steps: [Step])] = ["A": ("A", [.quiet])]
                func reactToA() {}
            }

            """
        try folder.write(file, constants)
        #expect(check.failures(of: [rule], in: folder.url).isEmpty)
        let objects = """
            import Foundation
            final class Rooms: ExpressibleByDictionaryLiteral {
                init(dictionaryLiteral elements: (String, Int)...) {}
            }
            nonisolated(unsafe) let ledger: NSMutableDictionary = [:]
            final class ChatMediator {
                nonisolated(unsafe) private static let rooms: Rooms = [:]
                nonisolated(unsafe) private static let cast = [:] as NSMutableDictionary
                nonisolated(unsafe) private static let roomsCast = ([:] as Rooms, 1)
                nonisolated(unsafe) private static let forced = [] as! NSMutableArray
            }

            """
        try folder.write(file, objects)
        let texts = check.texts(of: rule, in: folder.url)
        #expect(texts.map { String($0.prefix { $0 != " " }) } == [5, 7, 8, 9, 10].map { "Mediators.swift:\($0)" }, "\(texts)")
        let inside = """
            nonisolated(unsafe) let inAList: [Rooms] = [[:]]
            nonisolated(unsafe) let inAnOptional: Optional<Rooms> = [:]
            nonisolated(unsafe) let beside: [String: (rooms: Rooms, count: Int)] = ["a": ([:], 1)]
            nonisolated(unsafe) let made: [String: (Rooms) -> Rooms] = ["same": { $0 }]

            """
        try folder.write(file, objects.components(separatedBy: "nonisolated(unsafe) let ledger").first.map { $0 + inside } ?? "")
        let more = check.texts(of: rule, in: folder.url)
        #expect(more.map { String($0.prefix { $0 != " " }) } == ["Mediators.swift:5", "Mediators.swift:6", "Mediators.swift:7"], "\(more)")
    }

    @Test(
        "A constant closure whose capture list builds an object is state every mediator shares; one that captures nothing new, or whose body starts with an array, is a constant; the process's own stores (its environment, a thread's dictionary) are state too"
    )
    func captureListsAndProcessStoresAreState() throws {
        let (folder, file, rule, check) = try Self.globalStateCheck("source-rule-capture-lists")
        let constants = """
            final class Counter { var count = 0 }
            final class ChatMediator {
                static let greet: @Sendable () -> String = { [prefix = "Chat: "] in prefix + "hi" }
                static let sizes: @Sendable () -> Int = { [1, 2].map { $0 * 2 }.count }
                static let first: @Sendable ([Int]) -> Int? = { numbers in numbers.first }
            }

            """
        try folder.write(file, constants)
        #expect(check.failures(of: [rule], in: folder.url).isEmpty, "\(check.texts(of: rule, in: folder.url))")
        let shared = """
            import Foundation
            final class Counter: @unchecked Sendable { var count = 0 }
            final class ChatMediator {
                static let bump: @Sendable () -> Int = { [counter = Counter()] in
                    counter.count += 1
                    return counter.count
                }
                static let made: @Sendable () -> Counter = { [counter = Counter.init()] () -> Counter in counter }
                func react() {
                    setenv("KATA_COUNT", "1", 1)
                    Thread.current.threadDictionary["depth"] = 1
                    // setenv in a comment, "threadDictionary" in a string: nothing.
                    _ = "threadDictionary"
                }
            }

            """
        try folder.write(file, shared)
        let texts = check.texts(of: rule, in: folder.url)
        #expect(texts.map { String($0.prefix { $0 != " " }) } == [4, 8, 10, 11].map { "Mediators.swift:\($0)" }, "\(texts)")
        #expect(texts.filter { $0.contains("a store the whole process shares") }.count == 2, "\(texts)")
    }

    @Test(
        "A rule may forbid names in code (a global bus, raw pointers) and a subscript; the same words in comments and strings pass"
    )
    func forbiddenIdentifiersAndSubscripts() throws {
        let folder = try TemporaryFolder("source-rule-identifiers")
        let file = "Sources/Kata/Screens.swift"
        let rule = KataInfo.SourceRule(
            test: "Design check: only the mediator shows", files: [file], onlyOnSelf: [], why: "the mediator shows it",
            forbiddenDeclarations: ["subscript"], forbiddenIdentifiers: ["NotificationCenter", "Unmanaged"])
        let check = SourceRuleCheck(reader: try SwiftReader.located())
        let innocent = "// NotificationCenter is not used here\nlet note = \"Unmanaged\"\nfinal class FeedScreen { func show() {} }\n"
        try folder.write(file, innocent)
        #expect(check.failures(of: [rule], in: folder.url).isEmpty)
        try folder.write(
            file,
            """
            final class FeedScreen {
                subscript(likes news: String) -> Int { 0 }
                func like() { NotificationCenter.default.post(name: .init("like"), object: nil) }
                let held = Unmanaged<FeedScreen>.passUnretained
            }

            """)
        let texts = check.texts(of: rule, in: folder.url)
        #expect(texts.contains { $0.hasPrefix("Screens.swift:2 declares subscript") }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("Screens.swift:3 uses NotificationCenter") }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("Screens.swift:4 uses Unmanaged") }, "\(texts)")
    }

    @Test("A kata's source rule fails as a design check naming the file, the line and why; a file that keeps it adds nothing")
    func rulesBecomeDesignChecks() throws {
        let folder = try TemporaryFolder("source-rule")
        let file = "Sources/Kata/Screens.swift"
        let rule = KataInfo.SourceRule(
            test: "Design check: only the mediator shows", files: [file], onlyOnSelf: ["show"], why: "the mediator shows it")
        let check = SourceRuleCheck(reader: try SwiftReader.located())
        try folder.write(file, "func like() { self.show(1) }\n")
        #expect(check.failures(of: [rule], in: folder.url).isEmpty)
        try folder.write(file, "func like() {\n    detail?.show(1)\n}\n")
        let failures = check.failures(of: [rule], in: folder.url)
        #expect(failures.map(\.title) == ["Design check: only the mediator shows"])
        #expect(failures.first?.issues.first?.text == "Screens.swift:2 uses show on detail, not on self: the mediator shows it")
        #expect(DesignCheck.isDesignCheck(failures.first?.title ?? ""))
    }

    /// A folder with the mediators' file a rule forbidding global state reads, and the check.
    /// Kata 07's rule on a screens' file and a mediator's file in a fresh folder: `show` only on self.
    static func screensCheck(_ name: String) throws -> (
        folder: TemporaryFolder, screens: String, mediator: String, rule: KataInfo.SourceRule, check: SourceRuleCheck
    ) {
        let screens = "Sources/Kata/Screens.swift", mediator = "Sources/Kata/LikesMediator.swift"
        let rule = KataInfo.SourceRule(
            test: "Design check: only the mediator shows", files: [screens], onlyOnSelf: ["show"], why: "the mediator shows it",
            alsoReads: [mediator])
        return (try TemporaryFolder(name), screens, mediator, rule, SourceRuleCheck(reader: try SwiftReader.located()))
    }

    static func globalStateCheck(_ name: String) throws -> (TemporaryFolder, String, KataInfo.SourceRule, SourceRuleCheck) {
        let file = "Sources/Kata/Mediators.swift"
        return (try TemporaryFolder(name), file, .forbiddingGlobalState(in: file), SourceRuleCheck(reader: try SwiftReader.located()))
    }
}

extension SourceRuleCheck {
    /// What one rule's design check says, each issue's text; none when it passes.
    func texts(of rule: KataInfo.SourceRule, in folder: URL) -> [String] {
        failures(of: [rule], in: folder).first?.issues.map(\.text) ?? []
    }

    /// The lines the issues name (`File.swift:12 uses …`).
    static func lines(of texts: [String]) -> Set<Int> {
        Set(texts.compactMap { Int($0.split(separator: ":")[1].prefix { $0.isNumber }) })
    }
}

extension KataInfo.SourceRule {
    /// A rule that forbids global state in `file` (and, as every rule, reads the others under `Sources/`).
    static func forbiddingGlobalState(in file: String) -> Self {
        .init(test: "Design check: nothing hides", files: [file], onlyOnSelf: [], why: "keep it in the mediator", forbidsGlobalState: true)
    }
}
