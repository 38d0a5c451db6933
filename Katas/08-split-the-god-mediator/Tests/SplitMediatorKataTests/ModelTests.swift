import KataTestSupport
import SplitMediatorKata
import Testing

/// The net under the rule tests: random programs over the whole API (several shops side by
/// side, every concern's actions mixed in any order, levels, names and prices at the edges,
/// more than 1,100 items, shops let go of, one concern's colleagues kept on their own), each
/// step played against `ShopModel` and your code side by side, every colleague's state and
/// every object's life compared after every step. Do not edit.
@Suite struct ModelTests {
    @Test("Rules 1–5: any program over every concern of several shops agrees with the model of the README's rules after every step")
    func everyProgramAgreesWithTheModel() {
        var census = IncrementalCensus<ShopStep.Census>()
        checkPrograms(
            "rules 1–5: any program over slides, sign-ins, carts and releases", reaching: ShopStep.reaching, step: { census.next(&$0, $1, ShopStep.next) },
            simplify: ShopStep.simpler
        ) { steps in
            var program = ShopProgram()
            return program.run(steps)
        }
    }

    @Test(
        "Design check after traffic: after any program, no mediator touches colleagues of two concerns or keeps a closure, and every colleague reports to a listed mediator"
    )
    func theDesignHoldsAfterTraffic() {
        var census = IncrementalCensus<ShopStep.Census>()
        checkPrograms(
            "design after traffic: any program, then what each shop's objects hold", programs: 40, step: { census.next(&$0, $1, ShopStep.next) },
            simplify: ShopStep.simpler
        ) { steps in
            // Design only: the steps are played without comparing what the colleagues show (the
            // model test above judges behaviour), so a behaviour bug never fails a design check.
            var program = ShopProgram()
            program.play(steps)
            return program.designDivergence().map { (max(steps.count - 1, 0), $0) }
        }
    }
}

/// The README's words, quoted by a failure.
enum ShopRule {
    static let one =
        "Rule 1: the slider sets the player's volume, clamped to 0…10; the player is muted exactly when its volume is 0, so sliding up again unmutes it"
    static let two =
        "Rule 2: signing in shows \"Signed in as NAME\" for any non-empty name (a name of spaces is not empty), the name as given (the same Unicode scalars); an empty name shows \"Signed out\", even after someone else signed in; logging out shows \"Signed out\""
    static let three =
        "Rule 3: the checkout button shows \"Cart empty\" (disabled) or \"Pay $TOTAL for N item(s)\" (enabled), for the cart's current contents, however it got there"
    static let four = "Rule 4: nothing in one concern changes another; each shop is independent of the others"
    static let fourOwnership = "Rule 4: each mediator in mediators mediates one concern, and keeps no other concern's colleague alive"
    static let five = "Rule 5: once the app is gone, colleagues and mediators are released, whatever happened before"
}

/// Weak references to one shop's objects, to see who is alive.
struct WatchedShop {
    weak var slider: VolumeSlider?
    weak var player: MusicPlayer?
    weak var form: LoginForm?
    weak var badge: SessionBadge?
    weak var cart: CartList?
    weak var checkout: CheckoutButton?
    var mediators: [WeakObject]

    init(_ shop: ShopApp) {
        (slider, player, form, badge, cart, checkout) = (shop.slider, shop.player, shop.form, shop.badge, shop.cart, shop.checkout)
        mediators = shop.mediators.map { WeakObject(object: $0) }
    }

    func alive(_ concern: Concern) -> (reporter: Bool, shower: Bool) {
        switch concern {
        case .audio: (slider != nil, player != nil)
        case .account: (form != nil, badge != nil)
        case .cart: (cart != nil, checkout != nil)
        }
    }
}

struct WeakObject { weak var object: AnyObject? }

/// One program played against the model and the real shops side by side.
struct ShopProgram {
    private var model = ShopModel()
    private var shops: [Int: ShopApp] = [:]
    /// The two colleagues of the one concern a program kept of a shop.
    private var kept: [Int: [AnyObject]] = [:]
    private var watched: [Int: WatchedShop] = [:]
    /// Shops by number, in order (numbers may have gaps once a program is shrunk).
    private var numbers: [Int] = []

    /// The design checks on every shop the program still holds, after its traffic: a registry,
    /// a link or a closure an object takes on at its first report is as much a god mediator as
    /// one `make()` builds.
    func designDivergence() -> Divergence? {
        for number in numbers {
            guard let shop = shops[number] else { continue }
            for mediator in shop.mediators {
                let concerns = concernsReached(from: mediator, mediators: shop.mediators), closures = storedClosures(of: mediator)
                let reporters = concernsReporting(to: mediator, in: shop)
                guard concerns.count > 1 || !closures.isEmpty || reporters.count != 1 else { continue }
                return Divergence(
                    rule: ShopRule.fourOwnership,
                    yourCode: "after the program, shop\(number)'s \(type(of: mediator)) reaches the colleagues of \(concerns.isEmpty ? "no concern" : concerns.sorted().joined(separator: ", "))"
                        + ", hears the reports of \(reporters.isEmpty ? "no concern" : reporters.joined(separator: ", "))"
                        + (closures.isEmpty ? "" : " and keeps closures (\(closures.joined(separator: ", ")))"),
                    ruleSays: "one concern each, whose colleagues report to it, its colleagues themselves held, no closure")
            }
            for colleague in [shop.slider, shop.player, shop.form, shop.badge, shop.cart, shop.checkout] as [AnyObject] {
                for held in storedReferences(of: colleague) where !shop.mediators.contains(where: { $0 === held.object }) {
                    return Divergence(
                        rule: ShopRule.fourOwnership,
                        yourCode: "after the program, shop\(number)'s \(type(of: colleague)).\(held.path) points at \(type(of: held.object)), which ShopApp.mediators does not list",
                        ruleSays: "every colleague reports to one of the app's mediators")
                }
            }
        }
        return nil
    }

    /// Plays every step on both sides, comparing nothing: what the shops hold afterwards is
    /// what the design check looks at.
    mutating func play(_ steps: [ShopStep]) {
        for step in steps { _ = play(step) }
    }

    mutating func run(_ steps: [ShopStep]) -> (index: Int, divergence: Divergence)? {
        for (index, step) in steps.enumerated() {
            if case .run(let number, let run, let times) = step {
                if let divergence = play(run, times: times, on: number) { return (index, divergence) }
                continue
            }
            let acted = play(step)
            if let divergence = compare(acted: acted) { return (index, divergence) }
        }
        return nil
    }

    /// A long run on one shop, checked as it goes: that concern's display after every action
    /// (cheap), every shop and every life after action 17, 33 … 4,097 and the last.
    private mutating func play(_ run: ShopStep.LongRun, times: Int, on number: Int) -> Divergence? {
        guard let shop = shop(number) else { return nil }
        for n in 1...max(times, 1) {
            act(run, n, on: shop, number)
            let expected = model.shop(number)
            let stale =
                switch run.concern {
                case .audio: shop.player.volume != expected.volume || shop.player.isMuted != expected.isMuted
                case .account: !sameScalars(shop.badge.text, expected.badge)
                case .cart: shop.checkout.title != expected.checkoutTitle || shop.checkout.isEnabled != expected.checkoutEnabled
                }
            guard stale || ShopStep.isRollCall(after: n) || n == times, let divergence = compare(acted: run.concern) else { continue }
            return Divergence(rule: divergence.rule, yourCode: "after action #\(n) of the run, \(divergence.yourCode)", ruleSays: divergence.ruleSays)
        }
        return nil
    }

    /// Action `n` of a long run, on both sides.
    private mutating func act(_ run: ShopStep.LongRun, _ n: Int, on shop: ShopApp, _ number: Int) {
        switch run {
        case .slides:
            shop.slider.slide(to: ShopStep.LongRun.level(n))
            model.slide(shop: number, to: ShopStep.LongRun.level(n))
        case .signIns:
            shop.form.submit(user: ShopStep.LongRun.user(n))
            model.submit(shop: number, user: ShopStep.LongRun.user(n))
        case .adds:
            shop.cart.add(ShopStep.LongRun.item(n).cartItem)
            model.add(shop: number, price: ShopStep.LongRun.item(n).price)
        case .reports:
            guard let mediator = shop.cart.mediator else { return }
            let list = ShopStep.LongRun.list(n)
            mediator.cartChanged(items: list.map(\.cartItem))
            model.report(shop: number, prices: list.map(\.price))
        }
    }

    private func shop(_ number: Int) -> ShopApp? { shops[number] }

    /// Plays one step on both sides; returns the concern it acted on (for naming the rule).
    private mutating func play(_ step: ShopStep) -> Concern? {
        switch step {
        case .makeShop(let number):
            guard watched[number] == nil else { return nil }
            let shop = ShopApp.make()
            shops[number] = shop
            numbers.append(number)
            watched[number] = WatchedShop(shop)
            model.makeShop(number)
            return nil
        case .slide(let number, let level):
            guard let shop = shop(number) else { return nil }
            shop.slider.slide(to: level)
            model.slide(shop: number, to: level)
            return .audio
        case .submit(let number, let user):
            guard let shop = shop(number) else { return nil }
            shop.form.submit(user: user)
            model.submit(shop: number, user: user)
            return .account
        case .logOut(let number):
            guard let shop = shop(number) else { return nil }
            shop.form.logOut()
            model.logOut(shop: number)
            return .account
        case .add(let number, let item, let times):
            guard let shop = shop(number) else { return nil }
            for _ in 0..<times { shop.cart.add(item.cartItem) }
            model.add(shop: number, price: item.price, times: times)
            return .cart
        case .removeAll(let number):
            guard let shop = shop(number) else { return nil }
            shop.cart.removeAll()
            model.removeAll(shop: number)
            return .cart
        case .reportMany(let number, let item, let count):
            guard let shop = shop(number), let mediator = shop.cart.mediator else { return nil }
            mediator.cartChanged(items: Array(repeating: item.cartItem, count: count))
            model.report(shop: number, count: count, total: item.price * count)
            return .cart
        case .reportManyEdited(let number, let item, let count, let index, let other, let appended):
            guard let shop = shop(number), let mediator = shop.cart.mediator else { return nil }
            var list = Array(repeating: item.cartItem, count: count)
            list[index] = other.cartItem
            list.append(appended.cartItem)
            mediator.cartChanged(items: list)
            model.report(shop: number, count: count + 1, total: item.price * (count - 1) + other.price + appended.price)
            return .cart
        case .report(let number, let items):
            guard let shop = shop(number), let mediator = shop.cart.mediator else { return nil }
            mediator.cartChanged(items: items.map(\.cartItem))
            model.report(shop: number, prices: items.map(\.price))
            return .cart
        case .releaseShop(let number):
            guard shops[number] != nil || kept[number] != nil else { return nil }
            (shops[number], kept[number]) = (nil, nil)
            model.release(shop: number)
            return nil
        case .keepMediator(let number, let index):
            guard let shop = shop(number), shop.mediators.indices.contains(index) else { return nil }
            let mediator = shop.mediators[index]
            // The concern it mediates: whose colleague reports to it. A mediator of several
            // concerns is the design checks' business (the starter's god mediator starts green on
            // behaviour): the program keeps the shop then.
            let concerns = Concern.allCases.filter { concernsReporting(to: mediator, in: shop).contains($0.rawValue) }
            guard concerns.count <= 1 else { return nil }
            kept[number] = [mediator]
            shops[number] = nil
            // A mediator no colleague reports to mediates nothing: it may keep no colleague at all.
            model.keepMediator(of: concerns.first, of: number)
            return nil
        case .run(let number, let run, let times):
            guard let shop = shop(number) else { return nil }
            for n in 1...max(times, 1) { act(run, n, on: shop, number) }
            return run.concern
        case .keepOnly(let number, let concern):
            guard let shop = shop(number) else { return nil }
            kept[number] = switch concern {
            case .audio: [shop.slider, shop.player]
            case .account: [shop.form, shop.badge]
            case .cart: [shop.cart, shop.checkout]
            }
            shops[number] = nil
            model.keepOnly(concern, of: number)
            return nil
        }
    }

    private func compare(acted: Concern?) -> Divergence? {
        for number in numbers {
            guard let shop = shops[number] else { continue }
            let expected = model.shop(number)
            func rule(_ concern: Concern, _ own: String) -> String { acted == nil || acted == concern ? own : ShopRule.four }
            if shop.player.volume != expected.volume || shop.player.isMuted != expected.isMuted {
                return Divergence(
                    rule: rule(.audio, ShopRule.one), yourCode: "shop\(number).player has volume \(shop.player.volume), isMuted \(shop.player.isMuted)",
                    ruleSays: "volume \(expected.volume), isMuted \(expected.isMuted)")
            }
            if !sameScalars(shop.badge.text, expected.badge) {
                let respelt = shop.badge.text == expected.badge ? " (the same text to Swift's ==, other Unicode scalars: the name as given is shown as given)" : ""
                return Divergence(
                    rule: rule(.account, ShopRule.two), yourCode: "shop\(number).badge.text is \(swiftLiteral(shop.badge.text))", ruleSays: "\(swiftLiteral(expected.badge))\(respelt)")
            }
            if shop.checkout.title != expected.checkoutTitle || shop.checkout.isEnabled != expected.checkoutEnabled {
                return Divergence(
                    rule: rule(.cart, ShopRule.three),
                    yourCode: "shop\(number).checkout shows \"\(shop.checkout.title)\", isEnabled \(shop.checkout.isEnabled)",
                    ruleSays: "\"\(expected.checkoutTitle)\", isEnabled \(expected.checkoutEnabled)")
            }
        }
        for number in numbers {
            guard let watch = watched[number] else { continue }
            for concern in Concern.allCases {
                let alive = watch.alive(concern)
                guard let mustLive = model.isAlive(concern, of: number) else { continue }
                if alive.reporter != mustLive || alive.shower != mustLive {
                    let keptMediator: String? = if case .mediator(let kept)? = model.shops[number]?.held { kept.map { "of the \($0) concern" } ?? "that mediates no concern" } else { nil }
                    let keptAMediator = keptMediator != nil
                    return Divergence(
                        rule: keptAMediator ? ShopRule.fourOwnership : ShopRule.five, yourCode: "shop\(number)'s \(concern) colleagues are \(alive.reporter && alive.shower ? "alive" : alive.reporter || alive.shower ? "half alive" : "gone")",
                        ruleSays: mustLive
                            ? "they must be alive: the program holds them"
                            : keptAMediator ? "they must be freed: the program holds only a mediator \(keptMediator ?? "")" : "they must be freed: the program holds nothing that may keep them")
                }
            }
            if model.mediatorsAreAlive(shop: number) == false, watch.mediators.contains(where: { $0.object != nil }) {
                return Divergence(rule: ShopRule.five, yourCode: "a mediator of shop\(number) is still alive", ruleSays: "once the app is gone its mediators are freed")
            }
        }
        return nil
    }
}
