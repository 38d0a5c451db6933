extension ShopApp {
    /// Builds the colleagues and one focused mediator per concern, and connects them.
    public static func make() -> ShopApp {
        let slider = VolumeSlider(), player = MusicPlayer()
        let form = LoginForm(), badge = SessionBadge()
        let cart = CartList(), checkout = CheckoutButton()
        let shop = ShopRegistry(player: player, badge: badge, checkout: checkout)
        let audio = AudioMediator(shop: shop)
        let account = AccountMediator(shop: shop)
        let shopping = CartMediator(shop: shop)
        slider.mediator = audio
        form.mediator = account
        cart.mediator = shopping
        return ShopApp(
            slider: slider, player: player, form: form, badge: badge, cart: cart, checkout: checkout,
            mediators: [audio, account, shopping])
    }
}
