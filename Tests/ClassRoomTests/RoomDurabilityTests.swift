import Foundation
import KataEngine
import PlaygroundTestSupport
import Testing

@testable import ClassRoom

/// The room says "Kept" only once a report is on the disk. When the disk refuses, the learner
/// gets a 5xx, the instructor a line on the terminal, and nothing pretends to be kept.
@Suite(.serialized) struct RoomDurabilityTests {
    /// A file standing where the hand-in folder should be: every write fails (ENOTDIR), as a
    /// folder that was removed or replaced under a running room would.
    @Test("A file where the hand-in folder should be: join and post are 507, the instructor is told, nothing is kept")
    func aFileWhereTheFolderShouldBe() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        let secret = try #require(room.joined(RoomFixture.report("ada", passed: 1)).secret)
        let folder = fixture.folder.path("handins")
        try FileManager.default.removeItem(at: folder)
        try Data("not a folder".utf8).write(to: folder)
        let post = room.post(RoomFixture.report("ada", passed: 2), secret: secret, sequence: 1)
        #expect(post.status == 507 && post.text.contains("not kept"), "\(post.text)")
        #expect(room.joined(RoomFixture.report("bob")).answer.status == 507)
        #expect(room.learners.map(\.learner) == ["ada"] && room.learners.first?.katas.first?.testsPassed == 1)
        let told = fixture.events.withLock { $0.filter { $0.contains("could not keep") } }
        #expect(told.count == 2, "\(told)")
        #expect(told.first?.contains("ada") == true)
        // The folder back: the next post (the same sequence: nothing was used up) is kept.
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(room.post(RoomFixture.report("ada", passed: 2), secret: secret, sequence: 1).text == "Kept\n")
        #expect(try ClassRoster.load(folder: folder).learners.first?.katas.first?.testsPassed == 2)
    }

    @Test(
        "A full disk (a 64 KB tmpfs, filled): 507 and a line for the instructor; once there is room again, kept",
        .enabled(if: TinyDisk.available))
    func aFullDisk() throws {
        let disk = try #require(TinyDisk.mount())
        let fixture = try RoomFixture(handIns: disk.url.appendingPathComponent("handins"))
        let room = fixture.room
        let secret = try #require(room.joined(RoomFixture.report("ada", passed: 1)).secret)
        disk.fill()
        let post = room.post(RoomFixture.report("ada", passed: 2), secret: secret, sequence: 1)
        #expect(post.status == 507, "\(post.text)")
        #expect(room.joined(RoomFixture.report("bob")).answer.status == 507)
        #expect(room.learners.count == 1 && room.learners.first?.katas.first?.testsPassed == 1)
        #expect(
            fixture.events.withLock { $0.contains { $0.contains("could not keep") && $0.contains("space") } },
            "\(fixture.events.withLock { $0 })")
        disk.free()
        #expect(room.post(RoomFixture.report("ada", passed: 2), secret: secret, sequence: 1).status == 200)
        #expect(room.joined(RoomFixture.report("bob")).answer.status == 200)
    }

    @Test("A read-only folder (the tmpfs remounted read-only): 507, and the instructor is told", .enabled(if: TinyDisk.available))
    func aReadOnlyFolder() throws {
        let disk = try #require(TinyDisk.mount())
        let fixture = try RoomFixture(handIns: disk.url.appendingPathComponent("handins"))
        let room = fixture.room
        let secret = try #require(room.joined(RoomFixture.report("ada", passed: 1)).secret)
        #expect(disk.makeReadOnly())
        let post = room.post(RoomFixture.report("ada", passed: 2), secret: secret, sequence: 1)
        #expect(post.status == 507, "\(post.text)")
        #expect(room.learners.first?.katas.first?.testsPassed == 1)
        #expect(fixture.events.withLock { $0.contains { $0.contains("could not keep") } })
    }

    @Test("Report and sequence are kept in one write: after a restart, an older post replayed does not replace a newer report")
    func theSequenceSurvivesARestart() throws {
        let fixture = try RoomFixture()
        let folder = fixture.folder.path("handins")
        let secret = try #require(fixture.room.joined(RoomFixture.report("ada", passed: 1)).secret)
        #expect(fixture.room.post(RoomFixture.report("ada", passed: 5), secret: secret, sequence: 5).text == "Kept\n")
        // The members file as it was at the join (sequence 0): only the row knows sequence 5.
        let members = try #require(RoomMembers.load(from: folder).members.first)
        #expect(members.lastSequence == 0)
        let restarted = try Room(code: RoomFixture.code, catalog: RoomFixture.catalog, folder: folder)
        let replay = restarted.post(RoomFixture.report("ada", passed: 3), secret: secret, sequence: 3)
        #expect(replay.status == 200 && replay.text.contains("newer report"), "\(replay.text)")
        #expect(restarted.learners.first?.katas.first?.testsPassed == 5)
        #expect(restarted.post(RoomFixture.report("ada", passed: 6), secret: secret, sequence: 6).text == "Kept\n")
    }

    @Test("A join whose members could not be written is 507 and leaves nothing behind: no file, no row, none after a restart")
    func aFailedJoinLeavesNothing() throws {
        let fixture = try RoomFixture()
        let folder = fixture.folder.path("handins")
        #expect(fixture.room.joined(RoomFixture.report("ada", machine: "aa11")).secret != nil)
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        // A folder where the members file goes: the row can be written, the members cannot.
        let members = folder.appendingPathComponent(RoomMembers.fileName)
        try FileManager.default.removeItem(at: members)
        try FileManager.default.createDirectory(at: members.appendingPathComponent("blocker"), withIntermediateDirectories: true)
        let bob = fixture.room.joined(RoomFixture.report("bob", machine: "bb22"))
        #expect(bob.answer.status == 507 && bob.secret == nil)
        #expect(fixture.events.withLock { $0.contains { $0.contains("could not keep") && $0.contains("bob") } })
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == before)
        #expect(fixture.room.learners.map(\.learner) == ["ada"])
        try FileManager.default.removeItem(at: members)
        let restarted = try Room(code: RoomFixture.code, catalog: RoomFixture.catalog, folder: folder)
        #expect(restarted.learners.map(\.learner) == ["ada"])
    }

    @Test("A member re-joining under new names and machine ids again and again: rate limited, and .retired keeps its last few")
    func rejoiningCannotFillTheDisk() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        var secret = try #require(room.joined(RoomFixture.report("name0"), from: "10.0.0.1").secret)
        var statuses: [Int] = []
        for index in 1...40 {
            let answer = room.joined(RoomFixture.report("name\(index)"), previous: secret, from: "10.0.0.1")
            statuses.append(answer.answer.status)
            if let next = answer.secret { secret = next }
        }
        #expect(statuses.filter { $0 == 200 }.count == JoinLimits().burst - 1)
        #expect(statuses.dropFirst(JoinLimits().burst - 1).allSatisfy { $0 == 429 })
        for index in 41...60 {
            clock.advance(by: .seconds(3_600))
            let answer = room.joined(
                RoomFixture.report("name\(index)", machine: RoomFixture.machine("a", index)), previous: secret, from: "10.0.0.1")
            #expect(answer.answer.status == 200)
            secret = try #require(answer.secret)
        }
        let groups = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path("handins/.retired").path)
        #expect(groups.count == 1, "one member, one folder, whatever machine ids it gave")
        let retired = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path("handins/.retired/\(groups[0])").path)
        #expect(retired.count == HandInStore.retiredPerMember)
        #expect(retired.contains { $0.contains("name59") } && !retired.contains { $0.contains("name41-") })
        #expect(room.learners.map(\.learner) == ["name60"])
    }

    @Test("A full room tells the learner: 503 that says so, and the learner is not added")
    func aFullRoom() throws {
        let fixture = try RoomFixture(learnerLimit: 2)
        #expect(fixture.room.joined(RoomFixture.report("ada")).secret != nil)
        #expect(fixture.room.joined(RoomFixture.report("bob")).secret != nil)
        let third = fixture.room.joined(RoomFixture.report("cy"))
        #expect(third.answer.status == 503 && third.answer.text.contains("full"))
        #expect(fixture.room.learners.count == 2)
        let joined = RoomPoster(membership: RoomMembership(url: fixture.url, code: RoomFixture.code.text, learner: "cy"))
            .join(RoomFixture.report("cy").encoded(), previousSecret: nil)
        guard case .failed(.notKept(503, let message)) = joined else {
            Issue.record("a full room was taken for a join: \(joined)")
            return
        }
        #expect(message.contains("full"))
    }

    @Test("The sender keeps a report the room could not store, for the next check, and says so once")
    func theSenderKeepsWhatWasNotKept() throws {
        let fixture = try RoomFixture()
        let membership = fixture.member("ada")
        let outboxFolder = try TemporaryFolder("outbox")
        let sender = RoomSender(outbox: RoomOutbox(katas: outboxFolder.url), poster: RoomPoster(membership: membership))
        let folder = fixture.folder.path("handins")
        try FileManager.default.removeItem(at: folder)
        try Data().write(to: folder)
        sender.outbox.put(RoomFixture.report("ada", passed: 5).encoded())
        guard case .notKept(507, _) = sender.run() else {
            Issue.record("a failed write was not reported as not kept")
            return
        }
        #expect(sender.outbox.pending != nil)
        #expect(sender.outbox.takeNotice()?.contains("could not keep") == true)
    }
}
