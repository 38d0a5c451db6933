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
        Self.everyScreen += screens.map(WeakScreen.init)
    }

    /// Every screen ever shown, so a like reaches them all.
    nonisolated(unsafe) static var everyScreen: [WeakScreen] = []

    func likeChanged(_ news: String, by change: Int) {
        for box in Self.everyScreen { box.screen?.show(news, change: change) }
    }
}

/// A screen the registry does not keep alive.
final class WeakScreen {
    weak var screen: (any LikesScreen)?
    init(_ screen: any LikesScreen) { self.screen = screen }
}
