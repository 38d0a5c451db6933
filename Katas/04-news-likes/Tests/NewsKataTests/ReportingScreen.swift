import KataSupport
import NewsKata

/// A screen of the tests' own for the model's programs: it prints a line for every like it
/// hears (so the trace shows the order each screen hears them in) and, as its plan says,
/// reports likes to its mediator from inside that call (rule 1's relays).
final class ReportingScreen: ScreenUpdatable {
    private weak var mediator: ScreenUpdatable?
    private let number: Int
    private let plan: [NewsModel.Relay]
    private var fired: [Int]

    init(_ number: Int, _ mediator: ScreenUpdatable?, _ plan: [NewsModel.Relay]) {
        (self.number, self.mediator, self.plan, fired) = (number, mediator, plan, Array(repeating: 0, count: plan.count))
    }

    /// What screen `number` prints when it hears `event`.
    static func line(_ number: Int, _ event: NewsModel.Event) -> String {
        "Reporting Screen s\(number): Received a \(event.like ? "liked" : "disliked") news model with id \(event.id)\n"
    }

    func likeAdded(to news: News) { hear(.like(news.id)) }
    func likeRemoved(from news: News) { hear(.dislike(news.id)) }

    /// Its line, then every report of every entry that fires, in plan order (all counted first,
    /// as the model does).
    private func hear(_ event: NewsModel.Event) {
        printToTrace([Self.line(number, event)], separator: "", terminator: "")
        var reports: [NewsModel.Event] = []
        for k in plan.indices where plan[k].hears == event && fired[k] < plan[k].times {
            fired[k] += 1
            reports += plan[k].reports
        }
        for report in reports {
            let news = News(id: report.id, title: "", likesCount: 0)
            if report.like { mediator?.likeAdded(to: news) } else { mediator?.likeRemoved(from: news) }
        }
    }
}
