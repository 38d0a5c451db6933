import ExampleSupport
import Testing

@Suite struct GoldenNormalizationTests {
    @Test func trimsOnlyLeadingAndTrailingBlankLines() {
        let lines = GoldenNormalization.lines(of: "\n\n  \nfirst\n\nsecond\n\n")
        #expect(lines == ["first", "", "second"])
    }

    @Test func keepsSpacingInsideLines() {
        #expect(GoldenNormalization.lines(of: "a  b \n") == ["a  b "])
    }

    @Test func masksEveryUUID() {
        let text = "id:  8D229EF6-5DB9-4DCD-98C9-9D9ABC8C4A01 and 2cda13eb-2000-4797-9012-e4945f92e646."
        #expect(GoldenNormalization.maskingUUIDs(in: text) == "id:  <UUID> and <UUID>.")
    }

    @Test func leavesNearUUIDsAlone() {
        let text = "8D229EF6-5DB9-4DCD-98C9"
        #expect(GoldenNormalization.maskingUUIDs(in: text) == text)
    }
}
