import Testing

@testable import KataEngine

/// The crash line a learner sees names their own line, found in the backtrace, not the line
/// of a macro's expansion or of the standard library the runtime names. The transcripts are a
/// real test binary's output (Swift 6.3.1, Linux), trimmed.
@Suite struct CrashLineTests {
    let kata = "/home/learner/Katas/01-conceptual"

    func transcript(runtimeLine: String, frames: [String]) -> String {
        (["◇ Test crashes() started.", runtimeLine, "", "*** Signal 4: Backtracing from 0x7f881256df7f... done ***", ""]
            + frames.enumerated().map { "  \($0.offset) [ra]             0x000055cdd4a5f144 \($0.element)" }).joined(separator: "\n")
    }

    @Test func aForceUnwrapInsideExpectIsPlacedAtTheTestLine() {
        let output = transcript(
            runtimeLine: "ConceptualKataTests/RuleTests.swift:1: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
            frames: [
                "freestanding macro expansion #1 of expect in module ConceptualKataTests file RuleTests.swift line 5 column 5 in "
                    + "ConceptualKataPackageTests.xctest at /tmp/swift-generated-sources/@__swiftmacro_2MT0012Tswift_DrJCafMX4_4_6expectfMf_.swift:1:35",
                "crashes() + 299 in ConceptualKataPackageTests.xctest at \(kata)/Tests/ConceptualKataTests/RuleTests.swift:5:5",
            ])
        #expect(
            CompilerDiagnostics.crashLine(in: output, kataFolder: kata)
                == "Tests/ConceptualKataTests/RuleTests.swift:5: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    }

    @Test func anIndexOutOfRangeIsPlacedAtTheLearnersLineNotTheStandardLibrarys() {
        let output = transcript(
            runtimeLine: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
            frames: [
                "closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so",
                "specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so",
                "ConcreteMediator.notify(sender:event:) + 195 in ConceptualKataPackageTests.xctest at \(kata)/Sources/ConceptualKata/Mediator.swift:14:9",
                "crashes() + 195 in ConceptualKataPackageTests.xctest at \(kata)/Tests/ConceptualKataTests/RuleTests.swift:6:5",
            ])
        #expect(
            CompilerDiagnostics.crashLine(in: output, kataFolder: kata)
                == "Sources/ConceptualKata/Mediator.swift:14: Fatal error: Index out of range")
    }

    @Test func withoutAFrameInTheKataTheRuntimesLineStands() {
        let line = "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"
        let frames = [
            "specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so",
            "helper() in X.xctest at \(kata)/.build/checkouts/Other/Sources/Other/Other.swift:3:1",
            "elsewhere() in X.xctest at /home/learner/Katas/01-conceptual-copy/Sources/Mediator.swift:9:1",
        ]
        #expect(CompilerDiagnostics.crashLine(in: transcript(runtimeLine: line, frames: frames), kataFolder: kata) == line)
        #expect(CompilerDiagnostics.crashLine(in: "no crash here\n", kataFolder: kata) == nil)
    }
}
