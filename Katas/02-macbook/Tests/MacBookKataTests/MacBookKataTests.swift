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

    @Test func startsAtZeroAndNotAvailable() {
        let store = Store()
        #expect(store.summary.total == 0)
        #expect(store.delivery.deliveryEstimate == "N/A")
    }

    @Test func aSelectionUpdatesTotalAndEstimate() {
        let store = Store()
        store.configuration.userSelectedConfiguration(price: 1999, deliveryDays: 5)
        #expect(store.summary.total == 1999, "the summary should show the selected price")
        #expect(store.delivery.deliveryEstimate == "5-day delivery")
    }

    @Test func storePricesAreExact() {
        #expect("\(storePrice("2599.99"))" == "2599.99", "a Decimal built through Double is not exact")
        #expect(storePrice("0.10") + storePrice("0.20") == storePrice("0.30"))
    }

    @Test func theDocumentsSelectionShowsTheExactPrice() {
        let store = Store()
        store.configuration.userSelectedConfiguration(price: storePrice("2599.99"), deliveryDays: 3)
        #expect("\(store.summary.total)" == "2599.99")
        #expect(store.delivery.deliveryEstimate == "3-day delivery")
    }

    @Test func theConfigurationViewModelHoldsItsMediatorWeakly() {
        let configuration = ProductConfigurationViewModel()
        weak var weakMediator: ProductMediator?
        do {
            let mediator = ProductMediator(
                configurationViewModel: configuration, summaryViewModel: .init(), deliveryViewModel: .init())
            weakMediator = mediator
        }
        #expect(weakMediator == nil, "the configuration view model keeps the mediator alive")
    }

    @Test func everythingDeallocates() {
        let leaked = survivors {
            let store = Store()
            return [store.mediator, store.configuration, store.summary, store.delivery]
        }
        #expect(leaked.isEmpty, "still alive: \(leaked)")
    }
}
