import Foundation
import KataEngine
import PlaygroundBasics

/// Prints `kata verify`'s proofs as they finish: per kata what was proven, and per
/// catalogued mistake (or mutant) the tests that caught it.
struct KataVerifyReport {
    let console: Console
    let style: Style
    /// Every mutant's fate, not only the counts: `make mutation NAME=04`.
    var showFates = false
    /// Lines wrap at the terminal's width (100 when there is none).
    var width = max(60, TerminalWidth.columns() ?? 100)

    /// `text` wrapped to the width, continuation lines under `rest`.
    private func wrapped(_ text: String, first: String, rest: String) -> String {
        TextWrap.lines(text, width: width, first: first, rest: rest).map { $0 + "\n" }.joined()
    }

    func run(_ verifier: KataVerifier, katas: [KataInfo]) throws -> ExitStatus {
        let summary = try verifier.verify(katas) { proof in
            if !InterruptHandler.isInterrupted { console.out.write(lines(for: proof)) }
        }
        guard !InterruptHandler.isInterrupted else { return .failure }
        for problem in summary.catalogProblems { console.out.line(style.fail("FAIL catalog: ") + problem) }
        let passed = summary.proofs.filter(\.passed).count
        let named = summary.proofs.reduce(0) { $0 + $1.catches.count }
        let mutants = summary.proofs.reduce(0) { $0 + ($1.mutation?.killed ?? 0) }
        console.out.line(
            String(
                format: "(%.0f s in all; %d mistakes and named mutants and %d automatic mutants proven caught)", summary.seconds, named,
                mutants))
        console.out.line("kata-verify: \(passed) passed, \(summary.proofs.count - passed + summary.catalogProblems.count) failed")
        return summary.passed ? .success : .failure
    }

    func lines(for proof: KataProver.Proof) -> String {
        let seconds = String(format: "%.1f s", proof.seconds)
        guard proof.passed else {
            return style.fail("FAIL \(proof.kata)") + " (\(seconds)):\n"
                + proof.problems.map { wrapped($0, first: "     - ", rest: "       ") }.joined() + measures(of: proof)
        }
        var text =
            style.pass("ok  ")
            + wrapped("\(proof.kata)  \(Self.promise(of: proof.kind)) (\(seconds))", first: "     ", rest: "     ").dropFirst(4)
        text += measures(of: proof)
        for caught in proof.catches {
            text += wrapped("caught \(caught.name): \(caught.description)", first: "     ", rest: "            ")
            text += style.dim(
                wrapped(
                    "by \(caught.caughtBy.map(TerminalText.safe).joined(separator: ", "))", first: "            ", rest: "               "))
        }
        if showFates, let fates = proof.mutation?.fates, !fates.isEmpty {
            text += "     every mutant's fate:\n"
            for fate in fates { text += wrapped("\(fate.mutant): \(fate.fate)", first: "       ", rest: "           ") }
        }
        return text
    }

    /// The properties and the mutation proof, in one line each.
    private func measures(of proof: KataProver.Proof) -> String {
        var text = ""
        if !proof.rules.isEmpty {
            let counts = proof.rules.map(\.scenarios)
            text += wrapped(
                "\(proof.rules.count) properties, \(counts.min() ?? 0)–\(counts.max() ?? 0) scenarios each", first: "     ", rest: "       "
            )
            for rule in proof.rules where !rule.dimensions.isEmpty {
                let reached = rule.dimensions.map { "\($0.dimension) \($0.scenarios)" }.joined(separator: ", ")
                text += style.dim(wrapped("\(rule.rule): \(reached)", first: "       ", rest: "         "))
            }
        }
        if let mutation = proof.mutation {
            let narrowed = 0 < mutation.chosen && mutation.chosen < mutation.generated
            text += wrapped(
                "mutants: \(mutation.generated) generated"
                    + (narrowed ? ", \(mutation.chosen) chosen (MUTANTS=all runs every one)" : "")
                    + ", \(mutation.compiled) compiled and run, \(mutation.killed) killed, "
                    + "\(mutation.survivors.count) survived, \(mutation.equivalent) listed as equivalent (not run); "
                    + "\(mutation.inSchema) in one schema build, \(mutation.compiled - mutation.inSchema) built alone "
                    + "(\(String(format: "%.1f", mutation.seconds)) s)", first: "     ", rest: "       ")
        }
        return text
    }

    /// What was proven, in the words of the kata's kind.
    static func promise(of kind: KataInfo.Kind) -> String {
        switch kind {
        case .behaviour: "starter fails, reference passes, every mistake caught"
        case .design: "starter passes behaviour but fails its design check, reference passes both, every mistake caught"
        case .mutants: "starter's tests let mutants survive, an empty test file fails, reference catches all"
        }
    }
}
