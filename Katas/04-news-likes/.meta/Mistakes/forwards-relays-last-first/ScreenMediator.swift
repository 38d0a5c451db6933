import KataSupport

/// Reference solution: fan out to every screen in registration order.
public final class ScreenMediator: ScreenUpdatable {
    private var screens: [ScreenUpdatable] = []
    private var pending: [(ScreenUpdatable) -> Void] = []
    private var forwarding = false

    public init() {}

    public func update(_ screens: [ScreenUpdatable]) {
        self.screens = screens
    }

    public func likeAdded(to news: News) {
        print("Screen Mediator: Received a liked news model with id \(news.id)")
        forward { $0.likeAdded(to: news) }
    }

    public func likeRemoved(from news: News) {
        print("ScreenMediator: Received a disliked news model with id \(news.id)")
        forward { $0.likeRemoved(from: news) }
    }

    private func forward(_ tell: @escaping (ScreenUpdatable) -> Void) {
        pending.append(tell)
        guard !forwarding else { return }
        forwarding = true
        while let next = pending.popLast() { screens.forEach(next) }
        forwarding = false
    }
}
