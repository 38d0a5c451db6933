import Foundation
import Testing

@testable import KataEngine

/// `kata verify` starts the longest proofs first (`proofSeconds` in `katas.json`), so its two
/// threads end together instead of one proving a long kata alone at the end.
@Suite struct ProofOrderTests {
    private func kata(_ slug: String, seconds: Double?) -> KataInfo {
        KataInfo(slug: slug, title: slug, document: "000", teaches: "t", files: ["A.swift"], hints: [], proofSeconds: seconds)
    }

    @Test("Longest first; a kata never measured before every measured one; catalog order where equal")
    func longestFirst() {
        let katas = [
            kata("01-a", seconds: 40), kata("02-b", seconds: 90), kata("03-c", seconds: nil), kata("04-d", seconds: 40),
            kata("05-e", seconds: 60),
        ]
        #expect(KataVerifier.longestFirst(katas).map(\.slug) == ["03-c", "02-b", "05-e", "01-a", "04-d"])
    }

    @Test("Every shipped kata has a measured proof time")
    func everyShippedKataIsMeasured() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let catalog = try KataCatalog.load(root: root)
        #expect(catalog.katas.allSatisfy { ($0.proofSeconds ?? 0) > 0 }, "\(catalog.katas.filter { $0.proofSeconds == nil }.map(\.slug))")
    }
}
