import Foundation

/// The README's rules as a model you can read: what each store shows after every selection,
/// which objects are alive, and what `storePrice` returns. Written from the README alone; the
/// model tests (ModelTests.swift) compare your code with it after every step.
struct MacBookModel {
    /// The README's rules, in its words; a failure quotes the rule it breaks.
    enum Rule {
        static let updates =
            "Rule 1: on configurationDidChange(price:deliveryDays:) the mediator sets the summary's total and the estimator's days (\"3-day delivery\"); after any sequence of selections both show the latest one (each store its own), whatever wrote them before, the same values it wrote last time too"
        static let owns =
            "Rule 1: the mediator owns the three view models; they never know each other, so without the mediator a selection reaches nobody"
        static let released =
            "Rule 2: the configuration view model must not keep its mediator alive; when the last outside reference goes, mediator and view models must all deallocate"
        static let exact = "Rule 3: storePrice(_:) keeps every digit it is given, whatever the machine's language"
        static let reportsTo =
            "Rule 1: a configuration view model reports to the mediator set on it last, while that one lives, and once it is gone (or set to nil) to nobody: a store rebuilt around it takes its picks from then on, whichever store is let go first"
        static let anyMediator =
            "Rule 2: the configuration view model's mediator is typed as the protocol: any ProductMediating assigned to it is the one it reports to, held without keeping it alive"
    }

    /// One store: its mediator and three view models, and which of them the program still holds.
    /// A view model is named by the store it was made with: a store built around another's
    /// shares that one's (a page keeps its views and gets a new mediator).
    struct Store {
        /// Its configuration view model: the one made with store `configuration`.
        var configuration: Int
        /// Its summary and estimator: the ones made with store `views`.
        var views: Int
        var holdsMediator = true
        var holdsConfiguration = true
        var holdsSummary = true
        var holdsDelivery = true

        /// Rule 2: only the program keeps a mediator alive.
        var mediatorAlive: Bool { holdsMediator }
    }

    /// What a summary and an estimator show.
    struct Shown {
        var total: Decimal = 0
        var deliveryEstimate = "N/A"
    }

    /// Who a configuration view model reports to: a store, or a mediator of the tests' own.
    enum Reporter: Equatable { case store(Int), double(Int) }

    /// A mediator of the tests' own (`RecordingMediator`) assigned to a configuration view
    /// model's `mediator`: whether the program holds it, and the picks it was told.
    struct Double {
        var holds = true
        var picks = 0
        var last: (price: Decimal, days: Int)?
    }

    var stores: [Int: Store] = [:]
    /// Per store `k`, what the summary and the estimator made with it show.
    var shown: [Int: Shown] = [:]
    /// The summaries and estimators more than one store was built around.
    var sharedViews: Set<Int> = []
    /// Per configuration view model, the mediator set on it last.
    var reportsTo: [Int: Reporter] = [:]
    var doubles: [Int: Double] = [:]
    /// The configuration view models more than one mediator was set on.
    var rewired: Set<Int> = []

    /// Store `k`, with view models of its own.
    mutating func make(_ k: Int) {
        stores[k] = Store(configuration: k, views: k)
        shown[k] = Shown()
        reportsTo[k] = .store(k)
    }

    /// Store `k` built around store `j`'s configuration view model: it registers last.
    mutating func rebuild(_ k: Int, around j: Int) {
        guard let configuration = stores[j]?.configuration else { return }
        stores[k] = Store(configuration: configuration, views: k)
        shown[k] = Shown()
        reportsTo[configuration] = .store(k)
        rewired.insert(configuration)
    }

    /// Store `k` built around store `j`'s summary and estimator, and its configuration view
    /// model too when `sharesConfiguration` (else one of its own): rule 1, whatever wrote a
    /// view last, the latest change told to any mediator around it shows.
    mutating func share(_ k: Int, viewsOf j: Int, sharesConfiguration: Bool) {
        guard let old = stores[j] else { return }
        let configuration = sharesConfiguration ? old.configuration : k
        stores[k] = Store(configuration: configuration, views: old.views)
        sharedViews.insert(old.views)
        reportsTo[configuration] = .store(k)
        if sharesConfiguration { rewired.insert(configuration) }
    }

    /// `config_k.mediator = nil`: rule 1, from then on its picks reach nobody.
    mutating func clearMediator(ofConfigurationOf k: Int) {
        guard let configuration = stores[k]?.configuration else { return }
        reportsTo[configuration] = nil
        rewired.insert(configuration)
    }

    /// Rule 1: store `s`'s mediator, told a pick, sets its summary's total and its estimator's
    /// days, whatever they showed (the same values it wrote last time too); gone, it sets nothing.
    mutating func tell(_ s: Int, price: Decimal, deliveryDays: Int) {
        guard let store = stores[s], store.mediatorAlive else { return }
        shown[store.views] = Shown(total: price, deliveryEstimate: "\(deliveryDays)-day delivery")
    }

    /// The program writes store `k`'s summary or estimator itself (`summary_k?.updateTotal(to:)`).
    mutating func write(viewsOf k: Int, total: Decimal?, days: Int?) {
        guard let store = stores[k] else { return }
        if let total, store.holdsSummary { shown[store.views]?.total = total }
        if let days, store.holdsDelivery { shown[store.views]?.deliveryEstimate = "\(days)-day delivery" }
    }

    /// A mediator of the tests' own assigned to store `k`'s configuration view model.
    mutating func assign(double d: Int, toConfigurationOf k: Int) {
        guard let configuration = stores[k]?.configuration else { return }
        doubles[d] = Double()
        reportsTo[configuration] = .double(d)
        rewired.insert(configuration)
    }

    /// A pick through store `k`'s configuration view model, `times` times in a row (the last
    /// with `deliveryDays`): rule 1, it reaches the mediator set on it last, if that one lives.
    mutating func select(throughConfigurationOf k: Int, price: Decimal, deliveryDays: Int, times: Int = 1) {
        guard times > 0, let configuration = stores[k]?.configuration else { return }
        switch reportsTo[configuration] {
        case .store(let s)?: tell(s, price: price, deliveryDays: deliveryDays)
        case .double(let d)?:
            guard doubles[d]?.holds == true else { return }
            doubles[d]?.picks += times
            doubles[d]?.last = (price, deliveryDays)
        case nil: break
        }
    }

    /// Whether a store's configuration view model is alive: the program holds it (`config_k`,
    /// or another store's name for it) or a live mediator owns it (rule 1).
    func configurationAlive(of store: Store) -> Bool {
        if store.holdsConfiguration || store.mediatorAlive { return true }
        guard rewired.contains(store.configuration) else { return false }
        return stores.values.contains { $0.configuration == store.configuration && ($0.holdsConfiguration || $0.mediatorAlive) }
    }

    /// Whether a store's summary (or estimator) is alive: the program holds it under some
    /// store's name, or a live mediator built around it owns it (rule 1).
    func summaryAlive(of store: Store) -> Bool { viewAlive(of: store, held: \.holdsSummary) }
    func deliveryAlive(of store: Store) -> Bool { viewAlive(of: store, held: \.holdsDelivery) }

    private func viewAlive(of store: Store, held: KeyPath<Store, Bool>) -> Bool {
        if store[keyPath: held] || store.mediatorAlive { return true }
        guard sharedViews.contains(store.views) else { return false }
        return stores.values.contains { $0.views == store.views && ($0[keyPath: held] || $0.mediatorAlive) }
    }

    /// Rule 3: the number written, every digit of it, read with a `.` whatever the locale.
    static func storePrice(_ text: String) -> Decimal? {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}
