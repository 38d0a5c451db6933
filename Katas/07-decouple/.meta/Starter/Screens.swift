/// Three screens that keep each other's like counts in sync by calling each other directly.
/// It works (every behaviour test passes), but each screen knows the others: add a fourth and
/// you edit all three. Refactor: see README.md.
public final class FeedScreen {
    public private(set) var board = LikeBoard()
    weak var detail: DetailScreen?
    weak var profile: ProfileScreen?

    public init() {}

    public func like(_ news: String) { change(news, by: 1) }
    public func unlike(_ news: String) { change(news, by: -1) }

    private func change(_ news: String, by change: Int) {
        show(news, change: change)
        detail?.show(news, change: change)
        profile?.show(news, change: change)
    }

    func show(_ news: String, change: Int) { board.apply(news, change: change) }
}

/// Reaches its neighbours through a list of weak boxes.
public final class DetailScreen {
    public private(set) var board = LikeBoard()
    var neighbours: [WeakNeighbour] = []

    public init() {}

    public func like(_ news: String) { change(news, by: 1) }
    public func unlike(_ news: String) { change(news, by: -1) }

    private func change(_ news: String, by change: Int) {
        show(news, change: change)
        for neighbour in neighbours {
            (neighbour.screen as? FeedScreen)?.show(news, change: change)
            (neighbour.screen as? ProfileScreen)?.show(news, change: change)
        }
    }

    func show(_ news: String, change: Int) { board.apply(news, change: change) }
}

/// Reaches the detail screen through the feed: coupling twice removed.
public final class ProfileScreen {
    public private(set) var board = LikeBoard()
    weak var feed: FeedScreen?

    public init() {}

    public func like(_ news: String) { change(news, by: 1) }
    public func unlike(_ news: String) { change(news, by: -1) }

    private func change(_ news: String, by change: Int) {
        show(news, change: change)
        feed?.show(news, change: change)
        feed?.detail?.show(news, change: change)
    }

    func show(_ news: String, change: Int) { board.apply(news, change: change) }
}

/// A weak reference to another screen, so the screens do not keep each other alive.
struct WeakNeighbour {
    weak var screen: AnyObject?
}
