import KataTestSupport
import SplitMediatorKata
import Testing

/// The README's rules over generated sessions: up to three shops side by side, slides to any
/// level (negative, zero, past ten, back up after a mute), sign-ins with empty, blank and
/// unusual names, sign-ins without a sign-out and sign-outs without a sign-in, carts filled,
/// emptied and refilled with free and costly items — all concerns mixed in any order. A tiny
/// model (`ExpectedShop`) says what every colleague must show after each step. Do not edit.
@Suite struct RuleTests {
    @Test("Rules 1–4: after any mix of slides, sign-ins and cart changes, every colleague of every shop shows what the rules say")
    func everyColleagueFollowsTheRules() {
        checkRule(
            "rules 1–4: volume, badge and checkout follow their own concern only", reaching: Session.everything, generate: Session.generate,
            shrink: Session.smaller
        ) {
            $0.disagreement()
        }
    }

    @Test("Rule 1: any level is clamped to 0…10, 0 mutes and any other level unmutes, whatever came before")
    func volumeIsClampedAndMuteFollowsIt() {
        checkRule("rule 1: clamp to 0…10; muted exactly when the volume is 0", reaching: Session.volume, generate: { random, size in
            Session.generate(&random, size: size, only: .slide)
        }, shrink: Session.smaller) { $0.disagreement() }
    }

    @Test("Rule 2: the badge shows the latest sign-in by a non-empty name, or Signed out, whatever came before")
    func badgeFollowsTheLatestSignIn() {
        checkRule("rule 2: the badge follows the latest sign-in or log-out", reaching: Session.account, generate: { random, size in
            Session.generate(&random, size: size, only: .account)
        }, shrink: Session.smaller) { $0.disagreement() }
    }

    @Test("Rule 3: the checkout button shows the cart's total and count, whatever came before")
    func checkoutFollowsTheCart() {
        checkRule("rule 3: the checkout button follows the cart", reaching: Session.cart, generate: { random, size in
            Session.generate(&random, size: size, only: .cart)
        }, shrink: Session.smaller) { $0.disagreement() }
    }

    @Test("Rule 5: nothing leaks once the shops are gone, after any traffic")
    func nothingLeaksAfterTraffic() {
        checkRule(
            "rule 5: everything is released with the shop",
            reaching: ScenarioDimension.sizes("action", "actions") { $0.actions.count } + [ScenarioDimension("several shops") { $0.shops > 1 }],
            generate: Session.generate, shrink: Session.smaller
        ) { session in
            let leaked = survivors {
                let shops = (0..<session.shops).map { _ in ShopApp.make() }
                for action in session.actions { action.run(on: shops) }
                return shops.flatMap { shop -> [AnyObject] in
                    let colleagues: [AnyObject] = [shop.slider, shop.player, shop.form, shop.badge, shop.cart, shop.checkout]
                    return colleagues + shop.mediators
                }
            }
            return leaked.isEmpty ? nil : "still alive after the shops were released: \(leaked)"
        }
    }
}

/// One thing a user does in one shop.
struct Action: CustomStringConvertible {
    enum Kind {
        case slide(Int)
        case signIn(String)
        case logOut
        case add(name: String, price: Int)
        /// The same item added this many times in a row: more than any plausible cap.
        case addMany(name: String, price: Int, count: Int)
        case emptyCart
    }

    enum Concern { case slide, account, cart }

    var shop: Int
    var kind: Kind

    var description: String {
        let prefix = "shop \(shop + 1): "
        switch kind {
        case .slide(let level): return prefix + "slide to \(level)"
        case .signIn(let user): return prefix + "sign in as \(swiftLiteral(user))"
        case .logOut: return prefix + "log out"
        case .add(let name, let price): return prefix + "add \(name) ($\(price))"
        case .addMany(let name, let price, let count): return prefix + "add \(name) ($\(price)) \(count) times"
        case .emptyCart: return prefix + "empty the cart"
        }
    }

    func run(on shops: [ShopApp]) {
        let shop = shops[shop]
        switch kind {
        case .slide(let level): shop.slider.slide(to: level)
        case .signIn(let user): shop.form.submit(user: user)
        case .logOut: shop.form.logOut()
        case .add(let name, let price): shop.cart.add(CartItem(name: name, price: price))
        case .addMany(let name, let price, let count): for _ in 0..<count { shop.cart.add(CartItem(name: name, price: price)) }
        case .emptyCart: shop.cart.removeAll()
        }
    }

    static func generate(_ random: inout SeededRandom, shops: Int, only concern: Concern?) -> Action {
        let shop = random.int(in: 0...(shops - 1))
        switch concern ?? random.pick([.slide, .account, .cart]) {
        case .slide:
            return Action(shop: shop, kind: .slide(random.pick([random.int(in: -20...30), 0, 0, 10, 11, -1, 1, 5, Int.max, Int.min])))
        case .account:
            // One name in four is spelled in other Unicode scalars, so the others keep their share.
            let name = random.chance(25) ? random.pick(Session.precomposed + Session.decomposed) : random.pick(["Ada", "", "Zoë", "Bob", " ", "ada"])
            return Action(shop: shop, kind: random.chance(30) ? .logOut : .signIn(name))
        case .cart:
            return Action(
                shop: shop,
                kind: random.chance(20) ? .emptyCart : .add(name: random.pick(["Tea", "Cup", "Tea"]), price: random.pick([0, 1, 3, 12, 999, random.int(in: 0...500)])))
        }
    }
}

/// A generated session.
struct Session: CustomStringConvertible {
    var shops: Int
    var actions: [Action]

    var description: String {
        "\(shops) shop(s); " + (actions.isEmpty ? "nothing happens" : actions.map(\.description).joined(separator: "; "))
    }

    static func generate(_ random: inout SeededRandom, size: Int) -> Session {
        generate(&random, size: size, only: nil)
    }

    static func generate(_ random: inout SeededRandom, size: Int, only concern: Action.Concern?) -> Session {
        let shops = random.int(in: 1...3)
        var actions = random.array(size == 1 ? 1 : 2 * size) { Action.generate(&$0, shops: shops, only: concern) }
        // One session in twenty fills a cart past any plausible cap (rarely: it costs).
        if concern == nil || concern == .cart, !actions.isEmpty, random.chance(concern == .cart ? 5 : 3) {
            let kind = Action.Kind.addMany(name: "Tea", price: random.pick([0, 3]), count: 1_100)
            actions.insert(Action(shop: random.int(in: 0...(shops - 1)), kind: kind), at: random.int(in: 0...actions.count))
        }
        return Session(shops: shops, actions: actions)
    }

    var kinds: [Action.Kind] { actions.map(\.kind) }

    /// What the volume rule depends on, as the README lists it.
    static let volume: [ScenarioDimension<Session>] =
        ScenarioDimension.sizes("action", "actions") { $0.actions.count } + [
            ScenarioDimension("a negative level") { $0.kinds.contains { if case .slide(let level) = $0 { level < 0 } else { false } } },
            ScenarioDimension("a level past ten") { $0.kinds.contains { if case .slide(let level) = $0 { level > 10 } else { false } } },
            ScenarioDimension("Int.max and Int.min") { $0.kinds.contains { if case .slide(let level) = $0 { level == .max || level == .min } else { false } } },
            ScenarioDimension("sliding up after a mute") { session in
                let levels = session.kinds.compactMap { if case .slide(let level) = $0 { level } else { nil } }
                return zip(levels, levels.dropFirst()).contains { $0 <= 0 && $1 > 0 }
            },
        ]

    /// Names `==` calls equal pairwise, written with other Unicode scalars: ë and ö as one scalar
    /// or as a letter and a combining mark, Hangul syllables or their jamo, the Ångström sign or
    /// `Å` (NFC and NFD both rewrite the sign).
    static let precomposed = ["Zo\u{EB}", "\u{D55C}\u{AE00}", "\u{212B}ngstr\u{F6}m"]
    static let decomposed = ["Zoe\u{308}", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", "A\u{30A}ngstro\u{308}m"]

    /// What the badge rule depends on.
    static let account: [ScenarioDimension<Session>] =
        ScenarioDimension.sizes("action", "actions") { $0.actions.count } + [
            ScenarioDimension("the empty name") { $0.kinds.contains { if case .signIn("") = $0 { true } else { false } } },
            ScenarioDimension("a name of spaces") { $0.kinds.contains { if case .signIn(" ") = $0 { true } else { false } } },
            ScenarioDimension("names differing only in letter case") { session in
                let names = Set(session.kinds.compactMap { if case .signIn(let name) = $0 { name } else { nil } })
                return names.contains("Ada") && names.contains("ada")
            },
            ScenarioDimension("a sign-in without a log-out before it") { session in
                zip(session.kinds, session.kinds.dropFirst()).contains { if case .signIn = $0, case .signIn = $1 { true } else { false } }
            },
            ScenarioDimension("one name written with precomposed and with decomposed letters") { session in
                // By scalars: `==` (and a Set) would call each pair one name.
                let names = session.kinds.compactMap { if case .signIn(let name) = $0 { name } else { nil } }
                func used(_ spellings: [String]) -> Set<Int> {
                    Set(spellings.indices.filter { index in names.contains { sameScalars($0, spellings[index]) } })
                }
                return !used(precomposed).isDisjoint(with: used(decomposed))
            },
        ]

    /// What the checkout rule depends on.
    static let cart: [ScenarioDimension<Session>] =
        ScenarioDimension.sizes("action", "actions") { $0.actions.count } + [
            ScenarioDimension("two items sharing a name") { session in
                session.kinds.filter { if case .add("Tea", _) = $0 { true } else { false } }.count > 1
            },
            ScenarioDimension("free items") { $0.kinds.contains { if case .add(_, 0) = $0 { true } else { false } } },
            ScenarioDimension("a cart emptied and refilled") { session in
                var emptied = false
                return session.kinds.contains { kind in
                    if case .emptyCart = kind { emptied = true }
                    if case .add = kind { return emptied }
                    return false
                }
            },
            ScenarioDimension("more items than any plausible cap") { $0.kinds.contains { if case .addMany = $0 { true } else { false } } },
        ]

    /// All concerns mixed.
    static let everything: [ScenarioDimension<Session>] =
        volume + account.dropFirst(3) + cart.dropFirst(3) + [ScenarioDimension("several shops") { $0.shops > 1 }]

    static func smaller(_ session: Session) -> [Session] {
        // A long run of additions shrinks first, by halves: each candidate replays it whole.
        if let index = session.actions.firstIndex(where: { if case .addMany(_, _, let count) = $0.kind { count > 1 } else { false } }),
            case .addMany(let name, let price, let count) = session.actions[index].kind
        {
            var fewer = session
            fewer.actions[index].kind = .addMany(name: name, price: price, count: count / 2)
            return [fewer] + smallerArrays(session.actions).map { Session(shops: session.shops, actions: $0) }
        }
        return smallerArrays(session.actions).map { Session(shops: session.shops, actions: $0) }
    }

    func disagreement() -> String? {
        let shops = (0..<self.shops).map { _ in ShopApp.make() }
        var models = Array(repeating: ExpectedShop(), count: self.shops)
        for (index, action) in actions.enumerated() {
            action.run(on: shops)
            models[action.shop].run(action.kind)
            for (number, shop) in shops.enumerated() {
                let actual = ExpectedShop(
                    volume: shop.player.volume, isMuted: shop.player.isMuted, badge: shop.badge.text, checkoutTitle: shop.checkout.title,
                    checkoutEnabled: shop.checkout.isEnabled, items: shop.cart.items)
                if actual != models[number] {
                    return "after step \(index + 1) (\(action)), shop \(number + 1) shows \(actual), expected \(models[number])"
                }
                if !sameScalars(actual.badge, models[number].badge) {
                    return "after step \(index + 1) (\(action)), shop \(number + 1)'s badge shows \(swiftLiteral(actual.badge)), expected \(swiftLiteral(models[number].badge)): the name as given, the same Unicode scalars (Swift's == calls the two equal)"
                }
            }
        }
        return nil
    }
}

/// The rules as a model: what the four displaying colleagues show.
struct ExpectedShop: Equatable, CustomStringConvertible {
    var volume = 5
    var isMuted = false
    var badge = "Signed out"
    var checkoutTitle = "Cart empty"
    var checkoutEnabled = false
    var items: [CartItem] = []

    var description: String {
        "volume \(volume)\(isMuted ? " (muted)" : ""), badge \"\(badge)\", checkout \"\(checkoutTitle)\" \(checkoutEnabled ? "enabled" : "disabled")"
    }

    mutating func run(_ kind: Action.Kind) {
        switch kind {
        case .slide(let level):
            volume = min(max(level, 0), 10)
            isMuted = volume == 0
        case .signIn(let user): badge = user.isEmpty ? "Signed out" : "Signed in as \(user)"
        case .logOut: badge = "Signed out"
        case .add(let name, let price):
            items.append(CartItem(name: name, price: price))
            updateCheckout()
        case .addMany(let name, let price, let count):
            items += Array(repeating: CartItem(name: name, price: price), count: count)
            updateCheckout()
        case .emptyCart:
            items.removeAll()
            updateCheckout()
        }
    }

    private mutating func updateCheckout() {
        let total = items.reduce(0) { $0 + $1.price }
        checkoutEnabled = !items.isEmpty
        checkoutTitle = items.isEmpty ? "Cart empty" : "Pay $\(total) for \(items.count) item\(items.count == 1 ? "" : "s")"
    }
}
