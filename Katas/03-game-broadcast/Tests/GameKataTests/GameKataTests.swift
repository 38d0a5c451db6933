import Foundation
import GameKata
import KataSupport
import KataTestSupport
import Testing

/// Big rooms: past 10,000, 16,384 and 32,768 (past an `Int16`), then past 65,536, 100,000,
/// 131,072 (2^17) and 150,000, sizes a mediator might switch to a lookup table, a grouped path or
/// chunks at; ids go round 13,001 names (the model's near twins first), so each is shared by up
/// to a dozen receivers spread over the whole room. A broadcast to each stays cheap (on a big
/// stack).
private enum BigRoom {
    static let sizes = [FloodSize.warmUp.upperBound, 150_001]
    static let sharedIDs = 13_001
}

/// Runs `body` on a thread of its own with a 512 MB stack (reserved, used only as deep as it
/// goes) and hands back what it returns. A correct mediator may walk its receivers by recursion,
/// one call per receiver, and the biggest room takes that far past a test thread's 8 MB in a
/// debug build.
private func onABigStack<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.stackSize = 512 << 20
        thread.start()
    }
}

/// Ids that agree on a long start: one start in each doubling of length, up to 2^17 = 131,072
/// characters, past the lengths an id might be cut at (256, 1,024, 4,096, 65,536).
private enum LongIDs { static let doublings = 17 }

/// How deep two receivers answer each other: past the depths a guard would choose (2, 3, 64,
/// 100, 128, 256, 1,000, 1,024, 4,096), on a big stack.
private enum AnswersDeep { static let hops = 5_000 }

/// The tests for kata 03. Do not edit them.
@Suite struct GameKataTests {
    struct Cast {
        let player = Character(name: "Mario", id: "player")
        let blue = Character(name: "Blue", id: "blue")
        let yellow = Character(name: "Yellow", id: "yellow")
        let boss = Character(name: "Boss", id: "boss")
        let mediator = CharactersMediator()
        init() { mediator.receivers = [player, blue, yellow, boss] }
        var everyone: [Character] { [player, blue, yellow, boss] }
    }

    /// A receiver of the tests' own that writes down its number when it hears, and prints
    /// nothing: a crowd of twenty thousand stays cheap.
    final class Listener: Receivable {
        final class Log { var heard: [Int] = [] }
        let id: String
        let number: Int
        let log: Log
        init(id: String, number: Int, log: Log) { (self.id, self.number, self.log) = (id, number, log) }
        func receive(message: [String: Any]) { log.heard.append(number) }
    }

    @Test("Broadcast reaches every registered receiver except the sender, in registration order")
    func broadcastReachesEveryoneButTheSenderInRegistrationOrder() {
        let cast = Cast()
        let trace = Trace.capture { cast.mediator.send(message: ["death note": "soon"], sender: cast.player) }
        expectTrace(
            trace,
            equals: """
                Blue under id:  blue  has received a message:  ["death note": "soon"]
                Yellow under id:  yellow  has received a message:  ["death note": "soon"]
                Boss under id:  boss  has received a message:  ["death note": "soon"]

                """)
        #expect(cast.player.inbox.isEmpty, "the sender must not receive its own broadcast")
    }

    @Test("The sender is recognised by its id, not by the object")
    func theSenderIsRecognisedByIdNotByObject() {
        let cast = Cast()
        let impostor = Character(name: "Mario's twin", id: "player")
        _ = Trace.capture { cast.mediator.send(message: ["x": 1], sender: impostor) }
        #expect(cast.player.inbox.isEmpty, "a sender with the player's id is the player")
        #expect(
            [cast.blue, cast.yellow, cast.boss].map(\.inbox.count) == [1, 1, 1],
            "Mario's twin (id \"player\") broadcasts: Blue, Yellow and Boss each get the message once")
    }

    @Test("A broadcast from the middle skips only the sender")
    func aBroadcastFromTheMiddleSkipsOnlyTheSender() {
        let cast = Cast()
        _ = Trace.capture { cast.mediator.send(message: ["x": 1], sender: cast.yellow) }
        #expect(
            cast.everyone.map(\.inbox.count) == [1, 1, 0, 1],
            "Yellow, the third registered, broadcasts: Mario, Blue and Boss each get it once, Yellow nothing (messages per character in registration order)"
        )
    }

    @Test("A namesake of the sender is someone else and hears the broadcast")
    func aNamesakeOfTheSenderStillHearsTheBroadcast() {
        let cast = Cast()
        let otherMario = Character(name: "Mario", id: "player-2")
        cast.mediator.receivers.append(otherMario)
        _ = Trace.capture { cast.mediator.send(message: ["x": 1], sender: cast.player) }
        #expect(otherMario.inbox.count == 1, "only the sender's id is skipped; another character called Mario still hears it")
        #expect(cast.player.inbox.isEmpty, "Mario, the sender, never hears his own broadcast")
    }

    @Test("Targeted send reaches only the receiver with that id")
    func targetedSendReachesOnlyTheReceiver() throws {
        let cast = Cast()
        _ = try Trace.capture { try cast.mediator.send(message: ["hitTest": "10,23"], receiver: cast.boss) }
        #expect(
            cast.everyone.map(\.inbox.count) == [0, 0, 0, 1],
            "a targeted send to Boss: only Boss gets it (messages per character in registration order: Mario, Blue, Yellow, Boss)")
        #expect(cast.boss.inbox.first?["hitTest"] as? String == "10,23", "Boss gets the message as sent: hitTest \"10,23\"")
    }

    @Test("Targeted send delivers to the registered receiver, not to the object passed in")
    func targetedSendDeliversToTheRegisteredReceiver() throws {
        let cast = Cast()
        let impostor = Character(name: "Fake Boss", id: "boss")
        _ = try Trace.capture { try cast.mediator.send(message: ["hitTest": "1,2"], receiver: impostor) }
        #expect(cast.boss.inbox.count == 1, "the registered character with that id is the receiver")
        #expect(impostor.inbox.isEmpty, "an unregistered object that carries the id must get nothing")
    }

    @Test("Targeted send to an id nobody registered throws missingReceiver and delivers nothing")
    func targetedSendToAStrangerThrowsMissingReceiverAndDeliversNothing() {
        let cast = Cast()
        let stranger = Character(name: "Stranger", id: "stranger")
        var thrown: (any Error)?
        let trace = Trace.capture {
            do { try cast.mediator.send(message: ["x": 1], receiver: stranger) } catch { thrown = error }
        }
        #expect(thrown as? MediatorError == .missingReceiver, "expected MediatorError.missingReceiver")
        #expect(trace.isEmpty, "a send to an id nobody registered prints nothing")
        #expect(
            cast.everyone.allSatisfy { $0.inbox.isEmpty } && stranger.inbox.isEmpty,
            "nobody registered or not hears a send to an unknown id")
    }

    /// A mediator that passes on only part of a message (its first so many entries, the first so
    /// many characters of a text: "game messages are small") breaks the messages it carries.
    /// Messages of no entry, one, one size drawn in each doubling up to 2,048 entries, and 4,096
    /// (numbers, texts and lists); then a text and a list of one length drawn in each doubling up
    /// to 131,072. Each is broadcast and sent to one receiver, and arrives as it was sent, with all
    /// its entries and their values.
    @Test(
        "Rules 1–2 deliver a message as it was sent, however many entries it has (up to 4,096) and however long its values (up to 131,072)")
    func messagesOfAnySizeArriveAsSent() throws {
        final class Keeper: Receivable {
            let id: String
            var inbox: [[String: Any]] = []
            init(id: String) { self.id = id }
            func receive(message: [String: Any]) { inbox.append(message) }
        }
        var random = SeededRandom(seed: 3)
        var sizes = [0, 1]
        for doubling in 0..<11 { sizes.append(random.int(in: (1 << doubling) + 1...(1 << (doubling + 1)))) }
        sizes.append(4_096)
        let (sender, hearer, target) = (Keeper(id: "sender"), Keeper(id: "hearer"), Keeper(id: "target"))
        let mediator = CharactersMediator()
        mediator.receivers = [sender, hearer, target]
        for size in sizes {
            var message: [String: Any] = [:]
            for n in 0..<size { message["entry \(n)"] = n % 3 == 0 ? n : n % 3 == 1 ? "value \(n)" : [n, -n] as Any }
            (hearer.inbox, target.inbox) = ([], [])
            mediator.send(message: message, sender: sender)
            try mediator.send(message: message, receiver: Keeper(id: "target"))
            for (what, inbox, count) in [("a broadcast", hearer.inbox, 1), ("a broadcast and a targeted send", target.inbox, 2)] {
                // Some entries that are missing or changed (the first, the last and 30 others,
                // their values compared by kind; all of them would take long in a debug build).
                let checked = size == 0 ? [] : [0, size - 1] + (0..<30).map { _ in random.int(in: 0...(size - 1)) }
                let wrong =
                    inbox.count != count
                    ? []
                    : inbox.flatMap { received in
                        checked.filter { n in
                            let (sent, got) = (message["entry \(n)"], received["entry \(n)"])
                            return (sent as? Int) != (got as? Int) || (sent as? String) != (got as? String)
                                || (sent as? [Int]) != (got as? [Int])
                        }
                    }
                let extra = inbox.map(\.count).filter { $0 != size }
                #expect(
                    inbox.count == count && wrong.isEmpty && extra.isEmpty,
                    "a message of \(size) entries (\"entry 0\": 0, \"entry 1\": \"value 1\", \"entry 2\": [2, -2]…), by \(what): the receiver got \(inbox.count) message(s) of \(inbox.map(\.count)) entries, expected \(count) of \(size)\(wrong.isEmpty ? "" : "; entries missing or changed: \(wrong.prefix(5).map { "\"entry \($0)\"" }.joined(separator: ", "))")"
                )
            }
        }
        // Long values: a text and a list of one length drawn in each doubling up to 131,072.
        for doubling in 0..<17 {
            let length = random.int(in: (1 << doubling) + 1...(1 << (doubling + 1)))
            let text = String(String(repeating: "ab7é🟦 ", count: length / 6 + 1).prefix(length))
            var list: [Int] = []
            for n in 0..<length { list.append(n) }
            (hearer.inbox, target.inbox) = ([], [])
            mediator.send(message: ["text": text, "list": list], sender: sender)
            try mediator.send(message: ["text": text, "list": list], receiver: Keeper(id: "target"))
            let arrived = (hearer.inbox + target.inbox).map { ($0["text"] as? String, ($0["list"] as? [Int])?.count, $0.count) }
            guard arrived.count != 3 || arrived.contains(where: { $0.0 != text || $0.1 != length || $0.2 != 2 }) else { continue }
            Issue.record(
                "a message with a text of \(length) characters and a list of \(length) numbers, by broadcast and by targeted send: it arrives as it was sent; the receivers got \(arrived.map { "a text of \($0.0.map { "\($0.count) characters\($0 == text ? "" : ", not the one sent")" } ?? "none") and a list of \($0.1.map(String.init) ?? "no") numbers (\($0.2) entries)" }.joined(separator: "; "))"
            )
            return
        }
    }

    @Test("Rules 1–2 with 1,025 mediators alive at once: each delivers its own broadcast and targeted send")
    func manyMediatorsSideBySide() throws {
        let logs = (0..<FloodSize.mediatorsAliveAtOnce).map { _ in Listener.Log() }
        let mediators = logs.map { log in
            let mediator = CharactersMediator()
            mediator.receivers = [Listener(id: "a", number: 0, log: log), Listener(id: "b", number: 1, log: log)]
            return mediator
        }
        for (index, mediator) in mediators.enumerated() {
            mediator.send(message: ["hi": index], sender: Listener(id: "a", number: -1, log: Listener.Log()))
            try mediator.send(message: ["to": index], receiver: Listener(id: "a", number: -1, log: Listener.Log()))
        }
        let wrong = logs.indices.filter { logs[$0].heard != [1, 0] }
        #expect(
            wrong.isEmpty,
            "\(mediators.count) mediators alive at once, each with receivers \"a\" and \"b\", each told a broadcast from \"a\" then a send to \"a\": the mediators made \(wrong.prefix(5).map { "#\($0 + 1)" }.joined(separator: ", "))\(wrong.count > 5 ? " and \(wrong.count - 5) more" : "") did not deliver to their own receivers (b hears the broadcast, then a the send)"
        )
    }

    /// A mediator that stops passing messages on past some depth (a guard against receivers that
    /// answer each other for ever, counted or read off the call stack) drops real messages:
    /// nesting is the receivers' business. Two receivers answer each hop with the next, from
    /// inside `receive`, turn about by broadcast and by targeted send, while a third hears every
    /// broadcast, 5,000 hops deep (on a big stack: every hop nests the calls of the one before).
    @Test(
        "Rules 1–2 five thousand deliveries deep: two receivers answer each other by broadcast and by targeted send, every answer delivered"
    )
    func answersFiveThousandDeep() async {
        final class Rally: Receivable {
            let id: String
            weak var mediator: CharactersMediator?
            var partner = ""
            var heard: [Int] = []
            init(id: String) { self.id = id }
            func receive(message: [String: Any]) {
                guard let hop = message["hop"] as? Int else { return }
                heard.append(hop)
                guard hop < AnswersDeep.hops, let mediator else { return }
                // With three registered, a broadcast reaches the partner and the watcher.
                if hop.isMultiple(of: 2) {
                    mediator.send(message: ["hop": hop + 1], sender: self)
                } else {
                    try? mediator.send(message: ["hop": hop + 1], receiver: Character(name: "?", id: partner))
                }
            }
        }
        // What the left and the right receiver heard, how many broadcasts the watcher heard, and
        // whether the first send threw.
        let (leftHeard, rightHeard, watched, threw) = await onABigStack { () -> ([Int], [Int], Int, Bool) in
            let (left, right) = (Rally(id: "left"), Rally(id: "right"))
            let watcher = Listener.Log()
            let mediator = CharactersMediator()
            (left.mediator, right.mediator, left.partner, right.partner) = (mediator, mediator, right.id, left.id)
            mediator.receivers = [left, right, Listener(id: "watcher", number: 0, log: watcher)]
            let threw = (try? mediator.send(message: ["hop": 1], receiver: Character(name: "?", id: "left"))) == nil
            return (left.heard, right.heard, watcher.heard.count, threw)
        }
        #expect(!threw, "Rule 2: a targeted send to \"left\", which is registered, delivers and does not throw")
        let (odd, even) = (
            Array(stride(from: 1, through: AnswersDeep.hops, by: 2)), Array(stride(from: 2, through: AnswersDeep.hops, by: 2))
        )
        #expect(
            leftHeard == odd && rightHeard == even,
            "two receivers answer each hop with the next from inside receive, up to \(AnswersDeep.hops) (even hops answered by broadcast, odd ones by a targeted send): they heard up to \(leftHeard.last ?? 0) and \(rightHeard.last ?? 0) (\(leftHeard.count + rightHeard.count) hops); every broadcast and every send is delivered, however deep"
        )
        #expect(
            watched == AnswersDeep.hops / 2 - 1,
            "the third receiver hears each of the \(AnswersDeep.hops / 2 - 1) broadcasts made from inside a delivery (every one but the sender's id, however deep): it heard \(watched)"
        )
    }

    /// A tidy-up that merges ids (CR LF read as LF, two spaces as one, quotes or `@` taken off,
    /// `%20` decoded, zero padding ignored, long ids compared without case, look-alike letters
    /// folded) meets a twin it merges here: every listed id beside one edit of it of each kind
    /// (KataTestSupport's `NearTwins`, drawn afresh each run: the seed is printed), all in one
    /// room; a broadcast from each id reaches every receiver whose id differs, as Swift compares
    /// strings, and a targeted send to each reaches the first receiver with that very id alone.
    /// Then a targeted send to ids nobody has: two ids joined (`"blue,red"`) and `"*"`.
    @Test("Rules 1–3 with each id beside one small edit of it of every kind: ids equal only as Swift compares strings")
    func editedTwinsAreOtherIds() {
        let seed = UInt64.random(in: 1...UInt64(UInt32.max))
        var random = SeededRandom(seed: seed)
        let ids = NearTwins.ordered(GameStep.listedIDs.flatMap { [$0] + NearTwins.oneOfEachKind($0, &random) })
        let log = Listener.Log()
        let room = ids.indices.map { Listener(id: ids[$0], number: $0, log: log) }
        let mediator = CharactersMediator()
        mediator.receivers = room
        // A number the room does not hold is the object the test passed in (numbered -1).
        func who(_ number: Int) -> String {
            ids.indices.contains(number) ? "receiver \(number) (id \(swiftLiteral(ids[number])))" : "the object passed in, which is no receiver"
        }
        let replay = "(\(room.count) receivers with ids \(ids.prefix(12).map(swiftLiteral).joined(separator: ", "))…; seed \(seed))"
        for sender in ids {
            log.heard = []
            mediator.send(message: ["text": "hi"], sender: Listener(id: sender, number: -1, log: log))
            let expected = room.filter { $0.id != sender }.map(\.number)
            guard log.heard != expected else { continue }
            let first = firstDifferingIndex(log.heard, expected)
            Issue.record(
                """
                Rule 1: a broadcast from id \(swiftLiteral(sender)) reaches every receiver whose id is not that one, as Swift compares strings; \
                the first difference is delivery \(first + 1): \
                \(first < log.heard.count ? "\(who(log.heard[first])) heard it" : "the deliveries stopped"), \
                where \(first < expected.count ? "\(who(expected[first])) should hear it" : "nobody more should hear it") \(replay)
                """)
            return
        }
        for target in ids {
            log.heard = []
            let first = room.first { $0.id == target }?.number
            do {
                try mediator.send(message: ["text": "hi"], receiver: Listener(id: target, number: -1, log: log))
            } catch {
                Issue.record("Rule 3 is for ids nobody has: a targeted send to \(swiftLiteral(target)) threw \(error), but receiver \(first.map(String.init) ?? "?") has that very id \(replay)")
                return
            }
            guard log.heard != first.map({ [$0] }) else { continue }
            Issue.record(
                "Rule 2: a targeted send to \(swiftLiteral(target)) reaches receiver \(first.map(String.init) ?? "?") alone, the first with that very id as Swift compares strings; heard: \(log.heard.prefix(5).map(who)) \(replay)"
            )
            return
        }
        let unknown = ["*", "blue,red", "blue, red", "blue;red", "blue red", "blue|red", "red+blue"].filter { !ids.contains($0) }
        for target in unknown {
            log.heard = []
            do {
                try mediator.send(message: ["text": "hi"], receiver: Listener(id: target, number: -1, log: log))
                Issue.record("Rule 3: a targeted send to \(swiftLiteral(target)), an id nobody has, throws and reaches nobody; it returned, and \(log.heard.count) receiver(s) heard it \(replay)")
                return
            } catch {
                guard log.heard.isEmpty else {
                    Issue.record("Rule 3: a targeted send to \(swiftLiteral(target)), an id nobody has, reaches nobody; \(log.heard.count) receiver(s) heard it before it threw \(replay)")
                    return
                }
            }
        }
    }

    /// A "big room" path that compares ids another way (their bytes, their scalars, folded, their
    /// first so many characters, up to a NUL) shows only in a big room: 20,001 receivers, every
    /// id one of the model's near twins ("café" composed and decomposed are one id; "ｂｌｕｅ",
    /// "blue\n", "blue\u{0}x" and "blue" are four; "player-0001" and "player-0002" are two); a
    /// targeted send to each id. (20,001, on the test's own thread: a correct mediator that walks
    /// its receivers by recursion, one call per receiver, still fits its stack in a debug build.)
    @Test("Rules 1–3 in a crowd of 20,001 whose ids are near twins: ids compare as Swift compares strings, however big the room")
    func aCrowdOfNearTwins() {
        let log = Listener.Log()
        let ids = GameStep.ids
        let crowd = (0..<FloodSize.pastCommonCapsForLinearPaths).map { Listener(id: ids[$0 % ids.count], number: $0, log: log) }
        let mediator = CharactersMediator()
        mediator.receivers = crowd
        // A broadcast from one id of each family of twins (it costs a walk over the whole room).
        let senders = [
            "cafe\u{301}", "E\u{301}milie-Franc\u{327}oise", "ｂｌｕｅ", "blue", "player-0001", "6F9619FF-8B86-D011-B42D-00C04FC964FF-1",
            String(repeating: "x", count: 300),
        ]
        for senderID in senders {
            log.heard = []
            mediator.send(message: ["crowd": true], sender: Listener(id: senderID, number: -1, log: log))
            let expected = crowd.filter { $0.id != senderID }.map(\.number)
            guard log.heard != expected else { continue }
            let first = firstDifferingIndex(log.heard, expected)
            Issue.record(
                """
                Rule 1: a broadcast from id \(swiftLiteral(senderID)) to \(crowd.count) receivers whose ids are \(ids.map(swiftLiteral).joined(separator: ", ")) in turn: \
                \(log.heard.count) deliveries, expected \(expected.count); the first difference is delivery \(first + 1): \
                \(first < log.heard.count ? "receiver \(log.heard[first]) (id \(swiftLiteral(crowd[log.heard[first]].id))) heard it" : "the deliveries stopped"), \
                where \(first < expected.count ? "receiver \(expected[first]) should hear it" : "nobody more should hear it")
                """)
            break
        }
        // A targeted send to each id; the first that goes wrong is told.
        for target in ids {
            log.heard = []
            let first = crowd.first { $0.id == target }?.number
            do {
                try mediator.send(message: ["to": target], receiver: Listener(id: target, number: -1, log: log))
                guard log.heard != first.map({ [$0] }) else { continue }
                Issue.record(
                    "Rule 2: a targeted send to \(swiftLiteral(target)) in a crowd of \(crowd.count) reaches receiver \(first.map(String.init) ?? "?") (the first registered with that id, as Swift compares strings) alone; heard: \(log.heard.prefix(5))"
                )
            } catch {
                Issue.record(
                    "Rule 3 is for ids nobody has: a targeted send to \(swiftLiteral(target)) in a crowd of \(crowd.count) threw \(error), but receiver \(first.map(String.init) ?? "?") has that id"
                )
            }
            break
        }
        // A receiver that leaves from inside its delivery, first in the big room: everyone else
        // still hears the message once (a walk over the live list by index skips the next one).
        log.heard = []
        let leaver = Echo(name: "Leaver", id: "leaver", mediator: mediator)
        mediator.receivers.insert(leaver, at: 0)
        _ = Trace.capture { mediator.send(message: ["leave": true], sender: Listener(id: "nobody", number: -1, log: log)) }
        // (Compared first: a failing #expect would print both lists of 20,001, and take long to.)
        let everyoneOnce = log.heard == crowd.map(\.number)
        #expect(
            everyoneOnce,
            "Rule 1: a receiver that removes itself from inside its receive, first of \(crowd.count + 1), leaves everyone else to hear the message once; \(log.heard.count) deliveries, the first difference at \(firstDifferingIndex(log.heard, crowd.map(\.number)) + 1)"
        )
        log.heard = []
        #expect(throws: MediatorError.missingReceiver, "Rule 3: an id nobody in the crowd has (\"Cafe\") throws") {
            try mediator.send(message: ["to": "Cafe"], receiver: Listener(id: "Cafe", number: -1, log: log))
        }
        #expect(log.heard.isEmpty, "Rule 3: a send that throws delivers nothing; heard: \(log.heard.prefix(5))")
        // Two receivers leaving in one delivery, in the big room: id twins at its front, skipped
        // by a broadcast from their id, made to leave together by the echo after them (its
        // ["leave": …] broadcast, which the whole crowd hears first): the crowd still hears the
        // first message once (an in-place walk that checks only whether the receiver just served
        // is still at its place, taken in big rooms, skips the first of the crowd).
        let twins = [Echo(name: "Twin", id: "twins", mediator: mediator), Echo(name: "Twin", id: "twins", mediator: mediator)]
        let scatterer = Echo(name: "Scatterer", id: "scatterer", mediator: mediator)
        mediator.receivers.insert(contentsOf: twins + [scatterer], at: 0)
        log.heard = []
        _ = Trace.capture { mediator.send(message: ["scatter": true], sender: Listener(id: "twins", number: -1, log: log)) }
        let twice = crowd.map(\.number) + crowd.map(\.number)
        let leaveThenScatter = log.heard == twice
        #expect(
            leaveThenScatter,
            "Rule 1: receivers that remove themselves from inside a receive leave everyone else to hear the message once. In the crowd of \(crowd.count) with two receivers of id \"twins\" and then one of id \"scatterer\" at its front, a broadcast [\"scatter\": true] from id \"twins\": the scatterer broadcasts [\"leave\": \"Scatterer\"] (the crowd hears it), the twins leave, two places before the scatterer, in that one delivery; then each of the crowd hears [\"scatter\": true] once. \(log.heard.count) deliveries, expected \(twice.count); the first difference at \(firstDifferingIndex(log.heard, twice) + 1)"
        )
    }

    /// A mediator that compares only the first or the last so many characters of an id (the "ids
    /// have a maximum length" habit: 256, 1,024, 4,096, 65,536 characters) takes two ids that
    /// agree that far for one. In each doubling of length up to 131,072 characters, a start S of a
    /// random length (letters, digits, a space, "é", "ß", "🟦") and five receivers with ids made of
    /// it: S and one more character, S, one character and S, S with one character inside changed,
    /// and S again with its "é" written decomposed (the same id as S, as Swift compares strings).
    /// A broadcast from S, a targeted send to each id, and one to S and a character nobody has.
    @Test(
        "Rules 1–3 with ids that agree on a start of any length up to 131,072 characters: ids are compared whole, as Swift compares strings"
    )
    func idsThatAgreeOnALongStart() {
        var random = SeededRandom(seed: 3)
        // One random text of 1,009 characters, repeated: each start S is a beginning of it, cut
        // by Unicode scalars (one per character), so 131,072 characters stay cheap in a debug build.
        let letters = ["a", "b", "x", "-", "0", "7", " ", "é", "ß", "🟦"]
        let piece = (0..<1_009).map { _ in random.pick(letters) }
        let text = String(repeating: piece.joined(), count: (1 << LongIDs.doublings) / piece.count + 1).unicodeScalars
        /// The first `length` characters of the text, the one at `offset` written as `letter`.
        func start(_ length: Int, _ letter: String = "", at offset: Int = -1) -> String {
            guard offset >= 0 else { return String(text.prefix(length)) }
            return String(text.prefix(offset)) + letter + String(text.dropFirst(offset + 1).prefix(length - offset - 1))
        }
        let log = Listener.Log()
        for doubling in 0..<LongIDs.doublings {
            let length = random.int(in: (1 << doubling) + 1...(1 << (doubling + 1)))
            let changedAt = random.int(in: 0...(length - 1))
            // S's last "é" (its place in the piece repeated), if it has one.
            let lastAccent = (0..<length).reversed().lazy.first { piece[$0 % piece.count] == "é" }
            let ids = [
                start(length) + "+", start(length), "+" + start(length), start(length, "+", at: changedAt),
                start(length, "e\u{301}", at: lastAccent ?? -1),
            ]
            let room = """
                receivers 0…4 with the ids S + "+", S, "+" + S, S with its character \(changedAt + 1) changed to "+", \
                and S again\(lastAccent.map { " with its last \"é\" (character \($0 + 1)) written \"e\\u{301}\" (the same id as S, as Swift compares strings)" } ?? ""), \
                where S is \(swiftLiteral(start(min(length, 12))))\(length > 12 ? "…" : "") (\(length) characters)
                """
            let mediator = CharactersMediator()
            mediator.receivers = ids.indices.map { Listener(id: ids[$0], number: $0, log: log) }
            log.heard = []
            mediator.send(message: ["long": length], sender: Listener(id: ids[1], number: -1, log: log))
            guard log.heard == [0, 2, 3] else {
                Issue.record(
                    "Rule 1: a broadcast from S to \(room): receivers [0, 2, 3] hear it (every id but S), in that order; heard: \(log.heard)"
                )
                return
            }
            // A targeted send to each id (the first receiver with that id hears it), then to an id nobody has.
            for (index, target) in (ids + [ids[1] + "-"]).enumerated() {
                let first = [0, 1, 2, 3, 1, nil][index]
                log.heard = []
                let threw = (try? mediator.send(message: ["long": length], receiver: Listener(id: target, number: -1, log: log))) == nil
                guard log.heard != first.map({ [$0] }) ?? [] || threw != (first == nil) else { continue }
                let sentTo = index < ids.count ? "receiver \(index)'s id" : "S + \"-\", an id nobody has"
                Issue.record(
                    """
                    Rule \(first == nil ? 3 : 2): a targeted send to \(sentTo), among \(room): \
                    \(first.map { "receiver \($0) alone hears it (the first registered with that id)" } ?? "throws MediatorError.missingReceiver and delivers nothing"); \
                    heard: \(log.heard)\(threw ? ", and it threw" : "")
                    """)
                return
            }
        }
    }

    /// A lookup table, a dictionary grouping by id (or by a folded id), chunks or a "big room" path
    /// that a mediator switches to past some size shows only past it: the same crowd registered
    /// twice over, first 33,000 receivers (past the round sizes and 32,768), then 150,001 (past
    /// 65,536, 100,000 and 131,072); its ids go round the model's near twins ("blue", "Blue",
    /// "ｂｌｕｅ", "café" composed and decomposed, which are one id…) and then "id 32"…"id 13000",
    /// each shared by a dozen receivers spread over the whole crowd, the last two sharing one of
    /// their own; one receiver registered twice in a row and one again at the end, and one that
    /// removes itself from inside its delivery, the first to hear (a walk over the live list skips
    /// the next). At each size a broadcast from "blue", then a targeted send to each near twin, to
    /// shared ids, to ids nobody has, and to the last registered twin itself (the first hears).
    @Test("Rules 1–3 in crowds of 33,000 and 150,001 receivers sharing ids: registration order, each twin skipped, the first twin targeted")
    func aCrowdPastEveryRoundSize() async {
        let (ids, far) = (BigRoom.sharedIDs, BigRoom.sizes.last! - 2)
        var names = GameStep.ids
        for n in names.count..<ids { names.append("id \(n)") }
        let (sender, targets) = (names[0], GameStep.ids + ["id 13000", "id 12999", "Cafe", "id far"])
        // Where each id first comes round (ids equal as Swift compares strings are one).
        var kinds: [String: [Int]] = [:]
        for (kind, name) in names.enumerated() { kinds[name, default: []].append(kind) }
        /// Who has `target` among receivers 0..<size: the names go round in turn, and the last two
        /// of the biggest crowd share "id far".
        func holders(_ target: String, _ size: Int) -> [Int] {
            if target == "id far" { return Array(far..<max(far, size)) }
            return (kinds[target] ?? []).flatMap { stride(from: $0, to: min(size, far), by: ids) }.sorted()
        }
        /// Receivers 0..<size; receiver 9 registered twice in a row, receiver 5 again at the end:
        /// each of them hears twice. (Big lists are made by loops: `Array(0..<size)` and `map`
        /// take a hundred times as long in a debug build.)
        @Sendable func registrations(_ size: Int) -> [Int] {
            var numbers: [Int] = []
            numbers.reserveCapacity(size + 2)
            for n in 0..<size { numbers.append(n); if n == 9 { numbers.append(n) } }
            numbers.append(5)
            return numbers
        }
        // The kinds whose last holder is passed in to a targeted send: "blue" and "id 13000".
        let passedKinds = [0, ids - 1]
        // Per size: who heard the broadcast, in order; then who heard each targeted send, and each
        // send to a last twin passed in (nil: it threw).
        let heard = await onABigStack { [names] () -> [(broadcast: [Int], targeted: [[Int]?], passed: [[Int]?], again: [Int])] in
            /// Hears first and removes itself from inside its delivery.
            final class Leaver: Receivable {
                let id = "leaver"
                let log: Listener.Log
                weak var mediator: CharactersMediator?
                init(log: Listener.Log) { self.log = log }
                func receive(message: [String: Any]) {
                    log.heard.append(-2)
                    if let mediator, let place = mediator.receivers.firstIndex(where: { ($0 as AnyObject) === self }) {
                        mediator.receivers.remove(at: place)
                    }
                }
            }
            let log = Listener.Log()
            var crowd: [Receivable] = []
            crowd.reserveCapacity(far + 2)
            for n in 0..<(far + 2) { crowd.append(Listener(id: n >= far ? "id far" : names[n % ids], number: n, log: log)) }
            let mediator = CharactersMediator()
            return BigRoom.sizes.map { size in
                let leaver = Leaver(log: log)
                leaver.mediator = mediator
                // The leaver second, after receiver 0 (whose id is the sender's): it hears first.
                var receivers: [Receivable] = []
                receivers.reserveCapacity(size + 3)
                for n in registrations(size) {
                    receivers.append(crowd[n])
                    if n == 0 { receivers.append(leaver) }
                }
                mediator.receivers = receivers
                log.heard = []
                mediator.send(message: ["crowd": size], sender: Listener(id: sender, number: -1, log: log))
                let broadcast = log.heard
                let targeted = targets.map { target -> [Int]? in
                    log.heard = []
                    do { try mediator.send(message: ["to": target], receiver: Listener(id: target, number: -1, log: log)) } catch {
                        return nil
                    }
                    return log.heard
                }
                // The last registered receiver of a kind passed in: the first with its id hears.
                let passed = passedKinds.map { kind -> [Int]? in
                    log.heard = []
                    let last = crowd[kind + (min(size, far) - 1 - kind) / ids * ids]
                    do { try mediator.send(message: ["to": last.id], receiver: last) } catch { return nil }
                    return log.heard
                }
                // The same broadcast again, after those targeted sends (some to receivers far down).
                log.heard = []
                mediator.send(message: ["again": size], sender: Listener(id: sender, number: -1, log: log))
                return (broadcast, targeted, passed, log.heard)
            }
        }
        let crowd = """
            ids go round the model's \(GameStep.ids.count) near twins (\(GameStep.ids.prefix(3).map(swiftLiteral).joined(separator: ", "))…, \
            "café" composed and decomposed being one id), then "id \(GameStep.ids.count)"…"id \(ids - 1)", so each is shared by up to a dozen receivers
            """
        for (size, (broadcast, targeted, passed, again)) in zip(BigRoom.sizes, heard) {
            // Everyone registered but the holders of the sender's id (made without a closure per
            // receiver: it stays cheap in a debug build).
            let registered = registrations(size)
            var expected = registered
            for holder in holders(sender, size).reversed() {
                expected.remove(at: holder < 10 ? holder : holder + 1)
            }
            expected.insert(-2, at: 0)  // The leaver, right after receiver 0, which is skipped.
            if broadcast != expected {
                let first = firstDifferingIndex(broadcast, expected)
                Issue.record(
                    """
                    Rule 1: a broadcast from id \(swiftLiteral(sender)) to \(registered.count + 1) registrations (receivers 0…\(size - 1), whose \(crowd)\(size > far ? ", the last two sharing \"id far\"" : ""); receiver 9 registered twice in a row, receiver 5 again at the end; receiver -2, id "leaver", right after receiver 0, removes itself from inside its delivery): \
                    \(broadcast.count) deliveries, expected \(expected.count); the first difference is delivery \(first + 1): \
                    \(first < broadcast.count ? "receiver \(broadcast[first]) heard it" : "the deliveries stopped"), where \(first < expected.count ? "receiver \(expected[first]) should hear it (registration order)" : "nobody more should hear it")
                    """)
            }
            // Again after the targeted sends (to receivers 12,999 and 13,000, and the last two,
            // among others): still registration order (a targeted send that moves the receiver
            // it finds to the front reorders the room), the leaver gone.
            let expectedAgain = Array(expected.dropFirst())
            if broadcast == expected, again != expectedAgain {
                let first = firstDifferingIndex(again, expectedAgain)
                Issue.record(
                    """
                    Rule 1: the same broadcast from id \(swiftLiteral(sender)) again, in the crowd of \(size) after targeted sends to \
                    receivers far down the room (\(targets.suffix(4).map(swiftLiteral).joined(separator: ", ")) among others): \(again.count) deliveries, \
                    expected \(expectedAgain.count); the first difference is delivery \(first + 1): \
                    \(first < again.count ? "receiver \(again[first]) heard it" : "the deliveries stopped"), where \(first < expectedAgain.count ? "receiver \(expectedAgain[first]) should hear it (registration order: a targeted send does not reorder the room)" : "nobody more should hear it")
                    """)
            }
            for (target, heard) in zip(targets, targeted) {
                let sharing = holders(target, size)
                guard let firstHolder = sharing.first else {
                    #expect(
                        heard == nil,
                        "Rule 3: a targeted send to \(swiftLiteral(target)), which none of the \(size) receivers has, throws MediatorError.missingReceiver and delivers nothing; \(heard.map { "it did not throw; heard: \($0.prefix(5))" } ?? "")"
                    )
                    continue
                }
                #expect(
                    heard == [firstHolder],
                    "Rule 2: a targeted send to \(swiftLiteral(target)) in a crowd of \(size) whose \(crowd), which receivers \(sharing.map(String.init).joined(separator: ", ")) share, reaches receiver \(firstHolder) (the first registered) alone; \(heard.map { "heard: \($0.prefix(5))" } ?? "it threw")"
                )
            }
            for (kind, heard) in zip(passedKinds, passed) {
                let sharing = holders(names[kind], size)
                #expect(
                    heard == [kind],
                    "Rule 2: a targeted send to receiver \(sharing.last!) itself (id \(swiftLiteral(names[kind])), registered) in a crowd of \(size), where receivers \(sharing.map(String.init).joined(separator: ", ")) share that id, reaches receiver \(kind) (the first registered) alone; \(heard.map { "heard: \($0.prefix(5))" } ?? "it threw")"
                )
            }
        }
        // One sender broadcasting over and over to a small room: a quota per sender shows.
        let log = Listener.Log()
        let small = CharactersMediator()
        small.receivers = [Listener(id: "left", number: 0, log: log), Listener(id: "right", number: 1, log: log)]
        let repeater = Listener(id: sender, number: -1, log: log)
        for _ in 0..<FloodSize.pastCommonCaps { small.send(message: ["again": true], sender: repeater) }
        #expect(
            log.heard.count == 2 * FloodSize.pastCommonCaps,
            "\(FloodSize.pastCommonCaps) broadcasts from one sender to two receivers: \(log.heard.count) deliveries")
    }
}
