import Foundation
import KataEngine
import Testing

@testable import ClassRoom

/// Someone guessing at a listed name's word keeps that name throttled; an address refused under it
/// then waits for its own next try, never for the guessers', and the instructor's terminal says
/// how many joins the name had refused, from how many addresses.
@Suite struct RoomGuessLockoutTests {
    static func join(_ name: String, _ machine: String, _ word: String?, from client: String, to room: Room) -> HTTPResponse {
        RoomListedPlaceTests.join(name, machine: machine, word: word, from: client, to: room)
    }

    @Test("A learner who mistyped once gets in with the right word 30 s after their own refusal, however hard others guess at their name")
    func oneTypoIsNoLockout() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        #expect(RoomJoinWordTests.give("Fay Lin | amber-12-lake\n", to: fixture).status == 200)
        #expect(Self.join("Fay Lin", "f001", "amber-12-laek", from: "127.0.20.1", to: room).status == 403)
        for guess in 0..<JoinGuesses.allowance {
            #expect(Self.join("Fay Lin", "e00\(guess)", "guess-\(guess)-x", from: "127.0.21.\(guess + 1)", to: room).status == 403)
        }
        // The guesser goes on from a fresh address every 3 s; the learner asks again every 10 s.
        var answers: [Int] = []
        for step in 1...12 {
            clock.advance(by: .seconds(3))
            _ = Self.join("Fay Lin", RoomFixture.machine("d", step), "guess-\(step)-y", from: "127.0.22.\(step)", to: room)
            if step % 4 == 0 { answers.append(Self.join("Fay Lin", "f001", "amber-12-lake", from: "127.0.20.1", to: room).status) }
        }
        #expect(answers == [429, 429, 200], "\(answers)")
        #expect(room.learners.map(\.learner) == ["Fay Lin"])
    }

    @Test("An address refused under a name more often than a typo explains waits for the name's trickle, not only for its own next try")
    func repeatedGuessersWaitForTheName() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        #expect(RoomJoinWordTests.give("Fay Lin | amber-12-lake\n", to: fixture).status == 200)
        // Three addresses, each refused three times: past its own tries, each waits for the name.
        for round in 0..<3 {
            for address in 1...3 {
                clock.advance(by: .seconds(31))
                let answer = Self.join(
                    "Fay Lin", "e0\(round)\(address)", "guess-\(round)-\(address)", from: "127.0.50.\(address)", to: room)
                #expect(answer.status == 403 || answer.status == 429, "\(answer.status)")
            }
        }
        // Fresh addresses keep the name throttled; the three wait although 31 s passed since each one's last refusal.
        for step in 1...6 {
            #expect(Self.join("Fay Lin", "d00\(step)", "fresh-\(step)-z", from: "127.0.51.\(step)", to: room).status == 403)
        }
        clock.advance(by: .seconds(31))
        for step in 7...9 {
            #expect(Self.join("Fay Lin", "d00\(step)", "fresh-\(step)-z", from: "127.0.51.\(step)", to: room).status == 403)
        }
        for address in 1...3 {
            #expect(Self.join("Fay Lin", "e09\(address)", "guess-9-\(address)", from: "127.0.50.\(address)", to: room).status == 429)
        }
    }

    @Test(
        "One address guessing is bounded as before: 5 refusals, then one try every 30 s after its last refusal; other names are not held back"
    )
    func oneGuesserIsBoundedAsBefore() throws {
        let clock = ManualClock()
        var limits = JoinLimits()
        (limits.burst, limits.joinsPerSecond) = (1_000, 1_000)
        let fixture = try RoomFixture(joinLimits: limits, clock: clock.roomClock)
        let room = fixture.room
        #expect(RoomJoinWordTests.give("Fay Lin | amber-12-lake\nBob\n", to: fixture).status == 200)
        for guess in 0..<JoinGuesses.allowance {
            #expect(Self.join("Fay Lin", "e00\(guess)", "guess-\(guess)-x", from: "127.0.30.1", to: room).status == 403)
        }
        let stopped = Self.join("Fay Lin", "e009", "amber-12-lake", from: "127.0.30.1", to: room)
        #expect(stopped.status == 429 && stopped.extraHeaders.contains { $0.0 == "Retry-After" && $0.1 == "30" }, "\(stopped.extraHeaders)")
        clock.advance(by: .seconds(29))
        #expect(Self.join("Fay Lin", "e009", "guess-9-x", from: "127.0.30.1", to: room).status == 429)
        clock.advance(by: .seconds(1))
        #expect(Self.join("Fay Lin", "e009", "guess-9-x", from: "127.0.30.1", to: room).status == 403)
        #expect(Self.join("Fay Lin", "e00a", "guess-a-x", from: "127.0.30.1", to: room).status == 429)
        clock.advance(by: .seconds(29))
        #expect(Self.join("Fay Lin", "e00a", "amber-12-lake", from: "127.0.30.1", to: room).status == 429)
        #expect(Self.join("Bob", "b001", nil, from: "127.0.30.1", to: room).status == 200)
    }

    @Test(
        "The terminal says how many joins a listed name had refused and from how many addresses, at most once per name per 30 s, never the words or addresses; unlisted names are not reported"
    )
    func guessingShowsOnTheTerminal() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        #expect(RoomJoinWordTests.give("Fay Lin | amber-12-lake\n", to: fixture).status == 200)
        func reports() -> [String] { fixture.events.lines.withLock { $0 }.filter { $0.contains("refused under") } }
        #expect(Self.join("fay lin", "e001", "guess-1-x", from: "127.0.40.1", to: room).status == 403)
        #expect(reports() == ["class list: 1 join refused under Fay Lin, from 1 address (a wrong or missing join word, or no place left)"])
        for guess in 2...9 {
            clock.advance(by: .seconds(3))
            _ = Self.join("Fay Lin", "e00\(guess)", "guess-\(guess)-x", from: "127.0.40.\(guess)", to: room)
            _ = Self.join("Zed \(guess)", "d00\(guess)", nil, from: "127.0.41.\(guess)", to: room)
        }
        #expect(reports().count == 1, "\(reports())")
        clock.advance(by: .seconds(10))
        _ = Self.join("Fay Lin", "e00a", "guess-10-x", from: "127.0.40.10", to: room)
        let last = try #require(reports().last)
        #expect(reports().count == 2)
        #expect(last.hasPrefix("class list: 9 joins refused under Fay Lin in the last 34 s, from 9 addresses"), "\(last)")
        #expect(last.contains("someone may be guessing"))
        #expect(!reports().joined().contains("guess-") && !reports().joined().contains("127.0.") && !reports().joined().contains("Zed"))
    }

    /// A burst of guesses that stops is told once its 30 s are up, not when (if ever) the next
    /// refusal comes: the first refusal alone reads like a typo.
    @Test("A burst of refused joins that then stops is told once its 30 s are up, with its count and addresses; nothing new, nothing told")
    func aBurstIsToldWhenItsWindowEnds() throws {
        let clock = ManualClock()
        let fixture = try RoomFixture(clock: clock.roomClock)
        let room = fixture.room
        #expect(RoomJoinWordTests.give("Fay Lin | amber-12-lake\nBo Ek | river-7-stone\n", to: fixture).status == 200)
        func reports() -> [String] { fixture.events.lines.withLock { $0 }.filter { $0.contains("refused under") } }
        for guess in 1...8 {
            _ = Self.join("Fay Lin", "e10\(guess)", "guess-\(guess)-x", from: "127.0.50.\(guess)", to: room)
        }
        #expect(reports().count == 1, "the first at once: \(reports())")
        clock.advance(by: .seconds(29))
        room.reportDueGuesses()
        #expect(reports().count == 1, "not yet: \(reports())")
        clock.advance(by: .seconds(1))
        room.reportDueGuesses()
        let burst = try #require(reports().last)
        #expect(burst.hasPrefix("class list: 7 joins refused under Fay Lin in the last 30 s, from 7 addresses"), "\(burst)")
        #expect(burst.contains("someone may be guessing"))
        clock.advance(by: .seconds(60))
        room.reportDueGuesses()
        #expect(reports().count == 2, "nothing refused since: nothing told: \(reports())")
        #expect(Self.join("Bo Ek", "e201", "guess-x", from: "127.0.51.1", to: room).status == 403)
        #expect(reports().last?.hasPrefix("class list: 1 join refused under Bo Ek, from 1 address") == true, "\(reports())")
        clock.advance(by: .seconds(45))
        room.reportDueGuesses()
        #expect(reports().count == 3, "a lone refusal, told at once, has nothing more to tell: \(reports())")
    }
}
