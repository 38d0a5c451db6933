import ExampleSupport

/// The user's profile, which counts every like the user has given.
public final class ProfileViewController: ScreenUpdatable, FlowParticipant {
    public var flowName: String { "Profile" }

    public private(set) var numberOfGivenLikes: Int
    private weak var mediator: ScreenUpdatable?

    public init(_ mediator: ScreenUpdatable?, _ numberOfGivenLikes: Int) {
        self.numberOfGivenLikes = numberOfGivenLikes
        self.mediator = mediator
    }

    public func likeAdded(to news: News) {
        print("Profile: Received a liked news model with id \(news.id)")
        numberOfGivenLikes += 1
    }

    public func likeRemoved(from news: News) {
        print("Profile: Received a disliked news model with id \(news.id)")
        numberOfGivenLikes -= 1
    }
}
