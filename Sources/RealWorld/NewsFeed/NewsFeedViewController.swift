import ExampleSupport

/// The feed: lists all news and lets the user like or dislike them all at once.
public final class NewsFeedViewController: ScreenUpdatable, FlowParticipant {
    public var flowName: String { "News Feed" }

    public private(set) var newsArray: [News]
    private weak var mediator: ScreenUpdatable?

    public init(_ mediator: ScreenUpdatable?, _ newsArray: [News]) {
        self.newsArray = newsArray
        self.mediator = mediator
    }

    public func likeAdded(to news: News) {
        print("News Feed: Received a liked news model with id \(news.id)")
        adjustLikes(of: news, by: 1)
    }

    public func likeRemoved(from news: News) {
        print("News Feed: Received a disliked news model with id \(news.id)")
        adjustLikes(of: news, by: -1)
    }

    public func userLikedAllNews() {
        print("\n\nNews Feed: User LIKED all news models")
        print("News Feed: I am telling to mediator about it...\n")
        for news in newsArray {
            guard let mediator else { break }
            Flow.report("likeAdded(id \(news.id))", from: flowName, to: ScreenMediator.flowName) { mediator.likeAdded(to: news) }
        }
    }

    public func userDislikedAllNews() {
        print("\n\nNews Feed: User DISLIKED all news models")
        print("News Feed: I am telling to mediator about it...\n")
        for news in newsArray {
            guard let mediator else { break }
            Flow.report("likeRemoved(id \(news.id))", from: flowName, to: ScreenMediator.flowName) { mediator.likeRemoved(from: news) }
        }
    }

    /// Changes the stored element itself (the documents changed a loop copy; see errata).
    private func adjustLikes(of news: News, by delta: Int) {
        guard let index = newsArray.firstIndex(of: news) else { return }
        newsArray[index].likesCount += delta
    }
}
