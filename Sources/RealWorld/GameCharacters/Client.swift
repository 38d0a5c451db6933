import ExampleSupport
import Foundation

extension GameCharactersExample {
    /// The document's assembly: a player and three mobs, a broadcast from the player, then a
    /// targeted message to the player.
    public static func run() {
        let player = Player(name: "Mario")
        let blue = FlyingMob(name: "Blue")
        let yellow = FlyingMob(name: "Yellow")
        let boss = FlyingMob(name: "Boss")

        let mediator = CharactersMediator()
        mediator.receivers += [player, blue, yellow, boss] as [Receivable]

        mediator.send(message: ["death note": "you are going to die soon!😄"], sender: player)
        try? mediator.send(message: ["hitTest": (x: 10, y: 23)], receiver: player)
    }

    /// This example as the runner and the tests see it.
    public static let descriptor = ExampleDescriptor(
        name: "game",
        aliases: ["gamecharacters", "characters", "mobs", "players", "game-characters"],
        title: "Game characters: broadcast and targeted messages",
        documents: ["001"],
        bundle: .module,
        run: run
    )
}
