/// The three screens of the news app (documents 002/003), and whatever coordinates them.
/// The app keeps everything alive; `NewsApp.make()` in `Wiring.swift` builds it.
public struct NewsApp {
    public let feed: FeedScreen
    public let detail: DetailScreen
    public let profile: ProfileScreen
    /// The object the screens talk through, once there is one; `nil` while they talk directly.
    public let coordinator: AnyObject?
}
