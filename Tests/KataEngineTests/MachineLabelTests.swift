import Testing

@testable import KataEngine

/// A namesake's label is the shortest start of its machine id, four characters at least, that
/// no other namesake's id begins with alike: two rows never carry one label.
@Suite struct MachineLabelTests {
    @Test("Honest namesakes show four digits; ids that begin alike show as many more as tell them apart")
    func shortestDistinguishingStart() {
        #expect(MachineLabel.labels(of: ["3f2a9c0d11e24b7a", "77c1e0a4f2d3b5c6"]) == ["3f2a", "77c1"])
        #expect(
            MachineLabel.labels(of: ["3f2a9c0d11e24b7a", "3f2a94e5d3c2b1a0", "77c1e0a4f2d3b5c6"]) == ["3f2a9c", "3f2a94", "77c1"],
            "the two that share five digits show six; the third still four")
    }

    @Test("An unproven id of a proven id's first four digits is marked; the proven id keeps its four")
    func aLegacyIDOfTheSameFourDigits() {
        #expect(MachineLabel.labels(of: ["3f2a9c0d11e24b7a", "3f2a"]) == ["3f2a", "3f2a?"])
        #expect(
            MachineLabel.labels(of: ["3f2a", "3F2A9c0d11e24b7a"]) == ["3f2a?", "3F2A9?"],
            "capitals prove nothing: unproven ids are compared among themselves, in any case")
    }

    @Test("Digits a projector shows alike (8 and b) tell nothing apart: the label goes on to a digit that does")
    func lookAlikesAreReadAsOne() {
        #expect(MachineLabel.labels(of: ["3f2a8c0d11e24b7a", "3f2abc0e11e24b7a"]) == ["3f2a8c0d", "3f2abc0e"])
    }

    @Test("No two ids of a name ever share a label, however they begin (every start of one id among the others)")
    func labelsAreAlwaysDistinct() {
        let base = "3f2a9c0d11e24b7a"
        let ids: [String?] = (4...16).map { String(base.prefix($0)) } + ["3f2a9c0d11e24b7b", "3f2b", nil]
        let labels = MachineLabel.labels(of: ids)
        #expect(Set(labels).count == ids.count, "\(labels)")
        for (id, label) in zip(ids, labels) {
            let start = id.map { MachineLabel.isProven($0) ? label : String(label.dropLast(MachineLabel.unprovenMark.count)) }
            #expect(
                id.map { $0.hasPrefix(start ?? "") && (start ?? "").count >= min(4, $0.count) } ?? (label == "?"),
                "\(label) for \(id ?? "nil")")
        }
    }

    @Test("A label among namesakes is the same whether or not the list holds the machine's own id")
    func labelAmongNamesakes() {
        let namesakes: [String?] = ["3f2a9c0d11e24b7a", "3f2a"]
        #expect(MachineLabel.label(of: "3f2a9c0d11e24b7a", among: namesakes) == "3f2a")
        #expect(MachineLabel.label(of: "3f2a9c0d11e24b7a", among: ["3f2a"]) == "3f2a")
        #expect(MachineLabel.label(of: "3f2a", among: namesakes) == "3f2a?")
        #expect(MachineLabel.label(of: nil, among: namesakes) == "?")
    }

    @Test("On the page a label past six characters keeps its first three and as much of its end as tells it apart")
    func longLabelsAreCutApartOnThePage() {
        #expect(MachineLabel.onPage(["3f2a9", "3f2a"]) == ["3f2a9", "3f2a"], "short labels stay whole")
        let crafted = MachineLabel.labels(of: ["3f2a9c0d11e24b7a", "3f2a9c0d11e24b7e"])
        #expect(crafted == ["3f2a9c0d11e24b7a", "3f2a9c0d11e24b7e"])
        #expect(MachineLabel.onPage(crafted) == ["3f2…7a", "3f2…7e"])
        let ends = MachineLabel.labels(of: ["aaaa1111x", "aaaa1111y", "aaab3311x", "aaab3311y"])
        #expect(ends == ["aaaa1111x?", "aaaa1111y?", "aaab3311x?", "aaab3311y?"])
        #expect(MachineLabel.onPage(ends) == ["aaa…111x?", "aaa…111y?", "aaa…311x?", "aaa…311y?"], "two ends alike: more of each end")
    }
}
