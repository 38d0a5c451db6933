import Testing

@testable import PatternRunnerCore

@Suite struct SwiftTestOutputParserTests {
    @Test func passingRun() {
        let output = """
            Building for debugging...
            ◇ Test run started.
            ✔ Test a() passed after 0.001 seconds.
            ✔ Test run with 3 tests in 1 suite passed after 0.002 seconds.
            """
        let result = SwiftTestOutputParser.parse(output, exitStatus: 0, kataFolder: "/k")
        #expect(result.status == .passed)
        #expect(result.tests == 3)
        #expect(result.failedTests.isEmpty)
    }

    @Test func failingRunKeepsMessagesAndComments() throws {
        let output = """
            ◇ Test run started.
            ✘ Test total() recorded an issue at KataTests.swift:29:9: Expectation failed: (total → 0) == 1999
            ↳ the summary should show the selected price
            ✘ Test trace() recorded an issue at KataTests.swift:12:20: Issue recorded
            ↳ trace differs at line 2
            ✘ Test multi() recorded an issue at KataTests.swift:40:9: Expectation failed: (a → "x
            y") == "z"
            ✔ Test fine() passed after 0.001 seconds.
            ✘ Test total() failed after 0.001 seconds with 1 issue.
            ✘ Test trace() failed after 0.001 seconds with 1 issue.
            ✘ Test multi() failed after 0.001 seconds with 1 issue.
            ✘ Suite KataTests failed after 0.001 seconds with 3 issues.
            ↳ /// The tests for the kata.
            ✘ Test run with 4 tests in 1 suite failed after 0.002 seconds with 3 issues.
            """
        let result = SwiftTestOutputParser.parse(output, exitStatus: 1, kataFolder: "/k")
        #expect(result.status == .failed)
        #expect(result.tests == 4)
        #expect(result.failedTests == ["total()", "trace()", "multi()"])
        #expect(result.messages.count == 3)
        let first = try #require(result.messages.first)
        #expect(first.test == "total()" && first.file == "KataTests.swift" && first.line == 29)
        #expect(first.text == "Expectation failed: (total → 0) == 1999\nthe summary should show the selected price")
        #expect(result.messages[1].text == "trace differs at line 2")
        #expect(result.messages[2].text == "Expectation failed: (a → \"x\ny\") == \"z\"")
    }

    @Test func compileErrorsAreDedupedAndRelative() {
        let output = """
            /k/Sources/Kata/File.swift:20:1: error: cannot find 'x' in scope
            18 |     }
            /k/Sources/Kata/File.swift:20:1: error: cannot find 'x' in scope
            error: fatalError
            """
        let result = SwiftTestOutputParser.parse(output, exitStatus: 1, kataFolder: "/k")
        #expect(result.status == .compileError)
        #expect(result.messages == [.init(test: nil, file: "Sources/Kata/File.swift", line: 20, text: "cannot find 'x' in scope")])
    }

    @Test func warningsAreKeptApartFromErrors() {
        let output = """
            /k/Sources/M/A.swift:3:9: warning: initialization of immutable value 'x' was never used
            /k/Sources/M/A.swift:3:9: warning: initialization of immutable value 'x' was never used
            ✔ Test run with 1 test in 1 suite passed after 0.001 seconds.
            """
        let result = SwiftTestOutputParser.parse(output, exitStatus: 0, kataFolder: "/k")
        #expect(result.status == .passed)
        #expect(result.warnings.map(\.file) == ["Sources/M/A.swift"])
        #expect(result.messages.isEmpty)
    }

    @Test func anythingElseIsAToolErrorWithTheTail() {
        let result = SwiftTestOutputParser.parse("error: no such package\n", exitStatus: 1, kataFolder: "/k")
        #expect(result.status == .toolError)
        #expect(result.rawTail?.contains("no such package") == true)
    }

    @Test func aZeroExitWithFailuresIsNotAPass() {
        let output = "✘ Test a() failed after 0.1 seconds with 1 issue.\n✘ Test run with 1 test in 1 suite failed after 0.1 seconds."
        #expect(SwiftTestOutputParser.parse(output, exitStatus: 0, kataFolder: "/k").status == .failed)
    }
}
