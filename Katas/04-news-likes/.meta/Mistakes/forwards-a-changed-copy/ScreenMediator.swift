import KataSupport

/// Reference solution: fan out to every screen in registration order.
public final class ScreenMediator: ScreenUpdatable {
    private var screens: [ScreenUpdatable] = []

    public init() {}

    public func update(_ screens: [ScreenUpdatable]) {
        self.screens = screens
    }

    public func likeAdded(to news: News) {
        print("Screen Mediator: Received a liked news model with id \(news.id)")
        var liked = news
        liked.likesCount += 1
        screens.forEach { $0.likeAdded(to: liked) }
    }

    public func likeRemoved(from news: News) {
        print("ScreenMediator: Received a disliked news model with id \(news.id)")
        screens.forEach { $0.likeRemoved(from: news) }
    }
}
