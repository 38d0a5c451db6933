import SplitMediatorKata

/// The README's rules as a model, written as plainly as the README: what every colleague of
/// every shop shows after any mix of actions, and who is alive once the program lets go.
/// Shops are named by the number the program gave them (`shop2`).
struct ShopModel {
    enum Held {
        case shop
        /// The program let go of the shop but kept one concern's two colleagues.
        case only(Concern)
        /// The program let go of the shop but kept one of its mediators, which mediates this
        /// concern (its colleague reports to it); `nil`: no colleague reports to it (the design
        /// checks' business), and so it may keep no colleague alive.
        case mediator(Concern?)
        case nothing
    }

    struct Shop {
        var volume = 5
        var isMuted = false
        var badge = "Signed out"
        /// What the cart's button must show: how many items, and their total price, of the
        /// list the cart mediator heard last.
        var itemCount = 0
        var total = 0
        /// What the cart list itself holds (given code): what its next change reports.
        var listCount = 0
        var listTotal = 0
        var held = Held.shop

        /// Rule 3: "Cart empty", or the total and count of what the cart holds now.
        var checkoutTitle: String {
            itemCount == 0 ? "Cart empty" : "Pay $\(total) for \(itemCount) item\(itemCount == 1 ? "" : "s")"
        }
        var checkoutEnabled: Bool { itemCount > 0 }
    }

    private(set) var shops: [Int: Shop] = [:]

    mutating func makeShop(_ number: Int) { shops[number] = Shop() }

    func shop(_ number: Int) -> Shop { shops[number] ?? Shop() }

    /// Rule 1: clamped to 0…10; muted exactly at 0.
    mutating func slide(shop: Int, to level: Int) {
        guard case .shop? = shops[shop]?.held else { return }
        let volume = min(max(level, 0), 10)
        shops[shop]?.volume = volume
        shops[shop]?.isMuted = volume == 0
    }

    /// Rule 2: any non-empty name signs in; the empty name shows "Signed out".
    mutating func submit(shop: Int, user: String) {
        guard case .shop? = shops[shop]?.held else { return }
        shops[shop]?.badge = user.isEmpty ? "Signed out" : "Signed in as \(user)"
    }

    mutating func logOut(shop: Int) {
        guard case .shop? = shops[shop]?.held else { return }
        shops[shop]?.badge = "Signed out"
    }

    /// The cart list keeps its items itself (given code); rule 3 is about the button.
    mutating func add(shop: Int, price: Int, times: Int = 1) {
        shops[shop]?.listCount += times
        shops[shop]?.listTotal += price * times
        show(shop: shop, count: shops[shop]?.listCount ?? 0, total: shops[shop]?.listTotal ?? 0)
    }

    mutating func removeAll(shop: Int) {
        shops[shop]?.listCount = 0
        shops[shop]?.listTotal = 0
        show(shop: shop, count: 0, total: 0)
    }

    /// Rule 3: the button shows the list it hears, however it got there.
    mutating func report(shop: Int, prices: [Int]) {
        show(shop: shop, count: prices.count, total: prices.reduce(0, +))
    }

    /// Rule 3 for a long list, told by its count and total (summed once by the program).
    mutating func report(shop: Int, count: Int, total: Int) { show(shop: shop, count: count, total: total) }

    private mutating func show(shop: Int, count: Int, total: Int) {
        shops[shop]?.itemCount = count
        shops[shop]?.total = total
    }

    mutating func release(shop: Int) { shops[shop]?.held = .nothing }
    mutating func keepOnly(_ concern: Concern, of shop: Int) { shops[shop]?.held = .only(concern) }
    mutating func keepMediator(of concern: Concern?, of shop: Int) { shops[shop]?.held = .mediator(concern) }

    /// Rule 5: a colleague lives while the program holds it; nothing else keeps one alive, but
    /// a mediator the program kept may keep its own concern's colleagues (nil: either is right).
    /// Rule 4: no mediator keeps another concern's colleagues.
    func isAlive(_ concern: Concern, of shop: Int) -> Bool? {
        switch shops[shop]?.held {
        case .shop?: true
        case .only(let kept)?: kept == concern
        case .mediator(let kept)?: kept == concern ? nil : false
        case .nothing?, nil: false
        }
    }

    /// Rule 5: the mediators live exactly as long as the app does (nil: the program kept one).
    func mediatorsAreAlive(shop: Int) -> Bool? {
        switch shops[shop]?.held {
        case .shop?: true
        case .mediator?: nil
        case .only?, .nothing?, nil: false
        }
    }
}

/// The three concerns; each has a reporting colleague and a showing one.
enum Concern: String, CaseIterable, Sendable {
    case audio, account, cart
}
