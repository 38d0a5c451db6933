import Foundation

/// YOUR FILE (1 of 3). Wire the view models together: a change reported by the configuration
/// view model must reach the summary and the delivery estimator.
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
        // TODO: the configuration view model needs to know who to tell.
    }

    public func configurationDidChange(price: Decimal, deliveryDays: Int) {
        // TODO: update the summary and the delivery estimate.
    }
}
