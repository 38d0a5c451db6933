import Foundation

/// Reference solution: the back reference is weak, because the mediator owns this view model.
public final class ProductConfigurationViewModel {
    public weak var mediator: ProductMediating?

    /// Set by the mediator: what to do when the user picks a configuration.
    var onSelection: ((Decimal, Int) -> Void)?

    public init() {}

    public func userSelectedConfiguration(price: Decimal, deliveryDays: Int) {
        onSelection?(price, deliveryDays)
    }
}
