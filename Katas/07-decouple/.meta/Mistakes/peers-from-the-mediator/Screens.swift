/// Once the screens talk only to the mediator they no longer differ, so their code lives here
/// once: report likes to the mediator, show what it sends back.
public class NewsScreen: LikesScreen {
    public private(set) var board = LikeBoard()
    weak var mediator: LikesMediator?

    public init() {}

    // The mistake: the screen asks the mediator for its peers and updates each of them itself.
    public func like(_ news: String) { for peer in mediator?.peers ?? [] { peer.present(news, change: 1) } }
    public func unlike(_ news: String) { for peer in mediator?.peers ?? [] { peer.present(news, change: -1) } }
    func present(_ news: String, change: Int) { show(news, change: change) }
    func show(_ news: String, change: Int) { board.apply(news, change: change) }
}

/// The news feed.
public final class FeedScreen: NewsScreen {}

/// The news detail screen.
public final class DetailScreen: NewsScreen {}

/// The profile screen.
public final class ProfileScreen: NewsScreen {}
