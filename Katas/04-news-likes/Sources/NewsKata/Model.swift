import KataSupport

/// A news item; equal when the ids match. (Given.)
public struct News: Equatable, Sendable {
    public let id: Int
    public let title: String
    public var likesCount: Int

    public init(id: Int, title: String, likesCount: Int) {
        self.id = id
        self.title = title
        self.likesCount = likesCount
    }

    public static func == (left: News, right: News) -> Bool { left.id == right.id }
}

/// What screens, and the mediator between them, react to. (Given.)
public protocol ScreenUpdatable: AnyObject {
    func likeAdded(to news: News)
    func likeRemoved(from news: News)
}

/// The detail screen of one news item. (Given.)
public final class NewsDetailViewController: ScreenUpdatable {
    public private(set) var news: News
    private weak var mediator: ScreenUpdatable?

    public init(_ mediator: ScreenUpdatable?, _ news: News) {
        self.news = news
        self.mediator = mediator
    }

    public func likeAdded(to news: News) {
        FlowLog.delivered("likeAdded(id \(news.id))", to: "News Detail")
        print("News Detail: Received a liked news model with id \(news.id)")
        if self.news == news { self.news.likesCount += 1 }
    }

    public func likeRemoved(from news: News) {
        FlowLog.delivered("likeRemoved(id \(news.id))", to: "News Detail")
        print("News Detail: Received a disliked news model with id \(news.id)")
        if self.news == news { self.news.likesCount -= 1 }
    }
}

/// The profile, counting all likes the user has given. (Given.)
public final class ProfileViewController: ScreenUpdatable {
    public private(set) var numberOfGivenLikes: Int
    private weak var mediator: ScreenUpdatable?

    public init(_ mediator: ScreenUpdatable?, _ numberOfGivenLikes: Int) {
        self.numberOfGivenLikes = numberOfGivenLikes
        self.mediator = mediator
    }

    public func likeAdded(to news: News) {
        FlowLog.delivered("likeAdded(id \(news.id))", to: "Profile")
        print("Profile: Received a liked news model with id \(news.id)")
        numberOfGivenLikes += 1
    }

    public func likeRemoved(from news: News) {
        FlowLog.delivered("likeRemoved(id \(news.id))", to: "Profile")
        print("Profile: Received a disliked news model with id \(news.id)")
        numberOfGivenLikes -= 1
    }
}
