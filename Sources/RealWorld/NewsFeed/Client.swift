import ExampleSupport
import Foundation

extension NewsFeedExample {
    /// The documents' news: two items with one and two likes.
    public static let sampleNews = [
        News(id: 1, title: "News1", likesCount: 1),
        News(id: 2, title: "News2", likesCount: 2),
    ]

    /// The three screens wired to one mediator, as the documents' client builds them.
    public struct Screens {
        public let mediator: ScreenMediator
        public let feed: NewsFeedViewController
        public let detail: NewsDetailViewController
        public let profile: ProfileViewController

        public init(news: [News] = sampleNews) {
            mediator = ScreenMediator()
            feed = NewsFeedViewController(mediator, news)
            detail = NewsDetailViewController(mediator, news.first ?? News(id: 0, title: "", likesCount: 0))
            profile = ProfileViewController(mediator, news.reduce(0) { $0 + $1.likesCount })
            mediator.update([feed, detail, profile])
        }
    }

    /// The documents' client: like all news, then dislike all news.
    public static func run() {
        let screens = Screens()
        screens.feed.userLikedAllNews()
        screens.feed.userDislikedAllNews()
    }

    /// This example as the runner and the tests see it.
    public static let descriptor = ExampleDescriptor(
        name: "news",
        aliases: ["newsfeed", "news-feed", "feed", "likes", "screens"],
        title: "News feed: likes kept in sync across three screens",
        documents: ["002", "003"],
        bundle: .module,
        run: run
    )
}
