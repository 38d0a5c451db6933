import NewsFeed

/// The screen mediator of documents 002/003 without its print line: the same array of
/// `ScreenUpdatable` existentials, the same loop, every screen called in turn.
final class ScreenFanOut: ScreenUpdatable {
    private let screens: [ScreenUpdatable]

    init(_ screens: [ScreenUpdatable]) { self.screens = screens }

    func likeAdded(to news: News) {
        for screen in screens { screen.likeAdded(to: news) }
    }

    func likeRemoved(from news: News) {
        for screen in screens { screen.likeRemoved(from: news) }
    }
}
