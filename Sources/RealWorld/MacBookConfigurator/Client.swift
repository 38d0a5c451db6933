import ExampleSupport
import Foundation

extension MacBookConfiguratorExample {
    /// The price the document's user selects, built from its digits so it stays exact.
    public static let selectedPrice = Decimal(sign: .plus, exponent: -2, significand: 259_999)

    /// The document's example: print the initial state, select a configuration, print again.
    public static func run() {
        let configuration = ProductConfigurationViewModel()
        let summary = ProductSummaryViewModel()
        let delivery = DeliveryEstimatorViewModel()
        let mediator = ProductMediator(
            configurationViewModel: configuration,
            summaryViewModel: summary,
            deliveryViewModel: delivery
        )
        withExtendedLifetime(mediator) {
            print(summary.total)
            print(delivery.deliveryEstimate)
            configuration.userSelectedConfiguration(price: selectedPrice, deliveryDays: 3)
            print(summary.total)
            print(delivery.deliveryEstimate)
        }
    }

    /// This example as the runner and the tests see it.
    public static let descriptor = ExampleDescriptor(
        name: "macbook",
        aliases: ["macbookconfigurator", "configurator", "mac", "apple-store", "store"],
        title: "MacBook configurator: price and delivery kept in sync",
        documents: ["000"],
        bundle: .module,
        run: run
    )
}
