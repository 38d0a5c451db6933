import KataSupport

/// Reference solution: change the array element itself, not a loop copy of it.
public final class NewsFeedViewController: ScreenUpdatable {
    public private(set) var newsArray: [News]
    private weak var mediator: ScreenUpdatable?

    public init(_ mediator: ScreenUpdatable?, _ newsArray: [News]) {
        self.newsArray = newsArray
        self.mediator = mediator
    }

    public func likeAdded(to news: News) {
        print("News Feed: Received a liked news model with id \(news.id)")
    }

    public func likeRemoved(from news: News) {
        print("News Feed: Received a disliked news model with id \(news.id)")
    }

    public func userLikedAllNews() {
        print("\n\nNews Feed: User LIKED all news models")
        print("News Feed: I am telling to mediator about it...\n")
        newsArray.forEach { mediator?.likeAdded(to: $0) }
        for index in newsArray.indices { newsArray[index].likesCount += 1 }
    }

    public func userDislikedAllNews() {
        print("\n\nNews Feed: User DISLIKED all news models")
        print("News Feed: I am telling to mediator about it...\n")
        newsArray.forEach { mediator?.likeRemoved(from: $0) }
        for index in newsArray.indices { newsArray[index].likesCount -= 1 }
    }

    private func adjustLikes(of news: News, by delta: Int) {
        guard let index = newsArray.firstIndex(of: news) else { return }
        newsArray[index].likesCount += delta
    }
}
