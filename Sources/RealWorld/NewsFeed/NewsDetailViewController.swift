import ExampleSupport

/// The detail screen of one news item.
public final class NewsDetailViewController: ScreenUpdatable, FlowParticipant {
    public var flowName: String { "News Detail" }

    public private(set) var news: News
    private weak var mediator: ScreenUpdatable?

    public init(_ mediator: ScreenUpdatable?, _ news: News) {
        self.news = news
        self.mediator = mediator
    }

    public func likeAdded(to news: News) {
        print("News Detail: Received a liked news model with id \(news.id)")
        if self.news == news {
            self.news.likesCount += 1
        }
    }

    public func likeRemoved(from news: News) {
        print("News Detail: Received a disliked news model with id \(news.id)")
        if self.news == news {
            self.news.likesCount -= 1
        }
    }
}
