import Foundation

/// Random layout padding around the mediator, drawn anew for every check kata 11's judge makes,
/// so no address a test was keyed to tells the correct mediator apart.
///
/// ASLR moves whole 4 KiB pages: without padding, the low 12 bits of an address in the mediator's
/// code, metadata or constants (`String(describing: \Mediator.colleagues)` prints its getter's
/// address, `ObjectIdentifier(Mediator.self)` is its metadata's, reflecting a private type prints
/// a descriptor's) are the same in every run of one build and differ between mutants: a test keyed
/// to them would tell a mutant from the correct mediator without testing anything. Two files,
/// linked just before and just after `Mediator.swift` (sources link in name order), hold private
/// code, a constant and a variable of random sizes in `.text`, `.rodata` and `.data`, so every such
/// address, and every distance between the mediator and anything outside it, moves by a random
/// amount, uniform over the page, from one check to the next. Within a check the mutants share
/// one build with the correct mediator (``TrialSchema``), so no address tells them apart there,
/// and the padding stays put, so a build recompiles only the mediator.
enum LayoutPadding {
    /// Sort before and after `Mediator.swift`, in the mediator's module.
    static let files = ["Sources/MutantKata/LayoutPaddingBefore.swift", "Sources/MutantKata/ZLayoutPaddingAfter.swift"]
    /// One page: the padding of each section is drawn from `0..<page` bytes.
    static let page = 4096
    /// A private function returning an integer takes 16 bytes of `.text`, its alignment.
    static let functionBytes = 16

    /// Fresh padding for both files, keyed by path relative to the kata.
    static func drawn() -> [String: Data] {
        var generator = SystemRandomNumberGenerator()
        return Dictionary(uniqueKeysWithValues: files.map { ($0, Data(source(using: &generator).utf8)) })
    }

    /// One file of padding: random counts of 16-byte functions (`.text`), of 8-byte words in a
    /// constant (`.rodata`) and in a variable (`.data`, where class metadata lives). Only private
    /// declarations with written types change from one build to the next, so the quick rebuild
    /// compiles this file alone.
    static func source(using generator: inout some RandomNumberGenerator) -> String {
        let functions = Int.random(in: 0..<(page / functionBytes), using: &generator)
        // Eight bytes an element: the constant keeps its section moving over the whole page (what
        // follows is 8-byte aligned anyway) at an eighth of the type checking a byte tuple costs.
        let constantWords = Int.random(in: 1...(page / 8), using: &generator)
        let dataWords = Int.random(in: 1...(page / 8), using: &generator)
        var lines = ["// Written by kata 11's judge for one build: layout padding, so no address tells the builds apart."]
        lines += (0..<functions).map { "private func layoutPadding\($0)() -> Int { \($0) }" }
        lines.append("private let layoutConstant: \(wordTuple(constantWords))")
        lines.append("@MainActor private var layoutData: \(wordTuple(dataWords))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `(UInt64, …) = (1, …)`: non-zero, so the compiler places it in `.rodata` (a `let`) or
    /// `.data` (a `var`), not `.bss`.
    private static func wordTuple(_ count: Int) -> String {
        "(" + Array(repeating: "UInt64", count: count).joined(separator: ", ") + ") = ("
            + Array(repeating: "1", count: count).joined(separator: ", ") + ")"
    }
}
