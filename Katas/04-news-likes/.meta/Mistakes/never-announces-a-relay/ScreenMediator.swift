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
        if forwarding { return pending.append { $0.likeAdded(to: news) } }
        print("Screen Mediator: Received a liked news model with id \(news.id)")
        forward { $0.likeAdded(to: news) }
    }

    public func likeRemoved(from news: News) {
        if forwarding { return pending.append { $0.likeRemoved(from: news) } }
        print("ScreenMediator: Received a disliked news model with id \(news.id)")
        forward { $0.likeRemoved(from: news) }
    }

    private func forward(_ tell: @escaping (ScreenUpdatable) -> Void) {
        forwarding = true
        pending = [tell]
        var next = 0
        while next < pending.count {
            screens.forEach(pending[next])
            next += 1
        }
        forwarding = false
    }
}
