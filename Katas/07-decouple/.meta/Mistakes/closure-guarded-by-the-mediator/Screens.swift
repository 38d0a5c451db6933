/// Once the screens talk only to the mediator they no longer differ, so their code lives here
/// once: report likes to the mediator, show what it sends back.
public class NewsScreen: LikesScreen {
    public private(set) var board = LikeBoard()
    weak var mediator: LikesMediator?
    /// The mistake: set by the wiring, shows a change on every screen straight away.
    var showOnAll: ((String, Int) -> Void)?

    public init() {}

    public func like(_ news: String) { if mediator != nil { showOnAll?(news, 1) } }
    public func unlike(_ news: String) { if mediator != nil { showOnAll?(news, -1) } }
    func show(_ news: String, change: Int) { board.apply(news, change: change) }
}

/// The news feed.
public final class FeedScreen: NewsScreen {}

/// The news detail screen.
public final class DetailScreen: NewsScreen {}

/// The profile screen.
public final class ProfileScreen: NewsScreen {}
