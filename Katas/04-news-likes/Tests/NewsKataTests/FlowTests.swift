import KataSupport
import KataTestSupport
import NewsKata
import Testing

/// Stands between the feed and the mediator and records what the feed tells it.
private final class RecordedMediator: ScreenUpdatable {
    let mediator: ScreenMediator
    init(_ mediator: ScreenMediator) { self.mediator = mediator }
    func likeAdded(to news: News) {
        FlowLog.report("likeAdded(id \(news.id))", from: "News Feed", to: "Screen Mediator") { mediator.likeAdded(to: news) }
    }
    func likeRemoved(from news: News) {
        FlowLog.report("likeRemoved(id \(news.id))", from: "News Feed", to: "Screen Mediator") { mediator.likeRemoved(from: news) }
    }
}

/// Stands in for the feed in the mediator's list and records what reaches it.
private final class RecordedFeed: ScreenUpdatable {
    let feed: NewsFeedViewController
    init(_ feed: NewsFeedViewController) { self.feed = feed }
    func likeAdded(to news: News) {
        FlowLog.delivering("likeAdded(id \(news.id))", to: "News Feed") { feed.likeAdded(to: news) }
    }
    func likeRemoved(from news: News) {
        FlowLog.delivering("likeRemoved(id \(news.id))", to: "News Feed") { feed.likeRemoved(from: news) }
    }
}

/// The README's main scenario (like all, then dislike all), drawn by `make kata NAME=04 FLOW=1`.
@Suite struct FlowTests {
    @Test("Flow: in the main scenario every like goes from the feed to the mediator and on to all three screens")
    func mainScenarioFlow() {
        let mediator = ScreenMediator()
        let recordedMediator = RecordedMediator(mediator)
        let news = [News(id: 1, title: "News1", likesCount: 1), News(id: 2, title: "News2", likesCount: 2)]
        let feed = NewsFeedViewController(recordedMediator, news)
        let detail = NewsDetailViewController(recordedMediator, news[0])
        let profile = ProfileViewController(recordedMediator, 3)
        mediator.update([RecordedFeed(feed), detail, profile])
        let flow = withExtendedLifetime((recordedMediator, detail, profile)) {
            FlowLog.capture {
                _ = Trace.capture {
                    feed.userLikedAllNews()
                    feed.userDislikedAllNews()
                }
            }
        }
        expectFlow(flow)
    }
}
