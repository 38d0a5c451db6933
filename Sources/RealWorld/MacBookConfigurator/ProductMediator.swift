import ExampleSupport
import Foundation

/// Fans a configuration change out to the summary and the delivery estimator.
///
/// The mediator owns the view models; the configuration view model points back weakly.
public final class ProductMediator: ProductMediating {
    /// The mediator's lifeline in flow views.
    static let flowName = "Product Mediator"

    private let configurationViewModel: ProductConfigurationViewModel
    private let summaryViewModel: ProductSummaryViewModel
    private let deliveryViewModel: DeliveryEstimatorViewModel

    public init(
        configurationViewModel: ProductConfigurationViewModel,
        summaryViewModel: ProductSummaryViewModel,
        deliveryViewModel: DeliveryEstimatorViewModel
    ) {
        self.configurationViewModel = configurationViewModel
        self.summaryViewModel = summaryViewModel
        self.deliveryViewModel = deliveryViewModel
        configurationViewModel.mediator = self
    }

    public func configurationDidChange(price: Decimal, deliveryDays: Int) {
        Flow.deliver("updateTotal(\(price))", from: Self.flowName, to: "Summary") { summaryViewModel.updateTotal(to: price) }
        Flow.deliver("updateEstimate(\(deliveryDays))", from: Self.flowName, to: "Delivery Estimator") {
            deliveryViewModel.updateEstimate(days: deliveryDays)
        }
    }
}
