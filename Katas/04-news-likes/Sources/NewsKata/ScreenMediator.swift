import KataSupport

/// YOUR FILE (1 of 2). Forwards likes and dislikes to every registered screen.
public final class ScreenMediator: ScreenUpdatable {
    private var screens: [ScreenUpdatable] = []

    public init() {}

    public func update(_ screens: [ScreenUpdatable]) {
        self.screens = screens
    }

    public func likeAdded(to news: News) {
        print("Screen Mediator: Received a liked news model with id \(news.id)")
        // TODO: tell every screen, in the order they were registered.
    }

    public func likeRemoved(from news: News) {
        print("ScreenMediator: Received a disliked news model with id \(news.id)")
        // TODO: tell every screen, in the order they were registered.
    }
}
