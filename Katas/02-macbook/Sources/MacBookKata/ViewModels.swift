import Foundation

/// The contract the configuration view model talks to. (Given — no need to edit.)
public protocol ProductMediating: AnyObject {
    func configurationDidChange(price: Decimal, deliveryDays: Int)
}

/// Shows the total price. (Given.)
public final class ProductSummaryViewModel {
    public private(set) var total: Decimal = 0
    public init() {}
    public func updateTotal(to total: Decimal) { self.total = total }
}

/// Shows the delivery estimate. (Given.)
public final class DeliveryEstimatorViewModel {
    public private(set) var deliveryEstimate = "N/A"
    public init() {}
    public func updateEstimate(days: Int) { deliveryEstimate = "\(days)-day delivery" }
}
