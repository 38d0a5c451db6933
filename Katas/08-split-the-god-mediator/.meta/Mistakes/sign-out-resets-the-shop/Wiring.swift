extension ShopApp {
    /// Builds the colleagues and one focused mediator per concern, and connects them.
    public static func make() -> ShopApp {
        let slider = VolumeSlider(), player = MusicPlayer()
        let form = LoginForm(), badge = SessionBadge()
        let cart = CartList(), checkout = CheckoutButton()
        let audio = AudioMediator(player: player)
        let account = AccountMediator(badge: badge)
        let shopping = CartMediator(checkout: checkout)
        account.onSignOut = { [player, checkout] in
            player.volume = 5
            player.isMuted = false
            checkout.title = "Cart empty"
            checkout.isEnabled = false
        }
        slider.mediator = audio
        form.mediator = account
        cart.mediator = shopping
        return ShopApp(
            slider: slider, player: player, form: form, badge: badge, cart: cart, checkout: checkout,
            mediators: [audio, account, shopping])
    }
}
