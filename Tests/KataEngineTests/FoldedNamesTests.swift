import Synchronization
import Testing

@testable import KataEngine

@Suite("Folded names are remembered, within a bound")
struct FoldedNamesTests {
    @Test("A name is folded once while it is kept; past the capacity the memory starts over, and every answer stays the fold's")
    func foldsOncePerNameWithinTheBound() {
        let folds = Mutex(0)
        let memo = FoldedNames(capacity: 3) { text in
            folds.withLock { $0 += 1 }
            return text.uppercased()
        }
        #expect(["ada", "ada", "bob", "ada", "bob"].map(memo.value(of:)) == ["ADA", "ADA", "BOB", "ADA", "BOB"])
        #expect(folds.withLock { $0 } == 2)
        #expect(["cy", "dee", "ada"].map(memo.value(of:)) == ["CY", "DEE", "ADA"])
        // Full at three (ada, bob, cy): dee started it over, so ada was folded again.
        #expect(folds.withLock { $0 } == 5)
    }

    @Test("The learner's identity is the same with the memory as without it, composed and decomposed spellings included")
    func identityUnchanged() {
        // Asked twice each: the second answer comes from the memory.
        for _ in 0..<2 {
            #expect(LearnerIdentity.normalized("  Ada   Lovelace ") == LearnerIdentity.normalized("ada lovelace"))
            #expect(LearnerIdentity.normalized("Ɩola") == LearnerIdentity.normalized("Lola"))
            #expect(LearnerIdentity.normalized("Zoë") != LearnerIdentity.normalized("Zoey"))
        }
        #expect(LearnerIdentity.normalized("Zoë") == LearnerIdentity.normalized("Zoe\u{308}"))
        #expect(LearnerIdentity.normalized("ａｄａ") == LearnerIdentity.normalized("ADA"))
        #expect(LearnerIdentity.machine("V1C7") == LearnerIdentity.machine("v1c7"))
    }
}
