import KataTestSupport
import SplitMediatorKata
import Testing

/// Which concern a colleague belongs to, from its marker protocol.
func concern(of object: AnyObject) -> String? {
    switch object {
    case is AudioColleague: "audio"
    case is AccountColleague: "account"
    case is CartColleague: "cart"
    default: nil
    }
}

/// The concerns whose colleagues `mediator` reaches through what it stores: the colleagues it
/// holds, and those any other object it holds reaches in turn (a god object behind a thin
/// façade), but not through another of the app's `mediators`.
func concernsReached(from mediator: AnyObject, mediators: [AnyObject]) -> Set<String> {
    var concerns = Set<String>()
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(mediator)]
    var waiting: [AnyObject] = [mediator]
    while let next = waiting.popLast() {
        for held in storedReferences(of: next) {
            if let concern = concern(of: held.object) {
                concerns.insert(concern)
            } else if !mediators.contains(where: { $0 === held.object }), seen.insert(ObjectIdentifier(held.object)).inserted {
                waiting.append(held.object)
            }
        }
    }
    return concerns
}

/// The concerns whose reporting colleague (the slider, the form, the cart list) reports to
/// `mediator`: the reports it hears, which is what it mediates.
func concernsReporting(to mediator: AnyObject, in app: ShopApp) -> [String] {
    let reporters: [(concern: String, mediator: AnyObject?)] = [("audio", app.slider.mediator), ("account", app.form.mediator), ("cart", app.cart.mediator)]
    return reporters.filter { $0.mediator === mediator }.map(\.concern)
}

private extension ShopApp {
    var colleagues: [AnyObject] { [slider, player, form, badge, cart, checkout] }
}

/// The tests for kata 08. Do not edit them. The behaviour tests pass from the start; keep
/// them passing while you split the mediator.
@Suite struct SplitMediatorKataTests {
    @Test("The slider sets the volume, clamped to 0…10; volume 0 mutes the player")
    func theSliderSetsTheVolumeWithinRange() {
        let app = ShopApp.make()
        app.slider.slide(to: 7)
        #expect(app.player.volume == 7 && !app.player.isMuted, "sliding to 7 sets volume 7 and unmutes")
        app.slider.slide(to: 42)
        #expect(app.player.volume == 10, "sliding to 42 clamps the volume to 10")
        app.slider.slide(to: -3)
        #expect(app.player.volume == 0 && app.player.isMuted, "zero volume mutes the player")
    }

    @Test("Signing in shows the name, an empty name leaves Signed out, logging out shows Signed out")
    func signingInAndOutUpdatesTheBadge() {
        let app = ShopApp.make()
        app.form.submit(user: "d'Artagnan")
        #expect(app.badge.text == "Signed in as d'Artagnan", "signing in as d'Artagnan shows \"Signed in as d'Artagnan\"")
        app.form.logOut()
        #expect(app.badge.text == "Signed out", "logging out shows \"Signed out\"")
        app.form.submit(user: "")
        #expect(app.badge.text == "Signed out", "an empty user name does not sign in")
        // Two long names alike in their first 5,000 characters: the latest shows, whole.
        let start = String(repeating: "a", count: 5_000)
        app.form.submit(user: start + "lice")
        app.form.submit(user: start + "bby")
        #expect(app.badge.text == "Signed in as " + start + "bby", "two names of 5,000 characters and more, alike but their ends: the latest shows, whole")
    }

    @Test("The checkout button shows Cart empty (disabled) or the total and count (enabled)")
    func theCartDrivesTheCheckoutButton() {
        let app = ShopApp.make()
        #expect(app.checkout.title == "Cart empty" && !app.checkout.isEnabled, "an empty cart shows Cart empty, disabled")
        app.cart.add(CartItem(name: "Sword", price: 30))
        #expect(app.checkout.title == "Pay $30 for 1 item" && app.checkout.isEnabled, "one item of $30 shows Pay $30 for 1 item, enabled")
        app.cart.add(CartItem(name: "Hat", price: 12))
        #expect(app.checkout.title == "Pay $42 for 2 items", "a $30 sword and a $12 hat show \"Pay $42 for 2 items\"")
        // Straight to the mediator: one item longer, the same first item, another in the middle.
        app.cart.mediator?.cartChanged(items: [CartItem(name: "Sword", price: 30), CartItem(name: "Cloak", price: 7), CartItem(name: "Boots", price: 5)])
        #expect(app.checkout.title == "Pay $42 for 3 items", "then [Sword $30, Cloak $7, Boots $5] reported straight to the mediator: \"Pay $42 for 3 items\" (the list as it is, not the last total plus one item)")
        // Whole dollars, every digit: past 2⁵³ a Double sum loses the last one.
        app.cart.mediator?.cartChanged(items: [CartItem(name: "Castle", price: 1 << 53), CartItem(name: "Key", price: 1)])
        #expect(app.checkout.title == "Pay $9007199254740993 for 2 items", "a $9,007,199,254,740,992 castle and a $1 key: \(app.checkout.title)")
        // One item at $1, then one at $4,294,967,297 (2³² + 1): a sum kept in 32 bits sees no change.
        app.cart.mediator?.cartChanged(items: [CartItem(name: "Book", price: 1)])
        app.cart.mediator?.cartChanged(items: [CartItem(name: "Book", price: (1 << 32) + 1)])
        #expect(app.checkout.title == "Pay $4294967297 for 1 item", "a $1 book, then a $4,294,967,297 one: \(app.checkout.title)")
        app.cart.removeAll()
        #expect(app.checkout.title == "Cart empty" && !app.checkout.isEnabled, "emptying the cart shows Cart empty, disabled, again")
    }

    /// A count kept in a `UInt16` (or capped at a round number) shows only past it: a list of
    /// 65,537 items reported straight to the cart's mediator.
    @Test("The checkout button counts every item past every round number: 65,537 items reported at once")
    func theCountHoldsPastEveryRoundNumber() throws {
        let app = ShopApp.make()
        let mediator = try #require(app.cart.mediator, "the cart should report to a mediator")
        let count = FloodSize.pastCommonCaps
        mediator.cartChanged(items: (0..<count).map { CartItem(name: "Coin \($0)", price: $0 % 3) })
        let total = (0..<count).reduce(0) { $0 + $1 % 3 }
        #expect(app.checkout.title == "Pay $\(total) for \(count) items", "\(count) items (prices 0, 1, 2 in turn) reported at once")
        // The same count again, every price doubled: a list is shown as it is, never skipped as "the same".
        mediator.cartChanged(items: (0..<count).map { CartItem(name: "Coin \($0)", price: 2 * ($0 % 3)) })
        #expect(
            app.checkout.title == "Pay $\(2 * total) for \(count) items",
            "then \(count) items again, each at twice its price: the button shows the new total, \(2 * total)")
        // And once more with only the second item dearer: first, middle and last alike, every
        // item counts (a title remembered by a sample of the list would stay).
        mediator.cartChanged(items: (0..<count).map { CartItem(name: "Coin \($0)", price: 2 * ($0 % 3) + ($0 == 1 ? 99 : 0)) })
        #expect(
            app.checkout.title == "Pay $\(2 * total + 99) for \(count) items",
            "then the same list with only the second item $99 dearer: the button should show $\(2 * total + 99) but shows \(app.checkout.title)")
    }

    @Test("Concerns do not disturb each other")
    func concernsDoNotDisturbEachOther() {
        let app = ShopApp.make()
        app.cart.add(CartItem(name: "Cloak", price: 5))
        app.form.submit(user: "Athos")
        #expect(app.player.volume == 5 && !app.player.isMuted, "the volume stays 5 and unmuted whatever the other concerns do")
        #expect(app.checkout.title == "Pay $5 for 1 item", "signing in leaves the cart as it was: \"Pay $5 for 1 item\"")
        app.slider.slide(to: 0)
        app.form.logOut()
        #expect(app.checkout.title == "Pay $5 for 1 item" && app.cart.items.count == 1, "muting or logging out leaves the cart alone")
        #expect(app.player.volume == 0 && app.player.isMuted, "logging out leaves the player alone")
    }

    @Test("Colleagues act only through their mediators: without them nothing changes")
    func withoutTheMediatorsNothingChanges() {
        let colleagues: (VolumeSlider, MusicPlayer, LoginForm, SessionBadge) = {
            let app = ShopApp.make()
            return (app.slider, app.player, app.form, app.badge)
        }()
        colleagues.0.slide(to: 9)
        colleagues.2.submit(user: "Porthos")
        #expect(colleagues.1.volume == 5 && colleagues.3.text == "Signed out", "a colleague reached another with its mediator gone")
    }

    @Test("Nothing leaks once the app is gone")
    func nothingLeaks() {
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
            let concerns = concernsReached(from: mediator, mediators: app.mediators)
            #expect(
                concerns.count <= 1,
                "\(type(of: mediator)) touches \(concerns.sorted().joined(separator: ", ")) (itself, or through an object it holds); give each concern its own mediator")
            // What it answers to counts too: one that takes every concern's reports and passes them
            // on to focused mediators is the god mediator again, by delegation.
            // A closure hides whom it reaches from this check, as a god object behind thin ports
            // that only forward to it would: a mediator holds its colleagues themselves.
            let closures = storedClosures(of: mediator)
            #expect(
                closures.isEmpty,
                "\(type(of: mediator)) keeps a closure (\(closures.joined(separator: ", "))): which concerns it reaches, no check can see; hold the colleagues themselves (weakly or strongly)")
            // Whose reports it hears is what it mediates: the colleagues of one concern each. (Which
            // protocols its type conforms to is its own business: one type made once per concern,
            // each instance hearing one concern, is three mediators.) And an object no colleague
            // reports to mediates no concern: it has no place in mediators.
            let reporters = concernsReporting(to: mediator, in: app)
            #expect(
                reporters.count <= 1,
                "\(type(of: mediator)) hears the reports of \(reporters.joined(separator: ", ")) (their colleagues report to it); give each concern its own mediator")
            #expect(
                !reporters.isEmpty,
                "\(type(of: mediator)) is listed in mediators, but no colleague reports to it: it mediates no concern (rule 4: each mediator in mediators mediates one concern)")
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

    @Test("Design check: one concern's mediator keeps none of the other concerns' colleagues alive")
    func oneMediatorKeepsOnlyItsOwnConcern() throws {
        let reporters: [(concern: String, mediator: (ShopApp) -> AnyObject?)] = [
            ("audio", { $0.slider.mediator }), ("account", { $0.form.mediator }), ("cart", { $0.cart.mediator }),
        ]
        for (kept, mediatorOf) in reporters {
            var others: [WeakColleague] = []
            let mediator: AnyObject? = {
                let app = ShopApp.make()
                others = app.colleagues.filter { concern(of: $0) != kept }.map(WeakColleague.init)
                return mediatorOf(app)
            }()
            try #require(mediator != nil, "the \(kept) colleague should report to a mediator")
            withExtendedLifetime(mediator) {
                let alive = others.compactMap(\.object).map { "\(type(of: $0))" }
                #expect(
                    alive.isEmpty,
                    "keeping the \(kept) mediator keeps \(alive.joined(separator: ", ")) alive: something it holds reaches other concerns")
            }
        }
        // Every mediator the app lists, kept alone, not only the ones colleagues report to: a
        // root that holds the three focused mediators (or the colleagues, however deep) is a
        // god mediator again.
        for index in ShopApp.make().mediators.indices {
            var colleagues: [WeakColleague] = []
            let mediator: AnyObject? = {
                let app = ShopApp.make()
                colleagues = app.colleagues.map(WeakColleague.init)
                return app.mediators.indices.contains(index) ? app.mediators[index] : nil
            }()
            withExtendedLifetime(mediator) {
                let alive = colleagues.compactMap(\.object)
                let concerns = Set(alive.compactMap(concern(of:)))
                #expect(
                    concerns.count <= 1,
                    """
                    keeping mediators[\(index)] (\(mediator.map { "\(type(of: $0))" } ?? "nothing")) alone keeps colleagues of \
                    \(concerns.sorted().joined(separator: ", ")) alive (\(alive.map { "\(type(of: $0))" }.joined(separator: ", "))): \
                    each mediator in mediators mediates one concern and keeps no other concern's colleague alive
                    """)
            }
        }
    }

    /// A path a mediator takes only past some size (a list one item longer taken as an append,
    /// a list of the same length taken as the same list, a total kept from the last report)
    /// shows only past it, wherever it starts. So: one cart of 300,002 items (well past
    /// 2¹⁷ = 131,072), built once, reported straight to the mediator, then changed in place,
    /// then one item longer with an earlier item changed, then one shorter at the front; each
    /// total kept as the list changes, no list summed twice.
    @Test("Rule 3 past 2¹⁷: 300,002 items at equal prices reported at once, then one changed in place to a price past 2⁵³, then one longer with an earlier item changed, then one shorter at the front: the button shows each list as it is, every digit")
    func theButtonShowsEveryListPastTwoToTheSeventeenth() throws {
        let app = ShopApp.make()
        let mediator = try #require(app.cart.mediator, "the cart should report to a mediator")
        let count = 300_002
        let names = ["Coin", "Gem", "Pebble"]
        // Free items and equal prices in turn: 0, 1, 2, 0, 1, 2 …
        var list = (0..<count).map { CartItem(name: names[$0 % 3], price: $0 % 3) }
        var total = (count / 3) * 3 + (count % 3 == 2 ? 1 : 0)
        mediator.cartChanged(items: list)
        #expect(app.checkout.title == "Pay $\(total) for \(count) items", "\(count) items at $0, $1, $2 in turn reported at once: \(app.checkout.title)")
        // The same length, one item in the middle changed in place to a price past 2⁵³: not the
        // same list, and every digit of the total counts, at any size.
        total += (1 << 53) + 1 - list[count / 2].price
        list[count / 2] = CartItem(name: "Crown", price: (1 << 53) + 1)
        mediator.cartChanged(items: list)
        #expect(
            app.checkout.title == "Pay $\(total) for \(count) items",
            "then the same \(count) items with the middle one changed in place to $9,007,199,254,740,993 (past 2⁵³): the button should show $\(total), every digit, but shows \(app.checkout.title)")
        // One item longer, at the price the last one has, and the second item changed: not an append.
        list[1] = CartItem(name: "Ring", price: list[1].price + 5)
        list.append(CartItem(name: "Coin", price: list[count - 1].price))
        total += 5 + list[count - 1].price
        mediator.cartChanged(items: list)
        #expect(
            app.checkout.title == "Pay $\(total) for \(count + 1) items",
            "then \(count + 1) items, the second $5 dearer and one appended at the last one's price (one item longer is not an append): the button shows $\(total), not \(app.checkout.title)")
        // One item shorter, at the front (a free one; the last is not): not the last one dropped.
        total -= list.removeFirst().price
        mediator.cartChanged(items: list)
        #expect(
            app.checkout.title == "Pay $\(total) for \(count) items",
            "then the first item removed (one item shorter is not the last one dropped): the button shows $\(total) for \(count), not \(app.checkout.title)")
    }

    /// A display that goes stale only after N actions on one shop, which programs of a few
    /// actions of each kind per shop never reach: the model after long runs. Last of all: it
    /// costs more, and a mutant's run stops at its first failing test.
    @Test(
        "Rules 1–5 after long runs: 4,097 to 4,400 slides, sign-ins and reported lists and 1,025 to 1,100 adds in a row on one shop, each checked, then any program agrees with the model after every step"
    )
    func everyProgramAfterLongRunsAgreesWithTheModel() {
        var census = IncrementalCensus<ShopStep.Census>()
        checkPrograms(
            "rules 1–5 after long runs: thousands of each action on one shop, then any program", programs: 4, lengths: 40...150, shrinkBudget: 40,
            reaching: ShopStep.reachingAfterLongRuns, step: { census.next(&$0, $1, ShopStep.nextAfterLongRuns) }, simplify: ShopStep.simpler
        ) { steps in
            var program = ShopProgram()
            return program.run(steps)
        }
    }
}

/// Watches a colleague without keeping it alive.
private final class WeakColleague {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
