import Testing

@testable import KataEngine

@Suite struct HintBookTests {
    @Test func askingAgainShowsTheSameHintAndBurnsNothing() {
        let first = HintBook.answer(.current, revealed: 0, count: 3)
        #expect(first.shown == [1] && first.revealed == 1)
        let again = HintBook.answer(.current, revealed: 1, count: 3)
        #expect(again.shown == [1] && again.revealed == 1)
    }

    @Test func onlyNextRevealsOneMore() {
        let next = HintBook.answer(.next, revealed: 1, count: 3)
        #expect(next.shown == [2] && next.revealed == 2 && next.remark == nil)
        let last = HintBook.answer(.next, revealed: 2, count: 3)
        #expect(last.shown == [3] && last.remark == .lastHint)
        let beyond = HintBook.answer(.next, revealed: 3, count: 3)
        #expect(beyond.shown == [3] && beyond.revealed == 3 && beyond.remark == .lastHint)
    }

    @Test func aNumberedHintIsShownAgainWithoutBurning() {
        #expect(HintBook.answer(.number(1), revealed: 2, count: 3) == .init(shown: [1], revealed: 2, remark: nil))
        #expect(HintBook.answer(.number(3), revealed: 2, count: 3).revealed == 3, "the next one counts as asking for it")
        #expect(HintBook.answer(.number(3), revealed: 1, count: 3).remark == .notRevealedYet(requested: 3, revealed: 1))
        #expect(HintBook.answer(.number(9), revealed: 1, count: 3).remark == .outOfRange(requested: 9, count: 3))
    }

    @Test(arguments: [-5, Int.min, Int.max, 100])
    func outOfRangeProgressIsClamped(revealed: Int) {
        let answer = HintBook.answer(.current, revealed: revealed, count: 3)
        #expect(answer.shown.allSatisfy { (1...3).contains($0) })
        #expect((0...3).contains(answer.revealed))
    }
}
