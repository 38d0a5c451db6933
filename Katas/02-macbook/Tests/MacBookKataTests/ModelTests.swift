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
            "kata 02 model: programs over the whole API", programs: 100, reaching: MacBookStep.dimensions, step: MacBookStep.Generator().next,
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
    /// Store `k` built around store `around`'s configuration view model (`config_k` is that one),
    /// while that store may still live: `store = ProductMediator(configurationViewModel: config, …)`
    /// builds the new store before the old one is let go.
    case rebuild(Int, around: Int)
    /// A mediator of the tests' own (`RecordingMediator`, `double_d`) assigned to store `k`'s
    /// configuration view model: its `mediator` is typed as the protocol.
    case assignDouble(Int, store: Int)
    case releaseDouble(Int)
    /// Store `k` built around store `of`'s summary and estimator (a page keeps its views and gets
    /// a new mediator while the old one lives), and around its configuration view model too, or
    /// one of its own.
    case shareViews(Int, of: Int, configuration: Bool)
    /// The program writes store `k`'s summary (`price`) or estimator (`days`) itself.
    case writeViews(store: Int, price: String?, days: Int?)
    /// `config_k?.mediator = nil`: from then on its picks reach nobody.
    case clearMediator(store: Int)

    enum Part: String, Sendable, CaseIterable { case store, config, summary, delivery }

    var calls: Int {
        if case .selectMany(_, _, let times) = self { return times }
        return 1
    }

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
        case .rebuild(let k, let j):
            "var config_\(k) = config_\(j), summary_\(k): ProductSummaryViewModel? = ProductSummaryViewModel(), delivery_\(k): DeliveryEstimatorViewModel? = DeliveryEstimatorViewModel(); var store_\(k): ProductMediator? = ProductMediator(configurationViewModel: config_\(k)!, summaryViewModel: summary_\(k)!, deliveryViewModel: delivery_\(k)!)"
        case .assignDouble(let d, let k): "var double_\(d): RecordingMediator? = RecordingMediator(); config_\(k)?.mediator = double_\(d)"
        case .releaseDouble(let d): "double_\(d) = nil"
        case .shareViews(let k, let j, let configuration):
            "var \(configuration ? "config_\(k) = config_\(j)" : "config_\(k): ProductConfigurationViewModel? = ProductConfigurationViewModel()"), summary_\(k) = summary_\(j), delivery_\(k) = delivery_\(j); var store_\(k): ProductMediator? = ProductMediator(configurationViewModel: config_\(k)!, summaryViewModel: summary_\(k)!, deliveryViewModel: delivery_\(k)!)"
        case .writeViews(let k, let price, let days):
            [price.map { "summary_\(k)?.updateTotal(to: Decimal(string: \"\($0)\")!)" }, days.map { "delivery_\(k)?.updateEstimate(days: \($0))" }]
                .compactMap { $0 }.joined(separator: "; ")
        case .clearMediator(let k): "config_\(k)?.mediator = nil"
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
        /// The stores whose configuration view model the program still holds (`config_k`), and
        /// how many mediators of the tests' own it has made.
        private var configurations: [Int] = []
        private var doubles = 0
        /// The steps of a rewiring episode still to come (see ``rewiring(_:)``).
        private var pending: [MacBookStep] = []
        /// The episodes draw from a random stream of their own, so the other steps of a program
        /// are drawn as before (and its floods cost what they did).
        private var side = SeededRandom(seed: 0)
        /// Warm programs start with a warm-up: 32,769 or more selections on the first store,
        /// then the program goes on (a "hot" path taken after N selections meets every rule).
        private let warm: Bool

        init(warm: Bool = false) { self.warm = warm }

        func next(_ random: inout SeededRandom, _ soFar: [MacBookStep]) -> MacBookStep {
            if soFar.isEmpty {
                (made, live, configurations, doubles, pending) = (0, [], [], 0, [])
                var copy = random
                side = SeededRandom(seed: copy.next() ^ 0x0F0A_11E5_5EED_0002)
                // Half the programs never let anything go, so one mediator lives through a
                // thousand steps (budgets, counters and caches show).
                keepsMediators = !warm && random.chance(50)
            }
            if warm, soFar.count == 1, case .make(let k) = soFar[0] {
                return .selectMany(store: k, price: random.pick(MacBookStep.prices), times: random.int(in: FloodSize.warmUp))
            }
            // Not in warm programs, which look for a path taken after so many selections; the
            // programs above rebuild stores often enough.
            if !warm, pending.isEmpty, !soFar.isEmpty, !configurations.isEmpty, side.chance(2) { pending = rewiring(&side) }
            if pending.isEmpty, !live.isEmpty, !soFar.isEmpty, side.chance(3) { pending = echoes(&side) }
            if !pending.isEmpty { return noted(pending.removeFirst()) }
            var step = MacBookStep.next(&random, made: made, live: live)
            while keepsMediators, case .release = step { step = MacBookStep.next(&random, made: made, live: live) }
            // Now and then the price a Double cannot tell from this store's last one.
            if case .select(let store, _, let days) = step, random.chance(15), let last = soFar.last(where: { $0.store == store })?.price,
                let twin = MacBookStep.doubleTwins[last]
            {
                step = .select(store: store, price: twin, days: days)
            }
            return noted(step)
        }

        /// The step, once the stores made and let go, and the configurations let go, are noted.
        private func noted(_ step: MacBookStep) -> MacBookStep {
            switch step {
            case .make, .rebuild, .shareViews:
                live.append(made)
                configurations.append(made)
                made += 1
            case .release(let k, .store): live.removeAll { $0 == k }
            case .release(let k, .config): configurations.removeAll { $0 == k }
            case .assignDouble: doubles += 1
            default: break
            }
            return step
        }

        /// A store rebuilt around the configuration view model of another (mostly one that
        /// still lives), then, in any order, either store let go (the old one mostly right
        /// away, as `store = ProductMediator(…)` does), picks through either `config_k`, and
        /// words straight to either mediator; or now and then a mediator of the tests' own
        /// assigned to a configuration view model, picks, and that mediator let go.
        private func rewiring(_ random: inout SeededRandom) -> [MacBookStep] {
            let old = random.pick(configurations.filter(live.contains).isEmpty ? configurations : configurations.filter(live.contains))
            func pick(_ store: Int, _ random: inout SeededRandom) -> MacBookStep {
                .select(store: store, price: random.pick(MacBookStep.prices), days: random.pick(MacBookStep.days))
            }
            if random.chance(20) {
                let double = doubles
                var episode: [MacBookStep] = [.assignDouble(double, store: old), pick(old, &random)]
                if random.chance(50) { episode += [.releaseDouble(double), pick(old, &random)] }
                return episode
            }
            let new = made
            var episode: [MacBookStep] = [.rebuild(new, around: old)]
            if !keepsMediators, random.chance(60) { episode.append(.release(store: old, part: .store)) }
            for _ in 0..<random.int(in: 1...4) {
                switch random.int(in: 0...99) {
                case 0..<60: episode.append(pick(random.pick([old, new]), &random))
                case 60..<80:
                    episode.append(.tellMediator(store: random.pick([old, new]), price: random.pick(MacBookStep.prices), days: random.pick(MacBookStep.days)))
                default: if !keepsMediators { episode.append(.release(store: random.pick([old, new]), part: random.pick([.store, .config]))) }
                }
            }
            return episode
        }

        /// A pick told again after something else wrote the views: a mediator (or a
        /// configuration view model) that skips a pick equal to the last it passed on loses it.
        /// A pick (or a word straight to a mediator), then the program writing the views itself
        /// or another mediator built around the same views telling them another pick, then the
        /// first pick again; or now and then a configuration view model's mediator set to nil,
        /// then picks that reach nobody.
        private func echoes(_ random: inout SeededRandom) -> [MacBookStep] {
            let old = random.pick(live)
            if random.chance(20) {
                var episode: [MacBookStep] = [.clearMediator(store: old), tell(old, through: true, random.pick(MacBookStep.prices), random.pick(MacBookStep.days))]
                if random.chance(50) { episode.append(tell(old, through: false, random.pick(MacBookStep.prices), random.pick(MacBookStep.days))) }
                if random.chance(30) { episode += [.assignDouble(doubles, store: old), tell(old, through: true, random.pick(MacBookStep.prices), 3)] }
                return episode
            }
            // Two prices and two days, so that the same pick comes back often.
            let prices = [random.pick(MacBookStep.prices), random.pick(MacBookStep.prices)], days = [random.pick(MacBookStep.days), random.pick(MacBookStep.days)]
            var episode: [MacBookStep] = [], stores = [old]
            if random.chance(50) {
                stores.append(made)
                episode.append(.shareViews(made, of: old, configuration: random.chance(50)))
                if !keepsMediators, random.chance(20) { episode.append(.release(store: random.pick(stores), part: .store)) }
            }
            let first = (store: random.pick(stores), through: random.chance(50), price: prices[0], days: days[0])
            episode.append(tell(first.store, through: first.through, first.price, first.days))
            for _ in 0..<random.int(in: 1...3) {
                let store = random.pick(stores)
                if random.chance(50) {
                    let write = random.int(in: 0...2)
                    episode.append(.writeViews(store: store, price: write == 1 ? nil : prices[1], days: write == 0 ? nil : days[1]))
                } else {
                    episode.append(tell(store, through: random.chance(50), random.pick(prices), random.pick(days)))
                }
            }
            episode.append(tell(first.store, through: random.chance(50) ? first.through : !first.through, first.price, first.days))
            return episode
        }

        /// A pick through store `k`'s configuration view model, or a word straight to its mediator.
        private func tell(_ k: Int, through configuration: Bool, _ price: String, _ days: Int) -> MacBookStep {
            configuration ? .select(store: k, price: price, days: days) : .tellMediator(store: k, price: price, days: days)
        }
    }

    /// What the programs must reach, as the README lists it.
    static let dimensions: [ScenarioDimension<[MacBookStep]>] = rewiringDimensions + echoDimensions

    static let rewiringDimensions: [ScenarioDimension<[MacBookStep]>] = [
        ScenarioDimension("a store rebuilt around a live store's configuration view model, then a pick") { program in
            var live: Set<Int> = [], rebuilt = false
            for step in program {
                switch step {
                case .make(let k): live.insert(k)
                case .rebuild(let k, let j):
                    rebuilt = rebuilt || live.contains(j)
                    live.insert(k)
                case .release(let k, .store): live.remove(k)
                case .select, .selectMany: if rebuilt { return true }
                default: break
                }
            }
            return false
        },
        ScenarioDimension("the older store let go after the newer was built around its configuration view model, then a pick") { program in
            var live: Set<Int> = [], rebuiltOver: [Int: Int] = [:], cut: Set<Int> = []
            for step in program {
                switch step {
                case .make(let k): live.insert(k)
                case .rebuild(let k, let j):
                    if live.contains(j) { rebuiltOver[j] = k }
                    live.insert(k)
                case .release(let k, .store):
                    if let newer = rebuiltOver[k], live.contains(newer) { cut.insert(newer) }
                    live.remove(k)
                case .select(let k, _, _): if !cut.isEmpty, cut.contains(k) || rebuiltOver[k].map(cut.contains) == true { return true }
                default: break
                }
            }
            return false
        },
        ScenarioDimension("a mediator of the tests' own assigned to a configuration view model") { program in
            program.contains { if case .assignDouble = $0 { true } else { false } }
        },
    ]

    /// What the echo episodes must reach (see ``Generator/echoes(_:)``).
    static let echoDimensions: [ScenarioDimension<[MacBookStep]>] = [
        ScenarioDimension("a store built around a live store's summary and estimator, then a pick") { program in
            var live: Set<Int> = [], shared = false
            for step in program {
                switch step {
                case .make(let k), .rebuild(let k, _): live.insert(k)
                case .shareViews(let k, let j, _):
                    shared = shared || live.contains(j)
                    live.insert(k)
                case .release(let k, .store): live.remove(k)
                case .select, .selectMany, .tellMediator: if shared { return true }
                default: break
                }
            }
            return false
        },
        ScenarioDimension("a view written directly, then the same pick again") { program in
            var last: [Int: String] = [:], written: Set<Int> = []
            for step in program {
                switch step {
                case .select(let k, let price, let days), .tellMediator(let k, let price, let days):
                    if written.contains(k), last[k] == "\(price) \(days)" { return true }
                    (last[k], written) = ("\(price) \(days)", written.subtracting([k]))
                case .writeViews(let k, _, _): written.insert(k)
                default: break
                }
            }
            return false
        },
        ScenarioDimension("a configuration view model's mediator set to nil, then a pick") { program in
            var cleared: Set<Int> = []
            for step in program {
                switch step {
                case .clearMediator(let k): cleared.insert(k)
                case .select(let k, _, _): if cleared.contains(k) { return true }
                default: break
                }
            }
            return false
        },
    ]

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
        // A store of its own, where the views need not be shared to show the failure.
        case .shareViews(let k, _, _): [.make(k)]
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

        /// A store with view models of its own, or built around another store's.
        init(
            around existing: ProductConfigurationViewModel? = nil, summary existingSummary: ProductSummaryViewModel? = nil,
            delivery existingDelivery: DeliveryEstimatorViewModel? = nil
        ) {
            let config = existing ?? ProductConfigurationViewModel()
            let summary = existingSummary ?? ProductSummaryViewModel(), delivery = existingDelivery ?? DeliveryEstimatorViewModel()
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

    /// A mediator of the tests' own, as the program holds it.
    final class HeldDouble {
        var double: RecordingMediator?
        weak var weakDouble: RecordingMediator?

        init(_ double: RecordingMediator) { (self.double, weakDouble) = (double, double) }
    }

    var held: [Int: Held] = [:]
    var doubles: [Int: HeldDouble] = [:]
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
            model.make(k)
        case .rebuild(let k, let j):
            guard held[k] == nil, let config = held[j]?.config else { return nil }
            held[k] = Held(around: config)
            model.rebuild(k, around: j)
        case .assignDouble(let d, let k):
            guard doubles[d] == nil, let config = held[k]?.config else { return nil }
            let double = RecordingMediator()
            doubles[d] = HeldDouble(double)
            config.mediator = double
            model.assign(double: d, toConfigurationOf: k)
        case .releaseDouble(let d):
            doubles[d]?.double = nil
            model.doubles[d]?.holds = false
        case .shareViews(let k, let j, let sharesConfiguration):
            guard held[k] == nil, let old = held[j], let summary = old.summary, let delivery = old.delivery else { return nil }
            guard !sharesConfiguration || old.config != nil else { return nil }
            held[k] = Held(around: sharesConfiguration ? old.config : nil, summary: summary, delivery: delivery)
            model.share(k, viewsOf: j, sharesConfiguration: sharesConfiguration)
        case .writeViews(let k, let price, let days):
            guard let objects = held[k] else { return nil }
            let total = price.flatMap { Decimal(string: $0) }
            if let total { objects.summary?.updateTotal(to: total) }
            if let days { objects.delivery?.updateEstimate(days: days) }
            model.write(viewsOf: k, total: total, days: days)
        case .clearMediator(let k):
            guard let config = held[k]?.config else { return nil }
            config.mediator = nil
            model.clearMediator(ofConfigurationOf: k)
        case .select(let k, let price, let days):
            guard let config = held[k]?.config, let decimal = Decimal(string: price) else { return nil }
            config.userSelectedConfiguration(price: decimal, deliveryDays: days)
            model.select(throughConfigurationOf: k, price: decimal, deliveryDays: days)
        case .selectMany(let k, let price, let times):
            guard let config = held[k]?.config, let decimal = Decimal(string: price) else { return nil }
            for day in 0..<times { config.userSelectedConfiguration(price: decimal, deliveryDays: day) }
            // Each pick of the run replaces the one before: the model needs only the last.
            model.select(throughConfigurationOf: k, price: decimal, deliveryDays: times - 1, times: times)
        case .tellMediator(let k, let price, let days):
            guard let store = held[k]?.store, let decimal = Decimal(string: price) else { return nil }
            store.configurationDidChange(price: decimal, deliveryDays: days)
            model.tell(k, price: decimal, deliveryDays: days)
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
        return compareState(after: step)
    }

    /// Every store's objects, alive or gone, and what its live view models show; every mediator
    /// of the tests' own, alive or gone, and what it was told.
    private func compareState(after step: MacBookStep) -> Divergence? {
        // A pick through a configuration view model rewired that went astray: rule 1's "the
        // mediator set on it last"; anything else a view shows wrong: "the latest one".
        var shows = MacBookModel.Rule.updates
        if case .select(let k, _, _) = step, let store = model.stores[k], model.rewired.contains(store.configuration) { shows = MacBookModel.Rule.reportsTo }
        if case .selectMany(let k, _, _) = step, let store = model.stores[k], model.rewired.contains(store.configuration) { shows = MacBookModel.Rule.reportsTo }
        for (k, objects) in held {
            guard let expected = model.stores[k], let view = model.shown[expected.views] else { continue }
            if (objects.weakStore != nil) != expected.mediatorAlive {
                return Divergence(
                    rule: MacBookModel.Rule.released, yourCode: "store_\(k) (the mediator) is still alive after the program let it go",
                    ruleSays: "nothing else keeps the mediator alive: it is released")
            }
            let parts = [
                ("config_\(k)", objects.weakConfig != nil, model.configurationAlive(of: expected)),
                ("summary_\(k)", objects.weakSummary != nil, model.summaryAlive(of: expected)),
                ("delivery_\(k)", objects.weakDelivery != nil, model.deliveryAlive(of: expected)),
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
            if let summary = objects.weakSummary, summary.total != view.total {
                return Divergence(
                    rule: shows, yourCode: "summary_\(k).total is \(summary.total)", ruleSays: "\(view.total)")
            }
            if let delivery = objects.weakDelivery, delivery.deliveryEstimate != view.deliveryEstimate {
                return Divergence(
                    rule: shows,
                    yourCode: "delivery_\(k).deliveryEstimate is \(swiftLiteral(delivery.deliveryEstimate))",
                    ruleSays: swiftLiteral(view.deliveryEstimate))
            }
        }
        return compareDoubles()
    }
}

extension MacBookWorld {
    /// Each mediator of the tests' own: alive while the program holds it (the configuration
    /// view model must not keep it alive), told every pick made while it was the one set last.
    fileprivate func compareDoubles() -> Divergence? {
        for (d, objects) in doubles {
            guard let expected = model.doubles[d] else { continue }
            if (objects.weakDouble != nil) != expected.holds {
                return Divergence(
                    rule: MacBookModel.Rule.anyMediator, yourCode: "double_\(d), a mediator of the tests' own, is still alive after the program let it go",
                    ruleSays: "the configuration view model holds its mediator without keeping it alive: it is released")
            }
            guard let double = objects.weakDouble else { continue }
            if double.picks != expected.picks || double.last?.price != expected.last?.price || double.last?.days != expected.last?.days {
                return Divergence(
                    rule: MacBookModel.Rule.anyMediator,
                    yourCode: "double_\(d) was told \(double.picks) pick(s), the last \(double.last.map { "\($0.price), \($0.days) days" } ?? "none")",
                    ruleSays: "\(expected.picks) pick(s), the last \(expected.last.map { "\($0.price), \($0.days) days" } ?? "none")")
            }
        }
        return nil
    }
}

/// A mediator of the tests' own: it writes down the picks it is told (rule 2: any
/// `ProductMediating` assigned to a configuration view model's `mediator` is the one it reports to).
final class RecordingMediator: ProductMediating {
    private(set) var picks = 0
    private(set) var last: (price: Decimal, days: Int)?

    func configurationDidChange(price: Decimal, deliveryDays: Int) {
        picks += 1
        last = (price, deliveryDays)
    }
}
