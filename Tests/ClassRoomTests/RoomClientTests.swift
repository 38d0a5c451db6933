import Foundation
import PlaygroundTestSupport
import Synchronization
import Testing

@testable import ClassRoom

/// The learner's side: a report waits in the outbox until the room has it, survives being
/// offline, slows down when asked, and a refusal is said once.
@Suite struct RoomClientTests {
    @Test("Offline, the report stays in the outbox for the next check; the check's side never waits long")
    func offlineKeepsTheReport() throws {
        let folder = try TemporaryFolder("outbox")
        let closed = try RoomFixture()
        let url = closed.url
        closed.server.stop()
        let sender = RoomSender(
            outbox: RoomOutbox(katas: folder.url),
            poster: RoomPoster(membership: RoomMembership(url: url, code: "K7QX2M", learner: "ada"), timeout: 2))
        let report = RoomFixture.report("ada").encoded()
        sender.outbox.put(report)
        guard case .unreachable = sender.run() else {
            Issue.record("a closed room was not reported unreachable")
            return
        }
        #expect(sender.outbox.pending?.report == report)
    }

    @Test("Once the room is back, the waiting report arrives and the outbox is empty")
    func sentLater() throws {
        let fixture = try RoomFixture()
        let folder = try TemporaryFolder("outbox")
        let sender = RoomSender(outbox: RoomOutbox(katas: folder.url), poster: RoomPoster(membership: fixture.membership))
        sender.outbox.put(RoomFixture.report("ada", passed: 7).encoded())
        #expect(sender.run() == .kept)
        #expect(sender.outbox.pending == nil)
        #expect(fixture.room.learners.first?.katas.first?.testsPassed == 7)
    }

    @Test("The client follows no redirect: a 307 to another room is the answer, and the code and secret never reach it")
    func noRedirects() throws {
        let elsewhere = try RoomFixture()
        let redirector = try ListeningSocket(address: "127.0.0.1", port: 0)
        defer { redirector.close() }
        let target = "\(elsewhere.url.absoluteString)/join"
        let answering = Thread {
            while let (descriptor, _) = redirector.accept() {
                let connection = Connection(descriptor: descriptor, headTimeout: .seconds(30), requestTimeout: .seconds(30))
                _ = try? HTTPRequest.read(from: connection)
                var response = HTTPResponse.text(307, "moved\n")
                response.extraHeaders = [("Location", target)]
                connection.finish(with: response.serialized)
            }
        }
        answering.start()
        let url = try #require(URL(string: "http://127.0.0.1:\(redirector.port)"))
        let outcome = RoomPoster(membership: RoomMembership(url: url, code: RoomFixture.code.text, learner: "ada"))
            .join(RoomFixture.report("ada").encoded(), previousSecret: nil)
        guard case .failed(.refused(307, _)) = outcome else {
            Issue.record("a redirect was not refused: \(outcome)")
            return
        }
        #expect(elsewhere.room.learners.isEmpty, "the join was carried to another address")
    }

    @Test("Asked to slow down (429), the sender waits as told and tries again")
    func retriesWhenLimited() throws {
        // The room's time moves only when the sender sleeps, however slow the machine is.
        let clock = ManualClock()
        let fixture = try RoomFixture(postsPerSecond: 2, burst: 1, clock: clock.roomClock)
        let folder = try TemporaryFolder("outbox")
        let slept = Mutex<[Int]>([])
        var sender = RoomSender(outbox: RoomOutbox(katas: folder.url), poster: RoomPoster(membership: fixture.membership))
        sender.sleep = { seconds in
            slept.withLock { $0.append(seconds) }
            clock.advance(by: .seconds(seconds))
        }
        sender.outbox.put(RoomFixture.report("ada", passed: 1).encoded())
        #expect(sender.run() == .kept)
        sender.outbox.put(RoomFixture.report("ada", passed: 2).encoded())
        #expect(sender.run() == .kept)
        #expect(slept.withLock { $0 } == [1])
        #expect(fixture.room.learners.first?.katas.first?.testsPassed == 2)
    }

    @Test("A join told to slow down waits as told and asks again, within its patience; past it, it says so")
    func joinWaitsWhenAskedTo() throws {
        let clock = ManualClock()
        var limits = JoinLimits()
        (limits.burst, limits.joinsPerSecond) = (1, 1.0 / 20)
        let fixture = try RoomFixture(joinLimits: limits, clock: clock.roomClock)
        let waited = Mutex<[Int]>([])
        func poster(_ learner: String, patience: Int) -> RoomPoster {
            var poster = RoomPoster(membership: RoomMembership(url: fixture.url, code: RoomFixture.code.text, learner: learner))
            poster.joinPatienceSeconds = patience
            poster.waitBeforeAskingAgain = { seconds, _ in
                waited.withLock { $0.append(seconds) }
                clock.advance(by: .seconds(seconds))
            }
            return poster
        }
        guard case .joined = poster("ada", patience: 60).join(RoomFixture.report("ada").encoded(), previousSecret: nil) else {
            Issue.record("the first join of the burst is let in")
            return
        }
        guard case .failed(.retry) = poster("bob", patience: 0).join(RoomFixture.report("bob").encoded(), previousSecret: nil) else {
            Issue.record("with no patience, the second join says the room asked it to wait")
            return
        }
        guard case .joined = poster("cyd", patience: 60).join(RoomFixture.report("cyd").encoded(), previousSecret: nil) else {
            Issue.record("a join that waits as told gets in: waited \(waited.withLock { $0 })")
            return
        }
        #expect(!waited.withLock { $0 }.isEmpty && waited.withLock { $0 }.reduce(0, +) <= 60, "\(waited.withLock { $0 })")
        #expect(fixture.room.learners.map(\.learner).sorted() == ["ada", "cyd"])
    }

    @Test("Refused for good (a wrong code), the sender leaves one notice and does not retry forever")
    func refusalLeavesANotice() throws {
        let fixture = try RoomFixture()
        let folder = try TemporaryFolder("outbox")
        let membership = RoomMembership(url: fixture.url, code: "WRONG2", learner: "ada", secret: fixture.membership.secret)
        let sender = RoomSender(outbox: RoomOutbox(katas: folder.url), poster: RoomPoster(membership: membership))
        sender.outbox.put(RoomFixture.report("ada").encoded())
        #expect(sender.run() == .refused(status: 403, message: "Wrong or missing room code"))
        let notice = try #require(sender.outbox.takeNotice())
        #expect(notice.contains("403") && notice.contains("make join"))
        #expect(sender.outbox.takeNotice() == nil)
    }

    @Test("A newer report written while one travels is not removed with it")
    func aNewerReportSurvives() throws {
        let folder = try TemporaryFolder("outbox")
        let outbox = RoomOutbox(katas: folder.url)
        outbox.put(Data("old".utf8))
        let old = try #require(outbox.pending)
        outbox.put(Data("new".utf8))
        #expect(outbox.remove(ifStill: old) == false)
        #expect(outbox.pending?.report == Data("new".utf8))
        #expect(outbox.pending?.sequence == old.sequence + 1, "each report put gets the machine's next sequence number")
    }

    @Test(
        "A room's address is http://host:port and nothing else",
        arguments: [
            ("http://192.168.1.20:8787", true), ("http://192.168.1.20:8787/", true), ("https://room:8787", false),
            ("192.168.1.20:8787", false), ("http://room:8787/handin", false), ("http://user@room:8787", false), ("", false),
            ("http://:8787", false),
        ])
    func roomAddresses(text: String, valid: Bool) {
        #expect(((try? RoomMembership.roomURL(text)) != nil) == valid)
    }

    @Test("Join codes: six unambiguous characters at random; matching ignores case and spaces, never a prefix")
    func joinCodes() throws {
        let code = JoinCode.random()
        #expect(code.text.count == 6)
        #expect(!code.text.contains { "01OIL".contains($0) })
        let fixed = try #require(JoinCode("K7QX2M"))
        #expect(fixed.matches(" k7qx2m "))
        #expect(!fixed.matches("K7QX2") && !fixed.matches("K7QX2MM") && !fixed.matches(nil))
        #expect(JoinCode("K0QX2M") == nil && JoinCode("ab") == nil)
    }
}
