import GameKata
import KataSupport
import KataTestSupport
import Testing

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

    @Test func broadcastReachesEveryoneButTheSenderInRegistrationOrder() {
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

    @Test func theSenderIsRecognisedByIdNotByObject() {
        let cast = Cast()
        let impostor = Character(name: "Mario's twin", id: "player")
        _ = Trace.capture { cast.mediator.send(message: ["x": 1], sender: impostor) }
        #expect(cast.player.inbox.isEmpty, "a sender with the player's id is the player")
        #expect([cast.blue, cast.yellow, cast.boss].map(\.inbox.count) == [1, 1, 1])
    }

    @Test func aBroadcastFromTheMiddleSkipsOnlyTheSender() {
        let cast = Cast()
        _ = Trace.capture { cast.mediator.send(message: ["x": 1], sender: cast.yellow) }
        #expect(cast.everyone.map(\.inbox.count) == [1, 1, 0, 1])
    }

    @Test func targetedSendReachesOnlyTheReceiver() throws {
        let cast = Cast()
        _ = try Trace.capture { try cast.mediator.send(message: ["hitTest": "10,23"], receiver: cast.boss) }
        #expect(cast.everyone.map(\.inbox.count) == [0, 0, 0, 1])
        #expect(cast.boss.inbox.first?["hitTest"] as? String == "10,23")
    }

    @Test func targetedSendToAStrangerThrowsMissingReceiverAndDeliversNothing() {
        let cast = Cast()
        let stranger = Character(name: "Stranger", id: "stranger")
        var thrown: (any Error)?
        let trace = Trace.capture {
            do { try cast.mediator.send(message: ["x": 1], receiver: stranger) } catch { thrown = error }
        }
        #expect(thrown as? MediatorError == .missingReceiver, "expected MediatorError.missingReceiver")
        #expect(trace.isEmpty)
        #expect(cast.everyone.allSatisfy { $0.inbox.isEmpty } && stranger.inbox.isEmpty)
    }
}
