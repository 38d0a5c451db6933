extension ShopApp {
    /// Builds the colleagues and the mediator(s) and connects them.
    public static func make() -> ShopApp {
        let slider = VolumeSlider(), player = MusicPlayer()
        let form = LoginForm(), badge = SessionBadge()
        let cart = CartList(), checkout = CheckoutButton()
        let mediator = AppMediator(player: player, badge: badge, checkout: checkout)
        slider.mediator = mediator
        form.mediator = mediator
        cart.mediator = mediator
        return ShopApp(
            slider: slider, player: player, form: form, badge: badge, cart: cart, checkout: checkout,
            mediators: [mediator])
    }
}
