import Foundation
import PlaygroundBasics
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// Code a design check cannot follow by name: a closure a screen is handed and calls, a member
/// used with no name (`peer(…)`), and code that tells the compiler to trust it.
@Suite struct SourceRuleHandedInCodeTests {
    @Test(
        "A screen that calls a function value (a loop variable, $0, a local, a parameter, a call's result) is refused; methods and closures written in place pass"
    )
    func screensCallNoFunctionValues() throws {
        let (folder, screens, mediator, rule, check) = try SourceRuleCheckTests.screensCheck("source-rule-value-calls")
        try folder.write(mediator, "final class LikesMediator { func changed() {}\n func displays() -> [(Int) -> Void] { [] } }\n")
        try folder.write(
            screens,
            """
            final class FeedScreen {
                weak var mediator: LikesMediator?
                func show(_ change: Int) {}
                func like() {
                    let log = { (change: Int) in self.show(change) }
                    log(1)
                    func again() { show(2) }
                    again()
                    if let mediator { mediator.changed() }
                    print(max(1, 2))
                }
            }

            """)
        #expect(check.texts(of: rule, in: folder.url) == [])
        try folder.write(
            screens,
            """
            final class FeedScreen {
                weak var mediator: LikesMediator?
                func show(_ change: Int) {}
                func like() {
                    for display in mediator?.displays() ?? [] { display(1) }
                    mediator?.displays().forEach { $0(1) }
                    let all = mediator?.displays() ?? []
                    all.first?(1)
                    if let first = all.first { first(1) }
                    (mediator?.displays() ?? [])[0](1)
                }
                func apply(_ body: (Int) -> Void) { body(1) }
            }

            """)
        let texts = check.texts(of: rule, in: folder.url)
        let lines = SourceRuleCheck.lines(of: texts)
        // Line 8 calls a member of a local (`all.first`): the parser cannot tell it from a method.
        #expect(lines.isSuperset(of: [5, 6]), "\(texts)")
        #expect(texts.allSatisfy { $0.contains("a function value (a closure handed in, not a method)") }, "\(texts)")
        let all = check.failures(of: [rule], in: folder.url).flatMap(\.issues).count
        #expect(all == 5, "at most five places are named: \(texts)")
    }

    @Test("The parser finds every call of a function value, and none of a function declared or a closure written in place")
    func valueCallsAreFoundEverywhere() throws {
        let facts = try SwiftReader.located().read(
            sources: [
                """
                func like(_ body: (Int) -> Void, _ table: [(Int) -> Void]) {
                    body(1)
                    for entry in table { entry(2) }
                    table.forEach { $0(3) }
                    table.forEach { handler in handler(4) }
                    let copy = table
                    copy[0](5)
                    if let first = table.first { first(6) }
                    guard let last = table.last else { return }
                    last(7)
                    let inPlace = { (n: Int) in print(n) }
                    inPlace(8)
                    print(9)
                }

                """
            ])
        let calls = try #require(facts.first).valueCalls.map { "\($0.line) \($0.name)" }
        #expect(calls == ["2 body", "3 entry", "4 $0", "5 handler", "7 the result of copy[0]", "8 first", "10 last"])
    }

    @Test("A member used with no name (callAsFunction, dynamicallyCall) is refused like a subscript, and the message says why")
    func namelessMembersAreRefused() throws {
        let (folder, screens, mediator, _, check) = try SourceRuleCheckTests.screensCheck("source-rule-nameless")
        let rule = KataInfo.SourceRule(
            test: "Design check: only the mediator shows", files: [screens], onlyOnSelf: ["show"], why: "the mediator shows it",
            alsoReads: [mediator], forbiddenDeclarations: ["customMirror", "subscript", "callAsFunction", "dynamicallyCall"])
        try folder.write(mediator, "final class LikesMediator { var screens: [FeedScreen] = [] }\n")
        try folder.write(
            screens,
            """
            final class FeedScreen {
                weak var mediator: LikesMediator?
                func show(_ change: Int) {}
                func callAsFunction(_ change: Int) { show(change) }
                func dynamicallyCall(withArguments changes: [Int]) { changes.forEach(show) }
            }

            """)
        let texts = check.texts(of: rule, in: folder.url)
        #expect(texts.contains { $0.hasPrefix("Screens.swift:4 declares callAsFunction, a member called with no name") }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("Screens.swift:5 declares dynamicallyCall, a member called with no name") }, "\(texts)")
    }

    @Test("A rule that forbids vouching for unsafe code refuses nonisolated(unsafe), unsafe expressions, @safe and @preconcurrency")
    func vouchingForUnsafeIsRefused() throws {
        let folder = try TemporaryFolder("source-rule-unsafe")
        let file = "Sources/Kata/ChatMediator.swift"
        let rule = KataInfo.SourceRule(
            test: "Design check: the compiler proves it", files: [file], onlyOnSelf: [], why: "keep it in the actor",
            forbidsVouchingForUnsafe: true)
        let check = SourceRuleCheck(reader: try SwiftReader.located())
        try folder.write(file, "// nonisolated(unsafe) is not used\nactor ChatMediator { var count = 0; let note = \"unsafe\" }\n")
        #expect(check.texts(of: rule, in: folder.url) == [])
        try folder.write(
            file,
            """
            actor ChatMediator {
                nonisolated(unsafe) private var count = 0
                nonisolated var seen: Int { unsafe count }
                @safe func peek() {}
                @preconcurrency func old() {}
            }

            """)
        let texts = check.texts(of: rule, in: folder.url)
        #expect(texts.contains { $0.hasPrefix("ChatMediator.swift:2 uses nonisolated(unsafe), which tells the compiler to trust you") })
        #expect(texts.contains { $0.hasPrefix("ChatMediator.swift:3 uses unsafe,") }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("ChatMediator.swift:4 uses @safe,") }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("ChatMediator.swift:5 uses @preconcurrency,") }, "\(texts)")
    }
}

/// A design check is a test of the check either way: the count of tests does not change as it passes.
@Suite struct DesignCheckCountTests {
    @Test("A check counts each source rule's design check as a test, passing or failing (kata 07: 4 of 17 failing, then all 17 pass)")
    func designChecksCountWhetherTheyPassOrFail() throws {
        let (folder, screens, mediator, rule, _) = try SourceRuleCheckTests.screensCheck("design-check-count")
        try folder.write(mediator, "final class LikesMediator { func changed() {} }\n")
        try folder.write(screens, "final class FeedScreen {\n    weak var mediator: LikesMediator?\n    func show() {}\n}\n")
        let kata = KataInfo(
            slug: "07-x", title: "x", document: "", teaches: "", files: [screens], hints: [], kind: .design, sourceRules: [rule])
        let checker = KataChecker(runner: ProcessGroupRunner()) { try? SwiftReader.located() }
        let behaviour = KataCheckResult(status: .passed, tests: [.init(name: "Rule 1: likes", line: 1, status: .passed)])
        let passing = checker.withSourceRules(of: kata, in: folder.url, addedTo: behaviour)
        #expect(passing.status == .passed && passing.tests.map(\.title) == ["Rule 1: likes", rule.test])
        try folder.write(screens, "final class FeedScreen {\n    var peer: FeedScreen?\n    func show() { peer?.show() }\n}\n")
        let failing = checker.withSourceRules(of: kata, in: folder.url, addedTo: behaviour)
        #expect(failing.status == .failed && failing.tests.count == 2 && failing.failedTests.map(\.title) == [rule.test])
    }
}

/// Katas 01, 03–05: whatever the tests' binary writes to its standard output came from the
/// learner's code past the module's print, and fails one more test that quotes it.
@Suite struct StandardOutputRuleTests {
    static let title = "Nothing else reaches standard output"
    let kata = KataInfo(slug: "03-x", title: "x", document: "", teaches: "", files: ["Sources/X/X.swift"], hints: [], outputRule: title)
    let checker = KataChecker(runner: ProcessGroupRunner()) { nil }
    let behaviour = KataCheckResult(status: .passed, tests: [.init(name: "Rule 1", line: 1, status: .passed)])

    @Test("Nothing written: the rule's test passes and counts; a kata without the rule, or a run not kept apart, adds none")
    func quietRunsPass() {
        var quiet = behaviour
        quiet.standardOutput = ""
        let checked = checker.withOutputRule(of: kata, addedTo: quiet)
        #expect(checked.status == .passed && checked.tests.map(\.title) == ["Rule 1", Self.title])
        let other = KataInfo(slug: "02-x", title: "x", document: "", teaches: "", files: [], hints: [])
        #expect(checker.withOutputRule(of: other, addedTo: quiet).tests.count == 1)
        #expect(checker.withOutputRule(of: kata, addedTo: behaviour).tests.count == 1, "no output kept: nothing judged")
    }

    @Test("A line past the module's print fails the rule's test, quoting the first lines and counting the rest")
    func strayLinesFail() throws {
        var noisy = behaviour
        noisy.standardOutput = (1...7).map { "\"debug \($0)\"" }.joined(separator: "\n") + "\n"
        let checked = checker.withOutputRule(of: kata, addedTo: noisy)
        #expect(checked.status == .failed && checked.failedTests.map(\.title) == [Self.title])
        let words = try #require(checked.failedTests.first?.issues.first?.comments.first)
        #expect(words.contains("wrote 7 line(s)") && words.contains("    \"debug 1\"") && words.contains("… 2 more line(s)"), "\(words)")
        #expect(!words.contains("debug 6"))
        var compileError = noisy
        compileError.status = .compileError
        #expect(checker.withOutputRule(of: kata, addedTo: compileError).tests.count == 1)
    }
}
