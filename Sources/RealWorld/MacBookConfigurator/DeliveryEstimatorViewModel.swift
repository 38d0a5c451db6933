/// Shows when the configured machine would arrive.
public final class DeliveryEstimatorViewModel {
    public private(set) var deliveryEstimate = "N/A"

    public init() {}

    public func updateEstimate(days: Int) {
        deliveryEstimate = "\(days)-day delivery"
    }
}
