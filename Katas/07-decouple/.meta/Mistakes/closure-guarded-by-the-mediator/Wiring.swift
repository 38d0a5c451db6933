extension NewsApp {
    /// Builds the three screens and one mediator between them.
    public static func make() -> NewsApp {
        let feed = FeedScreen(), detail = DetailScreen(), profile = ProfileScreen()
        let mediator = LikesMediator(screens: [feed, detail, profile])
        let showOnAll: (String, Int) -> Void = { [weak feed, weak detail, weak profile] news, change in
            for screen in [feed, detail, profile] as [NewsScreen?] { screen?.show(news, change: change) }
        }
        for screen in [feed, detail, profile] as [NewsScreen] {
            screen.mediator = mediator
            screen.showOnAll = showOnAll
        }
        return NewsApp(feed: feed, detail: detail, profile: profile, coordinator: mediator)
    }
}
