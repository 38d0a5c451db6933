/// Audio only: the slider's level drives the player.
final class AudioMediator: AudioMediating {
    private let shop: ShopRegistry
    private var player: MusicPlayer { shop.player }

    init(shop: ShopRegistry) { self.shop = shop }

    func volumeChanged(to level: Int) {
        player.volume = min(max(level, 0), 10)
        player.isMuted = player.volume == 0
    }
}

/// Account only: signing in and out drives the badge.
final class AccountMediator: AccountMediating {
    private let shop: ShopRegistry
    private var badge: SessionBadge { shop.badge }

    init(shop: ShopRegistry) { self.shop = shop }

    func signedIn(as user: String) {
        badge.text = user.isEmpty ? "Signed out" : "Signed in as \(user)"
    }

    func signedOut() {
        badge.text = "Signed out"
    }
}

/// Cart only: the cart's contents drive the checkout button.
final class CartMediator: CartMediating {
    private let shop: ShopRegistry
    private var checkout: CheckoutButton { shop.checkout }

    init(shop: ShopRegistry) { self.shop = shop }

    func cartChanged(items: [CartItem]) {
        let total = items.reduce(0) { $0 + $1.price }
        checkout.isEnabled = !items.isEmpty
        checkout.title = items.isEmpty ? "Cart empty" : "Pay $\(total) for \(items.count) item\(items.count == 1 ? "" : "s")"
    }
}

/// Every colleague in one place, so each mediator can find what it needs.
final class ShopRegistry {
    let player: MusicPlayer
    let badge: SessionBadge
    let checkout: CheckoutButton

    init(player: MusicPlayer, badge: SessionBadge, checkout: CheckoutButton) {
        (self.player, self.badge, self.checkout) = (player, badge, checkout)
    }
}
