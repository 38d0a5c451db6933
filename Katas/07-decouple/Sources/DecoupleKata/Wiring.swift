extension NewsApp {
    /// Builds the three screens and connects them.
    public static func make() -> NewsApp {
        let feed = FeedScreen(), detail = DetailScreen(), profile = ProfileScreen()
        feed.detail = detail
        feed.profile = profile
        detail.neighbours = [WeakNeighbour(screen: feed), WeakNeighbour(screen: profile)]
        profile.feed = feed
        return NewsApp(feed: feed, detail: detail, profile: profile, coordinator: nil)
    }
}
