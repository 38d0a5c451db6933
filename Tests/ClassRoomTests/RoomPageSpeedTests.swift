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
