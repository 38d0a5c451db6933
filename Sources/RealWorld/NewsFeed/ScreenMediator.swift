import ExampleSupport

/// Forwards every like and dislike to all registered screens, in registration order.
public final class ScreenMediator: ScreenUpdatable {
    /// The mediator's lifeline in flow views.
    static let flowName = "Screen Mediator"

    private var screens: [ScreenUpdatable] = []

    public init() {}

    public func update(_ screens: [ScreenUpdatable]) {
        self.screens = screens
    }

    public func likeAdded(to news: News) {
        print("Screen Mediator: Received a liked news model with id \(news.id)")
        for screen in screens {
            Flow.deliver("likeAdded(id \(news.id))", from: Self.flowName, to: Flow.name(of: screen)) { screen.likeAdded(to: news) }
        }
    }

    public func likeRemoved(from news: News) {
        // "ScreenMediator:" without the space (sic): the documents' trace spells it so.
        print("ScreenMediator: Received a disliked news model with id \(news.id)")
        for screen in screens {
            Flow.deliver("likeRemoved(id \(news.id))", from: Self.flowName, to: Flow.name(of: screen)) { screen.likeRemoved(from: news) }
        }
    }
}
