import Foundation
import KataEngine

/// Prints `kata verify`'s proofs as they finish: per kata what was proven, and per
/// catalogued mistake (or mutant) the tests that caught it.
struct KataVerifyReport {
    let console: Console
    let style: Style

    func run(_ verifier: KataVerifier, katas: [KataInfo]) throws -> ExitStatus {
        let summary = try verifier.verify(katas) { proof in
            if !InterruptHandler.isInterrupted { console.out.write(lines(for: proof)) }
        }
        guard !InterruptHandler.isInterrupted else { return .failure }
        for problem in summary.catalogProblems { console.out.line(style.fail("FAIL catalog: ") + problem) }
        let passed = summary.proofs.filter(\.passed).count
        let mistakes = summary.proofs.reduce(0) { $0 + $1.catches.count }
        console.out.line(String(format: "(%.0f s in all; %d mistakes and mutants proven caught)", summary.seconds, mistakes))
        console.out.line("kata-verify: \(passed) passed, \(summary.proofs.count - passed + summary.catalogProblems.count) failed")
        return summary.passed ? .success : .failure
    }

    func lines(for proof: KataProver.Proof) -> String {
        let seconds = String(format: "%.1f s", proof.seconds)
        guard proof.passed else {
            return style.fail("FAIL \(proof.kata)") + " (\(seconds)):\n" + proof.problems.map { "     - \($0)\n" }.joined()
                + measures(of: proof)
        }
        var text = style.pass("ok  ") + " \(proof.kata)  \(Self.promise(of: proof.kind)) (\(seconds))\n" + measures(of: proof)
        let width = (proof.catches.map(\.name.count).max() ?? 0) + 2
        for caught in proof.catches {
            text += "     caught \(caught.name.padding(toLength: width, withPad: " ", startingAt: 0))\(caught.description)\n"
            text += style.dim("            by \(caught.caughtBy.joined(separator: ", "))") + "\n"
        }
        return text
    }

    /// The properties and the mutation proof, in one line each.
    private func measures(of proof: KataProver.Proof) -> String {
        var text = ""
        if !proof.rules.isEmpty {
            let counts = proof.rules.map(\.scenarios)
            text += "     \(proof.rules.count) properties, \(counts.min() ?? 0)–\(counts.max() ?? 0) scenarios each\n"
            for rule in proof.rules where !rule.dimensions.isEmpty {
                let reached = rule.dimensions.map { "\($0.dimension) \($0.scenarios)" }.joined(separator: ", ")
                text += style.dim("       \(rule.rule): \(reached)") + "\n"
            }
        }
        if let mutation = proof.mutation {
            text +=
                "     mutants: \(mutation.generated) generated, \(mutation.compiled) compiled and run, \(mutation.killed) killed, "
                + "\(mutation.equivalent) equivalent, \(mutation.survivors.count) survived; "
                + "\(mutation.inSchema) in one schema build, \(mutation.compiled - mutation.inSchema) built alone (\(String(format: "%.1f", mutation.seconds)) s)\n"
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
