import Foundation
import GameCharacters
import Musketeers
import NewsFeed

/// One way of getting a message from one colleague to all the others, set up for `count`
/// colleagues. `run(broadcasts)` sends that many messages and returns how many deliveries
/// happened, which the bench divides the time by and the smoke test checks.
struct BenchScenario: Sendable {
    let name: String
    /// What the row teaches, for the table's legend.
    let lesson: String
    /// False where delivery happens on other threads (the actor), which the per-thread
    /// allocation counter cannot see.
    var countsAllocations = true
    let prepare: @MainActor @Sendable (_ count: Int) -> Workload

    /// A prepared scenario: everything allocated up front, so a run measures messages only.
    struct Workload {
        let run: @MainActor (_ broadcasts: Int) async -> Int
        /// Every delivery the colleagues saw, counted by the colleagues themselves.
        let received: @MainActor () async -> Int
    }

    static let all: [BenchScenario] = [
        BenchScenario(name: "direct calls", lesson: "the loop you would write without a mediator: the baseline") { count in
            let colleagues: [Colleague] = (0..<count).map { _ in CountingColleague() }
            let sender = colleagues[count / 2]
            return Workload(
                run: { broadcasts in
                    var delivered = 0
                    for _ in 0..<broadcasts {
                        for colleague in colleagues where colleague !== sender {
                            colleague.colleague(sender, didSendMessage: "Charge!")
                            delivered &+= 1
                        }
                    }
                    return delivered
                },
                received: { colleagues.reduce(0) { $0 + (($1 as? CountingColleague)?.received ?? 0) } })
        },
        BenchScenario(name: "001 protocol extension", lesson: "existential array, sender skipped by comparing id strings") { count in
            let receivers = (0..<count).map { _ in CountingReceiver() }
            let mediator = CharactersMediator()
            mediator.receivers = receivers
            let sender = receivers[count / 2]
            let message: [String: Any] = ["death note": "you are going to die soon!"]
            return Workload(
                run: { broadcasts in
                    for _ in 0..<broadcasts { mediator.send(message: message, sender: sender) }
                    return broadcasts * (count - 1)
                },
                received: { receivers.reduce(0) { $0 + $1.received } })
        },
        BenchScenario(name: "002/003 screen fan-out", lesson: "existential array, every screen called (no sender to skip)") { count in
            let screens = (0..<count).map { _ in CountingScreen() }
            let mediator = ScreenFanOut(screens)
            let news = News(id: 1, title: "News1", likesCount: 1)
            return Workload(
                run: { broadcasts in
                    for _ in 0..<broadcasts { mediator.likeAdded(to: news) }
                    return broadcasts * count
                },
                received: { screens.reduce(0) { $0 + $1.received } })
        },
        generic(
            "004 generic, document's, strong", strong: true, lean: false, lesson: "wrappers filtered into a new array on every message"),
        generic("004 generic, document's, weak", strong: false, lean: false, lesson: "the same, plus a weak load per colleague"),
        generic("004 generic, lean, strong", strong: true, lean: true, lesson: "one array of structs walked in place: no allocation"),
        generic("004 generic, lean, weak", strong: false, lean: true, lesson: "in place, but every weak load goes through a side table"),
        BenchScenario(
            name: "actor (kata 10)", lesson: "one await per message from one task; deliveries inside the actor", countsAllocations: false
        ) { count in
            let mediator = ActorMediator(count: count)
            return Workload(
                run: { broadcasts in
                    // One task off the main actor sends every message, as a client task would.
                    await Task.detached {
                        var delivered = 0
                        for _ in 0..<broadcasts {
                            let received = await mediator.send("Charge!", from: count / 2)
                            delivered &+= received
                        }
                        return delivered
                    }.value
                },
                received: { await mediator.totalReceived })
        },
    ]

    private static func generic(_ name: String, strong: Bool, lean: Bool, lesson: String) -> BenchScenario {
        BenchScenario(name: name, lesson: lesson) { count in
            let colleagues = (0..<count).map { _ in CountingColleague() }
            let sender = colleagues[count / 2]
            let broadcast: (Int) -> Void
            if lean {
                let mediator = LeanMediator<Colleague>()
                for colleague in colleagues { mediator.addColleague(colleague, strongReference: strong) }
                broadcast = { times in
                    for _ in 0..<times { mediator.invokeColleagues(by: sender) { $0.colleague(sender, didSendMessage: "Charge!") } }
                }
            } else {
                let mediator = Mediator<Colleague>()
                for colleague in colleagues { mediator.addColleague(colleague, strongReference: strong) }
                broadcast = { times in
                    for _ in 0..<times { mediator.invokeColleagues(by: sender) { $0.colleague(sender, didSendMessage: "Charge!") } }
                }
            }
            return Workload(
                run: { broadcasts in
                    // The colleagues live as long as the workload: weakly held ones are not released mid-run.
                    withExtendedLifetime(colleagues) { broadcast(broadcasts) }
                    return broadcasts * (count - 1)
                },
                received: { colleagues.reduce(0) { $0 + $1.received } })
        }
    }
}
