import Foundation
import PlaygroundBasics
import Testing

@testable import KataEngine

/// What the XCTest reach check lets through, decided by the compiler against XCTest's API alone.
@Suite struct XCTestReachTests {
    private static let mediator: Data = {
        let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = kata.appendingPathComponent("Katas/11-catch-the-mutant/Sources/MutantKata/Mediator.swift")
        return FileManager.default.contents(atPath: file.path) ?? Data()
    }()

    private func refusal(of test: String) throws -> String? {
        try XCTestReach(runner: ProcessGroupRunner()).refusal(
            tests: ["Tests/MutantKataTests/MediatorTests.swift": Data(test.utf8)], helpers: [:], mediator: Self.mediator, buildFlags: [])
    }

    @Test("An Xcode test file (`@testable import`, set-up and tear-down, XCTUnwrap) is honest; one that reads the process is refused")
    func xcodeTemplatesPassAndTheProcessIsOutOfReach() throws {
        #expect(!Self.mediator.isEmpty)
        let xcode = """
            import XCTest
            @testable import MutantKata

            final class MediatorTests: XCTestCase {
                var mediator: Mediator!

                override func setUpWithError() throws {
                    continueAfterFailure = false
                    mediator = Mediator()
                }

                override func tearDownWithError() throws { mediator = nil }

                func testStartsEmpty() throws {
                    let held = try XCTUnwrap(mediator)
                    XCTAssertNotNil(held)
                }
            }

            """
        let xcodeRefusal = try refusal(of: xcode)
        #expect(xcodeRefusal == nil, "\(xcodeRefusal ?? "")")
        let reading = xcode.replacingOccurrences(
            of: "XCTAssertNotNil(held)", with: "XCTAssertNotNil(held); XCTAssertNil(ProcessInfo.processInfo.environment[\"X\"])")
        #expect(try refusal(of: reading)?.contains("reach beyond XCTest's own API") == true)
    }
}
