import Foundation
import KataTestSupport
import MacBookKata
import Testing

/// The tests for kata 02. Do not edit them.
@Suite struct MacBookKataTests {
    struct Store {
        let configuration = ProductConfigurationViewModel()
        let summary = ProductSummaryViewModel()
        let delivery = DeliveryEstimatorViewModel()
        let mediator: ProductMediator

        init() {
            mediator = ProductMediator(
                configurationViewModel: configuration, summaryViewModel: summary, deliveryViewModel: delivery)
        }
    }

    @Test("Before any selection the total is 0 and delivery is N/A")
    func startsAtZeroAndNotAvailable() {
        let store = Store()
        #expect(store.summary.total == 0, "before any selection the summary's total is 0")
        #expect(store.delivery.deliveryEstimate == "N/A", "before any selection the estimator shows \"N/A\"")
    }

    @Test("Rule 1: a selection reaches the summary and the estimator through the mediator")
    func aSelectionUpdatesTotalAndEstimate() {
        let store = Store()
        store.configuration.userSelectedConfiguration(price: 1999, deliveryDays: 5)
        #expect(store.summary.total == 1999, "the summary should show the selected price")
        #expect(store.delivery.deliveryEstimate == "5-day delivery", "a selection with 5 delivery days shows \"5-day delivery\" on the estimator")
        store.configuration.userSelectedConfiguration(price: 2399, deliveryDays: 2)
        #expect(store.summary.total == 2399 && store.delivery.deliveryEstimate == "2-day delivery", "every change is passed on, not only the first")
    }

    @Test("Rule 1 with 1,025 stores alive at once: each store's selection reaches its own summary and estimator")
    func manyStoresSideBySide() {
        let stores = (0..<FloodSize.mediatorsAliveAtOnce).map { _ in Store() }
        for (index, store) in stores.enumerated() { store.configuration.userSelectedConfiguration(price: Decimal(index), deliveryDays: index % 9 + 1) }
        let wrong = stores.indices.filter {
            stores[$0].summary.total != Decimal($0) || stores[$0].delivery.deliveryEstimate != "\($0 % 9 + 1)-day delivery"
        }
        #expect(
            wrong.isEmpty,
            "\(stores.count) stores alive at once, store #n selecting price n - 1: the stores made \(wrong.prefix(5).map { "#\($0 + 1)" }.joined(separator: ", "))\(wrong.count > 5 ? " and \(wrong.count - 5) more" : "") do not show their own selection")
    }

    @Test("Rule 1, store after store: a new store's first selection shows, whatever the stores let go before it picked")
    func eachNewStoreStartsClean() {
        // A new store often stands where the one let go just before stood: whatever is kept by
        // the object's identity outside the store (a memo of its "last pick") outlives it.
        var dropped: [Int] = []
        for round in 1...200 {
            let store = Store()
            store.configuration.userSelectedConfiguration(price: 1999, deliveryDays: 5)
            if store.summary.total != 1999 || store.delivery.deliveryEstimate != "5-day delivery" { dropped.append(round) }
        }
        #expect(
            dropped.isEmpty,
            "200 stores one after another, each made, picking 1999 for 5 days and let go: stores #\(dropped.prefix(5).map(String.init).joined(separator: ", #")) did not show their own first selection (\(dropped.count) of 200)")
    }

    @Test("Rules 1–2 past 32,768: the same pick 32,769 times in a row, then another, shows the latest, and everything deallocates")
    func theSamePickAgainPastAnInt16() {
        let store = Store()
        for _ in 0..<32_769 { store.configuration.userSelectedConfiguration(price: 1999, deliveryDays: 5) }
        #expect(store.summary.total == 1999 && store.delivery.deliveryEstimate == "5-day delivery", "after the same pick 32,769 times")
        store.configuration.userSelectedConfiguration(price: 2399, deliveryDays: 2)
        #expect(store.summary.total == 2399 && store.delivery.deliveryEstimate == "2-day delivery", "then another pick shows")
        // A streak of equal picks, the store let go at once, must leave nothing behind either (a
        // replay kept from the Nth equal pick on, which the next different pick would clear).
        let leaked = survivors {
            let store = Store()
            for _ in 0..<32_769 { store.configuration.userSelectedConfiguration(price: 1999, deliveryDays: 5) }
            return [store.mediator, store.configuration, store.summary, store.delivery]
        }
        #expect(leaked.isEmpty, "after the same pick 32,769 times, still alive once the store was let go: \(leaked)")
    }

    @Test("Rule 1: whatever Decimal the mediator is given shows, not-a-number too, with its days")
    func anyDecimalShows() {
        let store = Store()
        store.configuration.userSelectedConfiguration(price: 10, deliveryDays: 3)
        store.configuration.userSelectedConfiguration(price: .nan, deliveryDays: 5)
        #expect(store.summary.total.isNaN, "after a pick of Decimal.nan the summary shows NaN, not \(store.summary.total)")
        #expect(store.delivery.deliveryEstimate == "5-day delivery", "a pick whose price is NaN still brings its delivery days")
        store.configuration.userSelectedConfiguration(price: 0, deliveryDays: 5)
        #expect(store.summary.total == 0 && !store.summary.total.isNaN, "then a pick of 0 shows 0")
    }

    @Test("Rule 1: the mediator owns the summary and the estimator; nobody else needs to hold them")
    func theMediatorOwnsTheViewModelsItUpdates() {
        let configuration = ProductConfigurationViewModel()
        weak var summary: ProductSummaryViewModel?
        weak var delivery: DeliveryEstimatorViewModel?
        let mediator: ProductMediator = {
            let ownSummary = ProductSummaryViewModel(), ownDelivery = DeliveryEstimatorViewModel()
            (summary, delivery) = (ownSummary, ownDelivery)
            return ProductMediator(configurationViewModel: configuration, summaryViewModel: ownSummary, deliveryViewModel: ownDelivery)
        }()
        withExtendedLifetime(mediator) {
            #expect(summary != nil && delivery != nil, "the mediator must keep the view models it updates alive")
            configuration.userSelectedConfiguration(price: 1299, deliveryDays: 4)
            #expect(summary?.total == 1299 && delivery?.deliveryEstimate == "4-day delivery", "only the mediator holds the view models; a selection of 1299 with 4 days still reaches them: total 1299, \"4-day delivery\"")
        }
    }

    @Test("Rule 1: without the mediator a selection reaches nobody; the view models never know each other")
    func withoutTheMediatorASelectionReachesNobody() {
        let configuration = ProductConfigurationViewModel()
        let summary = ProductSummaryViewModel(), delivery = DeliveryEstimatorViewModel()
        do {
            _ = ProductMediator(configurationViewModel: configuration, summaryViewModel: summary, deliveryViewModel: delivery)
        }
        configuration.userSelectedConfiguration(price: 999, deliveryDays: 1)
        #expect(summary.total == 0 && delivery.deliveryEstimate == "N/A", "the mediator is gone, so the change must go nowhere")
        expectHoldsNone(from: configuration) { $0 is ProductSummaryViewModel || $0 is DeliveryEstimatorViewModel }
    }

    /// A configuration view model that keeps a selection made with no mediator, or the last
    /// one, and replays it to the next mediator shows a pick in a store that never had it.
    @Test("Rule 1: a store shows only its own picks: not one made before it, with no mediator, nor one made for the store before it around the same configuration")
    func aStoreShowsOnlyItsOwnPicks() {
        let configuration = ProductConfigurationViewModel()
        configuration.userSelectedConfiguration(price: 999, deliveryDays: 9)
        configuration.userSelectedConfiguration(price: 0, deliveryDays: 0)
        let first = (summary: ProductSummaryViewModel(), delivery: DeliveryEstimatorViewModel())
        var store: ProductMediator? = ProductMediator(
            configurationViewModel: configuration, summaryViewModel: first.summary, deliveryViewModel: first.delivery)
        #expect(
            first.summary.total == 0 && first.delivery.deliveryEstimate == "N/A",
            "two picks with no mediator, then a store built around that configuration: before a pick of its own it shows \(first.summary.total) and \"\(first.delivery.deliveryEstimate)\"; 0 and N/A")
        configuration.userSelectedConfiguration(price: 1299, deliveryDays: 4)
        #expect(first.summary.total == 1299 && first.delivery.deliveryEstimate == "4-day delivery", "the store's own pick of 1299 and 4 days shows")
        withExtendedLifetime(store) {}
        store = nil
        let second = (summary: ProductSummaryViewModel(), delivery: DeliveryEstimatorViewModel())
        store = ProductMediator(configurationViewModel: configuration, summaryViewModel: second.summary, deliveryViewModel: second.delivery)
        #expect(
            second.summary.total == 0 && second.delivery.deliveryEstimate == "N/A",
            "that store let go, a second built around the same configuration: before a pick of its own it shows \(second.summary.total) and \"\(second.delivery.deliveryEstimate)\"; 0 and N/A")
        configuration.userSelectedConfiguration(price: 5, deliveryDays: 2)
        #expect(
            second.summary.total == 5 && second.delivery.deliveryEstimate == "2-day delivery"
                && first.summary.total == 1299 && first.delivery.deliveryEstimate == "4-day delivery",
            "the second store's pick of 5 and 2 days shows there, and only there: the first store's view models keep 1299 and 4 days")
        withExtendedLifetime(store) {}
    }

    @Test("Rule 3: store prices are exact decimals, whatever the digits")
    func storePricesAreExact() {
        #expect("\(storePrice("2599.99"))" == "2599.99", "\(Self.whyNotExact("2599.99"))")
        #expect(storePrice("0.10") + storePrice("0.20") == storePrice("0.30"), "storePrice(\"0.10\") + storePrice(\"0.20\") must be exactly storePrice(\"0.30\"): no binary rounding on the way")
        // Up to 30 digits, most of them decimals: a parser that stops at the 20th (or 24th) decimal
        // loses the last ones.
        let manyDecimals = ["0.12345678901234567890123456789", "3.000000000000000000000000001", "0.00000000000000000000000000001", "9.99999999999999999999999999999"]
        // Short texts a Double cannot hold either: past 2⁵³, and 17 significant digits.
        let shortButNotDouble = ["9007199254740993", "0.30000000000000004", "12345678.12345679"]
        for text in ["1234567.891", "0.005", "19.999", "100", "3.14159265358979", "8999.01"] + manyDecimals + shortButNotDouble {
            #expect("\(storePrice(text))" == text, "storePrice(\"\(text)\") must keep every digit: \(Self.whyNotExact(text))")
        }
    }

    /// What a wrong price most likely comes from: 0 for a price that is not 0 is a parse that
    /// failed and fell back; anything else, digits lost on the way (through `Double`, or rounded).
    static func whyNotExact(_ text: String) -> String {
        let parsed = "\(storePrice(text))"
        if parsed == "0" { return "it returned 0, so the text was not read as a number at all (a parse that failed and fell back to 0?)" }
        if text.hasPrefix(parsed), parsed.contains(".") || text.hasPrefix(parsed + ".") {
            return "it kept the first \(parsed.filter(\.isNumber).count) digits and dropped the rest: every digit counts, however many"
        }
        return "a Decimal built through Double is not exact, and rounding Double's error away only hides it"
    }

    @Test("Rule 3: the document's selection shows exactly 2599.99 and 3-day delivery")
    func theDocumentsSelectionShowsTheExactPrice() {
        let store = Store()
        store.configuration.userSelectedConfiguration(price: storePrice("2599.99"), deliveryDays: 3)
        #expect(
            "\(store.summary.total)" == "2599.99",
            "the user selects storePrice(\"2599.99\") with 3-day delivery: the summary shows the price as given, every digit exact")
        #expect(store.delivery.deliveryEstimate == "3-day delivery", "the estimator shows the days of that selection")
    }

    @Test("Rule 2: the configuration view model does not keep its mediator alive")
    func theConfigurationViewModelHoldsItsMediatorWeakly() {
        let configuration = ProductConfigurationViewModel()
        weak var weakMediator: ProductMediator?
        do {
            let mediator = ProductMediator(
                configurationViewModel: configuration, summaryViewModel: .init(), deliveryViewModel: .init())
            weakMediator = mediator
        }
        #expect(weakMediator == nil, "the configuration view model keeps the mediator alive")
    }

    /// A reference kept from the Nth selection on (a closure that captures the mediator, a
    /// cache of the latest view models) shows only past N: more selections than any round number
    /// a learner picks, then everything must still go.
    @Test("Rules 1–2 past every round number: after 65,537 selections the latest shows, and everything deallocates")
    func manySelectionsThenEverythingDeallocates() {
        var shown: (total: Decimal, estimate: String) = (0, "")
        let leaked = survivors {
            let store = Store()
            for index in 0..<FloodSize.pastCommonCaps {
                store.configuration.userSelectedConfiguration(price: Decimal(index), deliveryDays: index % 9)
            }
            shown = (store.summary.total, store.delivery.deliveryEstimate)
            return [store.mediator, store.configuration, store.summary, store.delivery]
        }
        let last = FloodSize.pastCommonCaps - 1
        #expect(shown.total == Decimal(last) && shown.estimate == "\(last % 9)-day delivery", "after \(FloodSize.pastCommonCaps) selections the latest must show")
        #expect(leaked.isEmpty, "after \(FloodSize.pastCommonCaps) selections, still alive once the store was let go: \(leaked)")
    }

    @Test("Rule 2: when the last outside reference goes, mediator and view models all deallocate")
    func everythingDeallocates() {
        let leaked = survivors {
            let store = Store()
            return [store.mediator, store.configuration, store.summary, store.delivery]
        }
        #expect(leaked.isEmpty, "still alive: \(leaked)")
    }
}
