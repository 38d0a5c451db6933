/// Audio: the slider reports, the player shows.
public final class VolumeSlider: AudioColleague {
    public weak var mediator: AudioMediating?
    public init() {}
    public func slide(to level: Int) { mediator?.volumeChanged(to: level) }
}

public final class MusicPlayer: AudioColleague {
    public var volume = 5
    public var isMuted = false
    public init() {}
}

/// Account: the form reports, the badge shows.
public final class LoginForm: AccountColleague {
    public weak var mediator: AccountMediating?
    public init() {}
    public func submit(user: String) { mediator?.signedIn(as: user) }
    public func logOut() { mediator?.signedOut() }
}

public final class SessionBadge: AccountColleague {
    public var text = "Signed out"
    public init() {}
}

/// Cart: the list reports, the checkout button shows.
public struct CartItem: Equatable {
    public let name: String
    public let price: Int
    public init(name: String, price: Int) { (self.name, self.price) = (name, price) }
}

public final class CartList: CartColleague {
    public weak var mediator: CartMediating?
    public private(set) var items: [CartItem] = []
    public init() {}

    public func add(_ item: CartItem) {
        items.append(item)
        mediator?.cartChanged(items: items)
    }

    public func removeAll() {
        items.removeAll()
        mediator?.cartChanged(items: items)
    }
}

public final class CheckoutButton: CartColleague {
    public var title = "Cart empty"
    public var isEnabled = false
    public init() {}
}
