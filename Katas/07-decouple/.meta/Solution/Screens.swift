/// The news feed. It reports likes to the mediator and shows what the mediator sends back.
public final class FeedScreen: LikesScreen {
    public private(set) var board = LikeBoard()
    weak var mediator: LikesMediator?

    public init() {}

    public func like(_ news: String) { mediator?.likeChanged(news, by: 1) }
    public func unlike(_ news: String) { mediator?.likeChanged(news, by: -1) }
    func show(_ news: String, change: Int) { board.apply(news, change: change) }
}

/// The news detail screen; same contract as the feed.
public final class DetailScreen: LikesScreen {
    public private(set) var board = LikeBoard()
    weak var mediator: LikesMediator?

    public init() {}

    public func like(_ news: String) { mediator?.likeChanged(news, by: 1) }
    public func unlike(_ news: String) { mediator?.likeChanged(news, by: -1) }
    func show(_ news: String, change: Int) { board.apply(news, change: change) }
}

/// The profile screen; same contract as the feed.
public final class ProfileScreen: LikesScreen {
    public private(set) var board = LikeBoard()
    weak var mediator: LikesMediator?

    public init() {}

    public func like(_ news: String) { mediator?.likeChanged(news, by: 1) }
    public func unlike(_ news: String) { mediator?.likeChanged(news, by: -1) }
    func show(_ news: String, change: Int) { board.apply(news, change: change) }
}
