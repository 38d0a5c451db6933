import Foundation
import Testing

@testable import ClassRoom

/// The projector's page is rendered once per change and served from memory.
@Suite struct RoomPageSpeedTests {
    @Test("The page is rendered once per change (or when the minute turns), not once per request")
    func renderedOncePerChange() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        #expect(room.admit(RoomFixture.report("ada")).status == 200)
        for _ in 0..<5 { #expect(fixture.page().status == 200) }
        #expect(fixture.page("/table").status == 200)
        #expect(room.renders.load(ordering: .relaxed) == 1)
        #expect(room.admit(RoomFixture.report("bob")).status == 200)
        let page = fixture.page()
        #expect(page.contains(">bob<"), "a change shows at once")
        #expect(room.renders.load(ordering: .relaxed) == 2)
        clock.advance(by: .seconds(60))
        #expect(fixture.page().status == 200)
        #expect(room.renders.load(ordering: .relaxed) == 3, "the minutes shown move on")
    }

    /// `room bench`'s second part joins its posting learners as `make join` does; once the room
    /// asked for real machine ids, its made-up ones were refused and the bench stopped there.
    @Test("room bench's posting learners join as real clients do, and the table is measured")
    func theBenchsLearnersJoin() throws {
        var bench = TableLatencyBenchmark(catalog: RoomFixture.catalog)
        (bench.learners, bench.posting, bench.readers, bench.duration) = (12, 3, 1, .milliseconds(200))
        let figures = try bench.run { _ in }
        #expect(figures.renders >= 1 && figures.requests >= 1, "\(figures)")
    }

    @Test("A hand-in re-renders its own row only; the other 199 rows come from the cache, and the page shows the change")
    func oneChangeOneRow() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        room.fillWithSampleLearners(199, now: clock.date)
        #expect(room.admit(RoomFixture.report("ada", passed: 1, written: clock.date)).status == 200)
        _ = room.rendered()
        #expect(room.rows.renders.load(ordering: .relaxed) == 200)
        #expect(room.admit(RoomFixture.report("ada", passed: 4, written: clock.date)).status == 200)
        let table = String(decoding: room.rendered().table.body, as: UTF8.self)
        #expect(room.rows.renders.load(ordering: .relaxed) == 201, "one row rendered again")
        #expect(table.contains(">4/6</td>"))
        clock.advance(by: .seconds(60))
        _ = room.rendered()
        #expect(room.rows.renders.load(ordering: .relaxed) == 401, "the minute turned: every row's minutes move")
    }

    @Test("While a render runs, readers get the pages it replaces at once instead of waiting; the first render is waited for")
    func readersNeverWaitForARender() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        #expect(room.admit(RoomFixture.report("ada")).status == 200)
        let first = room.rendered()
        #expect(room.admit(RoomFixture.report("bob", machine: "bb22")).status == 200)
        // A render in progress elsewhere: the reader is answered from memory.
        room.rendering.store(true, ordering: .releasing)
        let answered = room.rendered()
        room.rendering.store(false, ordering: .releasing)
        #expect(answered.version == first.version)
        let fresh = room.rendered()
        #expect(fresh.version > first.version && String(decoding: fresh.table.body, as: UTF8.self).contains(">bob<"))
    }

    @Test("With 200 learners, GET / is no more than 20× slower than a bare server sending the same bytes (both printed)")
    func theRoomKeepsUpWithABareServer() throws {
        let fixture = try RoomFixture()
        fixture.room.fillWithSampleLearners(200)
        #expect(fixture.room.learners.count == 200)
        let page = fixture.room.rendered().page.body
        let reference = try ReferenceServer(serving: page)
        var (room, bare) = (0, 0)
        var seconds = (room: 0.0, bare: 0.0)
        for _ in 0..<2 {
            let byRoom = PageHammer.run(
                port: fixture.server.port, target: "/?key=\(fixture.room.instructorKey)", clients: 4, duration: .milliseconds(400),
                minimumBytes: page.count)
            let byBare = PageHammer.run(
                port: reference.port, target: "/", clients: 4, duration: .milliseconds(400), minimumBytes: page.count)
            (room, bare) = (room + byRoom.answers, bare + byBare.answers)
            seconds = (seconds.room + byRoom.seconds, seconds.bare + byBare.seconds)
            #expect(byRoom.failures == 0)
        }
        let (roomRate, bareRate) = (Double(room) / seconds.room, Double(bare) / seconds.bare)
        print(
            String(
                format: "room page speed: %.0f requests/s, bare server %.0f requests/s (%d bytes, 200 learners)", roomRate, bareRate,
                page.count))
        #expect(roomRate * 20 >= bareRate)
    }
}
