/// The six colleagues and the mediators that coordinate them; the app keeps all of them
/// alive. `ShopApp.make()` in `Wiring.swift` builds it.
public struct ShopApp {
    public let slider: VolumeSlider
    public let player: MusicPlayer
    public let form: LoginForm
    public let badge: SessionBadge
    public let cart: CartList
    public let checkout: CheckoutButton
    public let mediators: [AnyObject]
}
