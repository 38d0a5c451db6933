import KataSupport

/// Reference solution: fan out to every screen in registration order.
public final class ScreenMediator: ScreenUpdatable {
    private final class WeakScreen {
        weak var screen: ScreenUpdatable?
        init(_ screen: ScreenUpdatable) { self.screen = screen }
    }

    private var weakScreens: [WeakScreen] = []
    private var screens: [ScreenUpdatable] { weakScreens.compactMap(\.screen) }

    public init() {}

    public func update(_ screens: [ScreenUpdatable]) {
        weakScreens = screens.map(WeakScreen.init)
    }

    public func likeAdded(to news: News) {
        print("Screen Mediator: Received a liked news model with id \(news.id)")
        screens.forEach { $0.likeAdded(to: news) }
    }

    public func likeRemoved(from news: News) {
        print("ScreenMediator: Received a disliked news model with id \(news.id)")
        screens.forEach { $0.likeRemoved(from: news) }
    }
}
