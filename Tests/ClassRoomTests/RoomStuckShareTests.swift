import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// The stuck rows the page pins (up to half the screen) and its top row, who to visit, are
/// shared between the addresses rows joined from: one attendee's forty rows from ten addresses,
/// joined before the class and handing in the same result, took every pinned row while the
/// learners really stuck took turns below (round 20, F6). Times are the room's, moved by a
/// manual clock: nothing here waits.
@Suite struct RoomStuckShareTests {
    /// The page's pins when 30 rows fit: half of them.
    static let pins = 15

    /// A room where one attendee joined 40 rows from 10 addresses (4 each) and hands in the same
    /// 1 test passing; two minutes later the class joins, `stuck` of them at 2 and never more,
    /// the others progressing every minute; 14 minutes after the flood. `classAddress(i)` is
    /// the address learner `i` joins from.
    static func floodedRoom(
        clock: ManualClock, stuck: Int = 5, classAddress: (Int) -> String, floodAddress: (Int) -> String = { "10.9.0.\($0 + 1)" }
    ) throws -> (RoomFixture, flood: [String], stuck: [String]) {
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        var secrets: [String: (secret: String, machine: String, passed: Int, sequence: Int)] = [:]
        var flood: [String] = []
        for index in 0..<40 {
            let (name, machine) = (String(format: "Seat %02d", index + 1), RoomFixture.machine("a", index))
            let joined = room.joined(RoomFixture.report(name, machine: machine, passed: 1), from: floodAddress(index / 4))
            secrets[name] = (try #require(joined.secret, "\(joined.answer.text)"), machine, 1, 0)
            flood.append(name)
        }
        clock.advance(by: .seconds(120))
        var really: [String] = []
        for index in 0..<20 {
            let (name, machine) = ("Student \(Array("ABCDEFGHIJKLMNOPQRST")[index])", RoomFixture.machine("b", index))
            let joined = room.joined(RoomFixture.report(name, machine: machine, passed: 2), from: classAddress(index))
            secrets[name] = (try #require(joined.secret, "\(joined.answer.text)"), machine, 2, 0)
            if index < stuck { really.append(name) }
        }
        for _ in 0..<12 {
            clock.advance(by: .seconds(60))
            for name in secrets.keys.sorted() {
                guard var member = secrets[name] else { continue }
                if !flood.contains(name), !really.contains(name) { member.passed += 1 }
                member.sequence += 1
                let answer = room.post(
                    RoomFixture.report(name, machine: member.machine, passed: member.passed), secret: member.secret,
                    sequence: member.sequence)
                #expect(answer.status == 200, "\(name): \(answer.text)")
                secrets[name] = member
            }
        }
        return (fixture, flood, really)
    }

    /// The rows marked stuck in the page's table, in its order, by row id.
    static func stuckRows(in fragment: String) -> [String] {
        fragment.components(separatedBy: "<tr data-row=\"").dropFirst().compactMap { row in
            row.contains("\" class=\"stuck\">") ? row.components(separatedBy: "\"").first : nil
        }
    }

    @Test(
        "One attendee's 40 stuck rows from 10 addresses take one pinned row per address: the 5 learners really stuck, each on their own machine, are all pinned"
    )
    func theFloodTakesOneShareAnAddress() throws {
        let clock = ManualClock()
        let (fixture, flood, really) = try Self.floodedRoom(clock: clock, classAddress: { "10.1.0.\($0 + 1)" })
        let table = fixture.room.table()
        let order = table.learners.map(\.learner)
        let stuck = table.learners.filter(table.isStuck).map(\.learner)
        #expect(stuck.count == 45, "\(stuck)")
        #expect(Array(order.prefix(45)) == stuck, "the stuck rows come first")
        let pinned = Array(stuck.prefix(Self.pins))
        #expect(Set(really).isSubset(of: pinned), "pinned: \(pinned)")
        // Each flood address's longest-stuck row, longest first (all stuck alike: join order), then the class's.
        #expect(pinned == flood.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) + really, "\(pinned)")
        // Then every flood address's second row, and so on: the flood still fills the band below.
        #expect(Array(stuck[15..<25]) == flood.enumerated().filter { $0.offset % 4 == 1 }.map(\.element))
        // The page marks them in that order, and its script pins the first of them.
        let ids = table.learners.map { table.rowIDs[LearnerName.key(name: $0.learner, machine: $0.machine)] ?? "" }
        #expect(Self.stuckRows(in: table.fragment()) == Array(ids.prefix(45)))
        #expect(RoomScript.source.contains("r.classList.contains(\"stuck\"); }).slice(0, Math.floor(room / 2))"))
        #expect(ClassTable.legend.hasPrefix("Stuck first, by address in turn; thick edge: no progress for 10 min."))
    }

    @Test(
        "Four stuck rows behind one address hold one row of each round: the tester's class, four to an address, still has a row in the first round for each of its addresses"
    )
    func noAddressHoldsMoreThanItsShare() throws {
        let clock = ManualClock()
        let (fixture, flood, really) = try Self.floodedRoom(clock: clock, classAddress: { "10.1.0.\($0 / 4 + 1)" })
        let table = fixture.room.table()
        let stuck = table.learners.filter(table.isStuck)
        func address(_ learner: LearnerReport) -> String {
            table.addresses[LearnerName.key(name: learner.learner, machine: learner.machine)] ?? ""
        }
        // Addresses with a stuck row: the flood's 10 and the class's first two (A–D, E).
        let first = stuck.prefix(12)
        #expect(Set(first.map(address)).count == 12, "one row per address in the first round: \(first.map(\.learner))")
        #expect(first.map(\.learner) == flood.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) + [really[0], really[4]])
        // No address's n-th stuck row comes before another address's (n-1)-th, where it has one.
        var seen: [String: Int] = [:]
        var rounds: [Int] = []
        for learner in stuck {
            rounds.append(seen[address(learner), default: 0])
            seen[address(learner), default: 0] += 1
        }
        #expect(rounds == rounds.sorted(), "\(rounds)")
    }

    @Test("Rows of this machine (loopback) are an address like any other: four stuck rows of 127.0.0.1 take one row of the first round")
    func thisMachineIsNotSpecial() throws {
        let clock = ManualClock()
        let (fixture, _, really) = try Self.floodedRoom(
            clock: clock, stuck: 5, classAddress: { "10.1.0.\($0 + 1)" }, floodAddress: { $0 == 0 ? "127.0.0.1" : "10.9.0.\($0 + 1)" })
        let table = fixture.room.table()
        let stuck = table.learners.filter(table.isStuck).map(\.learner)
        #expect(Array(stuck.prefix(2)) == ["Seat 01", "Seat 05"], "\(stuck.prefix(16))")
        #expect(Set(really).isSubset(of: stuck.prefix(Self.pins)))
    }

    @Test("Within one address its rows go stuck longest first, and rows not stuck keep the order they had: minutes, then join order")
    func theRestKeepsItsOrder() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        for (index, name) in ["Old", "Older"].enumerated() {
            #expect(room.joined(RoomFixture.report(name, machine: RoomFixture.machine("c", index)), from: "10.2.0.1").secret != nil)
        }
        clock.advance(by: .seconds(60))
        #expect(room.joined(RoomFixture.report("Other", machine: "c100"), from: "10.2.0.2").secret != nil)
        clock.advance(by: .seconds(11 * 60))
        // Fresh rows, tied at 0: join order.
        for (index, name) in ["Fresh", "Alpha"].enumerated() {
            #expect(room.joined(RoomFixture.report(name, machine: RoomFixture.machine("d", index)), from: "10.2.0.1").secret != nil)
        }
        let order = room.table().learners.map(\.learner)
        #expect(order == ["Old", "Other", "Older", "Fresh", "Alpha"], "\(order)")
    }

    @Test(
        "A report that gives a kata's last check and no last progress counts from its check: stuck after 10 minutes, pinned like any other"
    )
    func noProgressCountsFromTheCheck() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        func report(_ name: String, machine: String, passed: Int) -> LearnerReport {
            LearnerReport(
                learner: name, written: clock.date,
                katas: [
                    .init(
                        slug: "01-a", status: .inProgress, testsPassed: passed, testsFailed: 2, lastCheck: clock.date, lastProgress: nil,
                        firstFailingTest: "Rule 1")
                ], machine: machine)
        }
        let secret = try #require(room.joined(report("Checks only", machine: "e001", passed: 1), from: "10.3.0.1").secret)
        clock.advance(by: .seconds(5 * 60))
        #expect(room.joined(RoomFixture.report("Both", machine: "e002", passed: 1, written: clock.date), from: "10.3.0.2").secret != nil)
        clock.advance(by: .seconds(6 * 60))
        #expect(room.post(report("Checks only", machine: "e001", passed: 1), secret: secret, sequence: 1).status == 200)
        let table = room.table()
        #expect(table.learners.map(\.learner) == ["Checks only", "Both"])
        #expect(table.learners.map(table.isStuck) == [true, false])
        #expect(table.text(unicode: false).contains("01: stuck 11 min"))
        // `make class` reads the file as sent: its check, 12 minutes ago, is where it counts from.
        let offline = ClassTable(
            roster: ClassRoster(learners: [report("Checks only", machine: "e001", passed: 1)], problems: []), catalog: RoomFixture.catalog,
            now: clock.date.addingTimeInterval(12 * 60))
        #expect(offline.fragment().contains("class=\"stuck\""))
    }
}
