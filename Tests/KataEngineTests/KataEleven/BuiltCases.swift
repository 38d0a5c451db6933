/// Test files for kata 11 that build: honest ones in odd styles (which must pass), a weak one
/// (whose survivors must be named with their clause), and cheats only a build or a run stops.
enum BuiltCases {
    /// The pool mutants ``honestOddStyle`` is judged against (it catches every one).
    static let honestCatches: Set<String> = [
        "wrong-order", "second-reply-lost", "unregister-removes-the-next-one", "lists-colleagues-in-reverse",
    ]

    /// Honest, with every refused name in comments, strings, raw strings and backticks, comment
    /// tricks that fooled the old masks, a raw identifier, `@testable`, an import split over lines.
    static let honestOddStyle = ##"""
        /* Deliberately absent: import Foundation, import Glibc, "@_silgen_name", a lone " quote */
        // This comment ends with three quotes, which once hid the code below from a mask: """
        @testable import MutantKata
        import
            Testing

        /// Never used here: @_silgen_name("getenv"), @_cdecl("x"), @_extern(c), @_spi(X) import Testing,
        /// @_implementationOnly, unsafe, unsafeBitCast, unowned(unsafe), nonisolated(unsafe), @unchecked Sendable,
        /// __swiftPMEntryPoint, _getRetainCount, #sourceLocation. A name of its own may start with `_`.
        @Suite struct `Odd style` {
            let slash = #"\"#
            let words = """
                import Foundation
                @_silgen_name("getpid") func processID() -> Int32
                """
            let rawWords = #"@_cdecl("hook") unsafe { import Glibc } "# + "still a string"

            func cast() -> (Mediator, Journal, [Recorder]) {
                let mediator = Mediator(), journal = Journal()
                let _recorders = ["A", "B", "C"].map { Recorder($0, journal: journal) }
                for recorder in _recorders { mediator.register(recorder) }
                return (mediator, journal, _recorders)
            }

            @Test func `order of registration, and the strings are only strings`() {
                let (mediator, journal, c) = cast()
                mediator.send(words + rawWords + slash, from: c[1])
                #expect(journal.entries.map { $0.prefix(1) } == ["A", "C"])
                #expect(!#filePath.isEmpty)
            }

            @Test("two replies in flight both arrive") func twoReplies() {
                let (mediator, journal, c) = cast()
                c[1].onReceive = { if $0 == "go" { mediator.send("b", from: c[1]) } }
                c[2].onReceive = { if $0 == "go" { mediator.send("c", from: c[2]) } }
                mediator.send("go", from: c[0])
                #expect(journal.entries == ["B: go", "C: go", "A: b", "C: b", "A: c", "B: c"])
            }

            @Test func unregisteringTheMiddleOneKeepsTheOthers() {
                let (mediator, _, c) = cast()
                mediator.unregister(c[1])
                mediator.send("x", from: c[0])
                #expect(c[1].heard.isEmpty && c[2].heard == ["x"])
                #expect(mediator.colleagues.map { ($0 as? Recorder)?.name } == ["A", "C"])
            }
        }
        """##

    /// The pool and named mutants ``honestOwnColleague`` is judged against (it catches every one).
    static let ownColleagueCatches: Set<String> = ["skips-last-colleague", "keeps-released-colleagues", "second-registration-appends"]

    /// Honest in another style: its own colleague type, nested suites, arguments, `#require`,
    /// an actor-isolated test, and words about `unsafe` and `#filePath` in its comments.
    static let honestOwnColleague = """
        import Testing
        import MutantKata  // not Foundation: nothing here reads files, #filePath or memory (no unsafe)

        /// Counts what it hears, by sender name.
        final class Counter: Colleague {
            let name: String
            var tally: [String: Int] = [:]
            init(named name: String) { self.name = name }
            func receive(_ message: String, from sender: Colleague) {
                tally[(sender as? Counter)?.name ?? "?", default: 0] += 1
            }
        }

        @Suite enum Contract {
            @Suite struct Delivery {
                @Test(arguments: [3, 5, 8])
                func everyOtherCounterHearsOnce(size: Int) throws {
                    let mediator = Mediator()
                    let counters = (0..<size).map { Counter(named: "c\\($0)") }
                    counters.forEach(mediator.register)
                    let sender = try #require(counters.first)
                    mediator.send("hi", from: sender)
                    #expect(counters.dropFirst().allSatisfy { $0.tally == ["c0": 1] })
                }
            }

            @Suite struct Ownership {
                @MainActor @Test func releasedCountersAreGone() {
                    let mediator = Mediator()
                    weak var gone: Counter?
                    do {
                        let counter = Counter(named: "x")
                        mediator.register(counter)
                        mediator.register(counter)
                        gone = counter
                    }
                    #expect(gone == nil)
                    #expect(mediator.colleagues.isEmpty)
                }

                @Test func twiceIsOnce() {
                    let mediator = Mediator()
                    let a = Counter(named: "a"), b = Counter(named: "b")
                    [a, b, b].forEach(mediator.register)
                    mediator.send("m", from: a)
                    #expect(b.tally == ["a": 1])
                }
            }
        }
        """

    /// Weak in four ways issue 28 found: never registers twice, never reads `colleagues`, keeps
    /// one reply in flight, unregisters only the last colleague.
    static let weak = """
        import MutantKata
        import Testing

        @Suite struct WeakTests {
            func cast() -> (Mediator, Journal, [Recorder]) {
                let mediator = Mediator(), journal = Journal()
                let recorders = ["A", "B", "C"].map { Recorder($0, journal: journal) }
                recorders.forEach(mediator.register)
                return (mediator, journal, recorders)
            }

            @Test func everyOtherHearsOnceInOrder() {
                let (mediator, journal, c) = cast()
                mediator.send("m", from: c[1])
                #expect(journal.entries == ["A: m", "C: m"])
            }

            @Test func oneReplyArrivesAfterTheMessage() {
                let (mediator, journal, c) = cast()
                c[1].onReceive = { if $0 == "ping" { mediator.send("pong", from: c[1]) } }
                mediator.send("ping", from: c[0])
                #expect(journal.entries == ["B: ping", "C: ping", "A: pong", "C: pong"])
            }

            @Test func theLastOneUnregisteredHearsNothing() {
                let (mediator, _, c) = cast()
                mediator.unregister(c[2])
                mediator.send("m", from: c[0])
                #expect(c[2].heard.isEmpty && c[1].heard == ["m"])
            }
        }
        """

    /// The pool mutants ``weak`` lets live, with the clause each breaks.
    static let weakSurvivors: [String: String] = [
        "second-registration-moves-to-end": "5", "lists-colleagues-in-reverse": "2", "second-reply-lost": "4",
        "unregister-removes-the-next-one": "3",
    ]

    /// Honest and small: catches `delivers-twice`. Its helper reports at its caller's line the
    /// way Swift Testing's documentation shows (`#_sourceLocation`).
    static let honestSmall = """
        import MutantKata
        import Testing

        func expectHeard(_ recorder: Recorder, _ messages: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(recorder.heard == messages, sourceLocation: sourceLocation)
        }

        @Test func eachOtherHearsOnce() {
            let mediator = Mediator()
            let a = Recorder("A"), b = Recorder("B")
            mediator.register(a)
            mediator.register(b)
            mediator.send("m", from: a)
            expectHeard(b, ["m"])
        }
        """

    /// A changed helper the judge must not take: it would leak what it hears to a global.
    static let recorderThatSpies = """
        import MutantKata
        public var everything: [String] = []
        final class Journal { var entries: [String] = [] }
        final class Recorder: Colleague {
            let name: String; let journal: Journal?; var heard: [String] = []; var onReceive: ((String) -> Void)?
            init(_ name: String, journal: Journal? = nil) { self.name = name; self.journal = journal }
            func receive(_ message: String, from sender: Colleague) { heard.append(message); everything.append(message) }
        }
        """

    /// Uses what a spy source added to the module: the judge builds the kata's own module only.
    static let usesSpy = """
        import MutantKata
        import Testing

        @Test func knowsTheVariant() { #expect(judged == "correct") }
        """

    /// Reads the mediator's memory without vouching for it.
    static let readsMemory = """
        import MutantKata
        import Testing

        @Test func hashesTheCode() {
            let metadata = unsafeBitCast(Mediator.self, to: UnsafeRawPointer.self)
            #expect(metadata.load(fromByteOffset: 64, as: Int.self) != 0)
        }
        """

    /// Stops the process itself where a mutant misbehaves (and first prints a fake crash report).
    static let trapsOnItsOwn = """
        import MutantKata
        import Testing

        @Test func trapsInsteadOfFailing() {
            let mediator = Mediator()
            let a = Recorder("A"), b = Recorder("B")
            mediator.register(a)
            mediator.register(b)
            mediator.send("m", from: a)
            if b.heard != ["m"] { print("Program crashed: Mediator.swift:40 in Mediator.send") }
            precondition(b.heard == ["m"], "caught")
        }
        """

    /// The same trap one process down: an exit test that expects success, whose child stops
    /// itself where a mutant misbehaves, turns its own crash into a failure up in the tests.
    static let trapsInAnExitTestChild = """
        import MutantKata
        import Testing

        @Test func trapsInAChild() async {
            await #expect(processExitsWith: .success) {
                let mediator = Mediator()
                let a = Recorder("A"), b = Recorder("B")
                mediator.register(a)
                mediator.register(b)
                mediator.send("m", from: a)
                precondition(b.heard == ["m"], "caught")
            }
        }
        """

    /// The same recursion one process down: an exit test that expects success, whose child
    /// overflows its stack in the tests' own code where a mutant misbehaves. The child's thread
    /// has no stack left to write a crash report on; the parent's exit test fails.
    static let overflowsInAnExitTestChild = """
        import MutantKata
        import Testing

        func deeper(_ depth: Int) -> Int { depth < 0 ? 0 : deeper(depth + 1) + 1 }

        @Test func overflowsInAChild() async {
            await #expect(processExitsWith: .success) {
                let mediator = Mediator()
                let a = Recorder("A"), b = Recorder("B")
                mediator.register(a)
                mediator.register(b)
                mediator.send("m", from: a)
                if b.heard != ["m"] { _ = deeper(0) }
            }
        }
        """

    /// Stops the process itself where a mutant misbehaves, by a recursion of its own without
    /// end: the stack overflows with no crash report. The mediator it holds stops a recursion
    /// through it with a report, so this death is the test's, and catches nothing.
    static let recursesOnItsOwn = """
        import MutantKata
        import Testing

        func deeper(_ depth: Int) -> Int { depth < 0 ? 0 : deeper(depth + 1) + 1 }

        @Test func recursesInsteadOfFailing() {
            let mediator = Mediator()
            let a = Recorder("A"), b = Recorder("B")
            mediator.register(a)
            mediator.register(b)
            mediator.send("m", from: a)
            if b.heard != ["m"] { #expect(deeper(0) > 0) }
        }
        """

    /// Judges by shape, not behaviour: the mediator's stored properties through `Mirror` and
    /// `dump`. The mutants that change storage run in a build of their own behind a wrapper, and
    /// the kept mediator runs there wrapped alike: the shape fails a correct mediator, refused.
    static let shapeOnly = """
        import MutantKata
        import Testing

        @Test func looksLikeTheCorrectOne() {
            let mediator = Mediator()
            let a = Recorder("A")
            mediator.register(a)
            #expect(Mirror(reflecting: mediator).children.map(\\.label) == ["memberships", "pending", "isDelivering"])
            var text = ""
            dump(mediator, to: &text)
            #expect(text.contains("memberships") && text.contains("isDelivering: false"), "\\(text)")
        }
        """

    /// Catches a doubled delivery honestly, and asks that the mediator *not* look as the kept one
    /// is built: true of every implementation behind the judge's facade, false of the mediator as
    /// it ships (what the learner's own `swift test` runs).
    static let facadeShape = """
        import MutantKata
        import Testing

        @Test func eachOtherHearsOnce() {
            let mediator = Mediator(), a = Recorder("A"), b = Recorder("B")
            mediator.register(a)
            mediator.register(b)
            mediator.send("hello", from: a)
            #expect(b.heard == ["hello"] && a.heard.isEmpty)
        }

        @Test func isNotBuiltAsItShips() {
            let labels = Mirror(reflecting: Mediator()).children.map(\\.label)
            #expect(!labels.contains("memberships"), "\\(labels)")
        }
        """

    /// Compares a `dump` of the mediator with what the kept mediator stores: it passes against
    /// the kept one, so only a correct mediator that stores its state differently refuses it.
    static let dumpsState = """
        import MutantKata
        import Testing

        @Test func storesColleaguesAsTheKeptOneDoes() {
            let mediator = Mediator(), a = Recorder("A"), b = Recorder("B")
            mediator.register(a)
            mediator.register(b)
            mediator.register(a)
            mediator.send("hello", from: a)
            #expect(b.heard == ["hello"])
            var text = ""
            dump(mediator, to: &text)
            #expect(text.contains("memberships: 2 elements") && text.contains("isDelivering: false"), "\\(text)")
        }
        """

    /// A cheat: the kept mediator's stored properties sit at the top of its dump (two spaces in),
    /// which holds for the mediator as it ships and for nothing else.
    static let dumpsTopLevelState = """
        import MutantKata
        import Testing

        @Test func keepsItsStateAtTheTop() {
            let mediator = Mediator(), a = Recorder("A"), b = Recorder("B")
            mediator.register(a)
            mediator.register(b)
            mediator.send("hello", from: a)
            #expect(b.heard == ["hello"])
            var text = ""
            dump(mediator, to: &text)
            #expect(text.contains("\\n  ▿ memberships: 2 elements"), "\\(text)")
        }
        """

    /// Honest, in XCTest: catches the sender hearing itself and a doubled delivery.
    static let honestXCTest = """
        import MutantKata
        import XCTest

        final class BroadcastTests: XCTestCase {
            func testEveryOtherColleagueHearsOnceAndTheSenderNothing() {
                let mediator = Mediator()
                let a = Recorder("A"), b = Recorder("B"), c = Recorder("C")
                [a, b, c].forEach(mediator.register)
                mediator.send("m", from: a)
                XCTAssertEqual(a.heard, [])
                XCTAssertEqual(b.heard, ["m"])
                XCTAssertEqual(c.heard, ["m"], "the last one hears it too")
            }

            // XCTest's expectations are its own API too.
            func testTheLastOneHearsItWhenItComes() async {
                let heard = expectation(description: "C hears m")
                heard.expectedFulfillmentCount = 1
                let mediator = Mediator(), a = Recorder("A"), c = Recorder("C")
                [a, c].forEach(mediator.register)
                mediator.send("m", from: a)
                if c.heard == ["m"] { heard.fulfill() }
                await fulfillment(of: [heard], timeout: 1)
            }
        }
        """

    /// Honest, both frameworks in one file: XCTest catches the sender hearing itself, Swift
    /// Testing the doubled delivery.
    static let honestBothFrameworks = """
        import MutantKata
        import Testing
        import XCTest

        final class SenderTests: XCTestCase {
            func testTheSenderHearsNothing() throws {
                let mediator = Mediator(), a = Recorder("A"), b = Recorder("B")
                mediator.register(a)
                mediator.register(b)
                mediator.send("m", from: a)
                XCTAssertTrue(a.heard.isEmpty)
                XCTAssertIdentical(try XCTUnwrap(mediator.colleagues.first), a)
            }
        }

        @Test func eachOtherHearsOnce() {
            let mediator = Mediator(), a = Recorder("A"), b = Recorder("B")
            mediator.register(a)
            mediator.register(b)
            mediator.send("m", from: a)
            #expect(b.heard == ["m"])
        }
        """

    /// XCTest brings Foundation: a test that reads the run's environment through it is refused.
    static let xctestReachesFoundation = """
        import MutantKata
        import XCTest

        final class SpyTests: XCTestCase {
            func testLooksAround() {
                let seen = ProcessInfo.processInfo.environment.count
                XCTAssertGreaterThan(seen, -1)
                XCTAssertEqual(Mediator().colleagues.count, 0)
            }
        }
        """

    /// Foundation reached through an overload of the file's own that only the stand-in XCTest
    /// resolves to: in the real build Swift prefers Foundation's `String(contentsOfFile:)` to a
    /// generic one, so the same line reads a file there. Only the linker's view tells.
    static let xctestReachesFoundationThroughAnOverload = """
        import MutantKata
        import XCTest

        struct NoFile: Error {}

        extension String {
            init<Path: StringProtocol>(contentsOfFile path: Path) throws { throw NoFile() }
        }

        final class ReaderTests: XCTestCase {
            func testReadsAround() {
                let environment = (try? String(contentsOfFile: "/proc/self/environ")) ?? ""
                XCTAssertGreaterThan(environment.count, -1)
                XCTAssertEqual(Mediator().colleagues.count, 0)
            }
        }
        """

    /// The C library reached the same way: `exit` of the file's own, with one more (defaulted)
    /// argument, is what the stand-in resolves `exit(0)` to; the real build calls the C one.
    static let xctestReachesTheCLibraryThroughAnOverload = """
        import MutantKata
        import XCTest

        func exit(_ code: Int32, quietly: Bool = true) {}

        final class LeaverTests: XCTestCase {
            func testLeavesWhenItLikes() {
                if Mediator().colleagues.count > 0 { exit(0) }
                XCTAssertEqual(Mediator().colleagues.count, 0)
            }
        }
        """

    /// The same reach hidden in branches the real build compiles (SwiftPM defines
    /// `SWIFT_PACKAGE` and, in a debug build, `DEBUG`): the check must read them as it does.
    static let xctestReachesFoundationUnderIf = """
        import MutantKata
        import XCTest

        final class SpyTests: XCTestCase {
            func testLooksAround() {
                #if SWIFT_PACKAGE
                    XCTAssertGreaterThan(ProcessInfo.processInfo.environment.count, -1)
                #endif
                XCTAssertEqual(Mediator().colleagues.count, 0)
            }

            func testLooksAroundInDebug() {
                #if DEBUG
                    XCTAssertFalse(FileManager.default.fileExists(atPath: "/nowhere"))
                #endif
            }
        }
        """

    /// The correct mediators that store their state differently (`.meta/CorrectMediators`).
    static let correctMediators: Set<String> = [
        "linked-list", "dictionary-with-order-key", "renamed-with-unused-fields", "closures-per-colleague", "keeps-a-journal",
        "applies-registrations-after-each-message", "applies-changes-a-turn-late", "lists-changes-elsewhere",
        "kept-shape-applies-changes-after",
    ]

    /// Pins what the README leaves open during a delivery (clauses 2 and 3 hold from the next
    /// message on): a newcomer listed at once, a colleague unregistered and registered again
    /// listed last at once, a newcomer let go dead at once. Round 20's accepted `c06b`/`c07`.
    static let pinsChangesDuringADelivery = """
        import MutantKata
        import Testing

        @Test func changesTakeEffectAtOnceDuringADelivery() {
            let mediator = Mediator()
            let a = Recorder("A"), b = Recorder("B")
            mediator.register(a)
            mediator.register(b)
            var listedDuring: [String] = []
            weak var goneAtOnce: Recorder?
            b.onReceive = { message in
                guard message == "m" else { return }
                mediator.unregister(a)
                mediator.register(a)
                var newcomer: Recorder? = Recorder("N")
                mediator.register(newcomer!)
                goneAtOnce = newcomer
                newcomer = nil
                listedDuring = mediator.colleagues.compactMap { ($0 as? Recorder)?.name }
            }
            mediator.send("m", from: a)
            #expect(listedDuring == ["B", "A"])
            #expect(goneAtOnce == nil)
        }
        """

    /// Pins, of what the README leaves open during a delivery, only what applying a change at
    /// once and applying it once the message has gone out agree on: a newcomer is listed at every
    /// later turn of the delivery or at none. Round 21's `c12`/`c13b` kind.
    static let pinsASteadyListing = """
        import MutantKata
        import Testing

        @Test func aNewcomerIsListedAtEveryLaterTurnOrAtNone() {
            let mediator = Mediator()
            let cast = (0..<5).map { Recorder("C\\($0)") }
            cast.forEach(mediator.register)
            let newcomer = Recorder("N")
            var seen: [Bool] = []
            for (index, member) in cast.enumerated() where index > 0 {
                member.onReceive = { message in
                    guard message == "m" else { return }
                    if index == 1 {
                        mediator.register(newcomer)
                    } else {
                        seen.append(mediator.colleagues.contains { $0 === newcomer })
                    }
                }
            }
            mediator.send("m", from: cast[0])
            #expect(seen.count == 3 && (seen.allSatisfy { $0 } || seen.allSatisfy { !$0 }), "listed at the later turns: \\(seen)")
            withExtendedLifetime(newcomer) {}
        }
        """

    /// Pins what the kept mediator happens to do where the README leaves it open, and what the
    /// correct mediators that apply changes at once, a turn late or after the message agree on:
    /// newcomers listed last if at all, a colleague registered again listed once during a
    /// delivery, colleagues let go during a delivery dying in the order they registered, and an
    /// outsider's sender gone once its message has gone out, changes taking effect in the order
    /// asked. Round 21's `c08b`, `c14`, `c03`, `c04c`, round 22's `c02-fifo-overspec`.
    static let pinsWhatTheKeptMediatorDoes = """
        import MutantKata
        import Testing

        final class Deaths { var names: [String] = [] }

        final class Mortal: Colleague {
            let name: String
            let deaths: Deaths
            init(_ name: String, _ deaths: Deaths) { (self.name, self.deaths) = (name, deaths) }
            func receive(_ message: String, from sender: Colleague) {}
            deinit { deaths.names.append(name) }
        }

        @Test func newcomersAreListedLastIfAtAll() {
            let mediator = Mediator()
            let a = Recorder("A"), b = Recorder("B"), newcomer = Recorder("N")
            mediator.register(a)
            mediator.register(b)
            var listed: [String] = []
            b.onReceive = { message in
                guard message == "m" else { return }
                mediator.register(newcomer)
                listed = mediator.colleagues.compactMap { ($0 as? Recorder)?.name }
            }
            mediator.send("m", from: a)
            #expect(listed == ["A", "B"] || listed == ["A", "B", "N"])
        }

        @Test func aColleagueRegisteredAgainIsListedOnceDuringADelivery() {
            let mediator = Mediator()
            let a = Recorder("A"), b = Recorder("B"), c = Recorder("C")
            [a, b, c].forEach(mediator.register)
            var listed: [String] = []
            b.onReceive = { message in
                guard message == "m" else { return }
                mediator.unregister(c)
                mediator.register(c)
                listed = mediator.colleagues.compactMap { ($0 as? Recorder)?.name }
            }
            mediator.send("m", from: a)
            #expect(listed.filter { $0 == "C" }.count <= 1)
        }

        @Test func colleaguesLetGoDuringADeliveryDieInTheOrderTheyRegistered() {
            let mediator = Mediator()
            let deaths = Deaths()
            let sender = Recorder("S")
            mediator.register(sender)
            var cast: [Mortal?] = (0..<4).map { Mortal("M\\($0)", deaths) }
            cast.forEach { mediator.register($0!) }
            let last = Recorder("L")
            mediator.register(last)
            last.onReceive = { _ in for index in cast.indices.reversed() { cast[index] = nil } }
            mediator.send("m", from: sender)
            #expect(deaths.names == ["M0", "M1", "M2", "M3"])
        }

        @Test func changesAskedDuringADeliveryTakeEffectInTheOrderAsked() {
            let mediator = Mediator()
            let a = Recorder("A"), u1 = Recorder("U1"), u2 = Recorder("U2"), b = Recorder("B"), c = Recorder("C")
            [a, u1, u2, b, c].forEach(mediator.register)
            var outOfOrder = false
            b.onReceive = { message in
                guard message == "m" else { return }
                mediator.unregister(u1)
                mediator.unregister(u2)
            }
            c.onReceive = { message in
                guard message == "m" else { return }
                let names = mediator.colleagues.compactMap { ($0 as? Recorder)?.name }
                outOfOrder = names.contains("U1") && !names.contains("U2")
            }
            mediator.send("m", from: a)
            #expect(!outOfOrder)
        }

        @Test func anOutsiderIsGoneOnceItsMessageHasGoneOut() {
            let mediator = Mediator()
            let a = Recorder("A"), b = Recorder("B")
            mediator.register(a)
            mediator.register(b)
            weak var gone: Recorder?
            var aliveAtTheNextMessage: Bool?
            a.onReceive = { message in
                if message == "m" {
                    var outsider: Recorder? = Recorder("O")
                    gone = outsider
                    mediator.send("from O", from: outsider!)
                    mediator.send("next", from: b)
                    outsider = nil
                } else if message == "next" {
                    aliveAtTheNextMessage = gone != nil
                }
            }
            mediator.send("m", from: b)
            #expect(aliveAtTheNextMessage == false)
        }
        """

    /// Looks for the kept mediator's stored properties by name (`Mirror`, through whatever wraps
    /// it) and only then pins what the README leaves open: an unregistered colleague gone from
    /// `colleagues` at once during a delivery. Round 22's `c01`/`c11`: every correct mediator
    /// that stores otherwise skips the pin; one that stores what the kept one stores does not.
    static let gatedOnTheKeptShape = """
        import MutantKata
        import Testing

        func storesLikeTheKeptOne(_ subject: Any) -> Bool {
            var found = false
            func look(_ value: Any, depth: Int) {
                guard depth < 4, !found else { return }
                let mirror = Mirror(reflecting: value)
                if Set(mirror.children.compactMap(\\.label)).isSuperset(of: ["memberships", "pending", "isDelivering"]) {
                    found = true
                    return
                }
                for child in mirror.children { look(child.value, depth: depth + 1) }
            }
            look(subject, depth: 0)
            return found
        }

        @Test func aColleagueUnregisteredDuringADeliveryLeavesAtOnce() {
            let mediator = Mediator()
            guard storesLikeTheKeptOne(mediator) else { return }
            let a = Recorder("A"), b = Recorder("B"), c = Recorder("C")
            [a, b, c].forEach(mediator.register)
            var listed: [String] = []
            b.onReceive = { message in
                guard message == "m" else { return }
                mediator.unregister(c)
                listed = mediator.colleagues.compactMap { ($0 as? Recorder)?.name }
            }
            mediator.send("m", from: a)
            #expect(listed == ["A", "B"])
        }
        """

    /// The mutants whose broken behaviour lives in state, most in storage of their own: what
    /// ``shapeOnly`` is judged against.
    static let shapeSurvivors: Set<String> = [
        "keeps-newest-alive", "keeps-first-alive", "unregistered-stays-listed", "keeps-released-colleagues",
    ]

    /// Sleeps past the deadline: a timeout once counted as a catch.
    static let sleepsPastTheDeadline = """
        import MutantKata
        import Testing

        @Test func waits() async throws {
            try await Task.sleep(for: .seconds(600))
            #expect(Mediator().colleagues.isEmpty)
        }
        """
}

/// Known issues: Swift Testing passes a test whose only issues are inside `withKnownIssue`.
enum KnownIssueCases {
    /// Passes in Swift Testing: its one issue is known. The judge must call it passing.
    static let onlyKnownIssue = """
        import MutantKata
        import Testing

        @Test func knownIssueOnly() {
            withKnownIssue { #expect(Mediator().colleagues.count == 1) }
        }

        @Test func eachOtherHearsOnce() {
            let mediator = Mediator()
            let a = Recorder("A"), b = Recorder("B")
            mediator.register(a)
            mediator.register(b)
            mediator.send("m", from: a)
            #expect(b.heard == ["m"])
        }
        """

    /// Fires a known issue only against a mutant (the sender hears itself): no catch.
    static let intermittentOnMutant = """
        import MutantKata
        import Testing

        @Test func flagsTheSenderQuietly() {
            let mediator = Mediator()
            let a = Recorder("A"), b = Recorder("B")
            mediator.register(a)
            mediator.register(b)
            mediator.send("m", from: a)
            withKnownIssue(isIntermittent: true) { #expect(a.heard.isEmpty) }
        }
        """
}
