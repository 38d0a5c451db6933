import Testing

@testable import KataEngine

/// The compiler's errors as a check shows them: each once, inside the kata, with its line; one
/// inside a macro's expansion where the expanded code comes from, led by the macro's name.
@Suite struct CompilerDiagnosticsTests {
    private let kata = "/learner/Katas/01-conceptual"

    @Test("An error in a file of the kata is shown inside the kata, once")
    func plainError() {
        let output = """
            [3/12] Compiling ConceptualKata Mediator.swift
            \(kata)/Sources/ConceptualKata/Mediator.swift:4:9: error: cannot find 'x' in scope
            \(kata)/Sources/ConceptualKata/Mediator.swift:4:9: error: cannot find 'x' in scope
            """
        let errors = CompilerDiagnostics.parse("error", in: output, kataFolder: kata)
        #expect(errors.map(\.file) == ["Sources/ConceptualKata/Mediator.swift"])
        #expect(errors.first?.line == 4 && errors.first?.column == 9 && errors.first?.text == "cannot find 'x' in scope")
    }

    /// What `swift build` prints when a learner's `func FoundationEssentials()` takes the module's
    /// place in a test's `#Predicate` expansion.
    @Test("An error inside a macro's expansion is placed where the expanded code originates")
    func macroExpansionError() {
        let output = """
            [3/12] Compiling TinyTests TinyTests.swift
            macro expansion #Predicate:1:22: error: value of type '@Sendable () -> Int' has no member 'Predicate'
            `- \(kata)/Tests/TinyTests/TinyTests.swift:5:43: note: expanded code originates here
            3 | import Tiny
            4 | @Test func worksOut() throws {
            5 |     let small = #Predicate<Int> { $0 < 3 }
              |                 `- note: in expansion of macro 'Predicate' here
            """
        let errors = CompilerDiagnostics.parse("error", in: output, kataFolder: kata)
        #expect(errors.count == 1)
        #expect(errors.first?.file == "Tests/TinyTests/TinyTests.swift" && errors.first?.line == 5 && errors.first?.column == 43)
        #expect(errors.first?.text == "in the expansion of #Predicate: value of type '@Sendable () -> Int' has no member 'Predicate'")
        #expect(CompilerDiagnostics.parse("warning", in: output, kataFolder: kata).isEmpty)
    }

    @Test("An expansion's error without a note saying where it comes from is no place to show")
    func expansionWithoutOrigin() {
        let output = "macro expansion #expect:1:1: error: something\nnothing else\n"
        #expect(CompilerDiagnostics.parse("error", in: output, kataFolder: kata).isEmpty)
    }
}
