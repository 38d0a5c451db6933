import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// A row belongs to the machine that joined it: its secret, not its name or machine id (both on
/// the page), lets a post change it; the room's clock and the machine's sequence order posts.
@Suite struct RoomIdentityTests {
    @Test(
        "Two learners whose rows' digests collide (a hash collision found on purpose) get two row ids: each is removed by its own, never both"
    )
    func rowIDCollisionsAreRefused() throws {
        // FNV-1a states equal after "name\0" stay equal whatever follows: one machine id for both.
        let first = LearnerName.key(name: "fttxyefyhxedfhfeytd", machine: "aa11")
        let second = LearnerName.key(name: "tpkdfpdpxhdtahmmyha", machine: "aa11")
        try #require(Room.rowID(of: first) == Room.rowID(of: second), "the pair collides: \(Room.rowID(of: first))")
        let fixture = try RoomFixture()
        func join(_ name: String, machine: String, from client: String) -> HTTPResponse {
            fixture.room.respond(
                to: HTTPRequest(
                    method: "POST", path: "/join", headers: [Room.codeHeader.lowercased(): RoomFixture.code.text],
                    body: RoomFixture.report(name, machine: machine).encoded(), client: client))
        }
        #expect(join("fttxyefyhxedfhfeytd", machine: "aa11", from: "10.1.1.1").status == 200)
        // The second row's digest is taken: it takes another id, so the page and room remove tell them apart.
        #expect(join("tpkdfpdpxhdtahmmyha", machine: "aa11", from: "10.1.2.1").status == 200)
        let ids = fixture.room.state.withLock { $0.rowIDs() }
        #expect(ids[first] == Room.rowID(of: first) && ids[second] != nil && ids[second] != ids[first], "\(ids)")
        let page = fixture.page("/table")
        #expect(ids.values.allSatisfy { page.components(separatedBy: "data-row=\"\($0)\"").count == 2 }, "one row per id")
        let removed = fixture.raw(RoomInstructorTests.admin("/admin/remove", Room.rowID(of: first), key: fixture.room.instructorKey))
        #expect(removed.status == 200 && fixture.room.learners.map(\.learner) == ["tpkdfpdpxhdtahmmyha"], "\(removed)")
    }

    @Test(
        "A join sent again from its address before any hand-in (its answer lost) gets the same secret; from elsewhere or later it is refused"
    )
    func aJoinSentAgainIsTheSameJoin() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        let report = RoomFixture.report("ada", machine: "aa11")
        let attempt = RoomSecret.make()
        let first = try #require(room.joined(report, from: "laptop", attempt: attempt).secret)
        #expect(room.joined(report, from: "laptop", attempt: attempt).secret == first, "the same join, whose answer the machine never got")
        // The same bytes, guessable (a name and machine id on the page, a second), from the same
        // address (a shared hotspot) without the join's own token, or with another: not the same join.
        #expect(room.joined(report, from: "laptop").answer.status == 409)
        #expect(room.joined(report, from: "laptop", attempt: RoomSecret.make()).answer.status == 409)
        #expect(room.joined(report, from: "elsewhere", attempt: attempt).answer.status == 409)
        #expect(room.learners.count == 1)
        #expect(room.post(report, secret: first, sequence: 1).status == 200)
        #expect(room.joined(report, from: "laptop", attempt: attempt).answer.status == 409, "after a hand-in, a join is a new one")
    }

    @Test("A borrowed identity is refused: no secret, another learner's secret, or joining as them; the real learner goes on")
    func borrowedIdentity() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        let ada = try #require(room.joined(RoomFixture.report("ada", machine: "aa11", passed: 1)).secret)
        let eve = try #require(room.joined(RoomFixture.report("eve", machine: "ee99", passed: 0)).secret)
        // Everything the page shows about ada, with a far-future clock.
        let forged = RoomFixture.report("ada", machine: "aa11", passed: 0, written: Date.distantFuture)
        #expect(room.post(forged, secret: nil, sequence: 999).status == 403)
        #expect(room.post(forged, secret: String(repeating: "a", count: RoomSecret.length), sequence: 999).status == 403)
        #expect(room.post(forged, secret: eve, sequence: 999).status == 403)
        let rejoin = room.joined(forged)
        #expect(rejoin.answer.status == 409 && rejoin.answer.text.contains("already in the room"))
        #expect(room.learners.first { $0.learner == "ada" }?.katas.first?.testsPassed == 1)
        #expect(room.post(RoomFixture.report("ada", machine: "aa11", passed: 4), secret: ada, sequence: 1).text == "Kept\n")
        #expect(room.learners.first { $0.learner == "ada" }?.katas.first?.testsPassed == 4)
    }

    @Test(
        "Order comes from the machine's sequence and times from the room's clock: a year-1 or far-future clock neither freezes nor distorts a row",
        arguments: [Date(timeIntervalSince1970: -62_135_596_800), Date.distantFuture, Date(timeIntervalSince1970: 4_102_444_800)])
    func clientClocksDoNotMatter(clientDate: Date) throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        let secret = try #require(room.joined(RoomFixture.report("ada", passed: 1, written: clientDate)).secret)
        clock.advance(by: .seconds(300))
        #expect(room.post(RoomFixture.report("ada", passed: 2, written: clientDate), secret: secret, sequence: 1).status == 200)
        clock.advance(by: .seconds(60))
        #expect(room.post(RoomFixture.report("ada", passed: 3, written: Date()), secret: secret, sequence: 2).status == 200)
        let kept = try #require(room.learners.first)
        #expect(kept.katas.first?.testsPassed == 3, "a client's clock froze the row")
        #expect(kept.written == clock.date, "stamped with the room's clock")
        clock.advance(by: .seconds(600))
        let text = room.table().text(unicode: false)
        #expect(text.contains("stuck 10 min"), "\(text)")
    }

    @Test("Names are matched after normalisation and trimming: look-alikes in width, case, composition and spacing are one learner")
    func namesAreNormalised() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        let secret = try #require(room.joined(RoomFixture.report("Zoë Ada")).secret)
        for lookalike in ["ＺＯＥ\u{0308} ADA", "  zoe\u{0308}   ada ", "Zo\u{00EB}\u{200B} Ada"] {
            #expect(room.joined(RoomFixture.report(lookalike)).answer.status == 409, "\(lookalike) made a second row")
        }
        #expect(room.post(RoomFixture.report(" ZOË  ADA ", passed: 6), secret: secret, sequence: 1).status == 200)
        #expect(room.learners.count == 1)
        #expect(LearnerName.normalized("ＡＤＡ") == LearnerName.normalized(" ada "))
        #expect(LearnerName.normalized("Ada") != LearnerName.normalized("Adam"))
    }

    @Test(
        "A word's letters and digits keep to one script: a Thai or Bengali zero, an Arabic alef or a Hebrew vav inside a Latin word is refused; words of two scripts side by side, and names in one script with its own digits, are names"
    )
    func oneScriptPerWord() throws {
        for impostor in ["B\u{0E50}b", "T\u{09E6}m", "A\u{0627}ice", "\u{05D5}ola", "Ann\u{0661}", "\u{0966}mar"] {
            let problem = NameCharacters.problem(in: impostor)
            let scalars = impostor.unicodeScalars.map { String($0.value, radix: 16) }
            #expect(problem?.contains("mixes scripts within one word") == true, "\(scalars): \(problem ?? "accepted")")
        }
        for name in ["Li 李", "Ahmad أحمد", "สมชาย ๑", "山田 はなこ", "김민준", "Zoë", "O'Brien-Smith 3", "ａｄａ１", "Ángel Ñúñez", "Тарас"] {
            #expect(NameCharacters.problem(in: name) == nil, "\(name): \(NameCharacters.problem(in: name) ?? "")")
        }
    }

    @Test(
        "Look-alike letters: a name mixing Latin with Cyrillic is refused, one all in Cyrillic letters drawn as Latin is the Latin name, the page's label dot is no part of a name, an invisible space is dropped"
    )
    func lookAlikeNamesAreOneNameOrRefused() throws {
        func swiftDebug(_ text: String) -> String {
            text.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
        }
        let fixture = try RoomFixture()
        let room = fixture.room
        _ = try #require(room.joined(RoomFixture.report("ada", machine: "aa11")).secret)
        let mixed = room.joined(RoomFixture.report("\u{0430}da", machine: "bb22")).answer
        #expect(mixed.status == 422 && mixed.text.contains("mixes letters of alphabets"), "\(mixed.text)")
        // All in Cyrillic, drawn as "ace": the same name as the Latin one, so the two rows get machine labels.
        _ = try #require(room.joined(RoomFixture.report("ace", machine: "aa11")).secret)
        #expect(LearnerName.normalized("\u{0430}\u{0441}\u{0435}") == LearnerName.normalized("ace"))
        #expect(
            LearnerName.normalized("Sasha") != LearnerName.normalized("\u{0421}\u{0430}\u{0448}\u{0430}"),
            "a real Cyrillic name stays itself")
        for label in ["Sam \u{00B7} 3f2a", "Sam \u{2219} 3f2a", "Sam \u{30FB} 3f2a"] {
            let answer = room.joined(RoomFixture.report(label, machine: "cc33")).answer
            #expect(answer.status == 422 && answer.text.contains("which names here may not"), "\(label): \(answer.text)")
        }
        // Letters of scripts that copy Latin ones, phonetic letters, small capitals, label dots of any kind: refused.
        for impostor in ["\u{A4E2}am", "\u{0251}da", "\u{1D00}da", "Sam \u{318D} 91c0", "Sam \u{02D1} 3f2a", "A\u{01C0}ice", "\u{13AA}da"] {
            let answer = room.joined(RoomFixture.report(impostor, machine: "ee55")).answer
            #expect(answer.status == 422, "\(swiftDebug(impostor)) got in: \(answer.text)")
        }
        // Latin letters a font draws alike, and accents, make the same name: shown with machines, removed by id.
        #expect(LearnerName.normalized("AIice") == LearnerName.normalized("Alice"))
        let pairs = [
            ("Alıce", "Alice"), ("Al!ce", "Alice"), ("0scar", "Oscar"), ("VVendy", "Wendy"), ("clave", "Dave"), ("Ɩola", "Lola"),
            ("ȷan", "jan"), ("ĸim", "Kim"), ("Đave", "Dave"), ("Ɗave", "Dave"), ("ßob", "Bob"), ("Ƀob", "Bob"), ("Ǥus", "Gus"),
            ("Ƶoe", "Zoe"), ("Ȥoe", "Zoe"), ("Loła", "Lola"), ("5am", "Sam"), ("8ob", "Bob"), ("6us", "Gus"), ("2oe", "Zoe"),
        ]
        for (lookAlike, name) in pairs {
            #expect(LearnerName.normalized(lookAlike) == LearnerName.normalized(name), "\(lookAlike) reads as \(name)")
        }
        let badges = Set(["a10f", "aI0f", "alOf", "a1Of"].map { LearnerIdentity.machine($0) })
        #expect(badges.count == 1, "machine ids a badge cannot tell apart are one")
        #expect(LearnerName.normalized("Sarn") == LearnerName.normalized("Sam"))
        #expect(LearnerName.normalized("ad\u{1EA1}") == LearnerName.normalized("ada"))
        _ = try #require(room.joined(RoomFixture.report("Gr\u{200B}ace", machine: "dd44")).secret)
        #expect(
            room.learners.contains { $0.learner == "Grace" },
            "the zero-width space is dropped from the name shown: \(room.learners.map(\.learner))")
        #expect(LearnerName.tidied("Zo\u{200D}e") == "Zo\u{200D}e", "a joiner stays")
    }

    @Test("Re-joining under a new name retires the old row (its file kept aside) and the old secret")
    func rejoiningRetiresTheOldRow() throws {
        let fixture = try RoomFixture()
        let room = fixture.room
        let old = try #require(room.joined(RoomFixture.report("ada lovelcae")).secret)
        let new = try #require(room.joined(RoomFixture.report("Ada Lovelace"), previous: old).secret)
        #expect(room.learners.map(\.learner) == ["Ada Lovelace"])
        #expect(room.post(RoomFixture.report("ada lovelcae"), secret: old, sequence: 1).status == 403)
        #expect(room.post(RoomFixture.report("Ada Lovelace"), secret: new, sequence: 1).status == 200)
        let roster = try ClassRoster.load(folder: fixture.folder.path("handins"))
        #expect(roster.learners.map(\.learner) == ["Ada Lovelace"])
        let group = Room.rowID(of: LearnerName.key(name: "ada lovelcae", machine: "aa11"))
        let retired = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path("handins/.retired/\(group)").path)
        #expect(retired.count == 1 && retired[0].contains("ada-lovelcae"))
        // The same name again keeps the row and replaces the secret.
        let again = try #require(room.joined(RoomFixture.report("ada lovelace"), previous: new).secret)
        #expect(room.learners.count == 1 && again != new)
        #expect(room.post(RoomFixture.report("Ada Lovelace"), secret: new, sequence: 2).status == 403)
    }

    @Test("Secrets survive a restart in the hand-in folder, readable only by the instructor, never on the page or in a hand-in")
    func secretsSurviveARestart() throws {
        let fixture = try RoomFixture()
        let secret = try #require(fixture.room.joined(RoomFixture.report("ada")).secret)
        let folder = fixture.folder.path("handins")
        let restarted = try Room(code: RoomFixture.code, catalog: RoomFixture.catalog, folder: folder)
        #expect(restarted.post(RoomFixture.report("ada", passed: 9), secret: secret, sequence: 1).status == 200)
        #expect(restarted.joined(RoomFixture.report("ada")).answer.status == 409)
        let page = restarted.table().html(live: true)
        #expect(!page.contains(secret))
        let members = folder.appendingPathComponent(RoomMembers.fileName)
        let permissions = try FileManager.default.attributesOfItem(atPath: members.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".json") && !file.hasPrefix(".") {
            #expect(!(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)).contains(secret))
        }
    }
}
