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

    /// The mistake: a directory of the screens, handed to whoever asks.
    var peers: [NewsScreen] { screens.compactMap { $0 as? NewsScreen } }
}
