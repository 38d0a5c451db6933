import ExampleSupport
import GameCharacters
import Testing

@Suite struct GameCharactersTests {
    /// A player, three mobs and a mediator with all four registered in that order.
    struct Cast {
        let player = Player(name: "Mario")
        let blue = FlyingMob(name: "Blue")
        let yellow = FlyingMob(name: "Yellow")
        let boss = FlyingMob(name: "Boss")
        let mediator = CharactersMediator()

        init() {
            mediator.receivers = [player, blue, yellow, boss]
        }
    }

    @Test func traceMatchesDocumentedOutput() {
        let comparison = GameCharactersExample.descriptor.verify()
        #expect(comparison.passed, Comment(rawValue: comparison.report ?? ""))
    }

    @Test func broadcastSkipsTheSender() {
        let cast = Cast()
        _ = OutputRecorder.capture {
            cast.mediator.send(message: ["death note": "soon"], sender: cast.player)
        }
        #expect(cast.player.inbox.isEmpty)
        for mob in [cast.blue, cast.yellow, cast.boss] {
            #expect(mob.inbox.count == 1)
            #expect(mob.inbox.first?["death note"] as? String == "soon")
        }
    }

    @Test func broadcastFromAMobReachesEveryoneElseInRegistrationOrder() {
        let cast = Cast()
        let trace = OutputRecorder.capture {
            cast.mediator.send(message: ["n": 1], sender: cast.yellow)
        }
        let ids = trace.split(separator: "\n").compactMap { line in
            [cast.player.id, cast.blue.id, cast.boss.id].first { line.contains($0) }
        }
        #expect(ids == [cast.player.id, cast.blue.id, cast.boss.id])
        #expect(cast.yellow.inbox.isEmpty)
    }

    @Test func targetedSendReachesOnlyTheReceiver() throws {
        let cast = Cast()
        _ = try OutputRecorder.capture {
            try cast.mediator.send(message: ["hitTest": (x: 10, y: 23)], receiver: cast.player)
        }
        #expect(cast.player.inbox.count == 1)
        #expect([cast.blue, cast.yellow, cast.boss].allSatisfy { $0.inbox.isEmpty })
        let point = try #require(cast.player.inbox.first?["hitTest"] as? (x: Int, y: Int))
        #expect(point.x == 10 && point.y == 23)
    }

    @Test func targetedSendToAnUnregisteredReceiverThrowsAndDeliversNothing() {
        let cast = Cast()
        let stranger = FlyingMob(name: "Stranger")
        var outcome: Result<Void, any Error> = .success(())
        let trace = OutputRecorder.capture {
            do {
                try cast.mediator.send(message: ["x": 1], receiver: stranger)
            } catch {
                outcome = .failure(error)
            }
        }
        #expect(throws: MediatorError.missingReceiver) { try outcome.get() }
        #expect(trace.isEmpty)
        #expect(stranger.inbox.isEmpty)
        #expect([cast.player.inbox, cast.blue.inbox, cast.yellow.inbox, cast.boss.inbox].allSatisfy { $0.isEmpty })
    }

    @Test func idsAreUnique() {
        let cast = Cast()
        #expect(Set(cast.mediator.receivers.map(\.id)).count == 4)
    }
}
