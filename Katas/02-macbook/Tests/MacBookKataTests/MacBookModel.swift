import Foundation

/// The README's rules as a model you can read: what each store shows after every selection,
/// which objects are alive, and what `storePrice` returns. Written from the README alone; the
/// model tests (ModelTests.swift) compare your code with it after every step.
struct MacBookModel {
    /// The README's rules, in its words; a failure quotes the rule it breaks.
    enum Rule {
        static let updates =
            "Rule 1: on configurationDidChange(price:deliveryDays:) the mediator sets the summary's total and the estimator's days (\"3-day delivery\"); after any sequence of selections both show the latest one (each store its own)"
        static let owns =
            "Rule 1: the mediator owns the three view models; they never know each other, so without the mediator a selection reaches nobody"
        static let released =
            "Rule 2: the configuration view model must not keep its mediator alive; when the last outside reference goes, mediator and view models must all deallocate"
        static let exact = "Rule 3: storePrice(_:) keeps every digit it is given, whatever the machine's language"
    }

    /// One store: its mediator and three view models, which of them the program still holds,
    /// and what the summary and the estimator show.
    struct Store {
        var holdsMediator = true
        var holdsConfiguration = true
        var holdsSummary = true
        var holdsDelivery = true
        var total: Decimal = 0
        var deliveryEstimate = "N/A"

        /// Rule 2: only the program keeps a mediator alive.
        var mediatorAlive: Bool { holdsMediator }
        /// Rule 1: the mediator owns its view models; otherwise only the program does.
        var configurationAlive: Bool { holdsConfiguration || mediatorAlive }
        var summaryAlive: Bool { holdsSummary || mediatorAlive }
        var deliveryAlive: Bool { holdsDelivery || mediatorAlive }

        /// Rule 1: a selection reaches the summary and the estimator through a live mediator only.
        mutating func select(price: Decimal, deliveryDays: Int) {
            guard mediatorAlive else { return }
            total = price
            deliveryEstimate = "\(deliveryDays)-day delivery"
        }
    }

    var stores: [Int: Store] = [:]

    /// Rule 3: the number written, every digit of it, read with a `.` whatever the locale.
    static func storePrice(_ text: String) -> Decimal? {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}
