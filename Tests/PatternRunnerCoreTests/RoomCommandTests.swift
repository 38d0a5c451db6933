import ClassRoom
import Foundation
import KataEngine
import PatternRunnerCore
import PlaygroundTestSupport
import Testing

/// `room join`, `room send`, `room leave`, and a check's hand-in in the background, against a
/// room on loopback.
@Suite struct RoomCommandTests {
    private static let code = JoinCode("K7QX2M")!

    private func openRoom(for fake: KataFixture) throws -> RoomServer {
        let room = try Room(code: Self.code, catalog: fake.catalog, folder: fake.folder.path("handins"))
        let server = try RoomServer(room: room, address: "127.0.0.1", port: 0)
        server.start()
        return server
    }

    @Test(
        "Joining needs an http address, the code and a name; each missing piece is a usage error that names it",
        arguments: [
            (["room", "join", "192.168.1.20:8787", "--code", "K7QX2M", "--learner", "ada"], "is not a room address"),
            (["room", "join", "http://127.0.0.1:9", "--learner", "ada"], "needs the room's code"),
            (["room", "join", "http://127.0.0.1:9", "--code", "K7QX2M"], "needs your name"),
            (["room", "join"], "needs the room's address"),
            (
                ["room", "join", "http://127.0.0.1:9", "--code", "X", "--learner", "ada"],
                "--code 'X' is not a room code: codes are 6 to 32"
            ),
            (["room", "jion"], "did you mean join"),
        ])
    func joinArguments(arguments: [String], expected: String) throws {
        let fake = try KataFixture()
        let result = RunnerResult(arguments, root: fake.root)
        #expect(result.status == .usage)
        #expect(result.err.contains(expected), "got: \(result.err)")
    }

    @Test("A room that cannot be reached, or refuses the code, is said plainly and nothing is remembered")
    func joinFailures() throws {
        let fake = try KataFixture()
        let server = try openRoom(for: fake)
        defer { server.stop() }
        let wrong = RunnerResult(
            ["room", "join", "http://127.0.0.1:\(server.port)", "--code", "ABCDEF", "--learner", "ada"], root: fake.root)
        #expect(wrong.status == .failure)
        #expect(wrong.err.contains("the room refused (403)"))
        let closed = try openRoom(for: fake)
        closed.stop()
        let offline = RunnerResult(
            ["room", "join", "http://127.0.0.1:\(closed.port)", "--code", "K7QX2M", "--learner", "ada"], root: fake.root)
        #expect(offline.status == .toolFailure)
        #expect(offline.err.contains("cannot reach the room"))
        #expect(RoomMembership.load(from: fake.katas) == nil)
    }

    @Test("Joined, a hint hands in: the report waits in the outbox, `room send` delivers it, `room leave` stops it")
    func joinSendLeave() throws {
        let fake = try KataFixture()
        let server = try openRoom(for: fake)
        defer { server.stop() }
        let join = RunnerResult(
            ["room", "join", "http://127.0.0.1:\(server.port)", "--code", "k7qx2m", "--learner", "Ada"], root: fake.root)
        #expect(join.status == .success, "\(join.err)")
        #expect(join.out.contains("Joined the room"))
        #expect(server.room.learners.map(\.learner) == ["Ada"])
        #expect(RunnerResult(["kata", "hint", "01"], root: fake.root).status == .success)
        #expect(RoomOutbox(katas: fake.katas).pending != nil)
        let send = RunnerResult(["room", "send"], root: fake.root)
        #expect(send.status == .success)
        #expect(RoomOutbox(katas: fake.katas).pending == nil)
        #expect(server.room.learners.first?.katas.first?.hintsShown == 1)
        #expect(RunnerResult(["room", "leave"], root: fake.root).out.contains("Left the room"))
        #expect(RunnerResult(["kata", "hint", "01", "--next"], root: fake.root).status == .success)
        #expect(RoomOutbox(katas: fake.katas).pending == nil)
    }

    @Test("The real runner posts in the background after a hint: the hint returns before the room has answered, the room then sees it")
    func backgroundSender() throws {
        let fake = try KataFixture()
        let server = try openRoom(for: fake)
        defer { server.stop() }
        let runner = try EndToEndTests.runnerBinary()
        #expect(
            RunnerResult(["room", "join", "http://127.0.0.1:\(server.port)", "--code", "K7QX2M", "--learner", "Ada"], root: fake.root)
                .status == .success)
        // A room that listens but does not answer yet: a hint that waited for its post could not
        // finish before the room starts answering, whatever the machine's speed. Ada joins it
        // first; it is then restarted from its folder at the same address (her machine's id is
        // that room's), so her secret must have survived.
        let heldFolder = fake.folder.path("held")
        let first = try RoomServer(room: Room(code: Self.code, catalog: fake.catalog, folder: heldFolder), address: "127.0.0.1", port: 0)
        first.start()
        let url = try #require(URL(string: "http://127.0.0.1:\(first.port)"))
        #expect(
            RunnerResult(["room", "join", url.absoluteString, "--code", "K7QX2M", "--learner", "Ada"], root: fake.root).status == .success)
        first.stop()
        let held = try RoomServer(
            room: Room(code: Self.code, catalog: fake.catalog, folder: heldFolder), address: "127.0.0.1", port: first.port)
        defer { held.stop() }
        #expect(RoomMembership.load(from: fake.katas)?.url == url)
        #expect(RunnerResult(["kata", "hint", "01", "--all"], root: fake.root, runner: runner).status == .success)
        #expect((held.room.learners.first?.katas.first?.hintsShown ?? 0) == 0, "Ada is back from the folder, without hints yet")
        held.start()
        let seen = waitUntil { held.room.learners.first?.katas.first?.hintsShown == 3 }
        #expect(seen, "the room never saw the hints: \(held.room.learners)")
    }

    @Test(
        "After make leave, joining again keeps the row; a new name retires it; a clone without the secret cannot take the row, and another clone is another machine"
    )
    func rejoining() throws {
        let fake = try KataFixture()
        let server = try openRoom(for: fake)
        defer { server.stop() }
        let url = "http://127.0.0.1:\(server.port)"
        func join(_ name: String) -> RunnerResult {
            RunnerResult(["room", "join", url, "--code", "K7QX2M", "--learner", name], root: fake.root)
        }
        #expect(join("Ada").status == .success)
        #expect(RunnerResult(["room", "leave"], root: fake.root).status == .success)
        #expect(join("ada ").status == .success)
        #expect(server.room.learners.map(\.learner) == ["ada"])
        #expect(join("Ada Lovelace").status == .success)
        #expect(server.room.learners.map(\.learner) == ["Ada Lovelace"])
        // A copy of this clone's machine key (the machine itself, copied), without the secret,
        // cannot join as Ada Lovelace.
        let other = try KataFixture()
        let adaMachine = fake.katas.appendingPathComponent(".machine-key")
        try FileManager.default.copyItem(at: adaMachine, to: other.katas.appendingPathComponent(".machine-key"))
        let taken = RunnerResult(["room", "join", url, "--code", "K7QX2M", "--learner", "ADA LOVELACE"], root: other.root)
        #expect(taken.status == .failure)
        #expect(taken.err.contains("not joined") && taken.err.contains("already in the room"), "\(taken.err)")
        #expect(RoomMembership.load(from: other.katas) == nil)
        // Another clone draws a key of its own, so a machine id of its own: a namesake's row of
        // its own, never Ada's.
        let third = try KataFixture()
        let namesake = RunnerResult(["room", "join", url, "--code", "K7QX2M", "--learner", "Ada Lovelace"], root: third.root)
        #expect(namesake.status == .success, "\(namesake.err)")
        let machines = Set(server.room.learners.compactMap(\.machine))
        #expect(server.room.learners.count == 2 && machines.count == 2, "two rows, two machines: \(server.room.learners.map(\.learner))")
    }

    @Test(
        "make join never sends the kept machine key: each room gets a key of its own, so the key one room received does not make its holder this machine in another"
    )
    func eachRoomGetsAKeyOfItsOwn() throws {
        let fake = try KataFixture()
        let roomA = try openRoom(for: fake)
        defer { roomA.stop() }
        let other = try KataFixture()
        let roomB = try openRoom(for: other)
        defer { roomB.stop() }
        let urlA = try RoomMembership.roomURL("http://127.0.0.1:\(roomA.port)")
        let urlB = try RoomMembership.roomURL("http://127.0.0.1:\(roomB.port)")
        #expect(
            RunnerResult(["room", "join", urlA.absoluteString, "--code", "K7QX2M", "--learner", "ada"], root: fake.root).status == .success)
        let kept = MachineIdentity.kept(in: fake.katas)
        let inA = kept.forRoom(RoomMembership.origin(of: urlA))
        let inB = kept.forRoom(RoomMembership.origin(of: urlB))
        // Room A (a fake one, or someone on the network) saw the key that proves the id ada's row carries there.
        #expect(roomA.room.learners.map(\.machine) == [inA.id] && inA.id != kept.id && inA.key != kept.key)
        // With it, a thief joins room B first as ada, claiming ada's id there: refused.
        let stolen = LearnerReport(learner: "ada", written: Date(), katas: [], machine: inB.id).encoded()
        let thief = RoomPoster(membership: RoomMembership(url: urlB, code: Self.code.text, learner: "ada"))
        #expect(
            thief.join(stolen, previousSecret: nil, machineKey: inA.key)
                == .failed(
                    .refused(
                        status: 403,
                        message: "Refused: the machine key does not prove machine id \(inB.id); join from the machine whose id it is")))
        #expect(roomB.room.learners.isEmpty)
        // Ada joins room B as herself, and her hand-ins there carry room B's id.
        #expect(
            RunnerResult(["room", "join", urlB.absoluteString, "--code", "K7QX2M", "--learner", "ada"], root: fake.root).status == .success)
        #expect(roomB.room.learners.map(\.machine) == [inB.id])
        #expect(
            LearnerReport.current(learner: "ada", catalog: fake.catalog, room: RoomMembership.load(from: fake.katas)?.origin).report.machine
                == inB.id)
    }

    @Test("A join whose answer was lost: make join run again sends that very join and gets in, where a new join finds the name taken")
    func aLostJoinIsSentAgain() throws {
        let fake = try KataFixture()
        let server = try openRoom(for: fake)
        defer { server.stop() }
        let url = try RoomMembership.roomURL("http://127.0.0.1:\(server.port)")
        // The first make join kept its join here and sent it; the room kept it, the answer was lost.
        let origin = RoomMembership.origin(of: url)
        let report = LearnerReport.current(learner: "ada", catalog: fake.catalog, room: origin).report.encoded()
        let lost = PendingJoin(url: url, learner: "ada", attempt: RoomSecret.make(), report: report, sequence: 0)
        try lost.save(in: fake.katas)
        let kept = RoomPoster(membership: RoomMembership(url: url, code: Self.code.text, learner: "ada"))
            .join(
                lost.report, previousSecret: nil, sequence: 0, attempt: lost.attempt,
                machineKey: MachineIdentity.kept(in: fake.katas).forRoom(origin).key)
        guard case .joined(let secret) = kept else {
            Issue.record("the room did not keep the first join: \(kept)")
            return
        }
        let pendingFile = fake.katas.appendingPathComponent(".room-join.json")
        let saved = try Data(contentsOf: pendingFile)
        func join() -> RunnerResult {
            RunnerResult(["room", "join", url.absoluteString, "--code", Self.code.text, "--learner", "ada"], root: fake.root)
        }
        // Without it, a new join of the same name is refused as taken, and nothing is left waiting.
        try FileManager.default.removeItem(at: pendingFile)
        let fresh = join()
        #expect(fresh.status == .failure && fresh.err.contains("already in the room"), "\(fresh.err)")
        #expect(!FileManager.default.fileExists(atPath: pendingFile.path), "a refused join waits for nothing")
        // With it, the same join again: the room answers with the secret it gave the first time.
        try saved.write(to: pendingFile)
        let again = join()
        #expect(again.status == .success, "\(again.err)")
        #expect(RoomMembership.load(from: fake.katas)?.secret == secret)
        #expect(server.room.learners.count == 1)
        #expect(!FileManager.default.fileExists(atPath: pendingFile.path), "answered, it waits no more")
    }

    @Test("make join fails with the reason unless the room kept the report: a full room, a room whose disk refuses")
    func joinFailsUnlessKept() throws {
        let fake = try KataFixture()
        let full = try RoomServer(
            room: Room(code: Self.code, catalog: fake.catalog, folder: fake.folder.path("full"), learnerLimit: 0), address: "127.0.0.1",
            port: 0)
        full.start()
        defer { full.stop() }
        let refused = RunnerResult(
            ["room", "join", "http://127.0.0.1:\(full.port)", "--code", "K7QX2M", "--learner", "ada"], root: fake.root)
        #expect(refused.status == .failure)
        #expect(refused.err.contains("not joined") && refused.err.contains("full"), "\(refused.err)")
        #expect(!refused.out.contains("Joined"))
        let broken = try openRoom(for: fake)
        defer { broken.stop() }
        try FileManager.default.removeItem(at: fake.folder.path("handins"))
        try Data().write(to: fake.folder.path("handins"))
        let notKept = RunnerResult(
            ["room", "join", "http://127.0.0.1:\(broken.port)", "--code", "K7QX2M", "--learner", "ada"], root: fake.root)
        #expect(notKept.status == .failure)
        #expect(notKept.err.contains("could not keep your report (507"), "\(notKept.err)")
        #expect(RoomMembership.load(from: fake.katas) == nil)
    }

    @Test("make room refuses a code shorter than six characters, naming the rule")
    func shortCodesAreRefused() throws {
        let fake = try KataFixture()
        let result = RunnerResult(["room", "serve", "--bind", "127.0.0.1", "--port", "0", "--code", "K7QX"], root: fake.root)
        #expect(result.status == .usage)
        #expect(result.err.contains("6 to 32 letters and digits"), "\(result.err)")
    }
}

/// `room close`, `room open` and `room remove` from the instructor's terminal, against a room on loopback.
@Suite struct RoomInstructorCommandTests {
    @Test("room close / open / remove talk to the room serving --dir, with the key kept there; without a room they say so")
    func closeOpenRemove() throws {
        let fake = try KataFixture()
        let folder = fake.folder.path("handins")
        let room = try Room(code: JoinCode("K7QX2M")!, catalog: fake.catalog, folder: folder)
        let none = RunnerResult(["room", "close", "--dir", folder.path], root: fake.root)
        #expect(none.status == .failure && none.err.contains("is make room running with this DIR?"), "\(none.err)")
        let server = try RoomServer(room: room, address: "127.0.0.1", port: 0)
        server.start()
        defer { server.stop() }
        RoomControl.remember(try #require(URL(string: "http://127.0.0.1:\(server.port)")), in: folder)
        let close = RunnerResult(["room", "close", "--dir", folder.path], root: fake.root)
        #expect(close.status == .success && close.out.contains("Closed") && room.isClosed, "\(close.err)")
        let open = RunnerResult(["room", "open", "--dir", folder.path], root: fake.root)
        #expect(open.status == .success && !room.isClosed)
        let missing = RunnerResult(["room", "remove", "nobody", "--dir", folder.path], root: fake.root)
        #expect(missing.status == .failure && missing.err.contains("the room refused (404)"))
        // Two rows named alike: the refusal lists them one a line, as lines, not as escapes.
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)"))
        for machine in ["aa11", "bb22"] {
            let report = LearnerReport(
                learner: "ada", written: Date(),
                katas: [
                    .init(
                        slug: try #require(fake.catalog.katas.first).slug, status: .inProgress, testsPassed: 1, testsFailed: 1,
                        lastCheck: Date(), lastProgress: Date())
                ],
                machine: machine)
            let joined = RoomPoster(membership: RoomMembership(url: url, code: "K7QX2M", learner: "ada"), timeout: 120).join(
                report.encoded(), previousSecret: nil)
            guard case .joined = joined else {
                Issue.record("ada on \(machine) did not join: \(joined)")
                return
            }
        }
        let namesakes = RunnerResult(["room", "remove", "ada", "--dir", folder.path], root: fake.root)
        #expect(namesakes.status == .failure && namesakes.err.contains("the room refused (409)"), "\(namesakes.err)")
        #expect(!namesakes.err.contains("\\u{A}"), "\(namesakes.err)")
        #expect(namesakes.err.components(separatedBy: "\n").filter { $0.hasPrefix("  ada") }.count == 2, "\(namesakes.err)")
    }
}

@Suite struct MachineIDTests {
    @Test(
        "A machine key is drawn once and kept: the id is 16 hex digits worked out from it, the same on every run"
    )
    func theMachineKeyIsDrawnOnceAndProvesTheID() throws {
        let fake = try KataFixture()
        let first = LearnerReport.machine(keptIn: fake.katas)
        #expect(first.count == 16 && first.allSatisfy(\.isHexDigit) && first == first.lowercased(), "\(first)")
        #expect(LearnerReport.machine(keptIn: fake.katas) == first)
        let key = try String(contentsOf: fake.katas.appendingPathComponent(".machine-key"), encoding: .utf8)
        #expect(MachineKey.machineID(of: key.trimmingCharacters(in: .newlines)) == first)
    }
}
