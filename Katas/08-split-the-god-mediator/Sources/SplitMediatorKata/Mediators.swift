/// One mediator for everything: audio, account and cart. It works, but it knows every
/// colleague in the app — document 004's "god object". Split it: see README.md.
final class AppMediator: AudioMediating, AccountMediating, CartMediating {
    private let player: MusicPlayer
    private let badge: SessionBadge
    private let checkout: CheckoutButton

    init(player: MusicPlayer, badge: SessionBadge, checkout: CheckoutButton) {
        self.player = player
        self.badge = badge
        self.checkout = checkout
    }

    func volumeChanged(to level: Int) {
        player.volume = min(max(level, 0), 10)
        player.isMuted = player.volume == 0
    }

    func signedIn(as user: String) {
        badge.text = user.isEmpty ? "Signed out" : "Signed in as \(user)"
    }

    func signedOut() {
        badge.text = "Signed out"
    }

    func cartChanged(items: [CartItem]) {
        let total = items.reduce(0) { $0 + $1.price }
        checkout.isEnabled = !items.isEmpty
        checkout.title = items.isEmpty ? "Cart empty" : "Pay $\(total) for \(items.count) item\(items.count == 1 ? "" : "s")"
    }
}
