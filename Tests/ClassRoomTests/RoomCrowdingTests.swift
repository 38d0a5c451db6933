import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// One laptop cannot take the room: it brings a few learners at most and joins at a bounded
/// rate; and no client's clock decides who the instructor visits first.
@Suite struct RoomCrowdingTests {
    @Test("Joins from one address: a few learners, then 429; the room still has seats for everyone else")
    func oneAddressCannotFillTheRoom() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(learnerLimit: 12, clock: clock.roomClock)
        let limits = JoinLimits()
        let answers = (0..<30).map { index in
            fixture.raw(
                RoomFixture.post(RoomFixture.report("bot\(index)", machine: RoomFixture.machine("b", index)).encoded(), path: "/join"),
                from: "127.0.0.80")
        }
        #expect(answers.filter { $0.status == 200 }.count == limits.learnersPerAddress)
        #expect(answers.dropFirst(limits.learnersPerAddress).allSatisfy { $0.status == 429 })
        #expect(answers.contains { $0.contains("Retry-After: ") }, "the join rate limit says when to come back")
        // An hour later the address has its tokens back, not more seats.
        clock.advance(by: .seconds(3_600))
        let later = fixture.raw(
            RoomFixture.post(RoomFixture.report("bot99", machine: RoomFixture.machine("b", 99)).encoded(), path: "/join"),
            from: "127.0.0.80")
        #expect(later.status == 429 && later.contains("from your address already"))
        #expect(fixture.room.learners.count == limits.learnersPerAddress)
        // Everyone else still gets in, up to the room's own limit.
        for index in 0..<(12 - limits.learnersPerAddress) {
            let report = RoomFixture.report("learner\(index)", machine: RoomFixture.machine("a", index))
            #expect(fixture.raw(RoomFixture.post(report.encoded(), path: "/join"), from: "127.0.1.\(index + 1)").status == 200)
        }
        #expect(fixture.room.learners.count == 12)
    }

    @Test("Clones of one name from many addresses: a few machines per name, then 409; the real learner's row stays among few")
    func oneNameCannotBeCloned() throws {
        let fixture = try RoomFixture()
        let limits = JoinLimits()
        // Each clone from an address of its own, its name spelled a little differently (case).
        let answers = (0..<12).map { index in
            fixture.raw(
                RoomFixture.post(
                    RoomFixture.report(index % 2 == 0 ? "Ada Lovelace" : "ada lovelace", machine: RoomFixture.machine("c", index))
                        .encoded(), path: "/join"),
                from: "127.0.2.\(index + 1)")
        }
        #expect(answers.filter { $0.status == 200 }.count == limits.machinesPerName, "\(answers.map(\.status))")
        #expect(answers.dropFirst(limits.machinesPerName).allSatisfy { $0.status == 409 && $0.contains("a name of your own") })
        #expect(fixture.room.learners.count == limits.machinesPerName)
        // The same machine joining again under its name is no new row: it keeps its seat.
        let again = fixture.raw(
            RoomFixture.post(RoomFixture.report("Ada Lovelace", machine: "c000").encoded(), path: "/join"), from: "127.0.2.1")
        #expect(again.status == 409 || again.status == 200, "\(again)")
        #expect(
            fixture.raw(RoomFixture.post(RoomFixture.report("Grace", machine: "e001").encoded(), path: "/join"), from: "127.0.3.1").status
                == 200)
    }

    @Test(
        "Every time on the page is the room's: a report claiming 1970 (or 9999) shows 0 min, and order follows what the room saw",
        arguments: [Date(timeIntervalSince1970: 0), Date.distantFuture])
    func clientTimesOrderNothing(claimed: Date) throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        #expect(room.joined(RoomFixture.report("honest", machine: "a0a1", passed: 1, written: clock.date)).secret != nil)
        clock.advance(by: .seconds(120))
        let liar = try #require(room.joined(RoomFixture.report("liar", machine: "a0b1", passed: 1, written: claimed)).secret)
        #expect(room.table().text(unicode: false).contains("stuck 0 min"))
        clock.advance(by: .seconds(300))
        // The same count again, with a claimed time: no progress, and the claim moves nothing.
        #expect(
            room.post(RoomFixture.report("liar", machine: "a0b1", passed: 1, written: claimed), secret: liar, sequence: 1).status == 200)
        let table = room.table()
        #expect(table.learners.map(\.learner) == ["honest", "liar"], "the learner stuck longest by the room's clock comes first")
        let text = table.text(unicode: false)
        #expect(text.contains("stuck 7 min") && text.contains("stuck 5 min"), "\(text)")
        for learner in room.learners {
            for kata in learner.katas {
                for date in [kata.lastCheck, kata.lastProgress].compactMap({ $0 }) {
                    #expect(date >= Date(timeIntervalSince1970: 1_800_000_000) && date <= clock.date)
                }
            }
        }
    }
}
