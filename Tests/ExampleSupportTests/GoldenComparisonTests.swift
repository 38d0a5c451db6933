import ExampleSupport
import Testing

@Suite struct GoldenComparisonTests {
    @Test func matchingTraceWithLeadingBlankLinesPasses() {
        let comparison = GoldenComparison(documented: .success("one\ntwo"), actual: "\n\none\ntwo\n")
        #expect(comparison.passed)
        #expect(comparison.report == nil)
    }

    @Test func mismatchReportsALineDiff() throws {
        let comparison = GoldenComparison(documented: .success("one\ntwo"), actual: "one\nTwo\n")
        #expect(!comparison.passed)
        let report = try #require(comparison.report)
        #expect(report.contains("-  2 | two"))
        #expect(report.contains("+  2 | Two"))
    }

    @Test func emptyGoldenTextFails() {
        let comparison = GoldenComparison(documented: .success("\n \n"), actual: "")
        #expect(!comparison.passed)
    }

    @Test func missingGoldenFileFails() {
        let comparison = GoldenComparison(documented: .failure(.missing(path: "/nowhere/Output.txt")), actual: "x")
        #expect(comparison.failure == .goldenFile(.missing(path: "/nowhere/Output.txt")))
        #expect(comparison.report?.contains("/nowhere/Output.txt") == true)
    }

    @Test func innerBlankLinesCount() {
        let comparison = GoldenComparison(documented: .success("a\n\nb"), actual: "a\nb\n")
        #expect(!comparison.passed)
    }
}
