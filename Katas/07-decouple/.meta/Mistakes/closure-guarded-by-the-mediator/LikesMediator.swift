/// What the mediator needs from a screen: a way to show a change.
protocol LikesScreen: AnyObject {
    func show(_ news: String, change: Int)
}

/// The one object the screens talk to: a like on any screen is shown on all of them.
/// It owns the screens; they point back weakly, so nothing keeps itself alive.
final class LikesMediator {
    private let screens: [any LikesScreen]

    init(screens: [any LikesScreen]) {
        self.screens = screens
    }

    func likeChanged(_ news: String, by change: Int) {
        for screen in screens { screen.show(news, change: change) }
    }
}
