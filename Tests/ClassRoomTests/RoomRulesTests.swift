import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// What a post may change in the room, decided without the network.
@Suite struct RoomRulesTests {
    private func post(_ room: Room, _ report: LearnerReport, code: String? = RoomFixture.code.text) -> HTTPResponseSummary {
        code == RoomFixture.code.text
            ? room.admit(report) : HTTPResponseSummary(room.answer(method: "POST", path: "/join", code: code, body: report.encoded()))
    }

    @Test("A post needs the room's code: missing or wrong is 403 and changes nothing; case does not matter")
    func theCodeIsRequired() throws {
        let fixture = try RoomFixture()
        #expect(post(fixture.room, RoomFixture.report("ada"), code: nil).status == 403)
        #expect(post(fixture.room, RoomFixture.report("ada"), code: "K7QX2N").status == 403)
        #expect(post(fixture.room, RoomFixture.report("ada"), code: "K7QX2").status == 403)
        #expect(fixture.room.learners.isEmpty)
        #expect(post(fixture.room, RoomFixture.report("ada"), code: "k7qx2m").status == 200)
        #expect(fixture.room.learners.map(\.learner) == ["ada"])
    }

    @Test(
        "Hostile or impossible fields are refused with the reason, never kept",
        arguments: [
            ("\u{1B}[2Jada", "control"), ("ada\u{202E}evil", "text-direction"), (String(repeating: "a", count: 61), "1 to 60"),
            ("   ", "no learner name"),
        ])
    func hostileNamesAreRefused(name: String, reason: String) throws {
        let fixture = try RoomFixture()
        let answer = post(fixture.room, RoomFixture.report(name))
        #expect([400, 422].contains(answer.status))
        #expect(answer.text.contains(reason))
        #expect(fixture.room.learners.isEmpty)
    }

    @Test("Only this workshop's katas, each once, with counts in range and a short failing test name")
    func fieldsAreValidated() throws {
        let fixture = try RoomFixture()
        let now = Date()
        func report(_ katas: [LearnerReport.Kata], machine: String? = "aa11") -> LearnerReport {
            LearnerReport(learner: "ada", written: now, katas: katas, machine: machine)
        }
        func kata(_ slug: String, passed: Int = 1, hints: Int = 0, failing: String? = nil) -> LearnerReport.Kata {
            .init(
                slug: slug, status: .inProgress, testsPassed: passed, testsFailed: 0, lastCheck: now, hintsShown: hints,
                firstFailingTest: failing)
        }
        #expect(post(fixture.room, report([kata("99-x")])).text.contains("unknown kata"))
        #expect(post(fixture.room, report([kata("01-a"), kata("01-a")])).text.contains("twice"))
        #expect(post(fixture.room, report([kata("01-a", passed: -1)])).status == 422)
        #expect(post(fixture.room, report([kata("01-a", hints: 500)])).status == 422)
        #expect(post(fixture.room, report([kata("01-a", failing: String(repeating: "x", count: 201))])).status == 422)
        #expect(post(fixture.room, report([kata("01-a", failing: "bell\u{07}")])).status == 422)
        #expect(post(fixture.room, report([kata("01-a")], machine: "../etc")).status == 422)
        #expect(fixture.room.learners.isEmpty)
        #expect(post(fixture.room, report([kata("01-a")])).status == 200)
    }

    @Test("Not a progress report: JSON of another kind, junk, an unknown version — 400 with the reason")
    func junkIsRefused() throws {
        let fixture = try RoomFixture()
        for body in [#"{"hello": 1}"#, "not json at all", #"{"format": "mediator-kata-progress", "version": 9}"#] {
            let answer = HTTPResponseSummary(
                fixture.room.answer(method: "POST", path: "/join", code: RoomFixture.code.text, body: Data(body.utf8)))
            #expect(answer.status == 400)
            #expect(answer.text.contains("Not a progress report"))
        }
    }

    @Test(
        "A sequence number at the edges of Int, or written with a sign or other digits, is refused with 400 on a join and on a hand-in, never a crash"
    )
    func extremeSequenceNumbers() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        let numbers = ["\(Int.max)", "\(Int.max - 1)", "\(Int.min)", "-1", "1000000000000", "99999999999999999999", "0x10", " 1"]
        for given in numbers + ["+3", "\u{FF13}"] {
            let request = HTTPRequest(
                method: "POST", path: "/join", headers: ["x-room-code": RoomFixture.code.text, "x-room-sequence": given],
                body: RoomFixture.report("ada", machine: "aa11").encoded(), client: "laptop")
            let answer = HTTPResponseSummary(room.respond(to: request))
            #expect(answer.status == 400 && answer.text.contains("must be a whole number"), "X-Room-Sequence: \(given) → \(answer.status)")
        }
        let ada = try #require(room.joined(RoomFixture.report("ada", machine: "aa11")).secret)
        for sequence in [Int.max, Int.max - 1, Int.min, Int.min + 1, -1, 0] {
            let answer = room.post(RoomFixture.report("ada", machine: "aa11"), secret: ada, sequence: sequence)
            #expect(answer.status == 400, "hand-in with sequence \(sequence) → \(answer.status): \(answer.text)")
        }
        for given in ["+1", "1 ", "\u{0661}"] {
            let request = HTTPRequest(
                method: "POST", path: "/handin",
                headers: ["x-room-code": RoomFixture.code.text, "x-room-secret": ada, "x-room-sequence": given],
                body: RoomFixture.report("ada", machine: "aa11").encoded(), client: "laptop")
            #expect(HTTPResponseSummary(room.respond(to: request)).status == 400, "hand-in with X-Room-Sequence: \(given)")
        }
        #expect(room.post(RoomFixture.report("ada", machine: "aa11"), secret: ada, sequence: 1).status == 200, "the room still answers")
    }

    @Test("Two learners named Sam on two machines are two rows; a post with an older sequence number never replaces a newer one")
    func namesakesAndOrder() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        let now = Date()
        let sam = try #require(room.joined(RoomFixture.report("Sam", machine: "aa11", passed: 1, written: now)).secret)
        #expect(room.joined(RoomFixture.report("Sam", machine: "bb22", passed: 1, written: now)).secret != nil)
        #expect(room.post(RoomFixture.report("Sam", machine: "aa11", passed: 5), secret: sam, sequence: 7).status == 200)
        let stale = room.post(RoomFixture.report("Sam", machine: "aa11", passed: 2), secret: sam, sequence: 6)
        #expect(stale.status == 200 && stale.text.contains("newer"))
        let sams = room.learners.sorted { ($0.machine ?? "") < ($1.machine ?? "") }
        #expect(sams.map(\.machine) == ["aa11", "bb22"])
        #expect(sams.first?.katas.first?.testsPassed == 5)
        let page = room.table().html(live: true)
        #expect(
            page.contains(">Sam</span></span><span class=\"tag\">· aa11?</span>")
                && page.contains(">Sam</span></span><span class=\"tag\">· bb22?</span>"), "four-digit ids are marked unproven")
    }

    @Test("A learner posting in a loop is slowed with 429 and Retry-After; others are not")
    func rateLimitPerLearner() throws {
        let fixture = try RoomFixture(postsPerSecond: 0.5, burst: 3)
        // The first is the join, which the post limit does not count.
        let statuses = (0..<6).map { _ in post(fixture.room, RoomFixture.report("ada")).status }
        #expect(statuses == [200, 200, 200, 200, 429, 429])
        let limited = post(fixture.room, RoomFixture.report("ada"))
        #expect(limited.headers.contains("Retry-After: "))
        #expect(post(fixture.room, RoomFixture.report("bob")).status == 200)
    }

    @Test("What the page shows is escaped; the page runs only its own script")
    func thePageEscapes() throws {
        let fixture = try RoomFixture()
        #expect(
            post(fixture.room, RoomFixture.report("<script>alert(1)</script>", failing: "\"><img src=x onerror=alert(1)>")).status == 200)
        let page = HTTPResponseSummary(fixture.room.answer(method: "GET", path: "/", code: nil, body: Data()))
        #expect(page.status == 200)
        #expect(!page.text.contains("<script>alert") && !page.text.contains("<img"))
        // Cut in its middle, as a long name is: escaped all the same.
        #expect(page.text.contains("&lt;script…</span><span class=\"tail\" dir=\"auto\">cript&gt;"), "\(page.text)")
        #expect(page.text.contains("<script src=\"/room.js\" defer></script>"))
        #expect(page.headers.contains("script-src 'self'"))
        let table = HTTPResponseSummary(fixture.room.answer(method: "GET", path: "/table", code: nil, body: Data()))
        #expect(table.text.contains("<table ") && !table.text.contains("<html"))
    }

    @Test("Unknown paths are 404, wrong methods 405, and nothing is executed or read from disk by path")
    func pathsAndMethods() throws {
        let fixture = try RoomFixture()
        #expect(HTTPResponseSummary(fixture.room.answer(method: "GET", path: "/../../etc/passwd", code: nil, body: Data())).status == 404)
        #expect(HTTPResponseSummary(fixture.room.answer(method: "GET", path: "/handin", code: nil, body: Data())).status == 405)
        #expect(HTTPResponseSummary(fixture.room.answer(method: "DELETE", path: "/", code: nil, body: Data())).status == 405)
    }

    @Test("Kept hand-ins are progress files: `make class` reads them, and a restarted room has everyone back")
    func handInsSurviveARestart() throws {
        let fixture = try RoomFixture()
        #expect(post(fixture.room, RoomFixture.report("Sam!")).status == 200)
        #expect(post(fixture.room, RoomFixture.report("Sam?")).status == 200)
        let roster = try ClassRoster.load(folder: fixture.folder.path("handins"))
        #expect(roster.learners.map(\.learner).sorted() == ["Sam!", "Sam?"])
        #expect(roster.problems.isEmpty)
        let again = try Room(code: RoomFixture.code, catalog: RoomFixture.catalog, folder: fixture.folder.path("handins"))
        #expect(again.learners.count == 2)
    }
}

/// A response as tests read it.
struct HTTPResponseSummary {
    let status: Int
    let text: String
    let headers: String

    init(_ answer: HTTPResponse) {
        status = answer.status
        text = String(decoding: answer.body, as: UTF8.self)
        headers = String(decoding: answer.serialized.prefix(answer.serialized.count - answer.body.count), as: UTF8.self)
    }
}

extension Room {
    func answer(method: String, path: String, code: String?, body: Data) -> HTTPResponse {
        respond(
            to: HTTPRequest(
                method: method, path: path, headers: code.map { ["x-room-code": $0] } ?? [:], body: body, query: ["key": instructorKey]))
    }
}
