import KataTestSupport
import SplitMediatorKata
import Testing

/// Which concern a colleague belongs to, from its marker protocol.
private func concern(of object: AnyObject) -> String? {
    switch object {
    case is AudioColleague: "audio"
    case is AccountColleague: "account"
    case is CartColleague: "cart"
    default: nil
    }
}

private extension ShopApp {
    var colleagues: [AnyObject] { [slider, player, form, badge, cart, checkout] }
}

/// The tests for kata 08. Do not edit them. The behaviour tests pass from the start; keep
/// them passing while you split the mediator.
@Suite struct SplitMediatorKataTests {
    @Test func theSliderSetsTheVolumeWithinRange() {
        let app = ShopApp.make()
        app.slider.slide(to: 7)
        #expect(app.player.volume == 7 && !app.player.isMuted)
        app.slider.slide(to: 42)
        #expect(app.player.volume == 10)
        app.slider.slide(to: -3)
        #expect(app.player.volume == 0 && app.player.isMuted, "zero volume mutes the player")
    }

    @Test func signingInAndOutUpdatesTheBadge() {
        let app = ShopApp.make()
        app.form.submit(user: "d'Artagnan")
        #expect(app.badge.text == "Signed in as d'Artagnan")
        app.form.logOut()
        #expect(app.badge.text == "Signed out")
        app.form.submit(user: "")
        #expect(app.badge.text == "Signed out", "an empty user name does not sign in")
    }

    @Test func theCartDrivesTheCheckoutButton() {
        let app = ShopApp.make()
        #expect(app.checkout.title == "Cart empty" && !app.checkout.isEnabled)
        app.cart.add(CartItem(name: "Sword", price: 30))
        #expect(app.checkout.title == "Pay $30 for 1 item" && app.checkout.isEnabled)
        app.cart.add(CartItem(name: "Hat", price: 12))
        #expect(app.checkout.title == "Pay $42 for 2 items")
        app.cart.removeAll()
        #expect(app.checkout.title == "Cart empty" && !app.checkout.isEnabled)
    }

    @Test func concernsDoNotDisturbEachOther() {
        let app = ShopApp.make()
        app.cart.add(CartItem(name: "Cloak", price: 5))
        app.form.submit(user: "Athos")
        #expect(app.player.volume == 5 && !app.player.isMuted)
        #expect(app.checkout.title == "Pay $5 for 1 item")
    }

    @Test func nothingLeaks() {
        let leaked = survivors {
            let app = ShopApp.make()
            app.cart.add(CartItem(name: "Boots", price: 8))
            return app.colleagues + app.mediators
        }
        #expect(leaked.isEmpty, "still alive after the app is gone: \(leaked)")
    }

    @Test("Design check: no mediator touches colleagues of two concerns")
    func eachMediatorHasOneConcern() {
        let app = ShopApp.make()
        #expect(!app.mediators.isEmpty, "ShopApp.make() should list its mediators")
        for mediator in app.mediators {
            let concerns = Set(storedReferences(of: mediator).compactMap { concern(of: $0.object) })
            #expect(
                concerns.count <= 1,
                "\(type(of: mediator)) touches \(concerns.sorted().joined(separator: ", ")); give each concern its own mediator")
        }
    }

    @Test("Design check: every colleague reports to one of the app's mediators")
    func colleaguesReportToListedMediators() {
        let app = ShopApp.make()
        for colleague in app.colleagues {
            for held in storedReferences(of: colleague) {
                #expect(
                    app.mediators.contains { $0 === held.object },
                    "\(type(of: colleague)).\(held.path) points at \(type(of: held.object)), which ShopApp.mediators does not list")
            }
        }
    }
}
