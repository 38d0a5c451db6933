import Foundation

/// Reference solution: registers itself with the configuration view model and fans a change
/// out to the summary and the estimator.
public final class ProductMediator: ProductMediating {
    private let summaryViewModel: ProductSummaryViewModel
    private let deliveryViewModel: DeliveryEstimatorViewModel
    private let configurationViewModel: ProductConfigurationViewModel

    public init(
        configurationViewModel: ProductConfigurationViewModel,
        summaryViewModel: ProductSummaryViewModel,
        deliveryViewModel: DeliveryEstimatorViewModel
    ) {
        self.configurationViewModel = configurationViewModel
        self.summaryViewModel = summaryViewModel
        self.deliveryViewModel = deliveryViewModel
    }

    public func configurationDidChange(price: Decimal, deliveryDays: Int) {
        summaryViewModel.updateTotal(to: price)
        deliveryViewModel.updateEstimate(days: deliveryDays)
    }
}
