import ExampleSupport
import Foundation
import MacBookConfigurator
import Testing

@Suite struct MacBookConfiguratorTests {
    @Test func traceMatchesDocumentedOutput() {
        let comparison = MacBookConfiguratorExample.descriptor.verify()
        #expect(comparison.passed, Comment(rawValue: comparison.report ?? ""))
    }

    @Test func selectionUpdatesTotalAndEstimateExactly() throws {
        let configuration = ProductConfigurationViewModel()
        let summary = ProductSummaryViewModel()
        let delivery = DeliveryEstimatorViewModel()
        let mediator = ProductMediator(
            configurationViewModel: configuration, summaryViewModel: summary, deliveryViewModel: delivery)
        #expect(summary.total == 0)
        #expect(delivery.deliveryEstimate == "N/A")
        withExtendedLifetime(mediator) {
            configuration.userSelectedConfiguration(
                price: MacBookConfiguratorExample.selectedPrice, deliveryDays: 3)
        }
        #expect(summary.total == (try #require(Decimal(string: "2599.99"))))
        #expect("\(summary.total)" == "2599.99")
        #expect(delivery.deliveryEstimate == "3-day delivery")
    }

    @Test func configurationHoldsMediatorWeaklyAndEverythingDeallocates() {
        weak var weakMediator: ProductMediator?
        weak var weakConfiguration: ProductConfigurationViewModel?
        weak var weakSummary: ProductSummaryViewModel?
        weak var weakDelivery: DeliveryEstimatorViewModel?
        do {
            let configuration = ProductConfigurationViewModel()
            let summary = ProductSummaryViewModel()
            let delivery = DeliveryEstimatorViewModel()
            let mediator = ProductMediator(
                configurationViewModel: configuration, summaryViewModel: summary, deliveryViewModel: delivery)
            weakMediator = mediator
            weakConfiguration = configuration
            weakSummary = summary
            weakDelivery = delivery
            #expect(configuration.mediator === mediator)
        }
        #expect(weakMediator == nil)
        #expect(weakConfiguration == nil)
        #expect(weakSummary == nil)
        #expect(weakDelivery == nil)
    }

    @Test func withoutAMediatorASelectionChangesNothing() {
        let configuration = ProductConfigurationViewModel()
        let summary = ProductSummaryViewModel()
        let delivery = DeliveryEstimatorViewModel()
        do {
            _ = ProductMediator(
                configurationViewModel: configuration, summaryViewModel: summary, deliveryViewModel: delivery)
        }
        configuration.userSelectedConfiguration(price: 1, deliveryDays: 1)
        #expect(configuration.mediator == nil)
        #expect(summary.total == 0)
    }
}
