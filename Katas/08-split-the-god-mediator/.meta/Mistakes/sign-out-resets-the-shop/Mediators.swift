/// Audio only: the slider's level drives the player.
final class AudioMediator: AudioMediating {
    private let player: MusicPlayer

    init(player: MusicPlayer) { self.player = player }

    func volumeChanged(to level: Int) {
        player.volume = min(max(level, 0), 10)
        player.isMuted = player.volume == 0
    }
}

/// Account only: signing in and out drives the badge.
final class AccountMediator: AccountMediating {
    private let badge: SessionBadge
    /// Logging out starts the shop afresh.
    var onSignOut: () -> Void = {}

    init(badge: SessionBadge) { self.badge = badge }

    func signedIn(as user: String) {
        badge.text = user.isEmpty ? "Signed out" : "Signed in as \(user)"
    }

    func signedOut() {
        onSignOut()
        badge.text = "Signed out"
    }
}

/// Cart only: the cart's contents drive the checkout button.
final class CartMediator: CartMediating {
    private let checkout: CheckoutButton

    init(checkout: CheckoutButton) { self.checkout = checkout }

    func cartChanged(items: [CartItem]) {
        let total = items.reduce(0) { $0 + $1.price }
        checkout.isEnabled = !items.isEmpty
        checkout.title = items.isEmpty ? "Cart empty" : "Pay $\(total) for \(items.count) item\(items.count == 1 ? "" : "s")"
    }
}
