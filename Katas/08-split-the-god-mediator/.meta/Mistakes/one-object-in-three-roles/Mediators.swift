/// One mediator for the whole shop, split into three extensions.
final class ShopMediator {
    let player: MusicPlayer
    let badge: SessionBadge
    let checkout: CheckoutButton

    init(player: MusicPlayer, badge: SessionBadge, checkout: CheckoutButton) {
        (self.player, self.badge, self.checkout) = (player, badge, checkout)
    }
}

extension ShopMediator: AudioMediating {
    func volumeChanged(to level: Int) {
        player.volume = min(max(level, 0), 10)
        player.isMuted = player.volume == 0
    }
}

extension ShopMediator: AccountMediating {
    func signedIn(as user: String) {
        badge.text = user.isEmpty ? "Signed out" : "Signed in as \(user)"
    }

    func signedOut() {
        badge.text = "Signed out"
    }
}

extension ShopMediator: CartMediating {
    func cartChanged(items: [CartItem]) {
        let total = items.reduce(0) { $0 + $1.price }
        checkout.isEnabled = !items.isEmpty
        checkout.title = items.isEmpty ? "Cart empty" : "Pay $\(total) for \(items.count) item\(items.count == 1 ? "" : "s")"
    }
}
