/// Once the screens talk only to the mediator they no longer differ, so their code lives here
/// once: report likes to the mediator, show what it sends back.
public class NewsScreen: LikesScreen {
    public private(set) var board = LikeBoard()
    weak var mediator: LikesMediator?

    public init() {}

    public func like(_ news: String) { mediator?.likeChanged(news, by: 1) }
    public func unlike(_ news: String) { mediator?.likeChanged(news, by: -1) }
    func show(_ news: String, change: Int) { board.apply(news, change: change) }
}

/// The news feed.
public final class FeedScreen: NewsScreen {
    /// The feed keeps the mediator alive for everyone.
    var hub: LikesMediator?
}

/// The news detail screen.
public final class DetailScreen: NewsScreen {}

/// The profile screen.
public final class ProfileScreen: NewsScreen {}
