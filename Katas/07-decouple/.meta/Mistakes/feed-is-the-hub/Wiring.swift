extension NewsApp {
    /// Builds the three screens and one mediator between them.
    public static func make() -> NewsApp {
        let feed = FeedScreen(), detail = DetailScreen(), profile = ProfileScreen()
        let mediator = LikesMediator(screens: [feed, detail, profile])
        feed.mediator = mediator
        detail.mediator = mediator
        profile.mediator = mediator
        feed.hub = mediator
        return NewsApp(feed: feed, detail: detail, profile: profile, coordinator: nil)
    }
}
