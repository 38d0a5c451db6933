import Foundation
import KataTestSupport
import MacBookKata
import Testing

/// The net under the rule tests: random programs over the whole API (stores made, selections
/// through the configuration view model or straight to the mediator, with edge prices and days,
/// `storePrice` on edge texts, outside references let go one by one), compared with the
/// README's model (MacBookModel.swift) after every step: every total and estimate, what
/// `storePrice` returns, and which objects are alive. Do not edit.
@Suite struct ModelTests {
    @Test("The model of the README: random programs over stores, selections, prices and releases agree with it after every step")
    func programsAgreeWithTheModel() {
        checkPrograms(
            "kata 02 model: programs over the whole API", programs: 100, step: MacBookStep.Generator().next,
            simplify: MacBookStep.simpler
        ) { program in
            var world = MacBookWorld()
            return world.run(program)
        }
    }

    @Test(
        "The model after a warm-up: 32,769 selections on one store, then random programs over the whole API agree with it after every step"
    )
    func warmProgramsAgreeWithTheModel() {
        checkPrograms(
            "kata 02 model: programs after a warm-up of 32,769 selections", programs: 12, lengths: 40...200, shrinkBudget: 40,
            step: MacBookStep.Generator(warm: true).next, simplify: MacBookStep.simpler
        ) { program in
            var world = MacBookWorld()
            return world.run(program)
        }
    }
}

/// One step of a program. Store `k` is `store_k` (its mediator) with `config_k`, `summary_k`
/// and `delivery_k`; a step whose objects were never made, or were let go, does nothing.
enum MacBookStep: ProgramStep {
    case make(Int)
    case select(store: Int, price: String, days: Int)
    /// `times` selections in a row on one store (past any plausible counter or cache).
    case selectMany(store: Int, price: String, times: Int)
    case tellMediator(store: Int, price: String, days: Int)
    case storePrice(String)
    case release(store: Int, part: Part)

    enum Part: String, Sendable, CaseIterable { case store, config, summary, delivery }

    var swiftLine: String {
        switch self {
        case .make(let k):
            "var config_\(k): ProductConfigurationViewModel? = ProductConfigurationViewModel(), summary_\(k): ProductSummaryViewModel? = ProductSummaryViewModel(), delivery_\(k): DeliveryEstimatorViewModel? = DeliveryEstimatorViewModel(); var store_\(k): ProductMediator? = ProductMediator(configurationViewModel: config_\(k)!, summaryViewModel: summary_\(k)!, deliveryViewModel: delivery_\(k)!)"
        case .select(let k, let price, let days):
            "config_\(k)?.userSelectedConfiguration(price: Decimal(string: \"\(price)\")!, deliveryDays: \(days))"
        case .selectMany(let k, let price, let times):
            "for day in 0..<\(times) { config_\(k)?.userSelectedConfiguration(price: Decimal(string: \"\(price)\")!, deliveryDays: day) }"
        case .tellMediator(let k, let price, let days):
            "store_\(k)?.configurationDidChange(price: Decimal(string: \"\(price)\")!, deliveryDays: \(days))"
        case .storePrice(let text): "print(storePrice(\(swiftLiteral(text))))"
        case .release(let k, let part): "\(part.rawValue)_\(k) = nil"
        }
    }

    /// Prices biased to the edges: 0, negative, a cent, the document's, more digits than any
    /// native integer, the same price again.
    static let prices = [
        "0", "2599.99", "1999", "0.01", "-1", "-2599.99", "2599.990", "12345678901234567890.12", "99999999999999999999999999", "0.0001",
        "1.123456789", "0.000000000001", "0.1", "-0.5", "-0.000001", "0.12345678901234567890123456789", "9007199254740993",
        // Past 10^26, up to what a Decimal holds: 38 digits, exponents to 127 (a mediator that
        // takes a price that big for no real one shows the older price there).
        "1000000000000000000000000000", "99999999999999999999999999999999999999", "-12345678901234567890123456789012345678",
        "1e100", "-1e127", "1e-100",
    ]
    /// For a price, another that one `Double` cannot tell from it: selected right after it on
    /// the same store, a mediator that skips "unchanged" prices by comparing Doubles shows the
    /// older one.
    static let doubleTwins = [
        "0.1": "0.10000000000000000001", "0.10000000000000000001": "0.1", "2599.99": "2599.9900000000001",
        "2599.9900000000001": "2599.99", "12345678901234567890.12": "12345678901234567890.13",
    ]
    static let days = [3, 0, 1, -1, 2, Int.max, Int.min, 365]
    /// Texts as the store writes them: one digit, no decimals, four or more decimals, up to
    /// 30 digits, trailing zeros.
    static let priceTexts = [
        "2599.99", "7", "0", "1999", "2599.9999", "0.0001", "12345678901234567890", "123456789012345678901234.56",
        "999999999999999999999999999999",
        "0.10", "1.5", "100000000000000000000.000001", "0.12345678901234567890123456789", "9007199254740993", "0.30000000000000004",
        // Twenty digits past UInt64's largest; two texts one Double cannot tell apart. (A sign
        // is left open: the store writes none.)
        "99999999999999999999", "0.1", "0.10000000000000000001",
        // Nineteen digits past Int's largest (a fast path through a wrapping Int shows), and
        // UInt64's largest and one past it.
        "9999999999999999999", "9223372036854775808", "18446744073709551615", "18446744073709551616", "999999999999999999.9",
        // Past 29 decimals: a rounding at 29 shows.
        "0.123456789012345678901234567891", "1.000000000000000000000000000005",
        // Past 32 and 40 characters, every digit kept by a Decimal: 41 digits (38 significant),
        // and a fraction of 39 zeros before its digit (a text cut to its first 40 characters is 0).
        "12345678901234567890123456789012345678000", "0.0000000000000000000000000000000000000001",
    ]

    /// How many stores the program being generated has made so far.
    /// The stores the program being generated has made and not let go: steps mostly use them,
    /// and a store let go gets a successor, so a long program keeps working.
    final class Generator {
        private var keepsMediators = false
        private var made = 0
        private var live: [Int] = []
        /// Warm programs start with a warm-up: 32,769 or more selections on the first store,
        /// then the program goes on (a "hot" path taken after N selections meets every rule).
        private let warm: Bool

        init(warm: Bool = false) { self.warm = warm }

        func next(_ random: inout SeededRandom, _ soFar: [MacBookStep]) -> MacBookStep {
            if soFar.isEmpty {
                (made, live) = (0, [])
                // Half the programs never let anything go, so one mediator lives through a
                // thousand steps (budgets, counters and caches show).
                keepsMediators = !warm && random.chance(50)
            }
            if warm, soFar.count == 1, case .make(let k) = soFar[0] {
                return .selectMany(store: k, price: random.pick(MacBookStep.prices), times: random.int(in: FloodSize.warmUp))
            }
            var step = MacBookStep.next(&random, made: made, live: live)
            while keepsMediators, case .release = step { step = MacBookStep.next(&random, made: made, live: live) }
            // Now and then the price a Double cannot tell from this store's last one.
            if case .select(let store, _, let days) = step, random.chance(15), let last = soFar.last(where: { $0.store == store })?.price,
                let twin = MacBookStep.doubleTwins[last]
            {
                step = .select(store: store, price: twin, days: days)
            }
            switch step {
            case .make:
                live.append(made)
                made += 1
            case .release(let k, .store): live.removeAll { $0 == k }
            default: break
            }
            return step
        }
    }

    static func next(_ random: inout SeededRandom, made: Int, live: [Int]) -> MacBookStep {
        if live.isEmpty || random.chance(live.count < 2 ? 15 : live.count < 4 ? 1 : 0) { return .make(made) }
        let store = random.chance(90) ? random.pick(live) : random.chance(50) ? random.int(in: 0...(made - 1)) : made + 1
        switch random.int(in: 0...99) {
        case 0..<48: return .select(store: store, price: random.pick(prices), days: random.pick(days))
        case 48..<50: return .selectMany(store: store, price: random.pick(prices), times: random.int(in: 101...200))
        case 50..<70: return .tellMediator(store: store, price: random.pick(prices), days: random.pick(days))
        case 70..<85: return .storePrice(random.pick(priceTexts))
        default: return .release(store: store, part: random.pick(Part.allCases))
        }
    }

    /// The store a selection or a word to the mediator goes to, and its price.
    var store: Int? {
        switch self {
        case .select(let store, _, _), .selectMany(let store, _, _), .tellMediator(let store, _, _): store
        default: nil
        }
    }

    var price: String? {
        switch self {
        case .select(_, let price, _), .selectMany(_, let price, _), .tellMediator(_, let price, _): price
        default: nil
        }
    }

    static func simpler(_ step: MacBookStep) -> [MacBookStep] {
        switch step {
        case .select(let k, let price, let days) where price != "2599.99" || days != 3:
            [.select(store: k, price: "2599.99", days: days), .select(store: k, price: price, days: 3)]
        case .tellMediator(let k, let price, let days): [.select(store: k, price: price, days: days)]
        case .selectMany(let k, let price, let times) where times > 101:
            [.selectMany(store: k, price: price, times: 101)] + (times > 202 ? [.selectMany(store: k, price: price, times: times / 2)] : [])
        default: []
        }
    }
}

/// The real objects of a program, held as the Swift lines say, with weak references to see who
/// is alive; runs each step on them and on the model and compares.
struct MacBookWorld {
    final class Held {
        var store: ProductMediator?
        var config: ProductConfigurationViewModel?
        var summary: ProductSummaryViewModel?
        var delivery: DeliveryEstimatorViewModel?
        weak var weakStore: ProductMediator?
        weak var weakConfig: ProductConfigurationViewModel?
        weak var weakSummary: ProductSummaryViewModel?
        weak var weakDelivery: DeliveryEstimatorViewModel?

        init() {
            let config = ProductConfigurationViewModel(), summary = ProductSummaryViewModel(), delivery = DeliveryEstimatorViewModel()
            let store = ProductMediator(configurationViewModel: config, summaryViewModel: summary, deliveryViewModel: delivery)
            (self.store, self.config, self.summary, self.delivery) = (store, config, summary, delivery)
            (weakStore, weakConfig, weakSummary, weakDelivery) = (store, config, summary, delivery)
        }

        func release(_ part: MacBookStep.Part) {
            switch part {
            case .store: store = nil
            case .config: config = nil
            case .summary: summary = nil
            case .delivery: delivery = nil
            }
        }
    }

    var held: [Int: Held] = [:]
    var model = MacBookModel()

    mutating func run(_ program: [MacBookStep]) -> ProgramFailure? {
        for (index, step) in program.enumerated() {
            if let divergence = run(step) { return (index, divergence) }
        }
        return nil
    }

    private mutating func run(_ step: MacBookStep) -> Divergence? {
        switch step {
        case .make(let k):
            guard held[k] == nil else { return nil }
            held[k] = Held()
            model.stores[k] = MacBookModel.Store()
        case .select(let k, let price, let days):
            guard let config = held[k]?.config, let decimal = Decimal(string: price) else { return nil }
            config.userSelectedConfiguration(price: decimal, deliveryDays: days)
            model.stores[k]?.select(price: decimal, deliveryDays: days)
        case .selectMany(let k, let price, let times):
            guard let config = held[k]?.config, let decimal = Decimal(string: price) else { return nil }
            for day in 0..<times {
                config.userSelectedConfiguration(price: decimal, deliveryDays: day)
                model.stores[k]?.select(price: decimal, deliveryDays: day)
            }
        case .tellMediator(let k, let price, let days):
            guard let store = held[k]?.store, let decimal = Decimal(string: price) else { return nil }
            store.configurationDidChange(price: decimal, deliveryDays: days)
            model.stores[k]?.select(price: decimal, deliveryDays: days)
        case .storePrice(let text):
            let actual = MacBookKata.storePrice(text)
            guard let expected = MacBookModel.storePrice(text), actual != expected else { return nil }
            return Divergence(rule: MacBookModel.Rule.exact, yourCode: "returned \(actual)", ruleSays: "\(expected), exactly")
        case .release(let k, let part):
            held[k]?.release(part)
            switch part {
            case .store: model.stores[k]?.holdsMediator = false
            case .config: model.stores[k]?.holdsConfiguration = false
            case .summary: model.stores[k]?.holdsSummary = false
            case .delivery: model.stores[k]?.holdsDelivery = false
            }
        }
        return compareState()
    }

    /// Every store's objects, alive or gone, and what its live view models show.
    private func compareState() -> Divergence? {
        for (k, objects) in held {
            guard let expected = model.stores[k] else { continue }
            if (objects.weakStore != nil) != expected.mediatorAlive {
                return Divergence(
                    rule: MacBookModel.Rule.released, yourCode: "store_\(k) (the mediator) is still alive after the program let it go",
                    ruleSays: "nothing else keeps the mediator alive: it is released")
            }
            let parts = [
                ("config_\(k)", objects.weakConfig != nil, expected.configurationAlive),
                ("summary_\(k)", objects.weakSummary != nil, expected.summaryAlive),
                ("delivery_\(k)", objects.weakDelivery != nil, expected.deliveryAlive),
            ]
            if let (name, _, shouldLive) = parts.first(where: { $0.1 != $0.2 }) {
                return shouldLive
                    ? Divergence(
                        rule: MacBookModel.Rule.owns, yourCode: "\(name) was released while store_\(k) is alive",
                        ruleSays: "the mediator keeps it alive")
                    : Divergence(
                        rule: MacBookModel.Rule.released, yourCode: "\(name) is still alive after store_\(k) and the program let go",
                        ruleSays: "it is released")
            }
            if let summary = objects.weakSummary, summary.total != expected.total {
                return Divergence(
                    rule: MacBookModel.Rule.updates, yourCode: "summary_\(k).total is \(summary.total)", ruleSays: "\(expected.total)")
            }
            if let delivery = objects.weakDelivery, delivery.deliveryEstimate != expected.deliveryEstimate {
                return Divergence(
                    rule: MacBookModel.Rule.updates,
                    yourCode: "delivery_\(k).deliveryEstimate is \(swiftLiteral(delivery.deliveryEstimate))",
                    ruleSays: swiftLiteral(expected.deliveryEstimate))
            }
        }
        return nil
    }
}
