import KataTestSupport
import SplitMediatorKata

/// One operation of a generated program over the whole API: make shops, slide, sign in, log
/// out, add to and empty the cart, let go of a shop or keep only one concern's colleagues. Each
/// shop gets a number when it is made (`shop2`) and steps name it by that number; a step about a
/// shop the program never made or no longer holds is skipped, so removing steps (shrinking)
/// keeps a program meaningful.
enum ShopStep: ProgramStep, CustomStringConvertible {
    case makeShop(Int)
    case slide(shop: Int, Int)
    case submit(shop: Int, String)
    case logOut(shop: Int)
    case add(shop: Int, Item, times: Int)
    case removeAll(shop: Int)
    /// The cart mediator hears a list of items straight from a colleague (`cartChanged(items:)`),
    /// not built up one `add` at a time: the button must show what the list holds.
    case report(shop: Int, [Item])
    /// One list of `count` equal items reported at once: more than any plausible cap, cheaply.
    case reportMany(shop: Int, Item, count: Int)
    /// Right after such a list, that list edited: the item at `at` replaced by another of
    /// another price, and one item appended (a big list one item longer is not an append).
    case reportManyEdited(shop: Int, Item, count: Int, at: Int, to: Item, appended: Item)
    case releaseShop(Int)
    case keepOnly(shop: Int, Concern)
    /// The program lets go of the shop but keeps `mediators[index]`.
    case keepMediator(shop: Int, index: Int)
    /// A long run of one action on one shop, `times` in a row, each with another value (see
    /// ``LongRun``): a display that goes stale only after N actions (a history kept for an
    /// undo or a switcher, trimmed at the wrong end) shows.
    case run(shop: Int, LongRun, times: Int)

    /// The actions a long run repeats; call `n` (from 1) takes the value written in `swift`.
    enum LongRun: CaseIterable {
        /// Levels −1…11 in turn, 13 apart (0 mutes, 11 and −1 are clamped): no two in a row equal.
        case slides
        /// Names `user1`, `user2` …, every seventh the empty name (Signed out).
        case signIns
        /// Items `item1`, `item2` … at prices 0…4 in turn, added one at a time (each add reports
        /// the whole list: past 1,024 only, the run costs the square of its length).
        case adds
        /// Small lists (0 to 3 items at one price, 0…4) reported straight to the cart mediator: no two in a row equal.
        case reports

        /// How many actions in a row: past every power of two up to 4,096 (adds, up to 1,024).
        var lengths: ClosedRange<Int> { self == .adds ? FloodSize.pastAThousand : ShopStep.pastFourThousandActions }

        var concern: Concern {
            switch self {
            case .slides: .audio
            case .signIns: .account
            case .adds, .reports: .cart
            }
        }

        static func level(_ n: Int) -> Int { n * 7 % 13 - 1 }
        static func user(_ n: Int) -> String { n % 7 == 0 ? "" : "user\(n)" }
        static func item(_ n: Int) -> Item { Item(name: "item\(n)", price: n % 5) }
        static func list(_ n: Int) -> [Item] { Array(repeating: Item(name: "Tea", price: n % 5), count: n % 4) }

        /// Call `n` as Swift, `n` being the loop's variable.
        var swift: String {
            switch self {
            case .slides: "slider.slide(to: n * 7 % 13 - 1)"
            case .signIns: "form.submit(user: n % 7 == 0 ? \"\" : \"user\\(n)\")"
            case .adds: "cart.add(CartItem(name: \"item\\(n)\", price: n % 5))"
            case .reports: "cart.mediator!.cartChanged(items: Array(repeating: CartItem(name: \"Tea\", price: n % 5), count: n % 4))"
            }
        }
    }

    /// Actions in a row on one shop, past every power of two up to 4,096.
    static let pastFourThousandActions = 4_097...4_400

    /// Whether a long run compares every shop after `n` actions: past every power of two from
    /// 16 (17, 33 … 4,097).
    static func isRollCall(after n: Int) -> Bool { n > 16 && (n - 1).nonzeroBitCount == 1 }

    var calls: Int {
        switch self {
        case .add(_, _, let times), .run(_, _, let times): times
        case .reportMany(_, _, let count), .reportManyEdited(_, _, let count, _, _, _): count
        default: 1
        }
    }

    var swiftLine: String {
        switch self {
        case .makeShop(let shop): "var shop\(shop): ShopApp? = ShopApp.make()"
        case .slide(let shop, let level): "shop\(shop)!.slider.slide(to: \(level == .max ? "Int.max" : level == .min ? "Int.min" : "\(level)"))"
        case .submit(let shop, let user): "shop\(shop)!.form.submit(user: \(swiftExpression(user)))"
        case .logOut(let shop): "shop\(shop)!.form.logOut()"
        case .add(let shop, let item, let times):
            times == 1
                ? "shop\(shop)!.cart.add(CartItem(name: \(swiftExpression(item.name)), price: \(item.price)))"
                : "for _ in 0..<\(times) { shop\(shop)!.cart.add(CartItem(name: \(swiftExpression(item.name)), price: \(item.price))) }"
        case .removeAll(let shop): "shop\(shop)!.cart.removeAll()"
        case .reportMany(let shop, let item, let count):
            "shop\(shop)!.cart.mediator!.cartChanged(items: Array(repeating: CartItem(name: \(swiftExpression(item.name)), price: \(item.price)), count: \(count)))"
        case .reportManyEdited(let shop, let item, let count, let index, let other, let appended):
            "do { var list = Array(repeating: \(cartItem(item)), count: \(count)); list[\(index)] = \(cartItem(other)); list.append(\(cartItem(appended))); shop\(shop)!.cart.mediator!.cartChanged(items: list) }"
        case .report(let shop, let items):
            "shop\(shop)!.cart.mediator!.cartChanged(items: [\(items.map { "CartItem(name: \(swiftExpression($0.name)), price: \($0.price))" }.joined(separator: ", "))])"
        case .releaseShop(let shop): "shop\(shop) = nil  // the test lets go of the shop"
        case .keepMediator(let shop, let index):
            "var kept\(shop): [AnyObject]? = [shop\(shop)!.mediators[\(index)]]; shop\(shop) = nil  // keeps only this mediator"
        case .keepOnly(let shop, let concern):
            "var kept\(shop): [AnyObject]? = [\(concern.colleagues.map { "shop\(shop)!.\($0)" }.joined(separator: ", "))]; shop\(shop) = nil  // keeps only these"
        case .run(let shop, let run, let times): "for n in 1...\(times) { shop\(shop)!.\(run.swift) }"
        }
    }

    /// The step as the program has it at that point, so the lines paste into a test as they
    /// are: a step about a shop never made or already let go (which the model skips) is a
    /// comment, and letting go of a shop also lets go of what was kept of it.
    func swiftLine(after earlier: [ShopStep]) -> String {
        var made = Set<Int>(), held = Set<Int>(), kept = Set<Int>()
        for step in earlier {
            switch step {
            case .makeShop(let shop) where !made.contains(shop): (made, held) = (made.union([shop]), held.union([shop]))
            case .keepOnly(let shop, _) where held.contains(shop), .keepMediator(let shop, _) where held.contains(shop):
                (held, kept) = (held.subtracting([shop]), kept.union([shop]))
            case .releaseShop(let shop): (held, kept) = (held.subtracting([shop]), kept.subtracting([shop]))
            default: break
            }
        }
        let skipped = "// skipped: the program no longer holds this shop"
        switch self {
        case .makeShop(let shop): return made.contains(shop) ? "// skipped: shop\(shop) was made already" : swiftLine
        case .releaseShop(let shop):
            switch (held.contains(shop), kept.contains(shop)) {
            case (true, _): return swiftLine
            case (false, true): return "kept\(shop) = nil  // the test lets go of what it kept"
            case (false, false): return skipped
            }
        case .slide(let shop, _), .submit(let shop, _), .logOut(let shop), .add(let shop, _, _), .removeAll(let shop), .report(let shop, _),
            .reportMany(let shop, _, _), .reportManyEdited(let shop, _, _, _, _, _), .keepOnly(let shop, _), .keepMediator(let shop, _), .run(let shop, _, _):
            return held.contains(shop) ? swiftLine : skipped
        }
    }

    var description: String { swiftLine }

    /// Levels, names and prices biased to the edges.
    static let levels = [Int.min, -1, 0, 1, 5, 9, 10, 11, Int.max, 4_294_967_301, 1 << 40, -(1 << 32) + 3]
    /// Line endings and tabs around a name are part of it (trimmed, it would show another); a
    /// format specifier (`%d`) or a NUL is text like any other; a letter precomposed or
    /// decomposed (`Zoë` both ways, Hangul syllables and their jamo, the Ångström sign and `Å`)
    /// is shown as given.
    static let users = [
        "", " ", "Ann", "ann", "Zoë", "李", "\t", "\nAnn", "Ann\n", "Ann\r\n", "\tAnn", "\n", "\r\n", String(repeating: "name ", count: 200),
        "100%d", "a%@b", "\0ada", "\0",
        // Spaces and invisible characters other than ASCII's are part of a name too; names past 4,096 and 8,192 characters.
        "\u{00A0}", "\u{3000}Ann", "Ann\u{200B}", "\u{FEFF}", String(repeating: "ab", count: 2_600), String(repeating: "ab", count: 4_097),
        // One name, other Unicode scalars (`==` calls each group equal): shown as given, never normalised.
        "Zoe\u{308}", "\u{D55C}\u{AE00}", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", "\u{212B}ngstr\u{F6}m", "A\u{30A}ngstro\u{308}m",
    ]
    static let items = [
        Item(name: "Tea", price: 3), Item(name: "tea", price: 3), Item(name: "Tea", price: 0), Item(name: "", price: 1),
        Item(name: "Sofa", price: 1_000_000), Item(name: "Ünïcode ☕️", price: 7),
    ]

    /// A cart item as a step carries it (`CartItem` is not `Sendable`).
    struct Item: Equatable {
        let name: String
        let price: Int
        var cartItem: CartItem { CartItem(name: name, price: price) }
    }

    /// How many shops a program has made so far.
    struct Census: ProgramCensus {
        var shops = 0
        var steps = 0
        /// Shops the program let go of (wholly or but for some of their objects).
        var letGo: Set<Int> = []
        /// The step counted last.
        var last: ShopStep?
        /// The long runs played so far.
        var runs: [LongRun] = []

        mutating func count(_ step: ShopStep) {
            steps += 1
            last = step
            switch step {
            case .makeShop: shops += 1
            case .releaseShop(let shop), .keepOnly(let shop, _), .keepMediator(let shop, _): letGo.insert(shop)
            case .run(_, let run, _): runs.append(run)
            default: break
            }
        }
    }

    static func next(_ random: inout SeededRandom, census: Census) -> ShopStep {
        let shops = census.shops
        if shops == 0 || (shops < 4 && random.chance(5)) { return .makeShop(shops) }
        // In some long programs: more items than any plausible cap, priced, in a shop still held.
        if census.steps == 150, let shop = (0..<shops).filter({ !census.letGo.contains($0) }).randomElement(using: &random), random.chance(35) {
            return .add(shop: shop, Item(name: "Tea", price: 3), times: 1_100)
        }
        // Then one item priced past 2⁵³: in a big cart every digit of the total counts too.
        if case .add(let shop, _, 1_100)? = census.last { return .add(shop: shop, Item(name: "Yacht", price: 9_007_199_254_740_993), times: 1) }
        // Right after a list reported straight, now and then that list edited: an item before its
        // last changed, one appended (a running total that trusts the old list's tail shows).
        if case .report(let shop, let list)? = census.last, random.chance(40) { return .report(shop: shop, edited(list, &random)) }
        // And so for a list of thousands (past 65,536 now and then): an item changed, one appended.
        if case .reportMany(let shop, let item, let count)? = census.last, random.chance(40) {
            let index = random.pick([0, count / 2, count - 1, random.int(in: 0...(count - 1))])
            return .reportManyEdited(
                shop: shop, item, count: count, at: index, to: random.pick(items.filter { $0.price != item.price }), appended: random.pick(items))
        }
        let shop = random.int(in: 0...(shops - 1))
        switch random.int(in: 1...100) {
        case 1...20: return .slide(shop: shop, random.pick(levels))
        // One name in four drawn from all of Unicode (``WildText``): shown as given, whatever it holds.
        case 21...38: return .submit(shop: shop, random.chance(25) ? WildText.draw(&random) : random.pick(users))
        case 39...48: return .logOut(shop: shop)
        case 49...77: return .add(shop: shop, random.pick(items), times: 1)
        case 78...80:
            // 1,000 to 128,000 items: one list in seven past 65,536.
            if random.chance(15) { return .reportMany(shop: shop, random.pick(items), count: FloodSize.draw(&random, doublings: FloodSize.doublings + 1)) }
            return .report(shop: shop, random.array(random.int(in: 0...4)) { $0.pick(items) })
        case 81...94: return .removeAll(shop: shop)
        case 95...96: return .keepOnly(shop: shop, random.pick(Concern.allCases))
        // Past the three focused mediators too: a fourth one listed (a root over the others) is kept alone as well.
        case 97: return .keepMediator(shop: shop, index: random.int(in: 0...4))
        default: return .releaseShop(shop)
        }
    }

    /// The steps of a program after long runs: two shops, then on the first a long run of each
    /// action (slides, sign-ins, lists reported: 4,097 to 4,400 each; adds: 1,025 to 1,100), in any order, then
    /// any program (a display gone stale after N actions meets every rule).
    static func nextAfterLongRuns(_ random: inout SeededRandom, census: Census) -> ShopStep {
        switch census.steps {
        case 0, 1: return .makeShop(census.steps)
        case 2...5:
            // All four runs, in any order.
            let left = LongRun.allCases.filter { !census.runs.contains($0) }
            let run = left.isEmpty ? random.pick(LongRun.allCases) : random.pick(left)
            return .run(shop: 0, run, times: random.int(in: run.lengths))
        default: return next(&random, census: census)
        }
    }

    /// A list like `list`: one item before its last (any, if it has one only) replaced by
    /// another, then one appended.
    static func edited(_ list: [Item], _ random: inout SeededRandom) -> [Item] {
        var edited = list
        if !edited.isEmpty { edited[random.int(in: 0...max(edited.count - 2, 0))] = random.pick(items) }
        return edited + [random.pick(items)]
    }

    /// What programs must reach for the model test to mean anything; `kata verify` counts them.
    static let reaching: [ScenarioDimension<[ShopStep]>] = [
        ScenarioDimension("several shops") { $0.filter { if case .makeShop = $0 { true } else { false } }.count > 1 },
        ScenarioDimension("more items than any plausible cap (1,100)") { $0.contains { if case .add(_, _, let times) = $0 { times >= 1_100 } else { false } } },
        ScenarioDimension("a list reported straight to the cart mediator") { $0.contains { if case .report = $0 { true } else { false } } },
        ScenarioDimension("a reported list longer than any plausible cap (1,000 to 128,000)") {
            $0.contains { if case .reportMany = $0 { true } else { false } }
        },
        ScenarioDimension("a list past 65,536 items reported, then edited (an item changed, one appended)") {
            $0.contains { if case .reportManyEdited(_, _, let count, _, _, _) = $0 { count > 65_536 } else { false } }
        },
        ScenarioDimension("a mediator kept alone") { $0.contains { if case .keepMediator = $0 { true } else { false } } },
        ScenarioDimension("one concern's colleagues kept alone") { $0.contains { if case .keepOnly = $0 { true } else { false } } },
        ScenarioDimension("a level past ten, Int.max and Int.min") { $0.contains { if case .slide(_, let level) = $0 { level == .min || level == .max } else { false } } },
    ]

    /// What the programs after long runs must reach.
    static let reachingAfterLongRuns: [ScenarioDimension<[ShopStep]>] = [
        ScenarioDimension("4,097 to 4,400 slides, sign-ins and reported lists in a row on one shop, each, and 1,025 to 1,100 adds") { steps in
            Set(steps.compactMap { if case .run(_, let run, let times) = $0, times > (run == .adds ? 1_024 : 4_096) { run } else { nil } }).count == LongRun.allCases.count
        }
    ]

    static func simpler(_ step: ShopStep) -> [ShopStep] {
        switch step {
        case .add(let shop, let item, let times) where times > 1: [.add(shop: shop, item, times: 1), .add(shop: shop, item, times: times / 2)]
        case .submit(let shop, let user) where user != "Ann": [.submit(shop: shop, "Ann")]
        case .report(let shop, let items) where !items.isEmpty: smallerArrays(items).map { .report(shop: shop, $0) }
        case .reportMany(let shop, let item, let count) where count > 1:
            [.report(shop: shop, [item]), .reportMany(shop: shop, item, count: count / 2)]
        case .run(let shop, let run, let times) where times > 1: [times / 2, times * 3 / 4, times * 7 / 8].map { .run(shop: shop, run, times: $0) }
        default: []
        }
    }
}

private func cartItem(_ item: ShopStep.Item) -> String { "CartItem(name: \(swiftExpression(item.name)), price: \(item.price))" }

extension Concern {
    /// The names of this concern's two colleagues in `ShopApp`.
    var colleagues: [String] {
        switch self {
        case .audio: ["slider", "player"]
        case .account: ["form", "badge"]
        case .cart: ["cart", "checkout"]
        }
    }
}
